import { readStudioLandingRows } from '../../features/studios/api/read-studio-landing.ts'
import { readTeacherLandingRows } from '../../features/teachers/api/read-teacher-landing.ts'
import {
  landingPagesOf,
  popularLandingPages,
  type LandingKind,
  type LandingPageCount,
  type PopularLandingPages,
} from '../../lib/landing-pages.ts'

/** At build time: the landing pages with the most listings of a kind, for its directory. */
export async function readPopularLandingPages(
  kind: LandingKind,
  signal: AbortSignal,
): Promise<PopularLandingPages> {
  const rows = await (kind === 'teachers' ? readTeacherLandingRows : readStudioLandingRows)(
    { country: null, style: null },
    signal,
  )
  return popularLandingPages(landingPagesOf(kind, rows))
}

/** Every landing page of both kinds, the biggest first (SEO Management's list to pick from). */
export async function readAllLandingPages(signal: AbortSignal): Promise<LandingPageCount[]> {
  const [teachers, studios] = await Promise.all([
    readTeacherLandingRows({ country: null, style: null }, signal),
    readStudioLandingRows({ country: null, style: null }, signal),
  ])
  return [...landingPagesOf('teachers', teachers), ...landingPagesOf('studios', studios)].sort(
    (a, b) => b.count - a.count || a.path.localeCompare(b.path),
  )
}

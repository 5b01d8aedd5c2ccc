import { readStudioLandingRows } from '../../features/studios/api/read-studio-landing.ts'
import { readTeacherLandingRows } from '../../features/teachers/api/read-teacher-landing.ts'
import {
  landingPagesOf,
  popularLandingPages,
  type LandingKind,
  type LandingPageCount,
  type PopularLandingPages,
} from '../../lib/landing-pages.ts'

const none: PopularLandingPages = { places: [], styles: [] }

/** At build time: the landing pages with the most listings of a kind, for its directory. */
export async function readPopularLandingPages(kind: LandingKind, signal: AbortSignal): Promise<PopularLandingPages> {
  const rows = await (kind === 'teachers' ? readTeacherLandingRows : readStudioLandingRows)(
    { country: null, style: null },
    signal,
  )
  return popularLandingPages(landingPagesOf(kind, rows))
}

const built = new Map<LandingKind, Promise<PopularLandingPages>>()

/**
 * In the browser: the build's popular pages, read once per kind from the route's build data (in
 * the page on hydration, its .data file after a client-side navigation). The directory's filters
 * change the results, never these links; without them (a failed read) the directory shows none.
 */
export function popularLandingPagesFromBuild(
  kind: LandingKind,
  serverLoader: () => Promise<{ popular?: PopularLandingPages }>,
): Promise<PopularLandingPages> {
  let popular = built.get(kind)
  if (!popular) {
    popular = serverLoader().then(
      (data) => data.popular ?? none,
      () => {
        built.delete(kind)
        return none
      },
    )
    built.set(kind, popular)
  }
  return popular
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

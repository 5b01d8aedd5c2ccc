import { readLandingPageCounts } from '../../features/seo/api/read-landing-page-counts.ts'
import {
  popularLandingPages,
  type LandingKind,
  type LandingPageCount,
  type PopularLandingPages,
} from '../../lib/landing-pages.ts'

const everywhere = { country: null, style: null }

/** At build time: the landing pages with the most listings of a kind, for its directory. */
export async function readPopularLandingPages(
  kind: LandingKind,
  signal: AbortSignal,
): Promise<PopularLandingPages> {
  return popularLandingPages(await readLandingPageCounts(kind, everywhere, signal))
}

/** Every landing page of both kinds, the biggest first (SEO Management's list to pick from). */
export async function readAllLandingPages(signal: AbortSignal): Promise<LandingPageCount[]> {
  const [teachers, studios] = await Promise.all([
    readLandingPageCounts('teachers', everywhere, signal),
    readLandingPageCounts('studios', everywhere, signal),
  ])
  return [...teachers, ...studios].sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
}

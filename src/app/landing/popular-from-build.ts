import type { LandingKind, PopularLandingPages } from '../../lib/landing-paths.ts'

const none: PopularLandingPages = { places: [], styles: [] }

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

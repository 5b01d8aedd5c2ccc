import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { buildEnvFrom, readBuildEnv, type BuildEnv } from './scripts/build/build-env.ts'
import { fetchListingStamps, type ListingStamp } from './scripts/build/listings.ts'
import { robotsTxt, sitemapFiles } from './scripts/build/sitemap.ts'
import { isIndexedLanding, landingPagesOf, type LandingPageCount } from './src/lib/landing-pages.ts'
import { paths } from './src/lib/paths.ts'

/**
 * React Router's framework mode as a static site (docs/architecture.md "The app"): no server at
 * request time (`ssr: false`); at build time every public page and every listing's profile is
 * rendered to HTML from Supabase, with every landing page of at least LANDING_INDEX_MIN_LISTINGS
 * listings (src/lib/landing-pages.ts), and sitemap.xml (an index past 50,000 URLs) and robots.txt
 * are written from the same listing query. Other URLs render in the browser from the SPA fallback (__spa-fallback.html).
 *
 * PRERENDER_LISTINGS_LIMIT (optional) prerenders only the most recently changed N teachers and
 * N studios; the rest open from the fallback and the sitemap still lists them all.
 */

interface Listings {
  env: BuildEnv
  teachers: ListingStamp[]
  studios: ListingStamp[]
  /** Landing pages with enough listings to be prerendered and in the sitemap. */
  landingPages: LandingPageCount[]
}

/** The indexed landing pages of one kind's listings. */
function indexedLandingPages(
  kind: 'teachers' | 'studios',
  stamps: readonly ListingStamp[],
): LandingPageCount[] {
  const listings = stamps.flatMap(({ landing }) => (landing ? [landing] : []))
  return landingPagesOf(kind, listings).filter(({ count }) => isIndexedLanding(count))
}

let listings: Promise<Listings> | undefined

/** Read once per build: the prerender list and the sitemap use the same answer. */
function readListings(): Promise<Listings> {
  listings ??= (async () => {
    const env = buildEnvFrom(readBuildEnv())
    if ('problem' in env) throw new Error(env.problem)
    const [teachers, studios] = await Promise.all([
      fetchListingStamps(env.supabase, 'teachers'),
      fetchListingStamps(env.supabase, 'studios'),
    ])
    const landingPages = [
      ...indexedLandingPages('teachers', teachers),
      ...indexedLandingPages('studios', studios),
    ]
    return { env, teachers, studios, landingPages }
  })()
  return listings
}

function listingLimit(): number {
  const raw = process.env.PRERENDER_LISTINGS_LIMIT
  if (!raw) return Number.POSITIVE_INFINITY
  const limit = Number(raw)
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`PRERENDER_LISTINGS_LIMIT must be a positive whole number, got "${raw}"`)
  }
  return limit
}

/**
 * The public pages without parameters: prerendered and in the sitemap. /login, /thank-you,
 * /application-status, /message/confirm and /listing/confirm (their tokens are in the URL's
 * fragment), the owners' /account and /admin only ever render in the browser.
 */
const PUBLIC_STATIC_PATHS = [
  paths.home,
  paths.teachers,
  paths.studios,
  paths.studioApply,
  paths.join,
  paths.about,
  paths.whyChooseUs,
  paths.contact,
  paths.privacyPolicy,
  paths.termsOfService,
].map((page) => page.href())

export default {
  appDirectory: 'src/app',
  // BUILD_DIR lets the tests and figure scripts build elsewhere, never touching a developer's dist/.
  buildDirectory: process.env.BUILD_DIR || 'dist',
  ssr: false,
  // React Router 8's behaviour, opted into now (each flag checked against build, prerender, the
  // budget and the e2e). None of our loaders reads `context`, which v8_middleware changes.
  // Route modules stay whole: split ones cost every page 0.6-0.8 KB of manifest and chunk names
  // for a head start on navigations our small route modules don't need
  // (docs/decisions/0027-route-modules-stay-whole.md).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: {
    async paths() {
      const { teachers, studios, landingPages } = await readListings()
      const limit = listingLimit()
      return [
        ...PUBLIC_STATIC_PATHS,
        ...landingPages.map(({ path }) => path),
        ...teachers.slice(0, limit).map(({ slug }) => `/teacher/${encodeURIComponent(slug)}`),
        ...studios.slice(0, limit).map(({ slug }) => `/studio/${encodeURIComponent(slug)}`),
      ]
    },
    // Each page waits on one Supabase request: a few at a time keep both cores busy.
    concurrency: 4,
  },
  async buildEnd({ reactRouterConfig }) {
    const { env, teachers, studios, landingPages } = await readListings()
    const clientDir = path.join(reactRouterConfig.buildDirectory, 'client')
    await mkdir(clientDir, { recursive: true })
    const sitemaps = sitemapFiles({
      siteUrl: env.siteUrl,
      staticPaths: PUBLIC_STATIC_PATHS,
      teachers,
      studios,
      landingPages,
      builtAt: new Date(),
    })
    for (const { name, xml } of sitemaps) await writeFile(path.join(clientDir, name), xml)
    await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(env.siteUrl))
  },
} satisfies Config

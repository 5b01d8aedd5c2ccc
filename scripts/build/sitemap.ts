/**
 * sitemap.xml and robots.txt, written by the build from the same listing query that decides
 * what is prerendered (react-router.config.ts).
 */
import type { LandingPageCount } from '../../src/lib/landing-pages.ts'
import type { ListingStamp } from './listings.ts'

export interface SitemapInput {
  /** The public origin, without a trailing slash (VITE_SITE_URL). */
  siteUrl: string
  /** The public static pages, as paths (`/`, `/teachers`...). */
  staticPaths: readonly string[]
  teachers: readonly ListingStamp[]
  studios: readonly ListingStamp[]
  /** Landing pages with enough listings to be indexed (src/lib/landing-pages.ts). */
  landingPages?: readonly Pick<LandingPageCount, 'path' | 'lastmod'>[]
  /** When the build ran: the last change of the static pages. */
  builtAt: Date
}

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

/** A file the build writes next to the pages. */
export interface SitemapFile {
  name: string
  xml: string
}

/** Pages a search engine should not list, even if a route exists for them. */
export const UNLISTED_PATHS: readonly string[] = ['/admin', '/login', '/thank-you', '/application-status']

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A W3C datetime of the day (what sitemaps use), or null for a value that is not a date. */
function lastmodOf(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/**
 * A listing's last change for search engines: the later of its last edit and the day an admin
 * confirmed its details, since a confirmation tells that the page is current without editing it.
 */
export function listingLastmod(stamp: Pick<ListingStamp, 'updatedAt' | 'confirmedAt'>): string | null {
  const times = [stamp.updatedAt, stamp.confirmedAt]
    .filter((value): value is string => value !== null)
    .map((value) => new Date(value).getTime())
    .filter((time) => !Number.isNaN(time))
  return times.length === 0 ? null : lastmodOf(new Date(Math.max(...times)))
}

function urlEntry(loc: string, lastmod: string | null): string {
  const parts = [`    <loc>${escapeXml(loc)}</loc>`]
  if (lastmod) parts.push(`    <lastmod>${lastmod}</lastmod>`)
  return `  <url>\n${parts.join('\n')}\n  </url>`
}

const isListed = (path: string) =>
  !UNLISTED_PATHS.some((unlisted) => path === unlisted || path.startsWith(`${unlisted}/`))

interface UrlEntry {
  loc: string
  lastmod: string | null
}

/** Every URL the sitemap lists: public static pages, listings, then indexed landing pages. */
function sitemapEntries(input: SitemapInput): UrlEntry[] {
  const builtAt = lastmodOf(input.builtAt)
  return [
    ...input.staticPaths
      .filter(isListed)
      .map((path) => ({ loc: `${input.siteUrl}${path}`, lastmod: builtAt })),
    ...input.teachers.map((teacher) => ({
      loc: `${input.siteUrl}/teacher/${encodeURIComponent(teacher.slug)}`,
      lastmod: listingLastmod(teacher),
    })),
    ...input.studios.map((studio) => ({
      loc: `${input.siteUrl}/studio/${encodeURIComponent(studio.slug)}`,
      lastmod: listingLastmod(studio),
    })),
    ...(input.landingPages ?? []).map((page) => ({
      loc: `${input.siteUrl}${page.path}`,
      lastmod: page.lastmod === null ? null : lastmodOf(page.lastmod),
    })),
  ]
}

function urlset(entries: readonly UrlEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(({ loc, lastmod }) => urlEntry(loc, lastmod)),
    '</urlset>',
    '',
  ].join('\n')
}

/** The sitemap as one file: every public static page, listing and indexed landing page. */
export function sitemapXml(input: SitemapInput): string {
  return urlset(sitemapEntries(input))
}

/** The newest of the entries' lastmods, or null when none has one. */
function newestLastmod(entries: readonly UrlEntry[]): string | null {
  const times = entries.flatMap(({ lastmod }) => (lastmod ? [new Date(lastmod).getTime()] : []))
  return times.length === 0 ? null : new Date(Math.max(...times)).toISOString()
}

/**
 * The sitemap files to write. Up to `maxUrls` URLs, one sitemap.xml. Past it, sitemap.xml becomes
 * a sitemap index (the address robots.txt and search consoles already know) naming
 * sitemap-1.xml, sitemap-2.xml... of at most `maxUrls` URLs each, each with its newest lastmod.
 */
export function sitemapFiles(input: SitemapInput, maxUrls: number = SITEMAP_MAX_URLS): SitemapFile[] {
  const entries = sitemapEntries(input)
  if (entries.length <= maxUrls) return [{ name: 'sitemap.xml', xml: urlset(entries) }]
  const parts: SitemapFile[] = []
  const index: string[] = []
  for (let start = 0; start < entries.length; start += maxUrls) {
    const chunk = entries.slice(start, start + maxUrls)
    const name = `sitemap-${parts.length + 1}.xml`
    parts.push({ name, xml: urlset(chunk) })
    const lastmod = newestLastmod(chunk)
    index.push(
      [
        '  <sitemap>',
        `    <loc>${escapeXml(`${input.siteUrl}/${name}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n'),
    )
  }
  const indexXml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...index,
    '</sitemapindex>',
    '',
  ].join('\n')
  return [{ name: 'sitemap.xml', xml: indexXml }, ...parts]
}

/** robots.txt: everything but the admin area and the login page, and where the sitemap (or its index) is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /login',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

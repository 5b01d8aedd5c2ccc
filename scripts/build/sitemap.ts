/**
 * sitemap.xml and robots.txt, written by the build from the same listing query that decides
 * what is prerendered (react-router.config.ts).
 */
import type { ListingStamp } from './listings.ts'

export interface SitemapInput {
  /** The public origin, without a trailing slash (VITE_SITE_URL). */
  siteUrl: string
  /** The public static pages, as paths (`/`, `/teachers`...). */
  staticPaths: readonly string[]
  teachers: readonly ListingStamp[]
  studios: readonly ListingStamp[]
  /** When the build ran: the last change of the static pages. */
  builtAt: Date
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

/** The sitemap: every public static page and every listing, with each listing's last change. */
export function sitemapXml(input: SitemapInput): string {
  const builtAt = lastmodOf(input.builtAt)
  const entries = [
    ...input.staticPaths.filter(isListed).map((path) => urlEntry(`${input.siteUrl}${path}`, builtAt)),
    ...input.teachers.map((teacher) =>
      urlEntry(`${input.siteUrl}/teacher/${encodeURIComponent(teacher.slug)}`, listingLastmod(teacher)),
    ),
    ...input.studios.map((studio) =>
      urlEntry(`${input.siteUrl}/studio/${encodeURIComponent(studio.slug)}`, listingLastmod(studio)),
    ),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything but the admin area and the login page, and where the sitemap is. */
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

/**
 * Landing pages: the listings of one kind in a place (country, or city of a country), of a style,
 * or of a style in a country (docs/decisions/0029-landing-pages-per-place-and-style.md). Plain
 * functions shared by the build (prerender list, sitemap), the landing route, the directories'
 * links and canonical URLs, and the admin's list of pages.
 */
import { YOGA_STYLES } from './directory-options.ts'
import { nameSlug } from './name-slug.ts'
import { paths } from './paths.ts'

export const LANDING_KINDS = ['teachers', 'studios'] as const
export type LandingKind = (typeof LANDING_KINDS)[number]

/** One landing page, by the names it is about (a city always comes with its country). */
export interface LandingPage {
  kind: LandingKind
  country: string | null
  city: string | null
  style: string | null
}

/** The same page as its address spells it: slugs instead of names. */
export type LandingSlugs = LandingPage

/**
 * A page with at least this many listings is prerendered, in the sitemap and linked from the
 * directories; with fewer (but at least one) it opens from the SPA fallback marked noindex, so
 * search engines see no page that is all but empty.
 */
export const LANDING_INDEX_MIN_LISTINGS = 3

export function isIndexedLanding(count: number): boolean {
  return count >= LANDING_INDEX_MIN_LISTINGS
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The path of a page given by its slugs (as its address spells them). */
export function landingPathOfSlugs({ kind, country, city, style }: LandingSlugs): string {
  if (style) return country ? `/${kind}/style/${style}/in/${country}` : `/${kind}/style/${style}`
  return city ? `/${kind}/in/${country}/${city}` : `/${kind}/in/${country}`
}

const slugOrNull = (name: string | null) => (name === null ? null : nameSlug(name))

/** '/teachers/in/portugal/lisbon', '/studios/style/yin-yoga/in/spain'... */
export function landingPath(page: LandingPage): string {
  return landingPathOfSlugs({
    kind: page.kind,
    country: slugOrNull(page.country),
    city: slugOrNull(page.city),
    style: slugOrNull(page.style),
  })
}

/** The slugs of a landing page's address, or null for any other path. */
export function landingSlugsOfPath(pathname: string): LandingSlugs | null {
  const parts = pathname.split('/').filter(Boolean)
  const [kind, facet, ...rest] = parts
  if (!(LANDING_KINDS as readonly string[]).includes(kind ?? '')) return null
  if (!rest.every((part) => SLUG.test(part))) return null
  const landingKind = kind as LandingKind
  if (facet === 'in' && (rest.length === 1 || rest.length === 2)) {
    return { kind: landingKind, country: rest[0]!, city: rest[1] ?? null, style: null }
  }
  if (facet === 'style' && rest.length === 1) {
    return { kind: landingKind, country: null, city: null, style: rest[0]! }
  }
  if (facet === 'style' && rest.length === 3 && rest[1] === 'in') {
    return { kind: landingKind, country: rest[2]!, city: null, style: rest[0]! }
  }
  return null
}

const NOUNS: Record<LandingKind, { one: string; many: string }> = {
  teachers: { one: 'teacher', many: 'teachers' },
  studios: { one: 'studio', many: 'studios' },
}

/** 'Yin Yoga', 'Vinyasa Yoga', 'Meditation': a style as the start of a heading. */
function styleWords(style: string): string {
  return /yoga|meditation/i.test(style) ? style : `${style} Yoga`
}

function placeWords(page: LandingPage): string | null {
  if (!page.country) return null
  return page.city ? `${page.city}, ${page.country}` : page.country
}

/** 'yoga teachers', 'Yin Yoga studios', 'yoga teacher' (for one). */
function subject(page: LandingPage, count = 2): string {
  const noun = count === 1 ? NOUNS[page.kind].one : NOUNS[page.kind].many
  return page.style ? `${styleWords(page.style)} ${noun}` : `yoga ${noun}`
}

function inPlace(page: LandingPage): string {
  const place = placeWords(page)
  return place ? ` in ${place}` : ''
}

/**
 * The page's H1, and its title before the site's name: 'Yoga teachers in Portugal', 'Yin Yoga
 * teachers in Lisbon, Portugal', 'Yoga studios in Madrid, Spain', 'Yin Yoga studios'.
 */
export function landingHeading(page: LandingPage): string {
  const text = `${subject(page)}${inPlace(page)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function landingDescription(page: LandingPage, count: number): string {
  const who = page.kind === 'teachers' ? 'certified teachers' : 'studios'
  return `${landingHeading(page)}: ${count} ${who} listed, with their styles, languages and how to contact them directly. No commission, ever.`
}

/** What the default intro states about a page's listings. */
export interface LandingFacts {
  count: number
  /** Teachers who teach online (1-on-1 or in groups); studios that hold classes online or hybrid. */
  online: number
  /** ISO 639 codes, any order. */
  languages: readonly string[]
  /** Teachers whose verified credential stands today (always 0 for studios). */
  verified: number
}

/** 'English', 'English and Spanish', 'English, Portuguese and Spanish'. */
function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
}

/**
 * The intro a page shows when an admin has written none: '14 yoga teachers in Lisbon, Portugal
 * are listed: 5 teach online, in English, Portuguese and Spanish; 3 hold a verified credential.'
 */
export function defaultLandingIntro(
  page: LandingPage,
  facts: LandingFacts,
  languageName: (code: string) => string,
): string {
  const one = facts.count === 1
  const opening = `${facts.count} ${subject(page, facts.count)}${inPlace(page)} ${one ? 'is' : 'are'} listed`
  const teaching: string[] = []
  if (facts.online > 0) {
    const verb =
      page.kind === 'teachers'
        ? facts.online === 1 ? 'teaches online' : 'teach online'
        : facts.online === 1 ? 'holds classes online' : 'hold classes online'
    teaching.push(`${facts.online} ${verb}`)
  }
  const languages = [...new Set(facts.languages)].map(languageName).sort((a, b) => a.localeCompare(b))
  if (languages.length > 0) {
    teaching.push(`${teaching.length === 0 ? 'teaching ' : ''}in ${listOfNames(languages)}`)
  }
  const clauses = teaching.length > 0 ? [teaching.join(', ')] : []
  if (facts.verified > 0) {
    clauses.push(`${facts.verified} ${facts.verified === 1 ? 'holds' : 'hold'} a verified credential`)
  }
  return clauses.length > 0 ? `${opening}: ${clauses.join('; ')}.` : `${opening}.`
}

/** One listing as the landing pages count it. */
export interface LandingListing {
  country: string
  /** Teachers' `location`, studios' `city`. */
  city: string | null
  /** Teachers' `specialties`, studios' `yogastyles`; only the product's styles make pages. */
  styles: readonly string[]
  /** ISO timestamp of the listing's last change. */
  updatedAt?: string | null
}

export interface LandingPageCount {
  page: LandingPage
  path: string
  count: number
  /** The newest change among its listings, for the sitemap. */
  lastmod: string | null
}

const KNOWN_STYLES: ReadonlySet<string> = new Set(YOGA_STYLES)

/** The pages a listing appears on. */
function pagesOfListing(kind: LandingKind, listing: LandingListing): LandingPage[] {
  const country = listing.country.trim()
  if (!nameSlug(country)) return []
  const city = listing.city?.trim() ?? ''
  const pages: LandingPage[] = [{ kind, country, city: null, style: null }]
  if (nameSlug(city)) pages.push({ kind, country, city, style: null })
  for (const style of new Set(listing.styles)) {
    if (!KNOWN_STYLES.has(style)) continue
    pages.push({ kind, country: null, city: null, style }, { kind, country, city: null, style })
  }
  return pages
}

const newer = (a: string | null, b: string | null | undefined) => {
  if (!b || Number.isNaN(new Date(b).getTime())) return a
  return a === null || new Date(b) > new Date(a) ? new Date(b).toISOString() : a
}

/** Every landing page the listings make, with its count: the biggest first, then by path. */
export function landingPagesOf(kind: LandingKind, listings: readonly LandingListing[]): LandingPageCount[] {
  const byPath = new Map<string, LandingPageCount>()
  for (const listing of listings) {
    for (const page of pagesOfListing(kind, listing)) {
      const path = landingPath(page)
      const counted = byPath.get(path) ?? { page, path, count: 0, lastmod: null }
      counted.count += 1
      counted.lastmod = newer(counted.lastmod, listing.updatedAt)
      byPath.set(path, counted)
    }
  }
  return [...byPath.values()].sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
}

/** Pages worth a link from another page: those with enough listings to be indexed. */
function indexed(pages: readonly LandingPageCount[], keep: (page: LandingPage) => boolean) {
  return pages.filter(({ page, count }) => isIndexedLanding(count) && keep(page))
}

export interface RelatedLandingPages {
  /** A country's cities; for a city, the other cities of its country. */
  cities: LandingPageCount[]
  /** The place's styles, or for a style page the countries where it is taught. */
  styles: LandingPageCount[]
}

/**
 * The pages to link from `page`, out of `pages` (those of the listings in its country or of its
 * style). Nearby cities will come from coordinates once listings have them; until then a city
 * links the other cities of its country.
 */
export function relatedLandingPages(page: LandingPage, pages: readonly LandingPageCount[]): RelatedLandingPages {
  const self = landingPath(page)
  const sameCountry = (other: LandingPage) => other.country === page.country
  if (page.style && !page.country) {
    return {
      cities: [],
      styles: indexed(pages, (other) => other.style === page.style && other.country !== null),
    }
  }
  return {
    cities: indexed(
      pages,
      (other) => sameCountry(other) && other.city !== null && other.style === null && landingPath(other) !== self,
    ),
    styles: indexed(
      pages,
      (other) => sameCountry(other) && other.city === null && other.style !== null && landingPath(other) !== self,
    ),
  }
}

export interface Crumb {
  name: string
  path: string
}

/** Home › Teachers › Portugal › Lisbon, or Home › Studios › Yin Yoga › Spain. */
export function landingBreadcrumb(page: LandingPage): Crumb[] {
  const directory = page.kind === 'teachers' ? paths.teachers.href() : paths.studios.href()
  const crumbs: Crumb[] = [
    { name: 'Home', path: paths.home.href() },
    { name: page.kind === 'teachers' ? 'Teachers' : 'Studios', path: directory },
  ]
  const at = (partial: Partial<LandingPage>) => landingPath({ ...page, country: null, city: null, style: null, ...partial })
  if (page.style) crumbs.push({ name: page.style, path: at({ style: page.style }) })
  if (page.country) crumbs.push({ name: page.country, path: at({ style: page.style, country: page.country }) })
  if (page.city) crumbs.push({ name: page.city, path: at({ country: page.country, city: page.city }) })
  return crumbs
}

/** What a directory URL filters by, as far as a landing page could stand for it. */
export interface DirectoryQuery {
  country: string
  styles: readonly string[]
  /** Any other filter is set, or a page past the first. */
  otherFilters: boolean
}

/**
 * The landing page showing exactly what a filtered directory URL shows (its canonical URL), or
 * null when there is none: other filters, more than one style, or no filter at all.
 */
export function landingPageOfDirectoryQuery(kind: LandingKind, query: DirectoryQuery): LandingPage | null {
  if (query.otherFilters || query.styles.length > 1) return null
  const style = query.styles[0] ?? null
  if (style !== null && !KNOWN_STYLES.has(style)) return null
  if (!query.country && style === null) return null
  return { kind, country: query.country || null, city: null, style }
}

/** One listing as a landing page reads it: where, what, and what the intro counts. */
export interface LandingRow extends LandingListing {
  id: string
  /** The directory's order: teachers by first and last name, studios by name. */
  sortName: string
  online: boolean
  languages: readonly string[]
  verified: boolean
}

/** Whether a listing belongs on the page (a city is compared as the listings spell it, trimmed). */
export function isOnLandingPage(page: LandingPage, row: LandingListing): boolean {
  if (page.country !== null && row.country.trim() !== page.country) return false
  if (page.city !== null && (row.city?.trim() ?? '') !== page.city) return false
  return page.style === null || row.styles.includes(page.style)
}

export function landingFactsOf(rows: readonly LandingRow[]): LandingFacts {
  return {
    count: rows.length,
    online: rows.filter((row) => row.online).length,
    languages: [...new Set(rows.flatMap((row) => row.languages))],
    verified: rows.filter((row) => row.verified).length,
  }
}

/** The ids of page `page` (from 1) of the rows in the directory's order. */
export function landingPageIds(rows: readonly LandingRow[], page: number, pageSize: number): string[] {
  return [...rows]
    .sort((a, b) => a.sortName.localeCompare(b.sortName) || a.id.localeCompare(b.id))
    .slice((page - 1) * pageSize, page * pageSize)
    .map((row) => row.id)
}

/** The query parameter each directory keeps its styles in (the filter codecs' names). */
const STYLE_PARAMS: Record<LandingKind, string> = { teachers: 'specialty', studios: 'practice' }

/**
 * The canonical path of a directory URL: the landing page that shows the same listings when its
 * filters are only a country and a style and that page is indexed (`total` is the directory's
 * count), else the directory itself. `search` is the filters as the directory writes them, so a
 * filter added later counts as another filter without a change here.
 */
export function directoryCanonicalPath(kind: LandingKind, search: URLSearchParams, total: number | null): string {
  const styleParam = STYLE_PARAMS[kind]
  const query: DirectoryQuery = {
    country: search.get('country') ?? '',
    styles: search.getAll(styleParam),
    otherFilters: [...search.keys()].some((key) => key !== 'country' && key !== styleParam),
  }
  const page = landingPageOfDirectoryQuery(kind, query)
  if (page && total !== null && isIndexedLanding(total)) return landingPath(page)
  return kind === 'teachers' ? paths.teachers.href() : paths.studios.href()
}

/** The directories' links to the landing pages with the most listings. */
export interface PopularLandingPages {
  places: LandingPageCount[]
  styles: LandingPageCount[]
}

export const POPULAR_LINKS = 8

/** The biggest indexed place pages (countries and cities) and style pages. */
export function popularLandingPages(pages: readonly LandingPageCount[]): PopularLandingPages {
  return {
    places: indexed(pages, (page) => page.style === null).slice(0, POPULAR_LINKS),
    styles: indexed(pages, (page) => page.style !== null && page.country === null).slice(0, POPULAR_LINKS),
  }
}

/**
 * What a landing page is called and where it lives (docs/decisions/0029-landing-pages-per-place-and-style.md):
 * its address, heading and threshold, and the canonical landing page of a directory URL. Apart
 * from the rest of src/lib/landing-pages.ts, which only the landing page and the build need, so
 * that the directories load only this.
 */
import type { GeoPoint } from './near-filter.ts'
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
export function landingSubject(page: LandingPage, count = 2): string {
  const noun = count === 1 ? NOUNS[page.kind].one : NOUNS[page.kind].many
  return page.style ? `${styleWords(page.style)} ${noun}` : `yoga ${noun}`
}

export function landingInPlace(page: LandingPage): string {
  const place = placeWords(page)
  return place ? ` in ${place}` : ''
}

/**
 * The page's H1, and its title before the site's name: 'Yoga teachers in Portugal', 'Yin Yoga
 * teachers in Lisbon, Portugal', 'Yoga studios in Madrid, Spain', 'Yin Yoga studios'.
 */
export function landingHeading(page: LandingPage): string {
  const text = `${landingSubject(page)}${landingInPlace(page)}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export interface LandingPageCount {
  page: LandingPage
  path: string
  count: number
  /** The newest change among its listings, for the sitemap. */
  lastmod: string | null
  /** A city page's position (its listings carry their city's coordinates); null when unknown. */
  position?: GeoPoint | null
}

export const KNOWN_STYLES: ReadonlySet<string> = new Set(YOGA_STYLES)

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

/** The query parameter each directory keeps its styles in (the filter codecs' names). */
const STYLE_PARAMS: Record<LandingKind, string> = { teachers: 'specialty', studios: 'practice' }

/**
 * The canonical path of a directory URL: the landing page that shows the same listings when its
 * filters are only a country and a style and that page is indexed (`total` is the directory's
 * count), else the directory itself. `search` is the filters as the directory writes them, so a
 * filter added later counts as another filter without a change here.
 */
export function directoryCanonicalPath(
  kind: LandingKind,
  search: URLSearchParams,
  total: number | null,
): string {
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

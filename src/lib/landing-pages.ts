/**
 * Landing pages: the listings of one kind in a place (country, or city of a country), of a style,
 * or of a style in a country (docs/decisions/0029-landing-pages-per-place-and-style.md). Plain
 * functions shared by the build (prerender list, sitemap), the landing route, the directories'
 * links and canonical URLs, and the admin's list of pages.
 */
import {
  isIndexedLanding,
  KNOWN_STYLES,
  landingHeading,
  landingInPlace,
  landingPath,
  landingSubject,
  LANDING_KINDS,
  type LandingKind,
  type LandingPage,
  type LandingPageCount,
  type LandingSlugs,
  type PopularLandingPages,
} from './landing-paths.ts'
import { distanceKm, positionOf } from './distance.ts'
import { nameSlug } from './name-slug.ts'
import type { GeoPoint } from './near-filter.ts'
import { arrayLiteral, type PostgrestFilter } from './postgrest-filters.ts'
import { paths } from './paths.ts'

export * from './landing-paths.ts'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

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
  const opening = `${facts.count} ${landingSubject(page, facts.count)}${landingInPlace(page)} ${one ? 'is' : 'are'} listed`
  const teaching: string[] = []
  if (facts.online > 0) {
    const verb =
      page.kind === 'teachers'
        ? facts.online === 1
          ? 'teaches online'
          : 'teach online'
        : facts.online === 1
          ? 'holds classes online'
          : 'hold classes online'
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
  /** The coordinates of the listing's city (set by the database when it is saved); null when unknown. */
  position?: GeoPoint | null
}

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
      if (page.city !== null && !counted.position && listing.position) counted.position = listing.position
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
  /** A country's cities; for a city, the other cities of its country, nearest first. */
  cities: LandingPageCount[]
  /** The place's styles, or for a style page the countries where it is taught. */
  styles: LandingPageCount[]
}

/** The cities nearest `from` first; those whose position is unknown after them, as they came. */
function nearestFirst(from: GeoPoint, cities: LandingPageCount[]): LandingPageCount[] {
  const away = (city: LandingPageCount) =>
    city.position ? distanceKm(from, city.position) : Number.POSITIVE_INFINITY
  return cities
    .map((city, order) => ({ city, order, km: away(city) }))
    .sort((a, b) => a.km - b.km || a.order - b.order)
    .map(({ city }) => city)
}

/**
 * The pages to link from `page`, out of `pages` (those of the listings in its country or of its
 * style). A city links the other cities of its country, nearest first when its position is known.
 */
export function relatedLandingPages(
  page: LandingPage,
  pages: readonly LandingPageCount[],
): RelatedLandingPages {
  const self = landingPath(page)
  const sameCountry = (other: LandingPage) => other.country === page.country
  if (page.style && !page.country) {
    return {
      cities: [],
      styles: indexed(pages, (other) => other.style === page.style && other.country !== null),
    }
  }
  const cities = indexed(
    pages,
    (other) =>
      sameCountry(other) && other.city !== null && other.style === null && landingPath(other) !== self,
  )
  const position = page.city === null ? null : pages.find((other) => other.path === self)?.position
  return {
    cities: position ? nearestFirst(position, cities) : cities,
    styles: indexed(
      pages,
      (other) =>
        sameCountry(other) && other.city === null && other.style !== null && landingPath(other) !== self,
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
  const at = (partial: Partial<LandingPage>) =>
    landingPath({ ...page, country: null, city: null, style: null, ...partial })
  if (page.style) crumbs.push({ name: page.style, path: at({ style: page.style }) })
  if (page.country)
    crumbs.push({ name: page.country, path: at({ style: page.style, country: page.country }) })
  if (page.city) crumbs.push({ name: page.city, path: at({ country: page.country, city: page.city }) })
  return crumbs
}

/**
 * The filters that pick a landing page's listings from public.teachers or public.studios, whose
 * generated landing_* columns name each listing's pages as the database counts them
 * (supabase/migrations/20251208000000_landing_pages_counted_on_write.sql).
 */
export function landingPageFilters(page: LandingPage): PostgrestFilter[] {
  return [
    ...(page.country !== null
      ? [{ column: 'landing_country', operator: 'eq', value: page.country } as const]
      : []),
    ...(page.city !== null ? [{ column: 'landing_city', operator: 'eq', value: page.city } as const] : []),
    ...(page.style !== null
      ? [{ column: 'landing_styles', operator: 'cs', value: arrayLiteral([page.style]) } as const]
      : []),
  ]
}

/** A landing page as the database counts it (public.landing_page_counts). */
export interface CountedLandingPage {
  country: string | null
  city: string | null
  style: string | null
  count: number
  lastmod: string | null
  latitude: number | null
  longitude: number | null
}

/**
 * A page the database counted, with its path, or null when a name makes no slug (a city written
 * only in other scripts), as landingPagesOf leaves such a page out.
 */
export function landingPageOfCount(kind: LandingKind, counted: CountedLandingPage): LandingPageCount | null {
  const { country, city, style } = counted
  if ((country !== null && !nameSlug(country)) || (city !== null && !nameSlug(city))) return null
  const page: LandingPage = { kind, country, city, style }
  const lastmod = counted.lastmod === null ? null : new Date(counted.lastmod).toISOString()
  return {
    page,
    path: landingPath(page),
    count: counted.count,
    lastmod,
    ...(city !== null && { position: positionOf(counted) }),
  }
}

/** The counted pages of a kind, the biggest first, then by path (as landingPagesOf orders them). */
export function landingPagesOfCounts(
  kind: LandingKind,
  counted: readonly CountedLandingPage[],
): LandingPageCount[] {
  return counted
    .flatMap((row) => landingPageOfCount(kind, row) ?? [])
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
}

export const POPULAR_LINKS = 8

/** The biggest indexed place pages (countries and cities) and style pages. */
export function popularLandingPages(pages: readonly LandingPageCount[]): PopularLandingPages {
  return {
    places: indexed(pages, (page) => page.style === null).slice(0, POPULAR_LINKS),
    styles: indexed(pages, (page) => page.style !== null && page.country === null).slice(0, POPULAR_LINKS),
  }
}

import { toError } from '../../components/directory/result-page.ts'
import { readLandingIntro } from '../../features/seo/api/read-landing-intro.ts'
import { readStudioCards, readStudioLandingRows } from '../../features/studios/api/read-studio-landing.ts'
import type { StudioCardRow } from '../../features/studios/api/search-studios.ts'
import { readTeacherCards, readTeacherLandingRows } from '../../features/teachers/api/read-teacher-landing.ts'
import type { TeacherCardRow } from '../../features/teachers/api/search-teachers.ts'
import { COUNTRIES } from '../../lib/countries.ts'
import { DIRECTORY_PAGE_SIZE, YOGA_STYLES } from '../../lib/directory-options.ts'
import {
  isOnLandingPage,
  landingFactsOf,
  landingPageIds,
  landingPagesOf,
  landingPath,
  landingPathOfSlugs,
  landingSlugsOfPath,
  relatedLandingPages,
  type LandingFacts,
  type LandingKind,
  type LandingPage,
  type LandingRow,
  type RelatedLandingPages,
} from '../../lib/landing-pages.ts'
import { nameOfSlug } from '../../lib/name-slug.ts'
import { pageParam } from '../../lib/postgrest-filters.ts'

/** The cards of one landing page, by kind. */
export type LandingCards =
  { kind: 'teachers'; items: TeacherCardRow[] } | { kind: 'studios'; items: StudioCardRow[] }

export interface FoundLanding {
  status: 'found'
  page: LandingPage
  path: string
  facts: LandingFacts
  /** What an admin wrote for the page in SEO Management, if anything. */
  intro: string | null
  /** Which page of cards, from 1, and how many there are. */
  pageNumber: number
  pageCount: number
  cards: LandingCards
  related: RelatedLandingPages
}

/** What the landing route's loaders give its page. */
export type LandingData = FoundLanding | { status: 'not-found' } | { status: 'error'; message: string }

type Scope = { country: string | null; style: string | null }

const rowReaders = {
  teachers: readTeacherLandingRows,
  studios: readStudioLandingRows,
} as const

async function cardsOf(kind: LandingKind, ids: string[], signal: AbortSignal): Promise<LandingCards> {
  return kind === 'teachers'
    ? { kind, items: await readTeacherCards(ids, signal) }
    : { kind, items: await readStudioCards(ids, signal) }
}

/** The distinct cities of the listings, as they spell them. */
function citiesOf(rows: readonly LandingRow[]): Set<string> {
  return new Set(rows.flatMap((row) => (row.city?.trim() ? [row.city.trim()] : [])))
}

/**
 * The landing page at `url`: its names read back from the slugs through the country list, the
 * style list and the country's listings, then the listings of its country (or of its style, for
 * a style page), from which the page's cards, facts and related pages all come.
 */
export async function loadLandingPage(url: URL, signal: AbortSignal): Promise<LandingData> {
  const { pathname, searchParams } = url
  const slugs = landingSlugsOfPath(pathname)
  if (!slugs) return { status: 'not-found' }
  const country = slugs.country === null ? null : nameOfSlug(slugs.country, COUNTRIES)
  const style = slugs.style === null ? null : nameOfSlug(slugs.style, YOGA_STYLES)
  if ((slugs.country && !country) || (slugs.style && !style)) return { status: 'not-found' }

  const scope: Scope = country ? { country, style: null } : { country: null, style }
  const [rows, intro] = await Promise.all([
    rowReaders[slugs.kind](scope, signal),
    readLandingIntro(landingPathOfSlugs(slugs), signal),
  ])
  const city = slugs.city === null ? null : nameOfSlug(slugs.city, citiesOf(rows))
  if (slugs.city && !city) return { status: 'not-found' }

  const page: LandingPage = { kind: slugs.kind, country, city, style }
  const listed = rows.filter((row) => isOnLandingPage(page, row))
  if (listed.length === 0) return { status: 'not-found' }
  const pageCount = Math.ceil(listed.length / DIRECTORY_PAGE_SIZE)
  const pageNumber = Math.min(pageParam(searchParams), pageCount)
  const cards = await cardsOf(page.kind, landingPageIds(listed, pageNumber, DIRECTORY_PAGE_SIZE), signal)
  return {
    status: 'found',
    page,
    path: landingPath(page),
    facts: landingFactsOf(listed),
    intro,
    pageNumber,
    pageCount,
    cards,
    related: relatedLandingPages(page, landingPagesOf(page.kind, rows)),
  }
}

/**
 * The route's `clientLoader`: the current page, also right after the prerendered one hydrates.
 * If that read fails, a prerendered page keeps the build's copy; one that was not prerendered
 * says what went wrong.
 */
export async function loadLandingPageInBrowser(
  url: URL,
  request: Request,
  serverLoader: () => Promise<LandingData>,
): Promise<LandingData> {
  try {
    return await loadLandingPage(url, request.signal)
  } catch (error) {
    if (request.signal.aborted) throw error
    const message = toError(error).message
    return serverLoader().catch(() => ({ status: 'error', message }) as const)
  }
}

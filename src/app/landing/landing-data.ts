import { toError } from '../../components/directory/result-page.ts'
import { readLandingFacts } from '../../features/seo/api/read-landing-facts.ts'
import { readLandingIntro } from '../../features/seo/api/read-landing-intro.ts'
import {
  readLandingPageCounts,
  type LandingScope,
} from '../../features/seo/api/read-landing-page-counts.ts'
import { readStudioLandingCards } from '../../features/studios/api/read-studio-landing.ts'
import type { StudioCardRow } from '../../features/studios/api/search-studios.ts'
import { readTeacherLandingCards } from '../../features/teachers/api/read-teacher-landing.ts'
import type { TeacherCardRow } from '../../features/teachers/api/search-teachers.ts'
import { COUNTRIES } from '../../lib/countries.ts'
import { DIRECTORY_PAGE_SIZE, YOGA_STYLES } from '../../lib/directory-options.ts'
import {
  landingPath,
  landingPathOfSlugs,
  landingSlugsOfPath,
  relatedLandingPages,
  type LandingFacts,
  type LandingPage,
  type LandingPageCount,
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

async function cardsOf(page: LandingPage, pageNumber: number, signal: AbortSignal): Promise<LandingCards> {
  const from = (pageNumber - 1) * DIRECTORY_PAGE_SIZE
  const to = from + DIRECTORY_PAGE_SIZE - 1
  return page.kind === 'teachers'
    ? { kind: page.kind, items: await readTeacherLandingCards(page, from, to, signal) }
    : { kind: page.kind, items: await readStudioLandingCards(page, from, to, signal) }
}

/** The distinct cities of the counted pages, as the listings spell them (trimmed). */
function citiesOf(pages: readonly LandingPageCount[]): Set<string> {
  return new Set(pages.flatMap(({ page }) => (page.city !== null && page.style === null ? [page.city] : [])))
}

/**
 * The landing page at `url`: its names read back from the slugs through the country list, the
 * style list and the country's cities, all from the page counts of its country (or of its style,
 * for a style page), which also give its related pages; then its intro's facts and one page of
 * its cards. A few small requests, whatever the size of the directory: the database counts.
 */
export async function loadLandingPage(url: URL, signal: AbortSignal): Promise<LandingData> {
  const { pathname, searchParams } = url
  const slugs = landingSlugsOfPath(pathname)
  if (!slugs) return { status: 'not-found' }
  const country = slugs.country === null ? null : nameOfSlug(slugs.country, COUNTRIES)
  const style = slugs.style === null ? null : nameOfSlug(slugs.style, YOGA_STYLES)
  if ((slugs.country && !country) || (slugs.style && !style)) return { status: 'not-found' }

  const scope: LandingScope = country ? { country, style: null } : { country: null, style }
  const [pages, intro] = await Promise.all([
    readLandingPageCounts(slugs.kind, scope, signal),
    readLandingIntro(landingPathOfSlugs(slugs), signal),
  ])
  const city = slugs.city === null ? null : nameOfSlug(slugs.city, citiesOf(pages))
  if (slugs.city && !city) return { status: 'not-found' }

  const page: LandingPage = { kind: slugs.kind, country, city, style }
  const path = landingPath(page)
  const count = pages.find((counted) => counted.path === path)?.count ?? 0
  if (count === 0) return { status: 'not-found' }
  const pageCount = Math.ceil(count / DIRECTORY_PAGE_SIZE)
  const pageNumber = Math.min(pageParam(searchParams), pageCount)
  const [facts, cards] = await Promise.all([
    readLandingFacts(page, signal),
    cardsOf(page, pageNumber, signal),
  ])
  return {
    status: 'found',
    page,
    path,
    facts,
    intro,
    pageNumber,
    pageCount,
    cards,
    related: relatedLandingPages(page, pages),
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

import { Link } from 'react-router'
import { StudioCard } from '../../components/directory/studio-card.tsx'
import { TeacherCard } from '../../components/directory/teacher-card.tsx'
import { LandingLinkList } from '../../components/directory/popular-landing-links.tsx'
import { firstScreenful } from '../../components/directory/result-page.ts'
import { breadcrumbListJsonLd, itemListJsonLd } from '../../features/seo/list-json-ld.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { DIRECTORY_PAGE_SIZE } from '../../lib/directory-options.ts'
import {
  defaultLandingIntro,
  isIndexedLanding,
  landingBreadcrumb,
  landingDescription,
  landingHeading,
  type LandingPageCount,
} from '../../lib/landing-pages.ts'
import { languageName } from '../../lib/languages.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { loadLandingPage, loadLandingPageInBrowser, type FoundLanding } from '../landing/landing-data.ts'
import { ProfileUnavailable, type UnavailableTexts } from '../layout/profile-unavailable.tsx'
import type { Route } from './+types/landing.ts'

/**
 * The page's address from the route's params (a prerender's request may be for its data file,
 * whose URL ends differently) with the query of the request (`?page=2`).
 */
function landingAddress(params: Route.LoaderArgs['params'], url: string): URL {
  const address = new URL(`/${params.kind}/${params.facet}/${params['*']}`, url)
  address.search = new URL(url).search
  return address
}

/** At build time: the page in the prerendered HTML (a failure fails the build). */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadLandingPage(landingAddress(params, request.url), request.signal)
}

/**
 * In the browser: the current listings, also right after the prerendered page hydrates, and for
 * the pages too thin to be prerendered, which open from the SPA fallback.
 */
export function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return loadLandingPageInBrowser(landingAddress(params, request.url), request, serverLoader)
}
clientLoader.hydrate = true as const

const unavailable: UnavailableTexts = {
  kind: 'Page',
  notFound: 'Page not found',
  description: 'No listings match this place or style.',
  moved: 'No teachers or studios are listed for this place or style yet.',
  browse: { href: paths.teachers.href(), label: 'Browse all teachers' },
  loadFailed: 'Could not load this page',
}

/** The address of page `n` of a landing page's cards: the page itself for the first. */
function pageHref(path: string, n: number): string {
  return n === 1 ? path : `${path}?page=${n}`
}

function Breadcrumb({ landing }: { landing: FoundLanding }) {
  const crumbs = landingBreadcrumb(landing.page)
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-x-2">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-x-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <a href={crumb.path} aria-current="page" className="text-gray-900">
                  {crumb.name}
                </a>
              ) : (
                <Link to={crumb.path} className="hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The cards follow the H1 directly, so each listing's name is a level-2 heading. */
function Cards({ landing }: { landing: FoundLanding }) {
  const { cards } = landing
  return (
    <ul
      aria-label={cards.kind === 'teachers' ? 'Teachers' : 'Studios'}
      className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
    >
      {cards.kind === 'teachers'
        ? cards.items.map((teacher, index) => (
            <li key={teacher.id}>
              <TeacherCard teacher={teacher} headingLevel={2} imageLoading={firstScreenful(index)} />
            </li>
          ))
        : cards.items.map((studio, index) => (
            <li key={studio.id}>
              <StudioCard studio={studio} headingLevel={2} imageLoading={firstScreenful(index)} />
            </li>
          ))}
    </ul>
  )
}

/** Links to every page of cards, so crawlers reach all listings without running a script. */
function Pages({ landing }: { landing: FoundLanding }) {
  if (landing.pageCount < 2) return null
  const numbers = Array.from({ length: landing.pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Pages" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={pageHref(landing.path, n)}
              aria-current={n === landing.pageNumber ? 'page' : undefined}
              className={`inline-block rounded-md border px-3 py-1 ${n === landing.pageNumber ? 'border-brand-700 bg-brand-50' : 'border-gray-300'}`}
            >
              <span className="sr-only">Page </span>
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Related pages: the same link list as the directories' popular links, a size larger. */
function RelatedLinks({ title, pages }: { title: string; pages: readonly LandingPageCount[] }) {
  return (
    <LandingLinkList
      title={title}
      pages={pages}
      className="mt-10"
      headingClassName="text-xl font-semibold text-gray-900"
    />
  )
}

/** The headings of the related links: what they lead to from this page. */
function relatedTitles({ page }: FoundLanding): { cities: string; styles: string } {
  if (page.style && !page.country) return { cities: '', styles: `${page.style} by country` }
  return {
    cities: page.city ? `Cities near ${page.city}` : `Cities in ${page.country}`,
    styles: `Styles in ${page.country}`,
  }
}

/** /teachers/in/portugal, /studios/style/yin-yoga/in/spain... (src/lib/landing-pages.ts) */
export default function LandingRoute({ loaderData: state }: Route.ComponentProps) {
  if (state.status !== 'found') return <ProfileUnavailable state={state} texts={unavailable} />

  const landing = state
  const heading = landingHeading(landing.page)
  const crumbs = landingBreadcrumb(landing.page)
  const cardLinks =
    landing.cards.kind === 'teachers'
      ? landing.cards.items.map((teacher) => ({ name: teacher.name, path: paths.teacher.href(teacher.slug) }))
      : landing.cards.items.map((studio) => ({ name: studio.name, path: paths.studio.href(studio.slug) }))
  const titles = relatedTitles(landing)
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Seo
        title={`${heading} | ${site.name}`}
        description={landingDescription(landing.page, landing.facts.count)}
        keywords={[heading, landing.page.style, landing.page.city, landing.page.country].filter(
          (word): word is string => Boolean(word),
        )}
        canonicalPath={pageHref(landing.path, landing.pageNumber)}
        noindex={!isIndexedLanding(landing.facts.count)}
        jsonLd={[
          breadcrumbListJsonLd(crumbs),
          itemListJsonLd(cardLinks, (landing.pageNumber - 1) * DIRECTORY_PAGE_SIZE + 1),
        ]}
      />
      <Breadcrumb landing={landing} />
      <div className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
        <p className="mt-3 text-lg whitespace-pre-line text-gray-600">
          {landing.intro ?? defaultLandingIntro(landing.page, landing.facts, languageName)}
        </p>
      </div>
      <Cards landing={landing} />
      <Pages landing={landing} />
      <RelatedLinks title={titles.cities} pages={landing.related.cities} />
      <RelatedLinks title={titles.styles} pages={landing.related.styles} />
    </div>
  )
}

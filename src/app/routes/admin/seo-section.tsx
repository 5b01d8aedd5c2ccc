import { placeLine } from '../../../lib/place-line.ts'
import {
  loadListResult,
  usePagedListState,
  type ListResult,
} from '../../../components/admin/admin-list-result.ts'
import { ListSearch, PagedList } from '../../../components/admin/list-controls.tsx'
import { searchAndPageOf, useListUrl } from '../../../components/admin/use-list-url.ts'
import { tabClasses, useTabs } from '../../../components/ui/use-tabs.ts'
import { SEO_TABS, SeoListingsTable } from '../../../features/seo/components/seo-management.tsx'
import { listLandingIntros } from '../../../features/seo/api/read-landing-intro.ts'
import {
  LandingIntroEditor,
  type LandingPageChoice,
} from '../../../features/seo/components/landing-intro-editor.tsx'
import { applyLandingIntroChange, isLandingIntroChange } from '../../../features/seo/landing-intro-change.ts'
import { applySeoChange } from '../../../features/seo/seo-change.ts'
import type { ListingKind, SeoListing } from '../../../features/seo/seo-suggestions.ts'
import {
  listStudiosForAdmin,
  type AdminStudio,
} from '../../../features/studios/api/list-studios-for-admin.ts'
import {
  listTeachersForAdmin,
  type AdminTeacher,
} from '../../../features/teachers/api/list-teachers-for-admin.ts'
import type { ListPage, ListRequest } from '../../../lib/admin-list.ts'
import { landingHeading } from '../../../lib/landing-pages.ts'
import { readAllLandingPages } from '../../landing/popular-landing-pages.ts'
import { requireSession } from './admin-access.ts'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/seo-section.ts'

/** The listings' tabs, then the landing pages' intros. */
type SeoTab = ListingKind | 'landing'
const TABS: readonly { key: SeoTab; label: string }[] = [
  ...SEO_TABS.map((tab) => ({ key: tab.kind, label: tab.label })),
  { key: 'landing', label: 'Landing pages' },
]
const TAB_KEYS = TABS.map((tab) => tab.key)
/** The tab in the URL (`?tab=studios`); teachers is the default and left out. */
const TAB_PARAM: Record<SeoTab, string> = { teacher: 'teachers', studio: 'studios', landing: 'landing' }

const tabOf = (params: URLSearchParams): SeoTab =>
  TAB_KEYS.find((k) => TAB_PARAM[k] === params.get('tab')) ?? 'teacher'

function teacherSeoListing(teacher: AdminTeacher): SeoListing {
  return {
    id: teacher.id,
    name: teacher.name,
    city: teacher.location,
    place: placeLine(teacher.location, teacher.country),
    text: teacher.bio,
    seo_title: teacher.seo_title,
    seo_description: teacher.seo_description,
  }
}

function studioSeoListing(studio: AdminStudio): SeoListing {
  return {
    id: studio.id,
    name: studio.name,
    city: studio.city,
    place: placeLine(studio.city, studio.country),
    text: studio.description,
    seo_title: studio.seo_title,
    seo_description: studio.seo_description,
  }
}

async function loadSeoListings(
  kind: ListingKind,
  request: ListRequest,
  signal: AbortSignal,
): Promise<ListPage<SeoListing>> {
  if (kind === 'teacher') {
    const page = await listTeachersForAdmin(request, signal)
    return { ...page, rows: page.rows.map(teacherSeoListing) }
  }
  const page = await listStudiosForAdmin(request, signal)
  return { ...page, rows: page.rows.map(studioSeoListing) }
}

let landingPages: Promise<LandingPageChoice[]> | undefined

/**
 * The landing pages to pick from, read once while the admin area is open: they follow the
 * listings, which this section never changes, and reading them means reading every listing.
 */
function landingPageChoices(signal: AbortSignal): Promise<LandingPageChoice[]> {
  landingPages ??= readAllLandingPages(signal).then(
    (pages) => pages.map(({ page, path, count }) => ({ path, heading: landingHeading(page), count })),
    (error: unknown) => {
      landingPages = undefined
      throw error
    },
  )
  return landingPages
}

/** The landing pages and their intros, or null when they could not be read. */
async function loadLandingIntros(signal: AbortSignal) {
  try {
    const [pages, intros] = await Promise.all([landingPageChoices(signal), listLandingIntros(signal)])
    return { pages, intros }
  } catch (error) {
    if (signal.aborted) throw error
    return null
  }
}

/** The tab's listings (the tab, the search and the page of the URL), or the landing pages' intros. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession()
  const params = new URL(request.url).searchParams
  const tab = tabOf(params)
  if (tab === 'landing') return { kind: tab, landing: await loadLandingIntros(request.signal) }
  const result: ListResult<SeoListing> = await loadListResult(
    () => loadSeoListings(tab, searchAndPageOf(params), request.signal),
    request.signal,
  )
  return { kind: tab, result }
}

/** The SEO editor's save, or the save of a landing page's intro. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const change: unknown = await request.clone().json()
  return isLandingIntroChange(change) ? applyLandingIntroChange(request) : applySeoChange(request)
}

/**
 * /admin/seo (docs/product.md §2 "SEO Management: tabs Teachers and Studios, name search, table with
 * Name, Location and an Edit SEO action that opens a modal"): the tab, the search and the page
 * live in the URL.
 */
export default function SeoSection({ loaderData }: Route.ComponentProps) {
  const listUrl = useListUrl()
  const tab = tabOf(listUrl.params)
  const tabs = useTabs(TAB_KEYS, {
    selected: tab,
    onSelect: (next) => listUrl.choose('tab', TAB_PARAM[next], TAB_PARAM.teacher),
  })

  return (
    <DashboardSection title="SEO Management">
      <div role="tablist" aria-label="Listings" className="flex gap-1 border-b border-gray-200">
        {TABS.map(({ key, label }) => (
          <button
            key={key}
            {...tabs.tabProps(key)}
            className={`${tabClasses(key === tab)} px-4 py-2 text-sm font-semibold`}
          >
            {label}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps(tab)} className="pt-4">
        {tab === 'landing' ? (
          'landing' in loaderData && loaderData.landing ? (
            <LandingIntroEditor pages={loaderData.landing.pages} intros={loaderData.landing.intros} />
          ) : (
            <p className="text-sm text-gray-600">
              {'landing' in loaderData
                ? 'The landing pages could not be loaded; reload to try again.'
                : 'Loading...'}
            </p>
          )
        ) : (
          <ListingsPanel
            kind={tab}
            listUrl={listUrl}
            result={('result' in loaderData ? loaderData.result : null) ?? null}
            resultKind={loaderData.kind}
          />
        )}
      </div>
    </DashboardSection>
  )
}

/** Until a listings tab's first rows arrive after the landing pages' tab. */
const EMPTY_RESULT: ListResult<SeoListing> = { status: 'ready', page: { rows: [], total: 0 } }

/** One tab of listings: the name search, the table and the paging. */
function ListingsPanel({
  kind,
  listUrl,
  result,
  resultKind,
}: {
  kind: ListingKind
  listUrl: ReturnType<typeof useListUrl>
  result: ListResult<SeoListing> | null
  resultKind: SeoTab
}) {
  const { search, page, loading, setSearch, setPage } = listUrl
  const active = SEO_TABS.find((tab) => tab.kind === kind)!
  // The other tab's rows never stay on screen (and editable as this kind) while this tab loads.
  const list = usePagedListState(result ?? EMPTY_RESULT, {
    loading: loading || result === null,
    keepRows: resultKind === kind,
  })
  return (
    <>
      <ListSearch
        key={kind}
        label={`Search ${active.plural}`}
        hint="By name"
        value={search}
        onSearch={setSearch}
      />
      <div className="mt-4">
        <PagedList
          key={kind}
          state={list.state}
          page={page}
          noun={active.plural}
          emptyText={`No ${active.plural} yet.`}
          searching={search !== ''}
          onRetry={list.retry}
          onPage={setPage}
        >
          {(listings) => (
            <SeoListingsTable kind={resultKind === 'landing' ? kind : resultKind} listings={listings} />
          )}
        </PagedList>
      </div>
    </>
  )
}

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
import { requireSession } from './admin-access.ts'
import { DashboardSection } from './dashboard-section.tsx'
import type { Route } from './+types/seo-section.ts'

const KINDS = SEO_TABS.map((tab) => tab.kind)
/** The tab in the URL (`?tab=studios`); teachers is the default and left out. */
const TAB_PARAM: Record<ListingKind, string> = { teacher: 'teachers', studio: 'studios' }

const kindOf = (params: URLSearchParams): ListingKind =>
  KINDS.find((k) => TAB_PARAM[k] === params.get('tab')) ?? 'teacher'

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

/** The tab's listings: the tab, the search and the page of the URL. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession()
  const params = new URL(request.url).searchParams
  const kind = kindOf(params)
  const result: ListResult<SeoListing> = await loadListResult(
    () => loadSeoListings(kind, searchAndPageOf(params), request.signal),
    request.signal,
  )
  return { kind, result }
}

/** The SEO editor's save. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return applySeoChange(request)
}

/**
 * /admin/seo (docs/product.md §2 "SEO Management: tabs Teachers and Studios, name search, table with
 * Name, Location and an Edit SEO action that opens a modal"): the tab, the search and the page
 * live in the URL.
 */
export default function SeoSection({ loaderData }: Route.ComponentProps) {
  const { params, search, page, loading, setSearch, setPage, choose } = useListUrl()
  const kind = kindOf(params)
  const tabs = useTabs(KINDS, {
    selected: kind,
    onSelect: (next) => choose('tab', TAB_PARAM[next], TAB_PARAM.teacher),
  })
  const active = SEO_TABS.find((tab) => tab.kind === kind)!
  // The other tab's rows never stay on screen (and editable as this kind) while this tab loads.
  const list = usePagedListState(loaderData.result, { loading, keepRows: loaderData.kind === kind })

  return (
    <DashboardSection title="SEO Management">
      <div role="tablist" aria-label="Listings" className="flex gap-1 border-b border-gray-200">
        {SEO_TABS.map((tab) => (
          <button
            key={tab.kind}
            {...tabs.tabProps(tab.kind)}
            className={`${tabClasses(tab.kind === kind)} px-4 py-2 text-sm font-semibold`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div {...tabs.panelProps(kind)} className="pt-4">
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
            {(listings) => <SeoListingsTable kind={loaderData.kind} listings={listings} />}
          </PagedList>
        </div>
      </div>
    </DashboardSection>
  )
}

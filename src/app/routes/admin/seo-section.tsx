import { placeText } from '../../../components/admin/place-text.ts'
import { ListSearch, PagedList } from '../../../components/admin/list-controls.tsx'
import { useListUrl } from '../../../components/admin/use-list-url.ts'
import { usePagedList } from '../../../components/admin/use-paged-list.ts'
import { tabClasses, useTabs } from '../../../components/ui/use-tabs.ts'
import type { SavedListingSeo } from '../../../features/seo/api/save-listing-seo.ts'
import { SEO_TABS, SeoListingsTable } from '../../../features/seo/components/seo-management.tsx'
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
import { DashboardSection } from './dashboard-section.tsx'

const KINDS = SEO_TABS.map((tab) => tab.kind)
/** The tab in the URL (`?tab=studios`); teachers is the default and left out. */
const TAB_PARAM: Record<ListingKind, string> = { teacher: 'teachers', studio: 'studios' }

function teacherSeoListing(teacher: AdminTeacher): SeoListing {
  return {
    id: teacher.id,
    name: teacher.name,
    city: teacher.location,
    place: placeText(teacher.location, teacher.country),
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
    place: placeText(studio.city, studio.country),
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

/**
 * /admin/seo (docs/product.md §2 "SEO Management: tabs Teachers and Studios, name search, table with
 * Name, Location and an Edit SEO action that opens a modal"): the tab, the search and the page
 * live in the URL.
 */
export default function SeoSection() {
  const { params, search, page, setSearch, setPage, choose } = useListUrl()
  const kind = KINDS.find((k) => TAB_PARAM[k] === params.get('tab')) ?? 'teacher'
  const tabs = useTabs(KINDS, {
    selected: kind,
    onSelect: (next) => choose('tab', TAB_PARAM[next], TAB_PARAM.teacher),
  })

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
        {/* Keyed by the tab: the other tab's rows never stay on screen (and editable as this
            kind) while this tab's first page loads. */}
        <SeoList key={kind} kind={kind} search={search} page={page} onSearch={setSearch} onPage={setPage} />
      </div>
    </DashboardSection>
  )
}

/** One tab's search and paged table. */
function SeoList({
  kind,
  search,
  page,
  onSearch,
  onPage,
}: {
  kind: ListingKind
  search: string
  page: number
  onSearch: (search: string) => void
  onPage: (page: number) => void
}) {
  const active = SEO_TABS.find((tab) => tab.kind === kind)!
  const list = usePagedList(JSON.stringify([kind, search, page]), (signal) =>
    loadSeoListings(kind, { search, page }, signal),
  )

  function onSaved(saved: SavedListingSeo) {
    list.update((rows) => rows.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)))
  }

  return (
    <>
      <ListSearch label={`Search ${active.plural}`} hint="By name" value={search} onSearch={onSearch} />
      <div className="mt-4">
        <PagedList
          state={list.state}
          page={page}
          noun={active.plural}
          emptyText={`No ${active.plural} yet.`}
          searching={search !== ''}
          onRetry={list.reload}
          onPage={onPage}
        >
          {(listings) => <SeoListingsTable kind={kind} listings={listings} onSaved={onSaved} />}
        </PagedList>
      </div>
    </>
  )
}

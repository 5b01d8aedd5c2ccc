import type { ReactNode } from 'react'
import { Link } from 'react-router'
import {
  loadListResult,
  usePagedListState,
  type ListResult,
} from '../../../components/admin/admin-list-result.ts'
import { ListSearch, PagedList } from '../../../components/admin/list-controls.tsx'
import { useReturnHere } from '../../../components/admin/return-to.ts'
import { searchAndPageOf, useListUrl } from '../../../components/admin/use-list-url.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { ListPage, ListRequest } from '../../../lib/admin-list.ts'
import { isAdminSession, requireSession } from './admin-access.ts'
import { DashboardSection } from './dashboard-section.tsx'

/**
 * The clientLoader of a listings section: the page and the search of the URL, 25 a page.
 * `load` also gets whether the user is an admin, for what only admins may ask for.
 */
export async function loadListingsPage<Row>(
  request: Request,
  load: (list: ListRequest, signal: AbortSignal, isAdmin: Promise<boolean>) => Promise<ListPage<Row>>,
): Promise<ListResult<Row>> {
  const session = await requireSession()
  const list = searchAndPageOf(new URL(request.url).searchParams)
  return loadListResult(() => load(list, request.signal, isAdminSession(session)), request.signal)
}

export interface ListingsSectionProps<Row> {
  /** The section's heading and the noun of its list: 'Teachers', 'teachers'. */
  title: string
  noun: string
  addHref: string
  addLabel: string
  /** What the route's clientLoader loaded. */
  result: ListResult<Row>
  /** The page's rows as the feature's table. */
  table: (rows: Row[]) => ReactNode
}

/**
 * /admin/teachers and /admin/studios (docs/product.md §2 "Teachers table with Add Teacher; Studios
 * table with Add Studio"): 25 a page, searched by name, the page and the search in the URL.
 */
export function ListingsSection<Row>({
  title,
  noun,
  addHref,
  addLabel,
  result,
  table,
}: ListingsSectionProps<Row>) {
  const here = useReturnHere()
  const { search, page, loading, setSearch, setPage } = useListUrl()
  const list = usePagedListState(result, { loading })

  return (
    <DashboardSection
      title={title}
      action={
        <Link to={addHref} state={here} className={buttonClasses('primary')}>
          {addLabel}
        </Link>
      }
    >
      <ListSearch label={`Search ${noun}`} hint="By name" value={search} onSearch={setSearch} />
      <div className="mt-4">
        <PagedList
          state={list.state}
          page={page}
          noun={noun}
          emptyText={`No ${noun} yet.`}
          searching={search !== ''}
          onRetry={list.retry}
          onPage={setPage}
        >
          {table}
        </PagedList>
      </div>
    </DashboardSection>
  )
}

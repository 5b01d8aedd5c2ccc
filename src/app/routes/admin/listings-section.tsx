import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ListSearch, PagedList } from '../../../components/admin/list-controls.tsx'
import { useReturnHere } from '../../../components/admin/return-to.ts'
import { useListUrl } from '../../../components/admin/use-list-url.ts'
import { usePagedList } from '../../../components/admin/use-paged-list.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { ListPage, ListRequest } from '../../../lib/admin-list.ts'
import { useDashboard } from './dashboard-layout.tsx'
import { DashboardSection } from './dashboard-section.tsx'

export interface ListingsSectionProps<Row> {
  /** The section's heading and the noun of its list: 'Teachers', 'teachers'. */
  title: string
  noun: string
  addHref: string
  addLabel: string
  load: (request: ListRequest, signal: AbortSignal) => Promise<ListPage<Row>>
  /**
   * The page's rows as the feature's table; `onDeleted` refreshes the page and the counts,
   * `onConfirmed` shows a row's new confirmation date in place.
   */
  table: (
    rows: Row[],
    onDeleted: (id: string) => void,
    onConfirmed: (id: string, confirmedAt: string) => void,
  ) => ReactNode
}

/**
 * /admin/teachers and /admin/studios (docs/product.md §2 "Teachers table with Add Teacher; Studios
 * table with Add Studio"): 25 a page, searched by name, the page and the search in the URL.
 */
export function ListingsSection<Row extends { id: string; confirmed_at: string | null }>({
  title,
  noun,
  addHref,
  addLabel,
  load,
  table,
}: ListingsSectionProps<Row>) {
  const { refreshCounts } = useDashboard()
  const here = useReturnHere()
  const { search, page, setSearch, setPage } = useListUrl()
  const list = usePagedList(JSON.stringify([search, page]), (signal) => load({ search, page }, signal))

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
          onRetry={list.reload}
          onPage={setPage}
        >
          {(rows) =>
            table(
              rows,
              (id) => {
                // Off the page at once (it cannot be deleted twice), then the page and the counts again.
                list.update((shown) => shown.filter((row) => row.id !== id))
                list.reload()
                refreshCounts()
              },
              (id, confirmedAt) =>
                list.update((shown) =>
                  shown.map((row) => (row.id === id ? { ...row, confirmed_at: confirmedAt } : row)),
                ),
            )
          }
        </PagedList>
      </div>
    </DashboardSection>
  )
}

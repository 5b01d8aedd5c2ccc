import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useToast } from '../toast/use-toast.ts'
import { buttonClasses } from '../ui/button-styles.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'

const cellClass = 'px-4 py-3 text-left align-middle'
// Red outline, written out so no brand colour class competes with it.
const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

/** What every admin listing row has: the actions name it and link to it by slug. */
export interface ListingRow {
  id: string
  slug: string
  name: string
}

export interface ListingColumn<T> {
  header: string
  cell: (row: T) => ReactNode
}

export interface AdminListingTableProps<T extends ListingRow> {
  rows: T[]
  /** The table's (screen-reader) caption, e.g. 'Teachers'. */
  caption: string
  /** Shown instead of the table when there are no rows. */
  emptyText: string
  /** The columns after Name, which is the row header. */
  columns: ListingColumn<T>[]
  viewHref: (row: T) => string
  /** What the View link opens, for its accessible name: "View Ana Reyes's public profile". */
  viewTarget: string
  editHref: (row: T) => string
  /** Deletes the row in the backend; throws when that fails. */
  deleteRow: (row: T) => Promise<void>
  confirmTitle: string
  confirmMessage: (row: T) => string
  deletedTitle: string
  deletedDescription: (row: T) => string
  /** The console.warn text when deleting fails, e.g. 'Deleting the teacher failed:'. */
  failureLog: string
  /** The row was deleted; drop it from every list that shows it. */
  onDeleted: (id: string) => void
}

/**
 * An admin listing table (SPEC.md §2): each row links to its public page and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminListingTable<T extends ListingRow>({
  rows,
  caption,
  emptyText,
  columns,
  viewHref,
  viewTarget,
  editHref,
  deleteRow,
  confirmTitle,
  confirmMessage,
  deletedTitle,
  deletedDescription,
  failureLog,
  onDeleted,
}: AdminListingTableProps<T>) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<T | null>(null)
  const [refocus, setRefocus] = useState(false)
  const list = useRef<HTMLDivElement>(null)

  // The deleted row's button held the focus; once the dialog has closed (and tried to give it
  // back to that vanished button), the list takes it, so keyboard users keep their place.
  useEffect(() => {
    if (deleting || !refocus) return
    const timer = window.setTimeout(() => {
      list.current?.focus()
      setRefocus(false)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [deleting, refocus])

  async function confirmDelete(row: T) {
    try {
      await deleteRow(row)
      onDeleted(row.id)
      setRefocus(true)
      toast({ title: deletedTitle, description: deletedDescription(row), variant: 'success' })
    } catch (error) {
      console.warn(failureLog, error)
      toast({
        title: 'Supabase error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    }
  }

  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      {rows.length === 0 ? (
        <p className="py-6 text-gray-700">{emptyText}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border border-gray-200">
          {/* relative: the rows' sr-only labels are absolutely positioned and would otherwise
              escape this scroll box and widen the page on narrow screens. */}
          <table className="min-w-full divide-y divide-gray-200 text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                <th scope="col" className={`${cellClass} font-semibold`}>
                  Name
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={`${cellClass} font-semibold`}>
                    {column.header}
                  </th>
                ))}
                <th scope="col" className={`${cellClass} text-right font-semibold`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 bg-white text-gray-700">
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${cellClass} font-medium whitespace-nowrap text-gray-900`}>
                    {row.name}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className={`${cellClass} whitespace-nowrap`}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td className={cellClass}>
                    <div className="flex justify-end gap-2">
                      <Link
                        to={viewHref(row)}
                        className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}
                      >
                        View<span className="sr-only">{` ${row.name}'s ${viewTarget}`}</span>
                      </Link>
                      <Link
                        to={editHref(row)}
                        className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
                      >
                        Edit<span className="sr-only"> {row.name}</span>
                      </Link>
                      <button type="button" className={deleteButtonClass} onClick={() => setDeleting(row)}>
                        Delete<span className="sr-only"> {row.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={confirmTitle}
        message={deleting ? confirmMessage(deleting) : ''}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
    </div>
  )
}

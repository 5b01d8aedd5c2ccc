import { useState } from 'react'
import type { Confirmation } from '../../lib/save-listing.ts'
import { Link } from 'react-router'
import { useToast } from '../toast/use-toast.ts'
import { buttonClasses } from '../ui/button-styles.ts'
import { ConfirmDialog } from '../ui/confirm-dialog.tsx'
import { useRefocusAfterDialog } from '../ui/use-refocus-after-dialog.ts'
import { AdminTable, type AdminTableColumn } from './admin-table.tsx'
import { useReturnHere } from './return-to.ts'

// Red outline, written out so no brand colour class competes with it.
const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

/** What every admin listing row has: the actions name it and link to it by slug. */
export interface ListingRow {
  id: string
  slug: string
  name: string
}

export interface AdminListingTableProps<T extends ListingRow> {
  rows: T[]
  /** The table's (screen-reader) caption, e.g. 'Teachers'. */
  caption: string
  /** Shown instead of the table when there are no rows. */
  emptyText: string
  /** The columns after Name, which is the row header. */
  columns: AdminTableColumn<T>[]
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
  /** 'Details confirmed today' in the backend; null when the listing is gone. Throws on failure. */
  confirmRow: (row: T) => Promise<Confirmation | null>
  /** The row's details were confirmed: show the new date. */
  onConfirmed: (id: string, confirmedAt: string) => void
}

/**
 * An admin listing table (docs/product.md §2): each row links to its public page and its edit form,
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
  confirmRow,
  onConfirmed,
}: AdminListingTableProps<T>) {
  const { toast } = useToast()
  const here = useReturnHere()
  const [deleting, setDeleting] = useState<T | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const { target: list, refocus } = useRefocusAfterDialog<HTMLDivElement>(deleting !== null)

  async function confirmDelete(row: T) {
    try {
      await deleteRow(row)
      onDeleted(row.id)
      refocus()
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

  async function confirmToday(row: T) {
    setConfirming(row.id)
    try {
      const confirmation = await confirmRow(row)
      if (confirmation) {
        onConfirmed(row.id, confirmation.confirmedAt)
        toast({
          title: 'Details Confirmed',
          description: `${row.name}'s details are recorded as confirmed today.`,
          variant: 'success',
        })
      } else {
        toast({
          title: 'Not found',
          description: `${row.name} no longer exists: someone deleted it.`,
          variant: 'destructive',
        })
        onDeleted(row.id)
      }
    } catch (error) {
      // confirmListing has logged it.
      toast({
        title: 'Supabase error',
        description: error instanceof Error ? error.message : String(error),
        variant: 'destructive',
      })
    } finally {
      setConfirming(null)
    }
  }

  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      {rows.length === 0 ? (
        <p className="py-6 text-gray-700">{emptyText}</p>
      ) : (
        <AdminTable
          rows={rows}
          caption={caption}
          columns={columns}
          actions={(row) => (
            <>
              <Link to={viewHref(row)} className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}>
                View<span className="sr-only">{` ${row.name}'s ${viewTarget}`}</span>
              </Link>
              <button
                type="button"
                className={`${buttonClasses('ghost', 'sm')} whitespace-nowrap`}
                disabled={confirming === row.id}
                aria-busy={confirming === row.id}
                onClick={() => void confirmToday(row)}
              >
                Details confirmed today<span className="sr-only">{` for ${row.name}`}</span>
              </button>
              <Link
                to={editHref(row)}
                state={here}
                className={`${buttonClasses('outline', 'sm')} whitespace-nowrap`}
              >
                Edit<span className="sr-only"> {row.name}</span>
              </Link>
              <button type="button" className={deleteButtonClass} onClick={() => setDeleting(row)}>
                Delete<span className="sr-only"> {row.name}</span>
              </button>
            </>
          )}
        />
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

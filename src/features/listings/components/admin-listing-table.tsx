import { useState } from 'react'
import { Link } from 'react-router'
import { AdminTable, nameRowHeader, type AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { useReturnHere } from '../../../components/admin/return-to.ts'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { useRefocusAfterDialog } from '../../../components/ui/use-refocus-after-dialog.ts'
import type { ListingChange, ListingChangeResult } from '../listing-changes.ts'

// Red outline, written out so no brand colour class competes with it.
const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md border border-red-700 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'

/** Whether the listing is no longer there after the change: deleted, or found deleted. */
const isGone = (answer: ListingChangeResult) =>
  answer.ok && (answer.intent === 'delete' || answer.confirmation === null)

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
  confirmTitle: string
  confirmMessage: (row: T) => string
  deletedTitle: string
  deletedDescription: (row: T) => string
}

/**
 * An admin listing table (docs/product.md §2): each row links to its public page and its edit form,
 * and can be deleted after a confirmation. Deleting and 'Details confirmed today' go to the
 * clientAction of the route showing the table (src/features/listings/listing-changes.ts), after
 * which React Router loads the page and the counts again; a deleted row leaves the page at once.
 */
export function AdminListingTable<T extends ListingRow>({
  rows,
  caption,
  emptyText,
  columns,
  viewHref,
  viewTarget,
  editHref,
  confirmTitle,
  confirmMessage,
  deletedTitle,
  deletedDescription,
}: AdminListingTableProps<T>) {
  const { toast } = useToast()
  const here = useReturnHere()
  const [deleting, setDeleting] = useState<T | null>(null)
  const deletion = useRouteAction<ListingChange, ListingChangeResult>()
  const confirmation = useRouteAction<ListingChange, ListingChangeResult>()
  const confirming = confirmation.sending?.id ?? null
  const { target: list, refocus } = useRefocusAfterDialog<HTMLDivElement>(deleting !== null)
  // A row deleted here (or found gone) leaves the page at once, while the router loads it again.
  const leaving = [deletion, confirmation].flatMap(({ reloadingAfter }) =>
    reloadingAfter && isGone(reloadingAfter.answer) ? [reloadingAfter.change.id] : [],
  )
  const shown = rows.filter((row) => !leaving.includes(row.id))

  const failed = (message: string) =>
    toast({ title: 'Supabase error', description: message, variant: 'destructive' })

  async function confirmDelete(row: T) {
    const result = await deletion.run({ intent: 'delete', id: row.id })
    if (!result.ok) return failed(result.message)
    refocus()
    toast({ title: deletedTitle, description: deletedDescription(row), variant: 'success' })
  }

  async function confirmToday(row: T) {
    const result = await confirmation.run({ intent: 'confirm', id: row.id })
    if (!result.ok) return failed(result.message)
    if (result.intent === 'confirm' && result.confirmation) {
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
    }
  }

  return (
    <div ref={list} tabIndex={-1} className="focus:outline-none">
      {shown.length === 0 ? (
        <p className="py-6 text-gray-700">{emptyText}</p>
      ) : (
        <AdminTable
          rows={shown}
          caption={caption}
          rowHeader={nameRowHeader}
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

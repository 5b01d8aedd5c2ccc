import { AdminListingTable } from '../../listings/components/admin-listing-table.tsx'
import type { AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import type { WithMessages } from '../../listings/api/listing-message-counts.ts'
import { ConfirmedCell } from '../../listings/components/confirmed-details.tsx'
import { MESSAGES_COLUMN, MessagesCell } from '../../listings/components/messages-cell.tsx'
import type { ListingOperations } from '../../listings/listing-changes.ts'
import { placeLine } from '../../../lib/place-line.ts'
import { paths } from '../../../lib/paths.ts'
import { confirmStudio } from '../api/confirm-studio.ts'
import { deleteStudio } from '../api/delete-studio.ts'
import type { AdminStudio } from '../api/list-studios-for-admin.ts'

export interface AdminStudiosTableProps {
  studios: WithMessages<AdminStudio>[]
}

/** What the studios section's clientAction does with the table's changes. */
export const studioListingOperations: ListingOperations = {
  remove: deleteStudio,
  confirm: (id) => confirmStudio(id),
  removeFailureLog: 'Deleting the studio failed:',
}

const columns: AdminTableColumn<WithMessages<AdminStudio>>[] = [
  { header: 'Location', cell: (studio) => placeLine(studio.city, studio.country) },
  { header: 'Type', cell: (studio) => studio.studiotype },
  { header: 'Confirmed', cell: (studio) => <ConfirmedCell confirmedAt={studio.confirmed_at} /> },
  { header: MESSAGES_COLUMN, cell: (studio) => <MessagesCell messages={studio.messages} /> },
]

/**
 * The admin's studios (docs/product.md §2): each row links to its public page and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminStudiosTable({ studios }: AdminStudiosTableProps) {
  return (
    <AdminListingTable
      rows={studios}
      caption="Studios"
      emptyText="No studios yet."
      columns={columns}
      viewHref={(studio) => paths.studio.href(studio.slug)}
      viewTarget="public page"
      editHref={(studio) => paths.adminStudioEdit.href(studio.slug)}
      confirmTitle="Delete studio"
      confirmMessage={(studio) => `Are you sure you want to delete the studio "${studio.name}"?`}
      deletedTitle="Studio Deleted"
      deletedDescription={(studio) => `The studio "${studio.name}" has been deleted.`}
    />
  )
}

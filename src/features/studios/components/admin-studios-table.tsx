import { AdminListingTable } from '../../../components/admin/admin-listing-table.tsx'
import type { AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { ConfirmedCell } from '../../../components/admin/confirmed-details.tsx'
import { placeText } from '../../../components/admin/place-text.ts'
import { paths } from '../../../lib/paths.ts'
import { confirmStudio } from '../api/confirm-studio.ts'
import { deleteStudio } from '../api/delete-studio.ts'
import type { AdminStudio } from '../api/list-studios-for-admin.ts'

export interface AdminStudiosTableProps {
  studios: AdminStudio[]
  /** The studio was deleted; drop it from every list that shows it. */
  onDeleted: (id: string) => void
  /** The studio's details were confirmed: show the new date. */
  onConfirmed: (id: string, confirmedAt: string) => void
}

const columns: AdminTableColumn<AdminStudio>[] = [
  { header: 'Location', cell: (studio) => placeText(studio.city, studio.country) },
  { header: 'Type', cell: (studio) => studio.studiotype },
  { header: 'Confirmed', cell: (studio) => <ConfirmedCell confirmedAt={studio.confirmed_at} /> },
]

/**
 * The admin's studios (docs/product.md §2): each row links to its public page and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminStudiosTable({ studios, onDeleted, onConfirmed }: AdminStudiosTableProps) {
  return (
    <AdminListingTable
      rows={studios}
      caption="Studios"
      emptyText="No studios yet."
      columns={columns}
      viewHref={(studio) => paths.studio.href(studio.slug)}
      viewTarget="public page"
      editHref={(studio) => paths.adminStudioEdit.href(studio.slug)}
      deleteRow={(studio) => deleteStudio(studio.id)}
      confirmTitle="Delete studio"
      confirmMessage={(studio) => `Are you sure you want to delete the studio "${studio.name}"?`}
      deletedTitle="Studio Deleted"
      deletedDescription={(studio) => `The studio "${studio.name}" has been deleted.`}
      failureLog="Deleting the studio failed:"
      onDeleted={onDeleted}
      confirmRow={(studio) => confirmStudio(studio.id)}
      onConfirmed={onConfirmed}
    />
  )
}

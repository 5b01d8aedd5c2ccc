import { AdminListingTable } from '../../listings/components/admin-listing-table.tsx'
import type { AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import type { WithMessages } from '../../listings/api/listing-message-counts.ts'
import { ConfirmedCell } from '../../listings/components/confirmed-details.tsx'
import { MESSAGES_COLUMN, MessagesCell } from '../../listings/components/messages-cell.tsx'
import type { ListingOperations } from '../../listings/listing-changes.ts'
import { placeLine } from '../../../lib/place-line.ts'
import { paths } from '../../../lib/paths.ts'
import { confirmTeacher } from '../api/confirm-teacher.ts'
import { deleteTeacher } from '../api/delete-teacher.ts'
import type { AdminTeacher } from '../api/list-teachers-for-admin.ts'

export interface AdminTeachersTableProps {
  teachers: WithMessages<AdminTeacher>[]
}

function years(experience: number): string {
  return experience === 1 ? '1 year' : `${experience} years`
}

/** What the teachers section's clientAction does with the table's changes. */
export const teacherListingOperations: ListingOperations = {
  remove: deleteTeacher,
  confirm: (id) => confirmTeacher(id),
  removeFailureLog: 'Deleting the teacher failed:',
}

const columns: AdminTableColumn<WithMessages<AdminTeacher>>[] = [
  { header: 'Location', cell: (teacher) => placeLine(teacher.location, teacher.country) },
  { header: 'Experience', cell: (teacher) => years(teacher.experience) },
  { header: 'Confirmed', cell: (teacher) => <ConfirmedCell confirmedAt={teacher.confirmed_at} /> },
  { header: MESSAGES_COLUMN, cell: (teacher) => <MessagesCell messages={teacher.messages} /> },
]

/**
 * The admin's teachers (docs/product.md §2): each row links to its public profile and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminTeachersTable({ teachers }: AdminTeachersTableProps) {
  return (
    <AdminListingTable
      rows={teachers}
      caption="Teachers"
      emptyText="No teachers yet."
      columns={columns}
      viewHref={(teacher) => paths.teacher.href(teacher.slug)}
      viewTarget="public profile"
      editHref={(teacher) => paths.adminTeacherEdit.href(teacher.slug)}
      confirmTitle="Delete teacher"
      confirmMessage={(teacher) => `Are you sure you want to delete ${teacher.name}'s profile?`}
      deletedTitle="Profile Deleted"
      deletedDescription={(teacher) => `${teacher.name}'s profile has been deleted.`}
    />
  )
}

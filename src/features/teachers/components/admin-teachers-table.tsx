import { AdminListingTable } from '../../../components/admin/admin-listing-table.tsx'
import type { AdminTableColumn } from '../../../components/admin/admin-table.tsx'
import { ConfirmedCell } from '../../../components/admin/confirmed-details.tsx'
import { placeText } from '../../../components/admin/place-text.ts'
import { paths } from '../../../lib/paths.ts'
import { confirmTeacher } from '../api/confirm-teacher.ts'
import { deleteTeacher } from '../api/delete-teacher.ts'
import type { AdminTeacher } from '../api/list-teachers-for-admin.ts'

export interface AdminTeachersTableProps {
  teachers: AdminTeacher[]
  /** The teacher was deleted; drop it from every list that shows it. */
  onDeleted: (id: string) => void
  /** The teacher's details were confirmed: show the new date. */
  onConfirmed: (id: string, confirmedAt: string) => void
}

function years(experience: number): string {
  return experience === 1 ? '1 year' : `${experience} years`
}

const columns: AdminTableColumn<AdminTeacher>[] = [
  { header: 'Location', cell: (teacher) => placeText(teacher.location, teacher.country) },
  { header: 'Experience', cell: (teacher) => years(teacher.experience) },
  { header: 'Confirmed', cell: (teacher) => <ConfirmedCell confirmedAt={teacher.confirmed_at} /> },
]

/**
 * The admin's teachers (docs/product.md §2): each row links to its public profile and its edit form,
 * and can be deleted after a confirmation.
 */
export function AdminTeachersTable({ teachers, onDeleted, onConfirmed }: AdminTeachersTableProps) {
  return (
    <AdminListingTable
      rows={teachers}
      caption="Teachers"
      emptyText="No teachers yet."
      columns={columns}
      viewHref={(teacher) => paths.teacher.href(teacher.slug)}
      viewTarget="public profile"
      editHref={(teacher) => paths.adminTeacherEdit.href(teacher.slug)}
      deleteRow={(teacher) => deleteTeacher(teacher.id)}
      confirmTitle="Delete teacher"
      confirmMessage={(teacher) => `Are you sure you want to delete ${teacher.name}'s profile?`}
      deletedTitle="Profile Deleted"
      deletedDescription={(teacher) => `${teacher.name}'s profile has been deleted.`}
      failureLog="Deleting the teacher failed:"
      onDeleted={onDeleted}
      confirmRow={(teacher) => confirmTeacher(teacher.id)}
      onConfirmed={onConfirmed}
    />
  )
}

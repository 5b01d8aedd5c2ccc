import { listTeachersForAdmin } from '../../../features/teachers/api/list-teachers-for-admin.ts'
import { AdminTeachersTable } from '../../../features/teachers/components/admin-teachers-table.tsx'
import { paths } from '../../../lib/paths.ts'
import { ListingsSection } from './listings-section.tsx'

/** /admin/teachers. */
export default function TeachersSection() {
  return (
    <ListingsSection
      title="Teachers"
      noun="teachers"
      addHref={paths.adminTeacherNew.href()}
      addLabel="Add Teacher"
      load={listTeachersForAdmin}
      table={(teachers, onDeleted, onConfirmed) => (
        <AdminTeachersTable teachers={teachers} onDeleted={onDeleted} onConfirmed={onConfirmed} />
      )}
    />
  )
}

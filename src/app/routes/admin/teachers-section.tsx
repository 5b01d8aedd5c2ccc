import { withMessageCounts } from '../../../features/listings/api/listing-message-counts.ts'
import { applyListingChange } from '../../../features/listings/listing-changes.ts'
import { listTeachersForAdmin } from '../../../features/teachers/api/list-teachers-for-admin.ts'
import {
  AdminTeachersTable,
  teacherListingOperations,
} from '../../../features/teachers/components/admin-teachers-table.tsx'
import { paths } from '../../../lib/paths.ts'
import { loadListingsPage, ListingsSection } from './listings-section.tsx'
import type { Route } from './+types/teachers-section.ts'

/** A page of teachers, each with its messages of the last 30 days. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadListingsPage(request, (list, signal, isAdmin) =>
    withMessageCounts('teacher', listTeachersForAdmin(list, signal), isAdmin, signal),
  )
}

/** Delete, or 'Details confirmed today', from the table. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return applyListingChange(request, teacherListingOperations)
}

/** /admin/teachers. */
export default function TeachersSection({ loaderData }: Route.ComponentProps) {
  return (
    <ListingsSection
      title="Teachers"
      noun="teachers"
      addHref={paths.adminTeacherNew.href()}
      addLabel="Add Teacher"
      result={loaderData}
      table={(teachers) => <AdminTeachersTable teachers={teachers} />}
    />
  )
}

import { withMessageCounts } from '../../../features/listings/api/listing-message-counts.ts'
import { applyListingChange } from '../../../features/listings/listing-changes.ts'
import { listStudiosForAdmin } from '../../../features/studios/api/list-studios-for-admin.ts'
import {
  AdminStudiosTable,
  studioListingOperations,
} from '../../../features/studios/components/admin-studios-table.tsx'
import { paths } from '../../../lib/paths.ts'
import { loadListingsPage, ListingsSection } from './listings-section.tsx'
import type { Route } from './+types/studios-section.ts'

/** A page of studios, each with its messages of the last 30 days. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadListingsPage(request, (list, signal, isAdmin) =>
    withMessageCounts('studio', listStudiosForAdmin(list, signal), isAdmin, signal),
  )
}

/** Delete, or 'Details confirmed today', from the table. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return applyListingChange(request, studioListingOperations)
}

/** /admin/studios. */
export default function StudiosSection({ loaderData }: Route.ComponentProps) {
  return (
    <ListingsSection
      title="Studios"
      noun="studios"
      addHref={paths.adminStudioNew.href()}
      addLabel="Add Studio"
      result={loaderData}
      table={(studios) => <AdminStudiosTable studios={studios} />}
    />
  )
}

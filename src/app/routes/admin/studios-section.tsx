import { listStudiosForAdmin } from '../../../features/studios/api/list-studios-for-admin.ts'
import { AdminStudiosTable } from '../../../features/studios/components/admin-studios-table.tsx'
import { paths } from '../../../lib/paths.ts'
import { ListingsSection } from './listings-section.tsx'

/** /admin/studios. */
export default function StudiosSection() {
  return (
    <ListingsSection
      title="Studios"
      noun="studios"
      addHref={paths.adminStudioNew.href()}
      addLabel="Add Studio"
      load={listStudiosForAdmin}
      table={(studios, onDeleted, onConfirmed) => (
        <AdminStudiosTable studios={studios} onDeleted={onDeleted} onConfirmed={onConfirmed} />
      )}
    />
  )
}

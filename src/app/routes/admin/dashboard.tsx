import { AdminPage } from '../../layout/admin-page.tsx'

export default function DashboardRoute() {
  return (
    <AdminPage title="Admin Dashboard">
      <h1 className="text-3xl font-bold text-gray-900">Admin Dashboard</h1>
    </AdminPage>
  )
}

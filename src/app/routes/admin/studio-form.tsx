import { useParams } from 'react-router-dom'
import { AdminPage } from '../../layout/admin-page.tsx'

export default function StudioFormRoute() {
  const { slug } = useParams()
  const title = slug ? 'Edit Studio' : 'Add Studio'
  return (
    <AdminPage title={title}>
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
    </AdminPage>
  )
}

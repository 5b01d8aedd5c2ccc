import { useParams } from 'react-router-dom'
import { AdminPage } from '../../layout/admin-page.tsx'

export default function TeacherFormRoute() {
  const { slug } = useParams()
  const title = slug ? 'Edit Teacher' : 'Add Teacher'
  return (
    <AdminPage title={title}>
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
    </AdminPage>
  )
}

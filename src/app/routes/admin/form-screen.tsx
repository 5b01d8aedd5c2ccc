import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useReturnPath } from '../../../components/admin/return-to.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminPage } from '../../layout/admin-page.tsx'

/** The frame of the add/edit screens: title, a way back to the dashboard, then the form or a message. */
export function FormScreen({ title, children }: { title: string; children: ReactNode }) {
  const back = useReturnPath(paths.admin.href())
  return (
    <AdminPage title={title}>
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
          <Link to={back} className="text-sm font-medium text-brand-700 underline">
            Back to the dashboard
          </Link>
        </div>
        {children}
      </div>
    </AdminPage>
  )
}

/** The listing to edit does not exist (any more). The screen's own link leads back. */
export function FormNotFound({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-gray-200 bg-white p-6">
      <h2 className="text-2xl font-bold text-gray-900">{title}</h2>
      <p className="mt-2 text-gray-700">{children}</p>
    </div>
  )
}

/** Loading what the form starts from failed; `children` offers a way on without it. */
export function LoadFailed({
  message,
  retry,
  children,
}: {
  message: string
  retry: () => void
  children?: ReactNode
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <p>{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary', 'sm')} onClick={retry}>
          Try again
        </button>
        {children}
      </div>
    </div>
  )
}

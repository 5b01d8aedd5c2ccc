import { useEffect, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { useRecord } from '../../../components/directory/use-record.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { getStudioForEdit } from '../../../features/studios/api/get-studio-for-edit.ts'
import { StudioForm } from '../../../features/studios/components/studio-form.tsx'
import {
  applicationToFormValues,
  emptyStudioForm,
  prefillNotice,
  studioRowToFormValues,
} from '../../../features/studios/studio-form-values.ts'
import { getStudioApplication } from '../../../features/submissions/api/get-application.ts'
import { applicationIdFrom } from '../../../lib/admin-links.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminLoading, AdminPage } from '../../layout/admin-page.tsx'

const loadStudio = (slug: string, signal: AbortSignal) => getStudioForEdit(slug, signal)
const loadApplication = (id: string) => getStudioApplication(Number(id))

/** /admin/studio/new (optionally ?application=<id>) and /admin/studio/edit/{slug}. */
export default function StudioFormRoute() {
  const { slug } = useParams()
  const [search] = useSearchParams()
  if (slug) return <EditStudio key={slug} slug={slug} />
  const applicationId = applicationIdFrom(search)
  if (applicationId !== null) return <AddStudioFromApplication key={applicationId} id={applicationId} />
  return (
    <StudioScreen title="Add Studio">
      <StudioForm initialValues={emptyStudioForm} />
    </StudioScreen>
  )
}

function StudioScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage title={title}>
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
        <p className="mt-2 mb-8 text-sm text-gray-700">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        {children}
      </div>
    </AdminPage>
  )
}

function EditStudio({ slug }: { slug: string }) {
  const { toast } = useToast()
  const studio = useRecord(slug, loadStudio)

  useEffect(() => {
    if (studio.status === 'error') {
      toast({ title: 'Error', description: 'Failed to load studio data.', variant: 'destructive' })
    }
  }, [studio.status, toast])

  if (studio.status === 'loading') return <AdminLoading />
  if (studio.status === 'not-found') {
    return (
      <StudioScreen title="Edit Studio">
        <div className="rounded-lg border border-gray-200 p-8 text-center">
          <h2 className="text-2xl font-bold text-gray-900">Studio not found!</h2>
          <p className="mt-2 text-gray-700">It may have been deleted or renamed.</p>
          <Link to={paths.admin.href()} className={`${buttonClasses('primary')} mt-6`}>
            Back to the dashboard
          </Link>
        </div>
      </StudioScreen>
    )
  }
  if (studio.status === 'error') {
    return (
      <StudioScreen title="Edit Studio">
        <LoadFailed
          message="Could not load the studio. Check your connection and try again."
          retry={studio.retry}
        />
      </StudioScreen>
    )
  }
  const row = studio.record
  return (
    <StudioScreen title="Edit Studio">
      <StudioForm
        initialValues={studioRowToFormValues(row)}
        loaded={{ id: row.id, updatedAt: row.updated_at }}
        onLoadLatest={studio.retry}
      />
    </StudioScreen>
  )
}

function AddStudioFromApplication({ id }: { id: number }) {
  const application = useRecord(String(id), loadApplication)

  if (application.status === 'loading') return <AdminLoading />
  if (application.status === 'error') {
    return (
      <StudioScreen title="Add Studio">
        <LoadFailed
          message={`Could not load application ${id}. Check your connection and try again.`}
          retry={application.retry}
        >
          <Link to={paths.adminStudioNew.href()} className={buttonClasses('outline')}>
            Start with an empty form
          </Link>
        </LoadFailed>
      </StudioScreen>
    )
  }
  if (application.status === 'not-found') {
    return (
      <StudioScreen title="Add Studio">
        <p
          role="status"
          className="mb-8 rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-800"
        >
          {`Studio application ${id} was not found (it may have been deleted), so the form starts empty.`}
        </p>
        <StudioForm initialValues={emptyStudioForm} />
      </StudioScreen>
    )
  }
  return (
    <StudioScreen title="Add Studio">
      <p
        role="status"
        className="mb-8 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      >
        {prefillNotice(application.record)}
      </p>
      <StudioForm initialValues={applicationToFormValues(application.record)} />
    </StudioScreen>
  )
}

function LoadFailed({
  message,
  retry,
  children,
}: {
  message: string
  retry: () => void
  children?: ReactNode
}) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6">
      <p className="text-red-900">{message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={retry}>
          Try again
        </button>
        {children}
      </div>
    </div>
  )
}

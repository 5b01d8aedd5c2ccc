import { Link, useParams, useSearchParams } from 'react-router'
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
import { AdminLoading } from '../../layout/admin-page.tsx'
import { FormNotFound, FormScreen, LoadFailed } from './form-screen.tsx'
import { useAdminLoad } from './use-admin-load.ts'

/** /admin/studio/new (optionally ?application=<id>) and /admin/studio/edit/{slug}. */
export default function StudioFormRoute() {
  const { slug } = useParams()
  const [search] = useSearchParams()
  if (slug) return <EditStudio key={slug} slug={slug} />
  const applicationId = applicationIdFrom(search)
  if (applicationId !== null) return <AddStudioFromApplication key={applicationId} id={applicationId} />
  return (
    <FormScreen title="Add Studio">
      <StudioForm initialValues={emptyStudioForm} />
    </FormScreen>
  )
}

function EditStudio({ slug }: { slug: string }) {
  const { toast } = useToast()
  const { state, retry } = useAdminLoad(
    (signal) => getStudioForEdit(slug, signal),
    () => toast({ title: 'Error', description: 'Failed to load studio data.', variant: 'destructive' }),
  )
  const title = 'Edit Studio'
  if (state.status === 'loading') return <AdminLoading />
  if (state.status === 'failed') {
    return (
      <FormScreen title={title}>
        <LoadFailed message="Could not load the studio. Check your connection and try again." retry={retry} />
      </FormScreen>
    )
  }
  const row = state.data
  if (!row) {
    return (
      <FormScreen title={title}>
        <FormNotFound title="Studio not found!">It may have been deleted or renamed.</FormNotFound>
      </FormScreen>
    )
  }
  return (
    <FormScreen title={title}>
      <StudioForm
        initialValues={studioRowToFormValues(row)}
        loaded={{ id: row.id, updatedAt: row.updated_at }}
        onLoadLatest={retry}
      />
    </FormScreen>
  )
}

function AddStudioFromApplication({ id }: { id: number }) {
  const { state, retry } = useAdminLoad(() => getStudioApplication(id))
  const title = 'Add Studio'
  if (state.status === 'loading') return <AdminLoading />
  if (state.status === 'failed') {
    return (
      <FormScreen title={title}>
        <LoadFailed
          message={`Could not load application ${id}. Check your connection and try again.`}
          retry={retry}
        >
          <Link to={paths.adminStudioNew.href()} className={buttonClasses('outline', 'sm')}>
            Start with an empty form
          </Link>
        </LoadFailed>
      </FormScreen>
    )
  }
  const application = state.data
  if (!application) {
    return (
      <FormScreen title={title}>
        <p
          role="status"
          className="mb-8 rounded-lg border border-gray-300 bg-gray-50 p-4 text-sm text-gray-800"
        >
          {`Studio application ${id} was not found (it may have been deleted), so the form starts empty.`}
        </p>
        <StudioForm initialValues={emptyStudioForm} />
      </FormScreen>
    )
  }
  return (
    <FormScreen title={title}>
      <p
        role="status"
        className="mb-8 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
      >
        {prefillNotice(application)}
      </p>
      <StudioForm initialValues={applicationToFormValues(application)} applicationId={id} />
    </FormScreen>
  )
}

import { Link, useParams, useSearchParams } from 'react-router'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { getTeacherApplication } from '../../../features/submissions/api/get-application.ts'
import { getTeacherForEdit } from '../../../features/teachers/api/get-teacher-for-edit.ts'
import { TeacherForm } from '../../../features/teachers/components/teacher-form.tsx'
import {
  emptyTeacherForm,
  teacherApplicationToFormValues,
  teacherRowToFormValues,
  teacherVersionOf,
  type ApplicationPrefill,
  type TeacherApplicationRow,
  type TeacherRow,
} from '../../../features/teachers/teacher-form-values.ts'
import { applicationIdFrom } from '../../../lib/admin-links.ts'
import { paths } from '../../../lib/paths.ts'
import { AdminLoading } from '../../layout/admin-page.tsx'
import { FormNotFound, FormScreen as Page, LoadFailed } from './form-screen.tsx'
import { useAdminLoad } from './use-admin-load.ts'

function EditTeacher({ slug }: { slug: string }) {
  const { toast } = useToast()
  const { state, retry } = useAdminLoad<TeacherRow | null>(
    () => getTeacherForEdit(slug),
    () => toast({ title: 'Error', description: 'Failed to load teacher data.', variant: 'destructive' }),
  )
  if (state.status === 'loading') return <AdminLoading />
  const title = 'Edit Teacher'
  if (state.status === 'failed') {
    return (
      <Page title={title}>
        <LoadFailed
          message="Could not load the teacher. Check your connection and try again."
          retry={retry}
        />
      </Page>
    )
  }
  const row = state.data
  if (!row) {
    return (
      <Page title={title}>
        <FormNotFound title="Teacher not found!">
          {`No teacher has the address ${paths.teacher.href(slug)}. It may have been renamed or deleted.`}
        </FormNotFound>
      </Page>
    )
  }
  return (
    <Page title={title}>
      <TeacherForm initialValues={teacherRowToFormValues(row)} loaded={teacherVersionOf(row)} />
    </Page>
  )
}

function PrefillNotice({
  application,
  prefill,
}: {
  application: TeacherApplicationRow
  prefill: ApplicationPrefill
}) {
  const sent = new Date(application.created_at).toLocaleDateString()
  return (
    <div
      role="note"
      className="mb-8 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p>
        {`Prefilled from the application of ${application.firstname.trim()} ${application.lastname.trim()} sent on ${sent}. Review every field before saving.`}
      </p>
      {prefill.notCopied.length > 0 && (
        <>
          <p className="mt-2">Not copied, because they are not web addresses:</p>
          <ul className="mt-1 list-disc pl-5">
            {prefill.notCopied.map((item) => (
              <li key={item.label}>{`${item.label}: ${item.value}`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function AddFromApplication({ id }: { id: number }) {
  const { state, retry } = useAdminLoad(() => getTeacherApplication(id))
  const title = 'Add Teacher'
  if (state.status === 'loading') return <AdminLoading />
  if (state.status === 'failed') {
    return (
      <Page title={title}>
        <LoadFailed
          message="Could not load the application. Check your connection and try again."
          retry={retry}
        >
          <Link to={paths.adminTeacherNew.href()} className={buttonClasses('outline', 'sm')}>
            Start with an empty form instead
          </Link>
        </LoadFailed>
      </Page>
    )
  }
  const application = state.data
  if (!application) {
    return (
      <Page title={title}>
        <p
          role="status"
          className="mb-8 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-800"
        >
          {`Teacher application ${id} was not found (it may have been deleted), so the form starts empty.`}
        </p>
        <TeacherForm initialValues={emptyTeacherForm} />
      </Page>
    )
  }
  const prefill = teacherApplicationToFormValues(application)
  return (
    <Page title={title}>
      <PrefillNotice application={application} prefill={prefill} />
      <TeacherForm initialValues={prefill.values} applicationId={id} />
    </Page>
  )
}

/** /admin/teacher/new (optionally ?application=<id>) and /admin/teacher/edit/:slug (SPEC.md §2). */
export default function TeacherFormRoute() {
  const { slug } = useParams()
  const [search] = useSearchParams()
  if (slug) return <EditTeacher key={slug} slug={slug} />
  const applicationId = applicationIdFrom(search)
  if (applicationId !== null) return <AddFromApplication key={applicationId} id={applicationId} />
  return (
    <Page title="Add Teacher">
      <TeacherForm initialValues={emptyTeacherForm} />
    </Page>
  )
}

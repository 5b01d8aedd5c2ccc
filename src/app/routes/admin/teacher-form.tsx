import { useEffect, useState, type ReactNode } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
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
import { AdminLoading, AdminPage } from '../../layout/admin-page.tsx'

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/**
 * Runs `load` once per mount and again on `retry`. The caller keys the component by what it
 * loads, so a new slug or application starts from a clean state.
 */
function useLoad<T>(load: () => Promise<T>, onFailure: () => void) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        console.warn('Loading the teacher form failed:', error)
        if (!current) return
        setState({ status: 'failed' })
        onFailure()
      },
    )
    return () => {
      current = false
    }
    // `load` and `onFailure` are new functions each render; the key and `attempt` decide reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((value) => value + 1)
  }
  return { state, retry }
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminPage title={title}>
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
          <Link to={paths.admin.href()} className="text-sm font-medium text-brand-700 underline">
            Back to the dashboard
          </Link>
        </div>
        {children}
      </div>
    </AdminPage>
  )
}

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900">
      <p>{`Could not load ${what}. Check your connection and try again.`}</p>
      <button type="button" className={`${buttonClasses('primary', 'sm')} mt-4`} onClick={retry}>
        Try again
      </button>
    </div>
  )
}

function EditTeacher({ slug }: { slug: string }) {
  const { toast } = useToast()
  const { state, retry } = useLoad<TeacherRow | null>(
    () => getTeacherForEdit(slug),
    () => toast({ title: 'Error', description: 'Failed to load teacher data.', variant: 'destructive' }),
  )
  if (state.status === 'loading') return <AdminLoading />
  const title = 'Edit Teacher'
  if (state.status === 'failed') {
    return (
      <Page title={title}>
        <LoadFailed what="the teacher" retry={retry} />
      </Page>
    )
  }
  const row = state.data
  if (!row) {
    return (
      <Page title={title}>
        <div role="status" className="rounded-lg border border-gray-200 bg-white p-6">
          <p className="text-xl font-semibold text-gray-900">Teacher not found!</p>
          <p className="mt-2 text-gray-700">
            {`No teacher has the address ${paths.teacher.href(slug)}. It may have been renamed or deleted.`}
          </p>
          <Link to={paths.admin.href()} className={`${buttonClasses('primary', 'sm')} mt-4`}>
            Back to the dashboard
          </Link>
        </div>
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
  const { state, retry } = useLoad(
    () => getTeacherApplication(id),
    () => {},
  )
  const title = 'Add Teacher'
  if (state.status === 'loading') return <AdminLoading />
  if (state.status === 'failed') {
    return (
      <Page title={title}>
        <LoadFailed what="the application" retry={retry} />
        <p className="mt-4 text-sm text-gray-700">
          <Link to={paths.adminTeacherNew.href()} className="font-medium text-brand-700 underline">
            Start with an empty form instead
          </Link>
        </p>
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
      <TeacherForm initialValues={prefill.values} />
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

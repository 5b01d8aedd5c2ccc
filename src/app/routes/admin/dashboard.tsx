import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { placeText } from '../../../components/admin/place-text.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { useSession } from '../../../features/auth/use-session.ts'
import type { SavedListingSeo } from '../../../features/seo/api/save-listing-seo.ts'
import { SeoManagement } from '../../../features/seo/components/seo-management.tsx'
import type { ListingKind, SeoListing } from '../../../features/seo/seo-suggestions.ts'
import {
  listStudiosForAdmin,
  type AdminStudio,
} from '../../../features/studios/api/list-studios-for-admin.ts'
import { AdminStudiosTable } from '../../../features/studios/components/admin-studios-table.tsx'
import { SubmissionInbox } from '../../../features/submissions/components/submission-inbox.tsx'
import {
  listTeachersForAdmin,
  type AdminTeacher,
} from '../../../features/teachers/api/list-teachers-for-admin.ts'
import { AdminTeachersTable } from '../../../features/teachers/components/admin-teachers-table.tsx'
import { paths } from '../../../lib/paths.ts'
import { AdminPage } from '../../layout/admin-page.tsx'

type ListState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rows: T[] }

interface Settled<T> {
  attempt: number
  rows: T[] | null
  message: string
}

/**
 * One list the dashboard shows in two places (SEO Management and its table), loaded once so a
 * save or a delete shows everywhere at once. A failure is shown as a notice (SPEC.md §8) and
 * inline with a retry. `load` must be stable (module-level).
 */
function useAdminList<T extends { id: string }>(load: (signal: AbortSignal) => Promise<T[]>) {
  const { toast } = useToast()
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setSettled({ attempt, rows, message: '' })
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return
        const message = reason instanceof Error ? reason.message : String(reason)
        console.warn('Loading an admin list failed:', reason)
        toast({ title: 'Supabase error', description: message, variant: 'destructive' })
        setSettled({ attempt, rows: null, message })
      },
    )
    return () => controller.abort()
  }, [attempt, load, toast])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const update = useCallback((change: (rows: T[]) => T[]) => {
    setSettled((current) => (current?.rows ? { ...current, rows: change(current.rows) } : current))
  }, [])

  const state: ListState<T> =
    !settled || settled.attempt !== attempt
      ? { status: 'loading' }
      : settled.rows
        ? { status: 'ready', rows: settled.rows }
        : { status: 'error', message: settled.message }
  return { state, retry, update }
}

const loadTeachers = (signal: AbortSignal) => listTeachersForAdmin(signal)
const loadStudios = (signal: AbortSignal) => listStudiosForAdmin(signal)

function teacherSeoListing(teacher: AdminTeacher): SeoListing {
  return {
    id: teacher.id,
    name: teacher.name,
    city: teacher.location,
    place: placeText(teacher.location, teacher.country),
    text: teacher.bio,
    seo_title: teacher.seo_title,
    seo_description: teacher.seo_description,
  }
}

function studioSeoListing(studio: AdminStudio): SeoListing {
  return {
    id: studio.id,
    name: studio.name,
    city: studio.city,
    place: placeText(studio.city, studio.country),
    text: studio.description,
    seo_title: studio.seo_title,
    seo_description: studio.seo_description,
  }
}

/** The saved SEO columns merged into the row they belong to; other rows unchanged. */
function withSavedSeo<T extends { id: string }>(saved: SavedListingSeo) {
  return (rows: T[]) => rows.map((row) => (row.id === saved.id ? { ...row, ...saved } : row))
}

function withoutRow<T extends { id: string }>(id: string) {
  return (rows: T[]) => rows.filter((row) => row.id !== id)
}

/** 'Loading teachers...', or the load failure with a way to try again. */
function ListPending({ state, noun, retry }: { state: ListState<unknown>; noun: string; retry: () => void }) {
  if (state.status === 'error') {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          Could not load {noun}: {state.message}
        </p>
        <button type="button" className={`${buttonClasses('outline', 'sm')} mt-3`} onClick={retry}>
          Try again
        </button>
      </div>
    )
  }
  return (
    <p role="status" className="py-6 text-gray-700">
      Loading {noun}...
    </p>
  )
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** /admin (SPEC.md §2 "Admin dashboard"): SEO, submissions, teachers and studios. */
export default function DashboardRoute() {
  const { signOut } = useSession()
  const teachers = useAdminList(loadTeachers)
  const studios = useAdminList(loadStudios)

  const teacherRows = teachers.state.status === 'ready' ? teachers.state.rows : null
  const studioRows = studios.state.status === 'ready' ? studios.state.rows : null
  const seoTeachers = useMemo(() => teacherRows?.map(teacherSeoListing) ?? null, [teacherRows])
  const seoStudios = useMemo(() => studioRows?.map(studioSeoListing) ?? null, [studioRows])

  function onSeoSaved(kind: ListingKind, saved: SavedListingSeo) {
    if (kind === 'teacher') teachers.update(withSavedSeo<AdminTeacher>(saved))
    else studios.update(withSavedSeo<AdminStudio>(saved))
  }

  const teachersPending = <ListPending state={teachers.state} noun="teachers" retry={teachers.retry} />
  const studiosPending = <ListPending state={studios.state} noun="studios" retry={studios.retry} />

  return (
    <AdminPage title="Admin Dashboard">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-gray-900">Admin Dashboard</h1>
        <button type="button" className={buttonClasses('outline')} onClick={() => void signOut()}>
          Logout
        </button>
      </div>

      <Section title="SEO Management">
        <SeoManagement
          teachers={seoTeachers}
          studios={seoStudios}
          pending={(kind) => (kind === 'teacher' ? teachersPending : studiosPending)}
          onSaved={onSeoSaved}
        />
      </Section>

      <Section title="Form Submissions">
        <SubmissionInbox />
      </Section>

      <Section
        title="Teachers"
        action={
          <Link to={paths.adminTeacherNew.href()} className={buttonClasses('primary')}>
            Add Teacher
          </Link>
        }
      >
        {teacherRows ? (
          <AdminTeachersTable
            teachers={teacherRows}
            onDeleted={(id) => teachers.update(withoutRow<AdminTeacher>(id))}
          />
        ) : (
          teachersPending
        )}
      </Section>

      <Section
        title="Studios"
        action={
          <Link to={paths.adminStudioNew.href()} className={buttonClasses('primary')}>
            Add Studio
          </Link>
        }
      >
        {studioRows ? (
          <AdminStudiosTable
            studios={studioRows}
            onDeleted={(id) => studios.update(withoutRow<AdminStudio>(id))}
          />
        ) : (
          studiosPending
        )}
      </Section>
    </AdminPage>
  )
}

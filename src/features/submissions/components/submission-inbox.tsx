import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { newStudioFromApplicationHref, newTeacherFromApplicationHref } from '../../../lib/admin-links.ts'
import { deleteSubmission } from '../api/delete-submission.ts'
import { listSubmissions, type Submission, type SubmissionKind } from '../api/list-submissions.ts'
import { replyMailtoHref } from '../reply-email.ts'
import {
  formatSubmissionFields,
  SUBMISSION_TABS,
  submitterName,
  type SubmissionField,
} from '../submission-format.ts'

export const DELETE_SUBMISSION_PROMPT =
  'Are you sure you want to delete this submission? This action cannot be undone.'

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: Submission[] }
type Lists = Record<SubmissionKind, ListState>

const allLoading: Lists = {
  teacher: { status: 'loading' },
  studio: { status: 'loading' },
  contact: { status: 'loading' },
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

/**
 * The three lists, all requested at once when the inbox opens so every tab can show its
 * count. Each list loads, fails and retries on its own.
 */
function useSubmissionLists() {
  const { toast } = useToast()
  const [lists, setLists] = useState<Lists>(allLoading)
  const signal = useRef<AbortSignal | null>(null)

  const load = useCallback(
    (kind: SubmissionKind, abort: AbortSignal) => {
      listSubmissions(kind, abort).then(
        (items) => {
          if (!abort.aborted) setLists((current) => ({ ...current, [kind]: { status: 'ready', items } }))
        },
        (error: unknown) => {
          if (abort.aborted) return
          console.warn(`Could not load the ${kind} submissions:`, error)
          const message = messageOf(error)
          setLists((current) => ({ ...current, [kind]: { status: 'error', message } }))
          toast({ title: 'Supabase error', description: message, variant: 'destructive' })
        },
      )
    },
    [toast],
  )

  useEffect(() => {
    const controller = new AbortController()
    signal.current = controller.signal
    for (const { kind } of SUBMISSION_TABS) load(kind, controller.signal)
    // Leaving the dashboard cancels what is still on its way.
    return () => controller.abort()
  }, [load])

  const retry = useCallback(
    (kind: SubmissionKind) => {
      if (!signal.current || signal.current.aborted) return
      setLists((current) => ({ ...current, [kind]: { status: 'loading' } }))
      load(kind, signal.current)
    },
    [load],
  )

  const remove = useCallback((target: Submission) => {
    setLists((current) => {
      const list = current[target.kind]
      if (list.status !== 'ready') return current
      const items = list.items.filter((item) => item.row.id !== target.row.id)
      return { ...current, [target.kind]: { status: 'ready', items } }
    })
  }, [])

  return { lists, retry, remove }
}

/**
 * The Form Submissions inbox of the dashboard: one tab per kind of submission, each a list
 * of cards showing every stored field, with Delete and a second action that turns the
 * submission into work (a prefilled listing form, or a reply email).
 */
export function SubmissionInbox() {
  const { toast } = useToast()
  const { lists, retry, remove } = useSubmissionLists()
  const [active, setActive] = useState<SubmissionKind>('teacher')
  const [pending, setPending] = useState<Submission | null>(null)
  const [refocusPanel, setRefocusPanel] = useState(false)
  const tabs = useRef<Partial<Record<SubmissionKind, HTMLButtonElement | null>>>({})
  const panel = useRef<HTMLDivElement>(null)
  const baseId = useId()
  const tabId = (kind: SubmissionKind) => `${baseId}-tab-${kind}`
  const panelId = (kind: SubmissionKind) => `${baseId}-panel-${kind}`

  // The deleted card held the focus; once the dialog has closed (and tried to give focus
  // back to the vanished Delete button), the list takes it, so keyboard users keep their place.
  useEffect(() => {
    if (pending || !refocusPanel) return
    const timer = window.setTimeout(() => {
      panel.current?.focus()
      setRefocusPanel(false)
    }, 0)
    return () => window.clearTimeout(timer)
  }, [pending, refocusPanel])

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const count = SUBMISSION_TABS.length
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % count
        : event.key === 'ArrowLeft'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null
    if (next === null) return
    event.preventDefault()
    const kind = SUBMISSION_TABS[next]!.kind
    setActive(kind)
    tabs.current[kind]?.focus()
  }

  async function confirmDelete(submission: Submission) {
    try {
      await deleteSubmission(submission.kind, submission.row.id)
    } catch (error) {
      console.warn('Could not delete the submission:', error)
      toast({ title: 'Supabase error', description: messageOf(error), variant: 'destructive' })
      return
    }
    remove(submission)
    setRefocusPanel(true)
    toast({
      title: 'Submission Deleted',
      description: `The submission from ${submitterName(submission)} was deleted.`,
      variant: 'success',
    })
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Submission types"
        className="flex flex-wrap gap-x-1 gap-y-2 border-b border-gray-200"
      >
        {SUBMISSION_TABS.map(({ kind, label }, index) => {
          const selected = kind === active
          const state = lists[kind]
          return (
            <button
              key={kind}
              ref={(element) => {
                tabs.current[kind] = element
              }}
              type="button"
              role="tab"
              id={tabId(kind)}
              aria-selected={selected}
              aria-controls={panelId(kind)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(kind)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
              className={`-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:px-4 sm:text-base ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
              }`}
            >
              {label}
              {state.status === 'ready' && ` (${state.items.length})`}
            </button>
          )
        })}
      </div>

      {SUBMISSION_TABS.map(({ kind, label }) => {
        const selected = kind === active
        // All three panels exist so every tab's aria-controls points somewhere; only the
        // selected one is shown and filled.
        return (
          <div
            key={kind}
            ref={selected ? panel : undefined}
            role="tabpanel"
            id={panelId(kind)}
            aria-labelledby={tabId(kind)}
            hidden={!selected}
            tabIndex={0}
            className="rounded-b-md pt-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {selected && (
              <SubmissionList
                label={label}
                state={lists[kind]}
                onRetry={() => retry(kind)}
                onDelete={setPending}
              />
            )}
          </div>
        )
      })}

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        title="Delete submission"
        message={DELETE_SUBMISSION_PROMPT}
        onConfirm={() => (pending ? confirmDelete(pending) : undefined)}
      />
    </div>
  )
}

function SubmissionList({
  label,
  state,
  onRetry,
  onDelete,
}: {
  label: string
  state: ListState
  onRetry: () => void
  onDelete: (submission: Submission) => void
}) {
  if (state.status === 'loading') {
    return (
      <p role="status" className="py-8 text-center text-gray-700">
        Loading submissions...
      </p>
    )
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">Could not load the {label.toLowerCase()}.</p>
        <p className="mt-1 text-sm break-words">{state.message}</p>
        <button type="button" className={`${buttonClasses('outline', 'sm')} mt-3`} onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  if (state.items.length === 0) return <p className="py-8 text-center text-gray-700">No submissions yet.</p>
  return (
    <div className="space-y-4">
      {state.items.map((submission) => (
        <SubmissionCard
          key={submission.row.id}
          submission={submission}
          onDelete={() => onDelete(submission)}
        />
      ))}
    </div>
  )
}

function SubmissionCard({ submission, onDelete }: { submission: Submission; onDelete: () => void }) {
  const headingId = useId()
  const name = submitterName(submission)
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words text-gray-900">
        {name}
      </h3>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
        {formatSubmissionFields(submission).map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-sm font-medium text-gray-600 sm:pt-0.5">{field.label}</dt>
            <dd className="-mt-2 text-gray-900 break-words whitespace-pre-line sm:mt-0">
              <FieldValue field={field} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <SecondAction submission={submission} name={name} />
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={onDelete}>
          Delete<span className="sr-only"> submission from {name}</span>
        </button>
      </div>
    </article>
  )
}

function FieldValue({ field }: { field: SubmissionField }) {
  if (field.dateTime) return <time dateTime={field.dateTime}>{field.value}</time>
  if (!field.href) return field.value
  return (
    <>
      <a
        href={field.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-brand-700 underline hover:text-brand-800"
      >
        {field.value}
      </a>
      {field.image && (
        <img
          src={field.href}
          alt={`${field.label} preview`}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="mt-2 block h-16 w-16 rounded border border-gray-200 object-contain"
        />
      )}
    </>
  )
}

/** Instead of the spec's 'Feature Not Implemented' notice, the second button does the follow-up. */
function SecondAction({ submission, name }: { submission: Submission; name: string }) {
  const reasonId = useId()
  const className = buttonClasses('primary', 'sm')
  switch (submission.kind) {
    case 'teacher':
      return (
        <Link to={newTeacherFromApplicationHref(submission.row.id)} className={className}>
          Create Teacher Profile<span className="sr-only"> for {name}</span>
        </Link>
      )
    case 'studio':
      return (
        <Link to={newStudioFromApplicationHref(submission.row.id)} className={className}>
          Create Studio Listing<span className="sr-only"> for {name}</span>
        </Link>
      )
    case 'contact': {
      const href = replyMailtoHref(submission.row)
      if (href) {
        return (
          <a href={href} className={className}>
            Reply by Email<span className="sr-only"> to {name}</span>
          </a>
        )
      }
      return (
        <span className="flex flex-wrap items-center gap-2">
          <button type="button" className={className} disabled aria-describedby={reasonId}>
            Reply by Email
          </button>
          <span id={reasonId} className="text-sm text-gray-700">
            No valid email address to reply to.
          </span>
        </span>
      )
    }
  }
}

import { useCallback, useEffect, useRef, useState } from 'react'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { useRefocusAfterDialog } from '../../../components/ui/use-refocus-after-dialog.ts'
import { tabClasses, useTabs } from '../../../components/ui/use-tabs.ts'
import { deleteSubmission } from '../api/delete-submission.ts'
import { listSubmissions, type Submission, type SubmissionKind } from '../api/list-submissions.ts'
import { SUBMISSION_TABS, submitterName } from '../submission-format.ts'
import { SubmissionCard } from './submission-card.tsx'

export const DELETE_SUBMISSION_PROMPT =
  'Are you sure you want to delete this submission? This action cannot be undone.'

type ListState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: Submission[] }
type Lists = Record<SubmissionKind, ListState>

const TAB_KINDS = SUBMISSION_TABS.map((tab) => tab.kind)

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
  const tabs = useTabs(TAB_KINDS, { first: 'teacher', panels: 'every' })
  const [pending, setPending] = useState<Submission | null>(null)
  const { target: panel, refocus } = useRefocusAfterDialog<HTMLDivElement>(pending !== null)

  async function confirmDelete(submission: Submission) {
    try {
      await deleteSubmission(submission.kind, submission.row.id)
    } catch (error) {
      console.warn('Could not delete the submission:', error)
      toast({ title: 'Supabase error', description: messageOf(error), variant: 'destructive' })
      return
    }
    remove(submission)
    refocus()
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
        {SUBMISSION_TABS.map(({ kind, label }) => {
          const selected = kind === tabs.active
          const state = lists[kind]
          return (
            <button
              key={kind}
              {...tabs.tabProps(kind)}
              className={`${tabClasses(selected)} rounded-t-md px-3 py-2 text-sm font-medium sm:px-4 sm:text-base`}
            >
              {label}
              {state.status === 'ready' && ` (${state.items.length})`}
            </button>
          )
        })}
      </div>

      {SUBMISSION_TABS.map(({ kind, label }) => {
        const selected = kind === tabs.active
        // All three panels exist so every tab's aria-controls points somewhere; only the
        // selected one is shown and filled.
        return (
          <div
            key={kind}
            ref={selected ? panel : undefined}
            {...tabs.panelProps(kind)}
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

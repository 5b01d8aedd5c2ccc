import { useRef, useState } from 'react'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import type { Submission } from '../api/list-submissions.ts'
import type { SubmissionChange, SubmissionChangeResult } from '../submission-change.ts'
import { STATUS_LABELS, submissionPhrase, submitterName } from '../submission-format.ts'
import { DeclineDialog } from './decline-dialog.tsx'
import { SubmissionCard } from './submission-card.tsx'

const DELETE_SUBMISSION_PROMPT =
  'Are you sure you want to delete this submission? This action cannot be undone.'

const keyOf = (submission: Submission) => `${submission.kind}:${submission.row.id}`

/** 'The application of Ana Reyes' at the start of a sentence. */
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/**
 * One page of submissions as cards, with their actions: Delete behind the spec's confirmation,
 * Decline with an optional note, and the other status changes. Each change goes to the
 * clientAction of the route showing the list (applySubmissionChange), after which React Router
 * loads the page and the counts again. One that succeeds is told in a notice and calls
 * `onChanged`; one that fails says 'Supabase error' with the backend's message and changes
 * nothing on screen.
 */
export function SubmissionList({
  submissions,
  onChanged,
}: {
  submissions: Submission[]
  /** A change was saved (the page is being loaded again). */
  onChanged: () => void
}) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<Submission | null>(null)
  const [declining, setDeclining] = useState<Submission | null>(null)
  const [working, setWorking] = useState<string | null>(null)
  // Clicks while a change is on its way are ignored (the state above updates a render later).
  const inFlight = useRef(false)
  const change = useRouteAction<SubmissionChange, SubmissionChangeResult>()
  const statusChange = useRouteAction<SubmissionChange, SubmissionChangeResult>()

  /** Sends `request`; true once it is saved, else says why. */
  async function send(action: typeof change, request: SubmissionChange): Promise<boolean> {
    const result = await action.run(request)
    if (!result.ok) toast({ title: 'Supabase error', description: result.message, variant: 'destructive' })
    return result.ok
  }

  async function confirmDelete(submission: Submission) {
    const deleted = await send(change, { intent: 'delete', kind: submission.kind, id: submission.row.id })
    if (!deleted) return
    toast({
      title: 'Submission Deleted',
      description: `The submission from ${submitterName(submission)} was deleted.`,
      variant: 'success',
    })
    onChanged()
  }

  /** Decline: throws on failure, so the dialog stays open with the note. */
  async function decline(submission: Submission, note: string) {
    if (submission.kind === 'contact') return
    const result = await change.run({ intent: 'decline', kind: submission.kind, id: submission.row.id, note })
    if (!result.ok) {
      toast({ title: 'Supabase error', description: result.message, variant: 'destructive' })
      throw new Error(result.message)
    }
    toast({
      title: 'Application Declined',
      description: `${capitalised(submissionPhrase(submission))} is marked Declined.`,
      variant: 'success',
    })
    onChanged()
  }

  /** Messages: New, Replied or Archived; applications: back to New (Decline has its dialog). */
  async function setStatus(submission: Submission, status: 'new' | 'replied' | 'archived') {
    if (inFlight.current) return
    if (submission.kind !== 'contact' && status !== 'new') return
    inFlight.current = true
    setWorking(keyOf(submission))
    const { id } = submission.row
    const saved = await send(
      statusChange,
      submission.kind === 'contact'
        ? { intent: 'set-message-status', kind: 'contact', id, status }
        : { intent: 'reopen', kind: submission.kind, id },
    )
    inFlight.current = false
    setWorking(null)
    if (!saved) return
    toast({
      title: 'Status Updated',
      description: `${capitalised(submissionPhrase(submission))} is marked ${STATUS_LABELS[status]}.`,
      variant: 'success',
    })
    onChanged()
  }

  return (
    <>
      <div className="space-y-4">
        {submissions.map((submission) => (
          <SubmissionCard
            key={keyOf(submission)}
            submission={submission}
            busy={working === keyOf(submission)}
            onDelete={() => setDeleting(submission)}
            onDecline={() => setDeclining(submission)}
            onSetStatus={(status) => void setStatus(submission, status)}
          />
        ))}
      </div>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title="Delete submission"
        message={DELETE_SUBMISSION_PROMPT}
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
      />
      {declining && (
        <DeclineDialog
          key={keyOf(declining)}
          phrase={submissionPhrase(declining)}
          onDecline={(note) => decline(declining, note)}
          onClose={() => setDeclining(null)}
        />
      )}
    </>
  )
}

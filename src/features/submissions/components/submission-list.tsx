import { useRef, useState } from 'react'
import { useToast } from '../../../components/toast/use-toast.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { deleteSubmission } from '../api/delete-submission.ts'
import type { Submission } from '../api/list-submissions.ts'
import { setApplicationStatus, setMessageStatus } from '../api/set-submission-status.ts'
import { STATUS_LABELS, submissionPhrase, submitterName } from '../submission-format.ts'
import { DeclineDialog } from './decline-dialog.tsx'
import { SubmissionCard } from './submission-card.tsx'

const DELETE_SUBMISSION_PROMPT =
  'Are you sure you want to delete this submission? This action cannot be undone.'

function messageOf(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong'
}

const keyOf = (submission: Submission) => `${submission.kind}:${submission.row.id}`

/** 'The application of Ana Reyes' at the start of a sentence. */
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/**
 * One page of submissions as cards, with their actions: Delete behind the spec's confirmation,
 * Decline with an optional note, and the other status changes. Every change that succeeds is
 * told in a notice and calls `onChanged` (the caller loads the page and the counts again); one
 * that fails says 'Supabase error' with the backend's message and changes nothing on screen.
 */
export function SubmissionList({
  submissions,
  onChanged,
}: {
  submissions: Submission[]
  onChanged: () => void
}) {
  const { toast } = useToast()
  const [deleting, setDeleting] = useState<Submission | null>(null)
  const [declining, setDeclining] = useState<Submission | null>(null)
  const [working, setWorking] = useState<string | null>(null)
  // Clicks while a change is on its way are ignored (the state above updates a render later).
  const inFlight = useRef(false)

  function failed(action: string, error: unknown) {
    console.warn(`Could not ${action}:`, error)
    toast({ title: 'Supabase error', description: messageOf(error), variant: 'destructive' })
  }

  async function confirmDelete(submission: Submission) {
    try {
      await deleteSubmission(submission.kind, submission.row.id)
    } catch (error) {
      failed('delete the submission', error)
      return
    }
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
    try {
      await setApplicationStatus(submission.kind, submission.row.id, { status: 'declined', note })
    } catch (error) {
      failed('decline the application', error)
      throw error
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
    try {
      if (submission.kind === 'contact') await setMessageStatus(submission.row.id, status)
      else await setApplicationStatus(submission.kind, submission.row.id, { status: 'new' })
    } catch (error) {
      failed('change the status', error)
      return
    } finally {
      inFlight.current = false
      setWorking(null)
    }
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

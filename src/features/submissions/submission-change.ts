import { answerChange } from '../../components/admin/use-route-action.ts'
import { messageOf } from '../../lib/error-message.ts'
import { deleteSubmission } from './api/delete-submission.ts'
import type { SubmissionKind } from './api/list-submissions.ts'
import { setApplicationStatus, setMessageStatus } from './api/set-submission-status.ts'
import type { ApplicationKind, MessageStatus } from './statuses.ts'

/** What the inbox asks of Form Submissions' route: delete, decline with a note, or set a status. */
export type SubmissionChange =
  | { intent: 'delete'; kind: SubmissionKind; id: number }
  | { intent: 'decline'; kind: ApplicationKind; id: number; note: string }
  /** An application back to New. */
  | { intent: 'reopen'; kind: ApplicationKind; id: number }
  | { intent: 'set-message-status'; kind: 'contact'; id: number; status: MessageStatus }

export type SubmissionChangeResult = { ok: true } | { ok: false; message: string }

/** What the console says a failed change could not do. */
const ACTION_WORDS: Record<SubmissionChange['intent'], string> = {
  delete: 'delete the submission',
  decline: 'decline the application',
  reopen: 'change the status',
  'set-message-status': 'change the status',
}

function apply(change: SubmissionChange): Promise<void> {
  switch (change.intent) {
    case 'delete':
      return deleteSubmission(change.kind, change.id)
    case 'decline':
      return setApplicationStatus(change.kind, change.id, { status: 'declined', note: change.note })
    case 'reopen':
      return setApplicationStatus(change.kind, change.id, { status: 'new' })
    case 'set-message-status':
      return setMessageStatus(change.id, change.status)
  }
}

/**
 * Form Submissions' clientAction: applies the inbox's change; React Router then loads the page
 * and the counts again. A failure is answered with the backend's message.
 */
export function applySubmissionChange(request: Request): Promise<SubmissionChangeResult> {
  return answerChange(request, applyReporting)
}

async function applyReporting(change: SubmissionChange): Promise<SubmissionChangeResult> {
  try {
    await apply(change)
    return { ok: true }
  } catch (error) {
    console.warn(`Could not ${ACTION_WORDS[change.intent]}:`, error)
    return { ok: false, message: messageOf(error) }
  }
}

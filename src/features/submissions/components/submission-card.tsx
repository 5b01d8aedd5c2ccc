import { useId } from 'react'
import { Link } from 'react-router'
import { useReturnHere } from '../../../components/admin/return-to.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { newStudioFromApplicationHref, newTeacherFromApplicationHref } from '../../../lib/admin-links.ts'
import { paths } from '../../../lib/paths.ts'
import type { Submission } from '../api/list-submissions.ts'
import { replyMailtoHref } from '../reply-email.ts'
import {
  formatSubmissionFields,
  formatSubmittedAt,
  STATUS_LABELS,
  statusOf,
  submissionPhrase,
  submitterName,
  type SubmissionField,
  type SubmissionStatus,
} from '../submission-format.ts'

const BADGE_COLOURS: Record<SubmissionStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  listed: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  replied: 'bg-sky-100 text-sky-900',
  archived: 'bg-gray-200 text-gray-800',
}

export interface SubmissionCardProps {
  submission: Submission
  /** A change of this submission is on its way (its actions are ignored until it settles). */
  busy: boolean
  onDelete: () => void
  /** Applications: opens the decline dialog. */
  onDecline: () => void
  onSetStatus: (status: 'new' | 'replied' | 'archived') => void
}

/**
 * One submission in the inbox: its status (with the listing made from it, or the note it was
 * declined with), every field it carries, its follow-up, the status actions and Delete.
 */
export function SubmissionCard({ submission, busy, onDelete, onDecline, onSetStatus }: SubmissionCardProps) {
  const headingId = useId()
  const name = submitterName(submission)
  const status = statusOf(submission)
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      className={`rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-6 ${busy ? 'opacity-70' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold break-words text-gray-900">
          {name}
        </h3>
        <p className={`rounded-full px-3 py-0.5 text-sm font-semibold ${BADGE_COLOURS[status]}`}>
          <span className="sr-only">Status: </span>
          {STATUS_LABELS[status]}
        </p>
      </div>
      <StatusDetail submission={submission} />
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
        <StatusActions submission={submission} onDecline={onDecline} onSetStatus={onSetStatus} />
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={onDelete}>
          Delete<span className="sr-only"> submission from {name}</span>
        </button>
      </div>
    </article>
  )
}

/** What goes with the status: the listing (Listed), the note (Declined), and when it changed. */
function StatusDetail({ submission }: { submission: Submission }) {
  const status = statusOf(submission)
  const changed = submission.row.status_changed_at
  const when = changed && status !== 'new' ? ` on ${formatSubmittedAt(changed)}` : ''
  if (submission.kind === 'contact') {
    return when ? (
      <p className="mt-2 text-sm text-gray-700">
        Marked {STATUS_LABELS[status]}
        {when}.
      </p>
    ) : null
  }
  if (status === 'listed') {
    const { listing } = submission
    if (!listing) {
      return (
        <p className="mt-2 text-sm text-gray-700">Listed{when}; the listing made from it no longer exists.</p>
      )
    }
    const href =
      submission.kind === 'teacher' ? paths.teacher.href(listing.slug) : paths.studio.href(listing.slug)
    return (
      <p className="mt-2 text-sm text-gray-700">
        Listed as{' '}
        <Link to={href} className="font-medium text-brand-800 underline hover:text-brand-900">
          {listing.name}
        </Link>
        {when}.
      </p>
    )
  }
  if (status === 'declined') {
    const note = submission.row.decline_note?.trim()
    return (
      <div className="mt-2 text-sm text-gray-700">
        <p>Declined{when}.</p>
        {note ? (
          <p className="mt-1 break-words whitespace-pre-line">
            <span className="font-medium">Note to the applicant:</span> {note}
          </p>
        ) : (
          <p className="mt-1">No note to the applicant.</p>
        )}
      </div>
    )
  }
  return null
}

/**
 * The status actions: an application is declined (from New) or set back to New (once
 * Declined, or Listed when its listing is gone); a message is marked Replied, Archived or New.
 */
function StatusActions({
  submission,
  onDecline,
  onSetStatus,
}: Pick<SubmissionCardProps, 'submission' | 'onDecline' | 'onSetStatus'>) {
  const status = statusOf(submission)
  const phrase = submissionPhrase(submission)
  const className = buttonClasses('outline', 'sm')
  const markNew = (
    <button type="button" className={className} onClick={() => onSetStatus('new')}>
      Mark as New<span className="sr-only"> {phrase}</span>
    </button>
  )
  if (submission.kind !== 'contact') {
    if (status === 'new') {
      return (
        <button type="button" className={className} onClick={onDecline}>
          Decline<span className="sr-only"> {phrase}</span>
        </button>
      )
    }
    return status === 'declined' || !submission.listing ? markNew : null
  }
  return (
    <>
      {status === 'new' && (
        <button type="button" className={className} onClick={() => onSetStatus('replied')}>
          Mark as Replied<span className="sr-only"> {phrase}</span>
        </button>
      )}
      {status !== 'archived' && (
        <button type="button" className={className} onClick={() => onSetStatus('archived')}>
          Archive<span className="sr-only"> {phrase}</span>
        </button>
      )}
      {status !== 'new' && markNew}
    </>
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

/**
 * Instead of the spec's 'Feature Not Implemented' notice, the second button does the follow-up:
 * a listing form prefilled from the application (which comes back here when saved), or a reply
 * email. A Listed application links to its listing instead.
 */
function SecondAction({ submission, name }: { submission: Submission; name: string }) {
  const reasonId = useId()
  const here = useReturnHere()
  const className = buttonClasses('primary', 'sm')
  switch (submission.kind) {
    case 'teacher':
      if (statusOf(submission) === 'listed' && submission.listing) return null
      return (
        <Link to={newTeacherFromApplicationHref(submission.row.id)} state={here} className={className}>
          Create Teacher Profile<span className="sr-only"> for {name}</span>
        </Link>
      )
    case 'studio':
      if (statusOf(submission) === 'listed' && submission.listing) return null
      return (
        <Link to={newStudioFromApplicationHref(submission.row.id)} state={here} className={className}>
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

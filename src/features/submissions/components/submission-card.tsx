import { useId } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { newStudioFromApplicationHref, newTeacherFromApplicationHref } from '../../../lib/admin-links.ts'
import type { Submission } from '../api/list-submissions.ts'
import { replyMailtoHref } from '../reply-email.ts'
import { formatSubmissionFields, submitterName, type SubmissionField } from '../submission-format.ts'

/** One submission in the inbox: every field it carries, its follow-up and Delete. */
export function SubmissionCard({ submission, onDelete }: { submission: Submission; onDelete: () => void }) {
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

import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { LoadError, LoadingMessage } from '../../../components/ui/load-status.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { paths } from '../../../lib/paths.ts'
import type { ApplicationStatusAnswer } from '../api/get-application-status.ts'

/** Where the lookup of a token's status stands. */
export type StatusLookup =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'found'; application: ApplicationStatusAnswer }

const applicationStatusTexts = {
  loading: 'Loading...',
  notFound: 'We could not find an application for this link. Check that you copied the whole link.',
  failed: 'We could not load the status of your application. Check your connection and try again.',
  received: 'Received',
  receivedDetails: "We'll review your application and get back to you within 3-5 business days.",
  listed: 'Listed',
  declined: 'Not accepted',
  noteHeading: 'A note from our team',
} as const

const kindLabels: Record<ApplicationStatusAnswer['kind'], string> = {
  teacher: 'Teacher application',
  studio: 'Studio application',
}

const contactLink = (
  <Link to={paths.contact.href()} className="font-medium text-brand-800 underline">
    contact us
  </Link>
)

function Answer({ application }: { application: ApplicationStatusAnswer }) {
  const { kind, status, listingSlug, note } = application
  const noteHeadingId = useId()
  let label: string
  let details: ReactNode
  if (status === 'new') {
    label = applicationStatusTexts.received
    details = <p className="mt-3 text-gray-700">{applicationStatusTexts.receivedDetails}</p>
  } else if (status === 'listed') {
    label = applicationStatusTexts.listed
    details = listingSlug ? (
      <>
        <p className="mt-3 text-gray-700">
          Your application was accepted and your listing is in the directory.
        </p>
        <Link
          to={kind === 'teacher' ? paths.teacher.href(listingSlug) : paths.studio.href(listingSlug)}
          className={`${buttonClasses('primary')} mt-5`}
        >
          {kind === 'teacher' ? 'View your profile' : "View your studio's page"}
        </Link>
      </>
    ) : (
      <p className="mt-3 text-gray-700">Your application was accepted. For questions, {contactLink}.</p>
    )
  } else {
    label = applicationStatusTexts.declined
    details = (
      <>
        {note && (
          <section aria-labelledby={noteHeadingId} className="mt-4 rounded-lg bg-gray-50 p-4">
            <h2 id={noteHeadingId} className="text-sm font-semibold text-gray-900">
              {applicationStatusTexts.noteHeading}
            </h2>
            {/* Plain text: React escapes it, and line breaks are kept. */}
            <p className="mt-2 whitespace-pre-line text-gray-800">{note}</p>
          </section>
        )}
        <p className="mt-4 text-gray-700">Thank you for applying. For questions, {contactLink}.</p>
      </>
    )
  }

  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <dl>
        <dt className="text-sm font-medium text-gray-600">{kindLabels[kind]}</dt>
        <dd className="mt-1 text-2xl font-semibold text-gray-900">{label}</dd>
      </dl>
      {details}
    </div>
  )
}

/** What the applicant's private link shows for where the lookup of its token stands. */
export function ApplicationStatusView({ lookup, onRetry }: { lookup: StatusLookup; onRetry: () => void }) {
  switch (lookup.state) {
    case 'loading':
      return <LoadingMessage>{applicationStatusTexts.loading}</LoadingMessage>
    case 'failed':
      return <LoadError message={applicationStatusTexts.failed} onRetry={onRetry} />
    case 'not-found':
      return (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-6">
          <p className="text-gray-800">{applicationStatusTexts.notFound}</p>
          <p className="mt-3 text-gray-700">If the link is complete, {contactLink}.</p>
        </div>
      )
    case 'found':
      return <Answer application={lookup.application} />
  }
}

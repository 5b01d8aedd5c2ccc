import { Link } from 'react-router'
import { LoadError, LoadingMessage } from '../../../components/ui/load-status.tsx'
import { OutcomePanel, outcomeLinkClass } from '../../../components/ui/outcome-panel.tsx'
import { paths } from '../../../lib/paths.ts'
import type { ConfirmAnswer, ConfirmedListing } from '../api/confirm-listing-message.ts'
import { CONFIRM_LINK_VALIDITY_HOURS } from '../message-listing.ts'

/** Where the confirmation of one link stands. */
export type Confirmation =
  | { state: 'confirming' }
  // `message`: the database's own over its limit of attempts, which says how long to wait.
  | { state: 'failed'; message?: string }
  | { state: 'done'; answer: ConfirmAnswer }

const profileHref = (listing: ConfirmedListing) =>
  listing.kind === 'teacher' ? paths.teacher.href(listing.slug) : paths.studio.href(listing.slug)

function Answer({ answer }: { answer: ConfirmAnswer }) {
  if (answer.outcome === 'unknown') {
    return (
      <OutcomePanel tone="refused">
        <p className="text-gray-800">
          This link is not valid. Open it again from the mail we sent you, and check that you have the whole
          address.
        </p>
        <p className="mt-3 text-gray-700">
          Nothing was sent. To write to a teacher or a studio, open their profile and press 'Send a message'.
        </p>
      </OutcomePanel>
    )
  }
  const { listing } = answer
  switch (answer.outcome) {
    case 'delivered':
      return (
        <OutcomePanel tone="done">
          <p className="text-lg font-semibold text-gray-900">
            Your message to {listing.name} was delivered. We sent you a copy.
          </p>
          <p className="mt-3 text-gray-700">Replies come straight to your email address.</p>
        </OutcomePanel>
      )
    case 'already_delivered':
      return (
        <OutcomePanel tone="done">
          <p className="text-lg font-semibold text-gray-900">
            Your message to {listing.name} was already delivered.
          </p>
          <p className="mt-3 text-gray-700">This link has been used; it sends a message only once.</p>
        </OutcomePanel>
      )
    case 'expired':
      return (
        <OutcomePanel tone="refused">
          <p className="text-gray-800">
            This link has expired: links are valid for {CONFIRM_LINK_VALIDITY_HOURS} hours. Your message to{' '}
            {listing.name} was not sent.
          </p>
          <Link to={profileHref(listing)} className={outcomeLinkClass}>
            Write to {listing.name} again
          </Link>
        </OutcomePanel>
      )
    case 'unavailable':
      return (
        <OutcomePanel tone="refused">
          <p className="text-gray-800">
            {listing.name} is not taking messages through the directory right now, so your message was not
            sent.
          </p>
          <Link to={profileHref(listing)} className={outcomeLinkClass}>
            See other ways to reach {listing.name}
          </Link>
        </OutcomePanel>
      )
  }
}

/** What a message's confirmation link shows for where its confirmation stands. */
export function ConfirmOutcomeView({
  confirmation,
  onRetry,
}: {
  confirmation: Confirmation
  onRetry: () => void
}) {
  switch (confirmation.state) {
    case 'confirming':
      return <LoadingMessage>Confirming your message...</LoadingMessage>
    case 'failed':
      return (
        <LoadError
          message={
            confirmation.message ?? 'We could not confirm your message. Check your connection and try again.'
          }
          onRetry={onRetry}
        />
      )
    case 'done':
      return <Answer answer={confirmation.answer} />
  }
}

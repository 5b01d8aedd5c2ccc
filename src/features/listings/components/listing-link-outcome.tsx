import { Link } from 'react-router'
import { LoadError, LoadingMessage } from '../../../components/ui/load-status.tsx'
import { OutcomePanel, outcomeLinkClass } from '../../../components/ui/outcome-panel.tsx'
import { paths } from '../../../lib/paths.ts'
import type { ListingLinkAnswer } from '../api/confirm-listing-link.ts'
import { confirmedDay } from '../freshness.ts'
import type { ListingKind } from '../listing.ts'

/** Where the use of one owner's link stands. */
export type ListingLinkUse =
  | { state: 'confirming' }
  // `message`: the database's own over its limit of attempts, which says how long to wait.
  | { state: 'failed'; message?: string }
  | { state: 'done'; answer: ListingLinkAnswer }

const profileHref = (listing: { kind: ListingKind; slug: string }) => paths[listing.kind].href(listing.slug)

/** How to get a fresh link: sign in on /account and confirm or change the details there. */
function NewLinkHint() {
  return (
    <p className="mt-3 text-gray-700">
      To get a new one, ask for a sign-in link on{' '}
      <Link to={paths.account.href()} className="font-medium text-brand-800 underline">
        your listing&apos;s page
      </Link>{' '}
      and confirm your details there.
    </p>
  )
}

function Answer({ answer }: { answer: ListingLinkAnswer }) {
  switch (answer.outcome) {
    case 'confirmed':
      return (
        <OutcomePanel tone="done">
          <p className="text-lg font-semibold text-gray-900">
            Thank you — your details are confirmed as of {confirmedDay(answer.confirmedAt)}.
          </p>
          <Link to={profileHref(answer.listing)} className={outcomeLinkClass}>
            See {answer.listing.name}&apos;s page
          </Link>
        </OutcomePanel>
      )
    case 'address_confirmed':
      return (
        <OutcomePanel tone="done">
          <p className="text-lg font-semibold text-gray-900">
            The new address is confirmed. Messages now go to it.
          </p>
          <Link to={profileHref(answer.listing)} className={outcomeLinkClass}>
            See {answer.listing.name}&apos;s page
          </Link>
        </OutcomePanel>
      )
    case 'already_confirmed':
      return (
        <OutcomePanel tone="done">
          <p className="text-lg font-semibold text-gray-900">This link has already been used.</p>
          <p className="mt-3 text-gray-700">It works once; what it confirmed stays confirmed.</p>
        </OutcomePanel>
      )
    case 'expired':
      return (
        <OutcomePanel tone="refused">
          <p className="text-gray-800">This link has expired, so nothing was changed.</p>
          <NewLinkHint />
        </OutcomePanel>
      )
    case 'unknown':
      return (
        <OutcomePanel tone="refused">
          <p className="text-gray-800">
            This link is not valid. Open it again from the mail we sent you, and check that you have the whole
            address.
          </p>
          <NewLinkHint />
        </OutcomePanel>
      )
  }
}

/** What an owner's one-use link shows for where its use stands. */
export function ListingLinkOutcome({ use, onRetry }: { use: ListingLinkUse; onRetry: () => void }) {
  switch (use.state) {
    case 'confirming':
      return <LoadingMessage>Confirming...</LoadingMessage>
    case 'failed':
      return (
        <LoadError
          message={use.message ?? 'We could not confirm this link. Check your connection and try again.'}
          onRetry={onRetry}
        />
      )
    case 'done':
      return <Answer answer={use.answer} />
  }
}

import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { LoadError, LoadingMessage } from '../../../components/ui/load-status.tsx'
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

function Outcome({ tone, children }: { tone: 'done' | 'refused'; children: ReactNode }) {
  return (
    <div
      className={`rounded-2xl border p-6 shadow-sm ${
        tone === 'done' ? 'border-brand-200 bg-brand-50' : 'border-gray-200 bg-white'
      }`}
    >
      {children}
    </div>
  )
}

const linkClass = `${buttonClasses('primary')} mt-5`

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
        <Outcome tone="done">
          <p className="text-lg font-semibold text-gray-900">
            Thank you — your details are confirmed as of {confirmedDay(answer.confirmedAt)}.
          </p>
          <Link to={profileHref(answer.listing)} className={linkClass}>
            See {answer.listing.name}&apos;s page
          </Link>
        </Outcome>
      )
    case 'address_confirmed':
      return (
        <Outcome tone="done">
          <p className="text-lg font-semibold text-gray-900">
            The new address is confirmed. Messages now go to it.
          </p>
          <Link to={profileHref(answer.listing)} className={linkClass}>
            See {answer.listing.name}&apos;s page
          </Link>
        </Outcome>
      )
    case 'already_confirmed':
      return (
        <Outcome tone="done">
          <p className="text-lg font-semibold text-gray-900">This link has already been used.</p>
          <p className="mt-3 text-gray-700">It works once; what it confirmed stays confirmed.</p>
        </Outcome>
      )
    case 'expired':
      return (
        <Outcome tone="refused">
          <p className="text-gray-800">This link has expired, so nothing was changed.</p>
          <NewLinkHint />
        </Outcome>
      )
    case 'unknown':
      return (
        <Outcome tone="refused">
          <p className="text-gray-800">
            This link is not valid. Open it again from the mail we sent you, and check that you have the whole
            address.
          </p>
          <NewLinkHint />
        </Outcome>
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

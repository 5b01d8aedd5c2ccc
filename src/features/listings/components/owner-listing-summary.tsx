import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ActionButton } from '../../../components/ui/action-button.tsx'
import { paths } from '../../../lib/paths.ts'
import type { OwnerListingDetails } from '../api/my-listing-details.ts'
import type { OwnedListing } from '../api/my-listings.ts'
import { confirmedDay } from '../freshness.ts'

/** What the route answers to 'Yes, my details are still correct' (public.confirm_my_listing). */
export type OwnerConfirmAnswer = { ok: true; confirmedAt: string } | { ok: false; message: string }

/** 'Messages delivered: N in the last 30 days, M in the last 365 days'. */
export const deliveredMessagesText = (details: Pick<OwnerListingDetails, 'messages30d' | 'messages365d'>) =>
  `Messages delivered: ${details.messages30d} in the last 30 days, ${details.messages365d} in the last 365 days`

/** 'Details last confirmed: 3 December 2026' (or 'never'). */
export const lastConfirmedText = (confirmedAt: string | null) =>
  `Details last confirmed: ${confirmedAt ? confirmedDay(confirmedAt) : 'never'}`

/**
 * The top of an owner's page: the listing's public page, the messages it was sent, when its
 * details were last confirmed and the owner's own 'Yes, my details are still correct'.
 */
export function OwnerListingSummary({
  listing,
  details,
  onConfirm,
}: {
  listing: OwnedListing
  details: OwnerListingDetails
  onConfirm: () => Promise<OwnerConfirmAnswer>
}) {
  const headingId = useId()
  const [answer, setAnswer] = useState<OwnerConfirmAnswer | null>(null)
  const confirmedAt = answer?.ok ? answer.confirmedAt : details.confirmedAt
  const href = paths[listing.kind].href(listing.slug)

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-5 text-sm text-gray-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        Your listing at a glance
      </h2>
      <p>
        {'Public page: '}
        <Link to={href} className="font-medium text-brand-800 underline">
          {href}
        </Link>
      </p>
      <p>{deliveredMessagesText(details)}</p>
      <p role="status">{lastConfirmedText(confirmedAt)}</p>
      {answer && !answer.ok && (
        <p role="alert" className="text-red-800">
          {`Your details could not be confirmed (${answer.message}). Try again.`}
        </p>
      )}
      <ActionButton onPress={async () => setAnswer(await onConfirm())}>
        Yes, my details are still correct
      </ActionButton>
    </section>
  )
}

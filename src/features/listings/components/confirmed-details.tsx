import { useId } from 'react'
import { confirmedDay, needsConfirming, NOT_CONFIRMED_LABEL } from '../freshness.ts'
import { ActionButton } from '../../../components/ui/action-button.tsx'

/** The flag of a listing not confirmed in 12 months (or never), for the admin's eyes. */
export function NotConfirmedFlag() {
  return (
    <span className="ml-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {NOT_CONFIRMED_LABEL}
    </span>
  )
}

/** An admin table's cell: the day the details were last confirmed, flagged when too long ago. */
export function ConfirmedCell({ confirmedAt }: { confirmedAt: string | null | undefined }) {
  return (
    <>
      {confirmedAt ? confirmedDay(confirmedAt) : 'Never'}
      {needsConfirming(confirmedAt) && <NotConfirmedFlag />}
    </>
  )
}

/**
 * The listing form's 'Details confirmed today' (edit mode): says when the details were last
 * confirmed and records that they were checked today. Separate from Save: saving an edit says
 * nothing about whether the rest of the listing is still current.
 */
export function ConfirmedDetails({
  confirmedAt,
  onConfirm,
}: {
  confirmedAt: string | null
  onConfirm: () => Promise<void>
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        Details Confirmed
      </h2>
      <p className="text-sm text-gray-700">
        After checking with the listing that its details are still current, record it here. Saving the form
        does not count as a confirmation.
      </p>
      <p role="status" className="text-sm text-gray-900">
        {confirmedAt
          ? `Last confirmed on ${confirmedDay(confirmedAt)}.`
          : 'The details were never confirmed.'}
        {needsConfirming(confirmedAt) && <NotConfirmedFlag />}
      </p>
      <ActionButton onPress={onConfirm}>Details confirmed today</ActionButton>
    </section>
  )
}

import { TextField } from '../../../components/forms/form-kit.tsx'
import { LIMITS } from '../../../lib/field-limits.ts'
import type { DeliveryFailure, ListingKind } from '../listing.ts'

const failedWhen = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})

/** '2026-12-03T10:15:00Z' → '3 December 2026 at 10:15 UTC' (the value itself if it is no time). */
export function deliveryFailedAt(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : `${failedWhen.format(date)} UTC`
}

/**
 * The listing's inquiry address: where students' messages through the directory go, never
 * shown to visitors. When delivery there failed for good the listing takes no messages, and
 * the notice says why and how they resume (the database clears the failure when the address
 * changes).
 */
export function InquiryAddressField({
  kind,
  label,
  hint,
  failure,
}: {
  kind: ListingKind
  label: string
  hint: string
  failure: DeliveryFailure | null
}) {
  const refused = failure?.address ?? 'the studio email'
  const fix =
    failure?.address === null
      ? 'Correct the studio email, or enter an inquiry address, and save: messages resume with the new address.'
      : 'Saving a corrected address resumes messages.'
  return (
    <div className="space-y-3">
      {failure && (
        <div
          role="note"
          aria-label="Delivery failed"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
        >
          <p className="font-semibold">{`Messages to this ${kind} are stopped.`}</p>
          <p className="mt-1">
            {`Delivery to ${refused} failed for good on ${deliveryFailedAt(failure.failedAt)}`}
            {failure.error ? `: ${failure.error}` : '.'}
          </p>
          <p className="mt-1">{fix}</p>
        </div>
      )}
      <TextField
        name="inquiryEmail"
        label={label}
        hint={hint}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={LIMITS.email}
      />
    </div>
  )
}

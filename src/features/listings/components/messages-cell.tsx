import { formatCount } from '../../../components/admin/list-controls.tsx'
import type { ListingMessages } from '../api/listing-message-counts.ts'
import { deliveryFailedAt } from './inquiry-address-field.tsx'

/** The header of the column MessagesCell fills. */
export const MESSAGES_COLUMN = 'Messages (30 days)'

/**
 * An admin table's cell: the listing's messages in the last 30 days, flagged when delivery to its
 * inquiry address failed for good (the listing takes no messages until the address is fixed).
 */
export function MessagesCell({ messages }: { messages: ListingMessages | null }) {
  if (!messages) return <span className="text-gray-500">Not counted</span>
  const { messages30d, deliveryFailedAt: failedAt, deliveryError } = messages
  return (
    <>
      {formatCount(messages30d)}
      {failedAt && (
        <span
          className="ml-2 inline-flex rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900"
          title={`Since ${deliveryFailedAt(failedAt)}${deliveryError ? `: ${deliveryError}` : ''}`}
        >
          Delivery failed
          {/* The title is for a pointer; a screen reader hears when. */}
          <span className="sr-only">{` since ${deliveryFailedAt(failedAt)}`}</span>
        </span>
      )}
    </>
  )
}

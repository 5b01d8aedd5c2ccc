import type { ListPage } from '../../../lib/admin-list.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'

/** What the admin lists show of a listing's messages (never the messages themselves). */
export interface ListingMessages {
  /** Messages delivered to the listing in the last 30 days. */
  messages30d: number
  /** Delivery to the inquiry address failed for good at this time (null: it did not). */
  deliveryFailedAt: string | null
  deliveryError: string | null
}

/** A row of an admin list with its messages: null when they could not be counted. */
export type WithMessages<Row> = Row & { messages: ListingMessages | null }

const NO_MESSAGES: ListingMessages = { messages30d: 0, deliveryFailedAt: null, deliveryError: null }

/**
 * The messages of every listing of one kind that has any, or whose delivery failed (from
 * public.listing_message_counts, admins only), by listing id. Throws the backend's message.
 */
export async function listingMessageCounts(
  kind: ListingKind,
  signal?: AbortSignal,
): Promise<Map<string, ListingMessages>> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const query = supabase.rpc('listing_message_counts', { listing_kind: kind })
  const { data } = await answerOf(cancelledBy(query, signal))
  return new Map(
    data.map((row) => [
      row.listing_id,
      {
        messages30d: row.messages_30d,
        deliveryFailedAt: row.delivery_failed_at,
        deliveryError: row.delivery_error,
      },
    ]),
  )
}

/**
 * A page of an admin list with each listing's messages, the two read side by side; counted only
 * once `isAdmin` says the user is an admin (the function refuses anyone else). The counts
 * decorate the list: when they cannot be loaded the rows are shown without them (and the
 * failure is logged); when the page cannot be loaded, that is the list's failure.
 */
export async function withMessageCounts<Row extends { id: string }>(
  kind: ListingKind,
  loadPage: Promise<ListPage<Row>>,
  isAdmin: Promise<boolean>,
  signal?: AbortSignal,
): Promise<ListPage<WithMessages<Row>>> {
  const counting = isAdmin
    .then((admin) => (admin ? listingMessageCounts(kind, signal) : null))
    .catch((error: unknown) => {
      // A superseded load: the router drops its answer.
      if (!signal?.aborted) console.warn(`Counting the messages of the ${kind}s failed:`, error)
      return null
    })
  const [page, counts] = await Promise.all([loadPage, counting])
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, messages: counts ? (counts.get(row.id) ?? NO_MESSAGES) : null })),
  }
}

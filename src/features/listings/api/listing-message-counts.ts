import type { ListPage } from '../../../lib/admin-list.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'

/** What the admin lists show of a listing's messages (never the messages themselves). */
export interface ListingMessages {
  /** Messages to the listing in the last 30 days. */
  messages30d: number
  /** Delivery to the inquiry address failed for good at this time (null: it did not). */
  deliveryFailedAt: string | null
  deliveryError: string | null
}

/** A row of an admin list with its messages: null when they could not be counted. */
export type WithMessages<Row> = Row & { messages: ListingMessages | null }

const NO_MESSAGES: ListingMessages = { messages30d: 0, deliveryFailedAt: null, deliveryError: null }

/**
 * The messages of the listings `ids` of one kind (public.listing_message_counts, admins only),
 * by listing id; a listing without any has no entry. Throws the backend's message on failure.
 */
export async function listingMessageCounts(
  kind: ListingKind,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, ListingMessages>> {
  if (ids.length === 0) return new Map()
  const { supabase } = await import('../../../lib/supabase.ts')
  // Only the page's listings: the function counts every listing with messages, and a page shows 25.
  const query = supabase.rpc('listing_message_counts', { listing_kind: kind }).in('listing_id', ids)
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
 * A page of an admin list with each listing's messages. The counts decorate the list: when they
 * cannot be loaded the rows are shown without them (and the failure is logged).
 */
export async function withMessageCounts<Row extends { id: string }>(
  kind: ListingKind,
  page: ListPage<Row>,
  signal?: AbortSignal,
): Promise<ListPage<WithMessages<Row>>> {
  let counts: Map<string, ListingMessages> | null
  try {
    counts = await listingMessageCounts(
      kind,
      page.rows.map((row) => row.id),
      signal,
    )
  } catch (error) {
    // A superseded load: the router drops its answer.
    if (signal?.aborted) throw error
    console.warn(`Counting the messages of the ${kind}s failed:`, error)
    counts = null
  }
  return {
    ...page,
    rows: page.rows.map((row) => ({ ...row, messages: counts ? (counts.get(row.id) ?? NO_MESSAGES) : null })),
  }
}

import { dataClient } from '../../../lib/data-client.ts'
import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/**
 * What an owner's one-use link did (public.confirm_listing_link): 'confirmed' the details are
 * still correct, 'address_confirmed' a new inquiry address took over; or the link was spent,
 * too old, or never ours.
 */
export type ListingLinkAnswer =
  | {
      outcome: 'confirmed'
      listing: { kind: ListingKind; slug: string; name: string }
      confirmedAt: string
    }
  | { outcome: 'address_confirmed'; listing: { kind: ListingKind; slug: string; name: string } }
  | { outcome: 'already_confirmed' | 'expired' | 'unknown' }

const isKind = (value: unknown): value is ListingKind => value === 'teacher' || value === 'studio'
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** The function's rows as the page uses them; an answer of another shape throws. */
export function listingLinkAnswerFrom(rows: unknown): ListingLinkAnswer {
  if (!Array.isArray(rows)) throw new Error('confirm_listing_link did not answer with a list of rows')
  const row: unknown = rows[0]
  const record = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {}
  const { outcome, listing_kind: kind, listing_slug: slug, listing_name: name, confirmed_at } = record
  if (outcome === 'already_confirmed' || outcome === 'expired' || outcome === 'unknown') return { outcome }
  if (outcome !== 'confirmed' && outcome !== 'address_confirmed') {
    throw new Error(`confirm_listing_link answered an unknown outcome: ${JSON.stringify(row)}`)
  }
  if (!isKind(kind) || !isText(slug) || !isText(name)) {
    throw new Error(`confirm_listing_link answered ${outcome} without its listing: ${JSON.stringify(row)}`)
  }
  const listing = { kind, slug, name }
  if (outcome === 'address_confirmed') return { outcome, listing }
  if (!isText(confirmed_at)) throw new Error(`confirm_listing_link answered confirmed without a date`)
  return { outcome, listing, confirmedAt: confirmed_at }
}

/**
 * Uses the one-use link whose token the page holds: the token goes in a POST body, never in a
 * URL a server would log. Throws a DatabaseRefusal (429 over the limit of attempts) or an Error.
 */
export async function confirmListingLink(token: string, signal?: AbortSignal): Promise<ListingLinkAnswer> {
  return listingLinkAnswerFrom(
    await dataOrRefusal(cancelledBy(dataClient.rpc('confirm_listing_link', { token }), signal)),
  )
}

import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/** The listing a sign-in link is asked for; null asks for every listing the address keeps. */
export type OwnerLinkListing = { kind: ListingKind; slug: string } | null

/**
 * Asks for a one-time sign-in link to `email` (public.request_owner_link). The database mails one
 * only when the address is the listing's inquiry address, and answers the same either way, so
 * the page can never tell which addresses belong to a listing. Throws a DatabaseRefusal for a
 * malformed address (400, 22023) or too many requests (429, with the time to wait).
 */
export async function requestOwnerLink(listing: OwnerLinkListing, email: string): Promise<void> {
  // The generated types cannot say that a text argument may be null; the function takes null for
  // both kind and slug as "any listing of this address".
  const args = {
    listing_kind: listing?.kind ?? null,
    listing_slug: listing?.slug ?? null,
    email,
  } as unknown as Database['public']['Functions']['request_owner_link']['Args']
  await dataOrRefusal(dataClient.rpc('request_owner_link', args))
}

import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/** A listing the signed-in user keeps: its inquiry address is their confirmed email. */
export interface OwnedListing {
  kind: ListingKind
  id: string
  slug: string
  name: string
}

const isKind = (value: string): value is ListingKind => value === 'teacher' || value === 'studio'

/** The signed-in user's listings, by name (public.my_listings); none for anyone else. */
export async function myListings(signal?: AbortSignal): Promise<OwnedListing[]> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const rows = await dataOrRefusal(cancelledBy(supabase.rpc('my_listings'), signal))
  return rows.flatMap((row) =>
    isKind(row.listing_kind)
      ? [{ kind: row.listing_kind, id: row.listing_id, slug: row.slug, name: row.name }]
      : [],
  )
}

/**
 * The address the signed-in user is known by (public.my_sign_in_address): an owner's inquiry
 * address, where their account's own email is a private name
 * (docs/decisions/0032-owner-accounts-under-private-names.md).
 */
export async function mySignInAddress(signal?: AbortSignal): Promise<string | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return dataOrRefusal(cancelledBy(supabase.rpc('my_sign_in_address'), signal))
}

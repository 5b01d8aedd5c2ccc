import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/** 'Yes, my details are still correct' (public.confirm_my_listing): the new confirmed date. */
export async function confirmMyListing(kind: ListingKind, id: string): Promise<string> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return dataOrRefusal(supabase.rpc('confirm_my_listing', { listing_kind: kind, listing_id: id }))
}

import type { Json } from '../../../types/database.types.ts'
import type { ListingKind } from '../listing.ts'
import type { OwnerChanges } from '../owner-changes.ts'
import { dataOrRefusal } from './database-refusal.ts'

/**
 * Writes an owner's changes to their listing (public.update_my_listing): only the changed owner
 * fields, applied only while the listing is the version loaded (`loadedUpdatedAt`). A new inquiry
 * address and a new name are not applied but kept as pending. Returns the new updated_at; throws a
 * DatabaseRefusal: 409 changed since loaded, 403 not the caller's listing or an admin-only field.
 */
export async function updateMyListing(
  kind: ListingKind,
  id: string,
  changes: OwnerChanges,
  loadedUpdatedAt: string,
): Promise<string> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return dataOrRefusal(
    supabase.rpc('update_my_listing', {
      listing_kind: kind,
      listing_id: id,
      changes: changes as Json,
      loaded_updated_at: loadedUpdatedAt,
    }),
  )
}

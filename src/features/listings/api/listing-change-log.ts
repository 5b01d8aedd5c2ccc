import type { Json } from '../../../types/database.types.ts'
import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/** One recorded change of a listing, as admins see it. */
export interface ListingChange {
  id: number
  changedAt: string
  fields: string[]
  before: Json
  after: Json
  revertedAt: string | null
  byOwner: boolean
}

/** A listing's changes, newest first (public.listing_changes; admins only). */
export async function listingChanges(
  kind: ListingKind,
  id: string,
  signal?: AbortSignal,
): Promise<ListingChange[]> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const rows = await dataOrRefusal(
    cancelledBy(supabase.rpc('listing_changes', { listing_kind: kind, listing_id: id }), signal),
  )
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changed_at,
    fields: row.fields,
    before: row.before,
    after: row.after,
    revertedAt: row.reverted_at,
    byOwner: row.changed_by_owner,
  }))
}

/** A new name an owner asked for, waiting for an admin. */
export interface RenameRequest {
  name: string
  requestedAt: string
}

/** The name the listing's owner asked for, if any (public.listing_rename_requests; admins only). */
export async function renameRequests(
  kind: ListingKind,
  id: string,
  signal?: AbortSignal,
): Promise<RenameRequest[]> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const rows = await dataOrRefusal(
    cancelledBy(supabase.rpc('listing_rename_requests', { listing_kind: kind, listing_id: id }), signal),
  )
  return rows.map((row) => ({ name: row.name, requestedAt: row.requested_at }))
}

/** An owner's change on the admin overview, with the listing it was made to. */
export interface RecentOwnerChange {
  id: number
  kind: ListingKind
  listingId: string
  slug: string
  name: string
  changedAt: string
  fields: string[]
  revertedAt: string | null
}

/** The latest owner changes of all listings (public.recent_owner_changes; admins only). */
export async function recentOwnerChanges(signal?: AbortSignal, maxRows = 20): Promise<RecentOwnerChange[]> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const rows = await dataOrRefusal(
    cancelledBy(supabase.rpc('recent_owner_changes', { max_rows: maxRows }), signal),
  )
  return rows.flatMap((row) =>
    row.listing_kind === 'teacher' || row.listing_kind === 'studio'
      ? [
          {
            id: row.id,
            kind: row.listing_kind,
            listingId: row.listing_id,
            slug: row.slug,
            name: row.name,
            changedAt: row.changed_at,
            fields: row.fields,
            revertedAt: row.reverted_at,
          },
        ]
      : [],
  )
}

/**
 * Puts back what change `id` replaced (public.revert_listing_change; admins only). A DatabaseRefusal
 * (409) when the listing changed since, with the database's sentence.
 */
export async function revertListingChange(id: number): Promise<string> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return dataOrRefusal(supabase.rpc('revert_listing_change', { change_id: id }))
}

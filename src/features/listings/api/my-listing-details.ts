import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../listing.ts'
import { dataOrRefusal } from './database-refusal.ts'

/** What an owner sees of their listing beyond its columns (public.my_listing_details). */
export interface OwnerListingDetails {
  inquiryEmail: string
  /** A new inquiry address waiting for its confirmation link to be opened. */
  pendingInquiryEmail: string | null
  confirmedAt: string | null
  messages30d: number
  messages365d: number
  updatedAt: string
  /** A new name the owner asked for, which an admin has not dealt with yet. */
  pendingName: string | null
}

/** The owner's view of listing `id`; a DatabaseRefusal (403) when the caller does not own it. */
export async function myListingDetails(
  kind: ListingKind,
  id: string,
  signal?: AbortSignal,
): Promise<OwnerListingDetails> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const rows = await dataOrRefusal(
    cancelledBy(supabase.rpc('my_listing_details', { listing_kind: kind, listing_id: id }), signal),
  )
  const [row] = rows
  if (!row) throw new Error(`my_listing_details answered no row for ${kind} ${id}`)
  return {
    inquiryEmail: row.inquiry_email ?? '',
    pendingInquiryEmail: row.pending_inquiry_email,
    confirmedAt: row.confirmed_at,
    messages30d: row.messages_30d,
    messages365d: row.messages_365d,
    updatedAt: row.updated_at,
    pendingName: row.pending_name,
  }
}

import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { inquiryTableOf, type InquiryAddress, type ListingTable } from '../listing.ts'

/** The key of each inquiry address table: its listing's id. */
export const inquiryKeyOf = { teachers: 'teacher_id', studios: 'studio_id' } as const satisfies Record<
  ListingTable,
  string
>

/**
 * Where the messages to listing `id` go, and whether delivery there failed for good (admins
 * only, by RLS); null when the listing has no inquiry address row. Throws the backend's message.
 */
export async function loadInquiryAddress(
  table: ListingTable,
  id: string,
  signal?: AbortSignal,
): Promise<InquiryAddress | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  // As in saveListing: supabase-js types a builder per table name known at compile time; both
  // tables have these columns, keyed by their listing's id.
  const query = supabase
    .from(inquiryTableOf[table] as 'teacher_inquiry_addresses')
    .select('email, delivery_failed_at, delivery_error')
    .eq(inquiryKeyOf[table] as 'teacher_id', id)
  return (await answerOf(cancelledBy(query, signal).maybeSingle())).data
}

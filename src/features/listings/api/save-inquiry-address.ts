import { answerOf } from '../../../lib/postgrest-query.ts'
import { inquiryTableOf, kindOfTable, type ListingTable } from '../listing.ts'
import { inquiryKeyOf } from './load-inquiry-address.ts'

/**
 * Sets where the messages to listing `id` go (admins only, by RLS): `email`, or no inquiry
 * address at all when null (a teacher then takes no messages; a studio's go to its own email).
 * A new address clears a failed delivery in the database, so messages resume. Backend failures
 * are logged and thrown.
 */
export async function saveInquiryAddress(
  table: ListingTable,
  id: string,
  email: string | null,
): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  // As in saveListing: supabase-js types a builder per table name known at compile time; both
  // tables have `email` and are keyed by their listing's id.
  const addresses = supabase.from(inquiryTableOf[table] as 'teacher_inquiry_addresses')
  const key = inquiryKeyOf[table] as 'teacher_id'
  try {
    if (email === null) {
      await answerOf(addresses.delete().eq(key, id))
      return
    }
    // An update, else an insert (not an upsert, which the local backend does not serve): a row
    // may exist without an address of its own (a studio whose email refused delivery).
    const { data } = await answerOf(addresses.update({ email }).eq(key, id).select(key))
    if (!data?.length)
      await answerOf(addresses.insert({ [key]: id, email } as { teacher_id: string; email: string }))
  } catch (error) {
    console.warn(`Saving the inquiry address of ${kindOfTable[table]} ${id} failed:`, error)
    throw error
  }
}

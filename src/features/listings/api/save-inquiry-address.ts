import { answerOf } from '../../../lib/postgrest-query.ts'
import { inquiryTableOf, kindOfTable, type ListingTable } from '../listing.ts'

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
  const key = table === 'teachers' ? 'teacher_id' : 'studio_id'
  // As in saveListing: supabase-js types a builder per table name known at compile time; both
  // tables have `email` and their listing's id as the primary key.
  const addresses = supabase.from(inquiryTableOf[table] as 'teacher_inquiry_addresses')
  try {
    if (email === null) {
      await answerOf(addresses.delete().eq(key as 'teacher_id', id))
    } else {
      const row = { [key]: id, email } as { teacher_id: string; email: string }
      await answerOf(addresses.upsert(row, { onConflict: key }))
    }
  } catch (error) {
    console.warn(`Saving the inquiry address of ${kindOfTable[table]} ${id} failed:`, error)
    throw error
  }
}

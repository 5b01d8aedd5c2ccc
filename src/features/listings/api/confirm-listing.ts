import { answerOf } from '../../../lib/postgrest-query.ts'
import { kindOfTable, type ListingTable } from '../listing.ts'

/** A listing's confirmation as stored, and the version of the row it made. */
export interface Confirmation {
  confirmedAt: string
  updatedAt: string
}

/**
 * 'Details confirmed today': sets `confirmed_at` of listing `id` to the database's now. With
 * `updatedAt` (from an open form) only while the row is still that version, so a form never
 * takes another admin's save for its own; null when it is not (or the listing is gone).
 * Backend failures are logged and thrown.
 */
export async function confirmListing(
  table: ListingTable,
  id: string,
  updatedAt?: string,
): Promise<Confirmation | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  // 'now' is read by Postgres as the transaction's time: the database's clock decides, never the
  // browser's, whose drift the confirmed_at CHECK (not in the future) would refuse.
  let query = supabase
    .from(table as 'teachers')
    .update({ confirmed_at: 'now' })
    .eq('id', id)
  if (updatedAt !== undefined) query = query.eq('updated_at', updatedAt)
  try {
    const { data } = await answerOf(query.select('confirmed_at, updated_at'))
    const [row] = data ?? []
    if (!row?.confirmed_at) return null
    return { confirmedAt: row.confirmed_at, updatedAt: row.updated_at }
  } catch (error) {
    console.warn(`Confirming ${kindOfTable[table]} ${id} failed:`, error)
    throw error
  }
}

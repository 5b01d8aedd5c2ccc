import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Tables } from '../../../types/database.types.ts'
import type { ListingTable } from '../listing.ts'

/**
 * Listing `id`'s columns as its public page reads them (every visitor may), for its owner's form;
 * null when it is gone. What only admins read (the inquiry address) comes with the details.
 */
export async function loadOwnedListing<T extends ListingTable>(
  table: T,
  id: string,
  signal?: AbortSignal,
): Promise<Tables<T> | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  // As in loadListing: one table's typing serves for both.
  const query = supabase
    .from(table as 'teachers')
    .select('*')
    .eq('id', id)
  return (await answerOf(cancelledBy(query, signal).maybeSingle())).data as Tables<T> | null
}

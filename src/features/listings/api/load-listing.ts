import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Tables } from '../../../types/database.types.ts'
import { kindOfTable, type EditableListing, type ListingTable } from '../listing.ts'
import { couldBeSlug } from '../slug.ts'
import { loadInquiryAddress } from './load-inquiry-address.ts'

/**
 * One listing, every column and its inquiry address (as `inquiry`), read fresh through
 * the signed-in client for an admin form: by its page address, or by id to reload it after
 * someone else saved it. Null when there is none; an address no slug can have is not asked for.
 */
export async function loadListing<T extends ListingTable>(
  table: T,
  by: { slug: string } | { id: string },
  signal?: AbortSignal,
): Promise<EditableListing<T> | null> {
  const { supabase } = await import('../../../lib/supabase.ts')
  if ('slug' in by && !couldBeSlug(by.slug)) return null
  const [column, value] = 'slug' in by ? ['slug', by.slug] : ['id', by.id]
  // As in saveListing: supabase-js types a builder per table name known at compile time, and one
  // table's typing serves for both.
  const query = supabase
    .from(table as 'teachers')
    .select('*')
    .eq(column, value)
  try {
    const row = (await answerOf(cancelledBy(query, signal).maybeSingle())).data as Tables<T> | null
    if (!row) return null
    // Read after the listing (a slug gives no id): the backends this runs on do not all embed.
    return { ...row, inquiry: await loadInquiryAddress(table, row.id, signal) }
  } catch (error) {
    if (!signal?.aborted) console.warn(`Loading ${kindOfTable[table]} ${value} failed:`, error)
    throw error
  }
}

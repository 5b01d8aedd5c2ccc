import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { inquiryTableOf, kindOfTable, type EditableListing, type ListingTable } from '../listing.ts'
import { couldBeSlug } from '../slug.ts'

/**
 * One listing, every column and its inquiry address (embedded as `inquiry`), read fresh through
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
    .select(`*, inquiry:${inquiryTableOf[table]}(email, delivery_failed_at, delivery_error)`)
    .eq(column, value)
  try {
    const { data } = await answerOf(cancelledBy(query, signal).maybeSingle())
    // The embed is typed from a select string built at run time, so the row is named here.
    const row = data as EditableListing<T> | null
    // A one-to-one embed is null when the listing has no address (or the reader is no admin).
    return row && { ...row, inquiry: row.inquiry ?? null }
  } catch (error) {
    if (!signal?.aborted) console.warn(`Loading ${kindOfTable[table]} ${value} failed:`, error)
    throw error
  }
}

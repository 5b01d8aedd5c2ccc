import type { ListingKind, ListingSeoUpdate } from '../seo-suggestions.ts'

/** The columns an SEO save changes (updated_at by the table's trigger), as stored afterwards. */
export interface SavedListingSeo extends ListingSeoUpdate {
  id: string
  updated_at: string
}

const savedColumns = 'id, seo_title, seo_description, updated_at'

/**
 * Updates only seo_title and seo_description of one teacher or studio (docs/product.md §7) and returns
 * them as stored (SEO Management's list is then loaded again by the router). Throws the
 * backend's message on failure, including when no row matched (the listing was deleted meanwhile).
 */
export async function saveListingSeo(
  kind: ListingKind,
  id: string,
  update: ListingSeoUpdate,
): Promise<SavedListingSeo> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const changes = { seo_title: update.seo_title, seo_description: update.seo_description }
  const table = kind === 'teacher' ? 'teachers' : 'studios'
  const { data, error, status } = await supabase
    .from(table)
    .update(changes)
    .eq('id', id)
    .select(savedColumns)
    .single()
  if (error) throw new Error(error.message || `Request failed with status ${status}.`, { cause: error })
  return data
}

import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { supabase } from '../../../lib/supabase.ts'
import type { Tables } from '../../../types/database.types.ts'

/** What the admin dashboard shows of a studio: its tables, the SEO editor and its suggestions. */
export const adminStudioColumns =
  'id, slug, name, city, country, studiotype, description, seo_title, seo_description, updated_at'

export type AdminStudio = Pick<
  Tables<'studios'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'city'
  | 'country'
  | 'studiotype'
  | 'description'
  | 'seo_title'
  | 'seo_description'
  | 'updated_at'
>

/**
 * Every studio, by name (SPEC.md §7); id breaks ties so the order never changes between
 * loads. Throws the backend's message on failure.
 */
export async function listStudiosForAdmin(signal?: AbortSignal): Promise<AdminStudio[]> {
  const query = supabase.from('studios').select(adminStudioColumns).order('name').order('id')
  return (await answerOf(cancelledBy(query, signal))).data
}

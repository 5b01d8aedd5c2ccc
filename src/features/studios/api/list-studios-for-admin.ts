import { pageOf, pageRange, withSearch, type ListPage, type ListRequest } from '../../../lib/admin-list.ts'
import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Tables } from '../../../types/database.types.ts'

/** What the admin dashboard shows of a studio: its tables, the SEO editor and its suggestions. */
export const adminStudioColumns =
  'id, slug, name, city, country, studiotype, description, seo_title, seo_description, updated_at, confirmed_at'

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
  | 'confirmed_at'
>

/**
 * One page of studios for the admin (25, with the total), by name (docs/product.md §7), id breaking
 * ties so pages never overlap; `search` narrows by name. Throws the backend's message on failure.
 */
export async function listStudiosForAdmin(
  { page, search }: ListRequest,
  signal?: AbortSignal,
): Promise<ListPage<AdminStudio>> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const [from, to] = pageRange(page)
  const query = withSearch(
    supabase.from('studios').select(adminStudioColumns, { count: 'exact' }),
    ['name'],
    search,
  )
    .order('name')
    .order('id')
    .range(from, to)
  return pageOf(cancelledBy(query, signal))
}

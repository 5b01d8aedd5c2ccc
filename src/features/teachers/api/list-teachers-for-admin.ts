import {
  pageOf,
  pageRange,
  searchWords,
  withSearch,
  type ListPage,
  type ListRequest,
} from '../../../lib/admin-list.ts'
import { cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Tables } from '../../../types/database.types.ts'

/** What the admin dashboard shows of a teacher: its tables, the SEO editor and its suggestions. */
export const adminTeacherColumns =
  'id, slug, firstname, lastname, name, location, country, experience, bio, seo_title, seo_description, updated_at, confirmed_at'

export type AdminTeacher = Pick<
  Tables<'teachers'>,
  | 'id'
  | 'slug'
  | 'firstname'
  | 'lastname'
  | 'name'
  | 'location'
  | 'country'
  | 'experience'
  | 'bio'
  | 'seo_title'
  | 'seo_description'
  | 'updated_at'
  | 'confirmed_at'
>

/**
 * One page of teachers for the admin (25, with the total), by first name then last name
 * (docs/product.md §7), id breaking ties so pages never overlap; `search` narrows by name (every word
 * must appear; the trigram index on name serves it). Throws the backend's message on failure.
 */
export async function listTeachersForAdmin(
  { page, search }: ListRequest,
  signal?: AbortSignal,
): Promise<ListPage<AdminTeacher>> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const [from, to] = pageRange(page)
  // While searching, the same order written NULLS FIRST (names are never null, so no row moves):
  // teachers_order_idx cannot give that order, so the planner takes the trigram index and sorts
  // the matches, instead of walking every teacher in name order looking for a rare term
  // (docs/benchmarks.md, "Admin search").
  const order = searchWords(search).length > 0 ? { nullsFirst: true } : {}
  const query = withSearch(
    supabase.from('teachers').select(adminTeacherColumns, { count: 'exact' }),
    ['name'],
    search,
  )
    .order('firstname', order)
    .order('lastname', order)
    .order('id')
    .range(from, to)
  return pageOf(cancelledBy(query, signal))
}

import type { ResultPage } from '../../../components/directory/result-page.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { teacherFiltersToPostgrest, type TeacherFilters } from '../teacher-filters.ts'

type TeacherRow = Database['public']['Tables']['teachers']['Row']

/** What a teacher card needs (SPEC.md §2 "Teacher card"). */
export type TeacherCardRow = Pick<
  TeacherRow,
  'id' | 'slug' | 'firstname' | 'lastname' | 'name' | 'country' | 'location' | 'specialties' | 'image'
>

export const teacherCardColumns = 'id, slug, firstname, lastname, name, country, location, specialties, image'

/**
 * The teachers matching `filters`, filtered, sorted and paged by the database:
 * pages 1..filters.page in one request (so a reload of page 3 shows all 72 rows).
 */
export async function searchTeachers(
  filters: TeacherFilters,
  signal?: AbortSignal,
): Promise<ResultPage<TeacherCardRow>> {
  const all = dataClient.from('teachers').select(teacherCardColumns, { count: 'exact' })
  const query = withFilters(all, teacherFiltersToPostgrest(filters))
    .order('firstname')
    .order('lastname')
    // A unique tie-breaker keeps pages stable for equal names.
    .order('id')
    .range(0, filters.page * DIRECTORY_PAGE_SIZE - 1)
  const { data, count } = await answerOf(cancelledBy(query, signal))
  return { items: data, total: count ?? data.length }
}

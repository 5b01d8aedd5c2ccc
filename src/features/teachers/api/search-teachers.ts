import { dataClient } from '../../../lib/data-client.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import type { Database } from '../../../types/database.types.ts'
import { teacherFiltersToPostgrest, type TeacherFilters } from '../teacher-filters.ts'

type TeacherRow = Database['public']['Tables']['teachers']['Row']

/** What a teacher card needs (SPEC.md §2 "Teacher card"). */
export type TeacherCardRow = Pick<
  TeacherRow,
  'id' | 'slug' | 'firstname' | 'lastname' | 'name' | 'country' | 'location' | 'specialties' | 'image'
>

export const teacherCardColumns = 'id, slug, firstname, lastname, name, country, location, specialties, image'

export interface TeacherSearchResult {
  teachers: TeacherCardRow[]
  /** How many teachers match the filters in all. */
  total: number
}

/**
 * The teachers matching `filters`, filtered, sorted and paged by the database:
 * pages 1..filters.page in one request (so a reload of page 3 shows all 72 rows).
 */
export async function searchTeachers(
  filters: TeacherFilters,
  signal?: AbortSignal,
): Promise<TeacherSearchResult> {
  let query = dataClient.from('teachers').select(teacherCardColumns, { count: 'exact' })
  for (const filter of teacherFiltersToPostgrest(filters)) {
    query = query.filter(filter.column, filter.operator, filter.value)
  }
  let ordered = query
    .order('firstname')
    .order('lastname')
    // A unique tie-breaker keeps pages stable for equal names.
    .order('id')
    .range(0, filters.page * DIRECTORY_PAGE_SIZE - 1)
  if (signal) ordered = ordered.abortSignal(signal)

  const { data, error, count, status } = await ordered
  if (error) {
    throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  }
  return { teachers: data, total: count ?? data.length }
}

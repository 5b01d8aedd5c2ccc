import { dataClient } from '../../../lib/data-client.ts'
import { FEATURED_TEACHERS } from '../../../lib/directory-options.ts'
import { teacherCardColumns, type TeacherCardRow } from './search-teachers.ts'

/**
 * The first teachers of the directory's order (first name, last name, id), only
 * as many as the home page features (SPEC.md §9).
 */
export async function listFeaturedTeachers(signal?: AbortSignal): Promise<TeacherCardRow[]> {
  let query = dataClient
    .from('teachers')
    .select(teacherCardColumns)
    .order('firstname')
    .order('lastname')
    .order('id')
    .limit(FEATURED_TEACHERS)
  if (signal) query = query.abortSignal(signal)
  const { data, error, status } = await query
  if (error) throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  return data
}

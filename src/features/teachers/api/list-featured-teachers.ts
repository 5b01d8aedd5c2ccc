import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { FEATURED_TEACHERS } from '../../../lib/directory-options.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { asTeacherCards, teacherCardColumns, type TeacherCardRow } from './search-teachers.ts'

/**
 * The first teachers of the directory's order (first name, last name, id), only
 * as many as the home page features (docs/product.md §9).
 */
export async function listFeaturedTeachers(signal?: AbortSignal): Promise<TeacherCardRow[]> {
  const query = dataClient
    .from('teachers')
    .select(teacherCardColumns)
    .order('firstname')
    .order('lastname')
    .order('id')
    .limit(FEATURED_TEACHERS)
  return asTeacherCards((await answerOf(cancelledBy(query, signal))).data, localDay())
}

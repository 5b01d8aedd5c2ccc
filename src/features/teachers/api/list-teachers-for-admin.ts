import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { supabase } from '../../../lib/supabase.ts'
import type { Tables } from '../../../types/database.types.ts'

/** What the admin dashboard shows of a teacher: its tables, the SEO editor and its suggestions. */
export const adminTeacherColumns =
  'id, slug, firstname, lastname, name, location, country, experience, bio, seo_title, seo_description, updated_at'

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
>

/**
 * Every teacher, by first name then last name (SPEC.md §7); id breaks ties so the order
 * never changes between loads. Throws the backend's message on failure.
 */
export async function listTeachersForAdmin(signal?: AbortSignal): Promise<AdminTeacher[]> {
  const query = supabase
    .from('teachers')
    .select(adminTeacherColumns)
    .order('firstname')
    .order('lastname')
    .order('id')
  return (await answerOf(cancelledBy(query, signal))).data
}

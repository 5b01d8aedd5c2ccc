import { supabase } from '../../../lib/supabase.ts'
import type { TeacherRow } from '../teacher-form-values.ts'

/**
 * The teacher with this slug, every column (id and updated_at included: the save only applies
 * if the row is still the version loaded here), read fresh, not from any list; null when none.
 */
export async function getTeacherForEdit(slug: string): Promise<TeacherRow | null> {
  const { data, error } = await supabase.from('teachers').select('*').eq('slug', slug).maybeSingle()
  if (error) {
    console.warn(`Loading teacher ${slug} failed:`, error)
    throw new Error(error.message, { cause: error })
  }
  return data
}

/** The teacher with this id, every column, read fresh (to reload after someone else saved it). */
export async function getTeacherById(id: string): Promise<TeacherRow | null> {
  const { data, error } = await supabase.from('teachers').select('*').eq('id', id).maybeSingle()
  if (error) {
    console.warn(`Loading teacher ${id} failed:`, error)
    throw new Error(error.message, { cause: error })
  }
  return data
}

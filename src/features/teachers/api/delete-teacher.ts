import { supabase } from '../../../lib/supabase.ts'
import { deleteById } from '../../../lib/delete-by-id.ts'

/** Deletes one teacher by id (admins only, by RLS). Throws the backend's message on failure. */
export function deleteTeacher(id: string): Promise<void> {
  return deleteById(supabase, 'teachers', id)
}

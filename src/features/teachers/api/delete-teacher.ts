import { deleteById } from '../../../lib/delete-by-id.ts'

/** Deletes one teacher by id (admins only, by RLS). Throws the backend's message on failure. */
export async function deleteTeacher(id: string): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return deleteById(supabase, 'teachers', id)
}

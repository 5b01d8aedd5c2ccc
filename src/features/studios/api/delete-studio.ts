import { deleteById } from '../../../lib/delete-by-id.ts'

/** Deletes one studio by id (admins only, by RLS). Throws the backend's message on failure. */
export async function deleteStudio(id: string): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return deleteById(supabase, 'studios', id)
}

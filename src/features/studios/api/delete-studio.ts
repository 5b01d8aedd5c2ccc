import { supabase } from '../../../lib/supabase.ts'
import { deleteById } from '../../../lib/delete-by-id.ts'

/** Deletes one studio by id (admins only, by RLS). Throws the backend's message on failure. */
export function deleteStudio(id: string): Promise<void> {
  return deleteById(supabase, 'studios', id)
}

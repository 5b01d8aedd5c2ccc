import { NOTHING_DELETED } from '../../../lib/nothing-deleted.ts'
import { supabase } from '../../../lib/supabase.ts'

/** Deletes one studio by id (admins only, by RLS). Throws the backend's message on failure. */
export async function deleteStudio(id: string): Promise<void> {
  const { data, error, status } = await supabase.from('studios').delete().eq('id', id).select('id')
  if (error) throw new Error(error.message || `Request failed with status ${status}.`, { cause: error })
  if (data.length === 0) throw new Error(NOTHING_DELETED)
}

import { NOTHING_DELETED } from '../../../lib/nothing-deleted.ts'
import { supabase } from '../../../lib/supabase.ts'
import { SUBMISSION_TABLES, type SubmissionKind } from './list-submissions.ts'

/** Deletes one submission by id (admins only, by RLS). Throws Error(backend message). */
export async function deleteSubmission(kind: SubmissionKind, id: number): Promise<void> {
  const { data, error } = await supabase.from(SUBMISSION_TABLES[kind]).delete().eq('id', id).select('id')
  if (error) throw new Error(error.message || 'The request failed.', { cause: error })
  if (data.length === 0) throw new Error(NOTHING_DELETED)
}

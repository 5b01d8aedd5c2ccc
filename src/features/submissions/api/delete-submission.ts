import { deleteById } from '../../../lib/delete-by-id.ts'
import { SUBMISSION_TABLES, type SubmissionKind } from './list-submissions.ts'

/** Deletes one submission by id (admins only, by RLS). Throws Error(backend message). */
export async function deleteSubmission(kind: SubmissionKind, id: number): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  return deleteById(supabase, SUBMISSION_TABLES[kind], id)
}

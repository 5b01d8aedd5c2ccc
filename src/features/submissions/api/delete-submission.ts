import { supabase } from '../../../lib/supabase.ts'
import { deleteById } from '../../../lib/delete-by-id.ts'
import { SUBMISSION_TABLES, type SubmissionKind } from './list-submissions.ts'

/** Deletes one submission by id (admins only, by RLS). Throws Error(backend message). */
export function deleteSubmission(kind: SubmissionKind, id: number): Promise<void> {
  return deleteById(supabase, SUBMISSION_TABLES[kind], id)
}

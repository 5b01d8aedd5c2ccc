import { supabase } from '../../../lib/supabase.ts'
import type { Tables } from '../../../types/database.types.ts'

export type TeacherApplicationRow = Tables<'teacherapplications'>
export type StudioApplicationRow = Tables<'studioapplications'>
export type ContactSubmissionRow = Tables<'contactsubmissions'>

/** One stored submission, tagged with its kind so the inbox can format and act on it. */
export type Submission =
  | { kind: 'teacher'; row: TeacherApplicationRow }
  | { kind: 'studio'; row: StudioApplicationRow }
  | { kind: 'contact'; row: ContactSubmissionRow }
export type SubmissionKind = Submission['kind']

/** Where each kind of submission is stored. */
export const SUBMISSION_TABLES = {
  teacher: 'teacherapplications',
  studio: 'studioapplications',
  contact: 'contactsubmissions',
} as const satisfies Record<SubmissionKind, string>

function rowsOf<Row>({ data, error }: { data: Row[] | null; error: { message: string } | null }): Row[] {
  if (error) throw new Error(error.message || 'The request failed.', { cause: error })
  return data ?? []
}

/**
 * Every submission of one kind, newest first (SPEC.md §7: select all, ordered by created_at
 * descending). Admins only, by RLS: for anyone else the list is simply empty.
 * Throws Error(backend message).
 */
export async function listSubmissions(kind: SubmissionKind, signal?: AbortSignal): Promise<Submission[]> {
  const newestFirst = { ascending: false } as const
  switch (kind) {
    case 'teacher': {
      const query = supabase.from(SUBMISSION_TABLES.teacher).select('*').order('created_at', newestFirst)
      if (signal) query.abortSignal(signal)
      return rowsOf(await query).map((row) => ({ kind, row }))
    }
    case 'studio': {
      const query = supabase.from(SUBMISSION_TABLES.studio).select('*').order('created_at', newestFirst)
      if (signal) query.abortSignal(signal)
      return rowsOf(await query).map((row) => ({ kind, row }))
    }
    case 'contact': {
      const query = supabase.from(SUBMISSION_TABLES.contact).select('*').order('created_at', newestFirst)
      if (signal) query.abortSignal(signal)
      return rowsOf(await query).map((row) => ({ kind, row }))
    }
  }
}

import { answerOf } from '../../../lib/postgrest-query.ts'
import type { ApplicationKind, MessageStatus } from '../statuses.ts'
import { SUBMISSION_TABLES } from './list-submissions.ts'

/**
 * What an admin decides about an application: back to New, Listed (linked to the listing made
 * from it, when there is one) or Declined (with an optional note the applicant sees).
 */
export type ApplicationDecision =
  { status: 'new' } | { status: 'listed'; listingId: string | null } | { status: 'declined'; note: string }

const NOTHING_CHANGED =
  'The status was not changed: the submission no longer exists, or this account may not change it.'

/** The columns a decision writes, but the link: the note only when Declined. */
function columnsFor(decision: ApplicationDecision) {
  const note = decision.status === 'declined' && decision.note.trim() !== '' ? decision.note.trim() : null
  return { status: decision.status, decline_note: note }
}

/**
 * Records an admin's decision on an application (admins only: RLS and column privileges).
 * Throws the backend's message, or says so when no row was changed.
 */
export async function setApplicationStatus(
  kind: ApplicationKind,
  id: number,
  decision: ApplicationDecision,
): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  // The link only when Listed: the database refuses one on any other status.
  const listingId = decision.status === 'listed' ? decision.listingId : null
  const query =
    kind === 'teacher'
      ? supabase
          .from(SUBMISSION_TABLES.teacher)
          .update({ ...columnsFor(decision), teacher_id: listingId })
          .eq('id', id)
          .select('id')
      : supabase
          .from(SUBMISSION_TABLES.studio)
          .update({ ...columnsFor(decision), studio_id: listingId })
          .eq('id', id)
          .select('id')
  const { data } = await answerOf(query)
  if (data.length === 0) throw new Error(NOTHING_CHANGED)
}

/** The application became this listing ('Create Teacher Profile' / 'Create Studio Listing' saved it). */
export function markApplicationListed(kind: ApplicationKind, id: number, listingId: string): Promise<void> {
  return setApplicationStatus(kind, id, { status: 'listed', listingId })
}

/** Marks a contact message New, Replied or Archived (admins only). Throws like setApplicationStatus. */
export async function setMessageStatus(id: number, status: MessageStatus): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const query = supabase.from(SUBMISSION_TABLES.contact).update({ status }).eq('id', id).select('id')
  const { data } = await answerOf(query)
  if (data.length === 0) throw new Error(NOTHING_CHANGED)
}

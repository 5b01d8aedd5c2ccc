import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'

/** The dashboard's counts: listings, submissions and the submissions still New. */
export type AdminCounts = Database['public']['Functions']['admin_counts']['Returns'][number]

/**
 * Every count the dashboard's navigation and header show, in one request
 * (public.admin_counts(), which RLS limits like the tables). Throws the backend's message.
 */
export async function getAdminCounts(signal?: AbortSignal): Promise<AdminCounts> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data } = await answerOf(cancelledBy(supabase.rpc('admin_counts'), signal))
  const counts = data[0]
  if (!counts) throw new Error('The counts did not arrive.')
  return counts
}

/** The applications (teachers' and studios') that no admin has answered yet. */
export const newApplications = (counts: AdminCounts) =>
  counts.teacher_applications_new + counts.studio_applications_new

/** Every submission still New: applications and contact messages. */
export const newSubmissions = (counts: AdminCounts) => newApplications(counts) + counts.contact_messages_new

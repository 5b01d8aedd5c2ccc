import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'

/** A mail that failed for good: recipient, template, last error and when (public.failed_mails()). */
export type FailedMail = Database['public']['Functions']['failed_mails']['Returns'][number]

/** The mails that failed for good, newest first (admins only). Throws the backend's message. */
export async function listFailedMails(signal?: AbortSignal): Promise<FailedMail[]> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data } = await answerOf(cancelledBy(supabase.rpc('failed_mails'), signal))
  return data
}

/** Sends a failed mail again, its attempts reset (admins only). Throws the backend's message. */
export async function retryMail(id: number): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data } = await answerOf(supabase.rpc('retry_mail', { mail_id: id }))
  if (!data) throw new Error('The mail was not retried: it has been sent or retried already.')
}

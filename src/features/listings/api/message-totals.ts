import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'

/** Students' messages to listings, counted for the dashboard's overview (never the messages). */
export type MessageTotals = Database['public']['Functions']['message_totals']['Returns'][number]

/**
 * The totals of public.message_totals() (admins only): messages delivered in the last 30 days,
 * those waiting for the sender's confirmation, and inquiry addresses that failed for good.
 * Throws the backend's message on failure.
 */
export async function getMessageTotals(signal?: AbortSignal): Promise<MessageTotals> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data } = await answerOf(cancelledBy(supabase.rpc('message_totals'), signal))
  const totals = data[0]
  if (!totals) throw new Error('The message totals did not arrive.')
  return totals
}

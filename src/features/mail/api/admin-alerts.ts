import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'

/** Whether the signed-in admin is mailed when applications or messages arrive. */
export async function getAdminAlerts(signal?: AbortSignal): Promise<boolean> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const { data } = await answerOf(cancelledBy(supabase.rpc('admin_alerts_enabled'), signal))
  return data ?? true
}

/** Turns the signed-in admin's alerts on or off. Throws the backend's message. */
export async function setAdminAlerts(enabled: boolean): Promise<void> {
  const { supabase } = await import('../../../lib/supabase.ts')
  await answerOf(supabase.rpc('set_admin_alerts', { enabled }))
}

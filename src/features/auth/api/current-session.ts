import { hasStoredSession } from '../../../lib/auth-storage.ts'
import { loadAuth, type Session } from './session.ts'

/**
 * The session this browser holds now, or null. supabase-js refreshes an expired one before
 * answering; a failed refresh counts as signed out, as it does for the session provider.
 * Without a stored session the auth client is not loaded at all.
 */
export async function currentSession(): Promise<Session | null> {
  if (!hasStoredSession()) return null
  const auth = await loadAuth()
  const { data, error } = await auth.getSession()
  return error ? null : data.session
}

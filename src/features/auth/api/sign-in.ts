import type { Session } from '@supabase/supabase-js'
import { loadAuth } from './session.ts'

/** Signs in with email and password; the session then arrives through watchSession. */
export async function signInWithPassword(email: string, password: string): Promise<Session> {
  const auth = await loadAuth()
  const { data, error } = await auth.signInWithPassword({ email, password })
  if (error) throw new Error(error.message, { cause: error })
  return data.session
}

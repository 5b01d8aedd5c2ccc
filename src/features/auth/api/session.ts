import type { Session } from '@supabase/supabase-js'

export type { Session }

/**
 * The full supabase-js client is loaded on demand, so public pages can paint without it; the
 * module is fetched once and cached by the bundler's loader. This file holds what every page needs
 * (the session); sign-in, sign-up and the admin check are operations of their own, imported by the
 * pages that use them.
 */
export async function loadAuth() {
  const { supabase } = await import('../../../lib/supabase.ts')
  return supabase.auth
}

/**
 * Reports the current session and every later change (sign-in, sign-out, token refresh,
 * another tab). Resolves to a function that stops listening.
 */
export async function watchSession(onChange: (session: Session | null) => void): Promise<() => void> {
  const auth = await loadAuth()
  const { data } = auth.onAuthStateChange((_event, session) => onChange(session))
  const { data: current, error } = await auth.getSession()
  onChange(error ? null : current.session)
  return () => data.subscription.unsubscribe()
}

/** Ends the session on the server and in this browser. */
export async function signOut(): Promise<void> {
  const auth = await loadAuth()
  const { error } = await auth.signOut()
  if (error) throw new Error(error.message, { cause: error })
}

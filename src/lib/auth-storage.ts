import { env } from './env.ts'

/**
 * Where supabase-js keeps the session in local storage. Set explicitly on the client
 * (src/lib/supabase.ts) so that pages can tell whether a session exists without loading
 * supabase-js: a signed-out visitor never downloads the auth client.
 */
export const authStorageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`

/** Whether this browser holds a session (it may still turn out expired). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey) !== null
  } catch {
    return false // storage disabled: supabase-js could not keep a session either
  }
}

/** Calls `onAppear` when another tab stores a session; returns a function that stops listening. */
export function onStoredSessionAppears(onAppear: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === authStorageKey && event.newValue !== null) onAppear()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

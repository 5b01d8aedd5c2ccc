import { loadAuth } from './session.ts'

export type RecoveryLink =
  /** The link signed the admin in: a new password may be set. */
  | { state: 'ready' }
  /** The link was used already, expired, or never was one. */
  | { state: 'unusable' }

/**
 * What the reset link brought. The auth server redirects here with the session in the URL's
 * fragment, which supabase-js picks up (and removes) as it starts, or with the error there
 * (`#error_code=otp_expired&...`), which it leaves: that is read first. `hash` is the page's
 * fragment as it was loaded.
 */
export async function readRecoveryLink(hash: string): Promise<RecoveryLink> {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (fragment.has('error') || fragment.has('error_code')) {
    return { state: 'unusable' }
  }
  const auth = await loadAuth()
  const { data, error } = await auth.getSession()
  return !error && data.session ? { state: 'ready' } : { state: 'unusable' }
}

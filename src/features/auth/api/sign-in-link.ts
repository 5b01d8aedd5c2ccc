import { loadAuth } from './session.ts'

/**
 * What a mailed sign-in link brought to the page it leads to. The auth server redirects with the
 * session in the URL's fragment, which supabase-js picks up (and removes) as it starts, or with
 * the error there (`#error_code=otp_expired&...`), which it leaves. `hash` is the page's fragment
 * as it was loaded; without either, nothing is loaded.
 */
export async function readSignInLink(hash: string): Promise<'signed-in' | 'failed' | 'none'> {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (fragment.has('error') || fragment.has('error_code')) return 'failed'
  if (!fragment.has('access_token')) return 'none'
  const auth = await loadAuth()
  const { data, error } = await auth.getSession()
  return !error && data.session ? 'signed-in' : 'failed'
}

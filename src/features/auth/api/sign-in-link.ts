import { loadAuth } from './session.ts'

export type SignInLink = 'signed-in' | 'failed' | 'none'

/** The reading of the link this page was opened with, while supabase-js takes its session in. */
let arriving: Promise<SignInLink> | null = null

/**
 * What a mailed sign-in link brought to the page it leads to. The auth server redirects with the
 * session in the URL's fragment, which supabase-js picks up as it starts, or with the error there
 * (`#error_code=otp_expired&...`), which it leaves. supabase-js clears the fragment before it has
 * stored the session, and clearing it is a navigation of its own: a load that starts meanwhile
 * finds no fragment, so it waits for the same reading. `hash` is the page's fragment now.
 */
export function readSignInLink(hash: string): Promise<SignInLink> {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  if (fragment.has('error') || fragment.has('error_code')) return Promise.resolve('failed')
  if (!fragment.has('access_token')) return arriving ?? Promise.resolve('none')
  arriving = (async () => {
    const auth = await loadAuth()
    const { data, error } = await auth.getSession()
    return !error && data.session ? 'signed-in' : 'failed'
  })()
  return arriving
}

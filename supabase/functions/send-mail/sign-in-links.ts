/**
 * Owners' sign-in links, made by Auth's admin API when their mail is sent
 * (docs/decisions/0025-sign-in-links-from-the-auth-admin-api.md): a magic link through Auth's
 * /verify that spends itself once, within `otp_expiry`, and leads to the account page.
 */
import type { GoTrueAdminApi } from '@supabase/supabase-js'
import { SignInLinkError, type SignInLinks } from './send-loop.ts'
import { ACCOUNT_PATH } from './owner-templates.ts'

export function authSignInLinks(
  admin: Pick<GoTrueAdminApi, 'generateLink'>,
  siteOrigin: string,
): SignInLinks {
  // Auth leads here only when the address is in its allowed redirect URLs (docs/deploying.md).
  const redirectTo = new URL(ACCOUNT_PATH, siteOrigin).href
  return async (email) => {
    const { data, error } = await admin.generateLink({ type: 'magiclink', email, options: { redirectTo } })
    if (error) throw new SignInLinkError(`sign-in link: ${error.message}`)
    const link = data.properties?.action_link
    // The link goes into an href as it is: only an absolute http(s) address may.
    if (typeof link !== 'string' || !/^https?:\/\//.test(link)) {
      throw new SignInLinkError('sign-in link: Auth answered without a link')
    }
    return link
  }
}

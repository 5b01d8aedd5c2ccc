/**
 * Owners' sign-in links, made by Auth's admin API when their mail is sent
 * (docs/decisions/0025-sign-in-links-from-the-auth-admin-api.md): a magic link through Auth's
 * /verify that spends itself once, within `otp_expiry`, and leads to the account page. The account
 * it signs in to has a private name, never the address the mail goes to
 * (docs/decisions/0032-owner-accounts-under-private-names.md).
 */
import type { GoTrueAdminApi } from '@supabase/supabase-js'
import { SignInLinkError, type SignInLinks } from './send-loop.ts'
import { ACCOUNT_PATH } from './owner-templates.ts'

/** The Auth account name for an inquiry address (public.owner_account_email). */
export type AccountNameOf = (address: string) => Promise<string>

export function authSignInLinks(
  admin: Pick<GoTrueAdminApi, 'generateLink'>,
  siteOrigin: string,
  accountNameOf: AccountNameOf,
): SignInLinks {
  // Auth leads here only when the address is in its allowed redirect URLs (docs/deploying.md).
  const redirectTo = new URL(ACCOUNT_PATH, siteOrigin).href
  return async (address) => {
    // A failure here is a SignInLinkError too: prepareMail wraps whatever a link throws.
    const email = await accountNameOf(address)
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

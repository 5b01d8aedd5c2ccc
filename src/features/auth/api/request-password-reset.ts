import { paths } from '../../../lib/paths.ts'
import { loadAuth } from './session.ts'

/**
 * Asks the auth server to mail a password reset link leading to this site's /reset-password. The
 * server answers the same whether or not the address has an account; 'over_email_send_rate_limit'
 * means a link went to it less than a minute ago, which is as good as sent. Anything else (the
 * server unreachable, too many requests from here) is thrown.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const auth = await loadAuth()
  const { error } = await auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword.href()}`,
  })
  if (error && error.code !== 'over_email_send_rate_limit') throw new Error(error.message, { cause: error })
}

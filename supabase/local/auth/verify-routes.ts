import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import type { Queryable } from '../db.ts'
import { AuthError, badRequest, forbidden, validationFailed } from './errors.ts'
import type { OneTimeTokenType } from './one-time-tokens.ts'
import type { AuthOptions } from './options.ts'
import type { CountRequest } from './rate-limits.ts'
import { referrerOf } from './redirects.ts'
import { startSession } from './sessions.ts'
import { inTransaction } from './users.ts'

/*
 * GET /verify as GoTrue runs it (internal/api/verify.go): the link of a mail, or of the admin API's
 * generate_link, signs the user in and redirects to the app with the session in the URL fragment
 * (the implicit flow supabase-js uses by default). A recovery or magic link uses the user's
 * recovery token; a sign-up (or invite) link, the confirmation token and confirms the address.
 */

/** Which token each link type spends (verifyTokenHash), and so when it was sent. */
const TOKEN_OF_TYPE: Record<string, OneTimeTokenType> = {
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  signup: 'confirmation_token',
  invite: 'confirmation_token',
}

/** GoTrue's oauthErrorMap: the OAuth error name for an HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/** GoTrue's prepErrorRedirectURL for the implicit flow: the error in the fragment. */
function errorRedirect(redirectTo: string, error: AuthError): string {
  const fragment = new URLSearchParams()
  const oauthError = OAUTH_ERRORS[error.status]
  if (oauthError) fragment.set('error', oauthError)
  fragment.set('error_code', error.code)
  fragment.set('error_description', error.message)
  fragment.set('sb', '')
  return `${redirectTo.split('#')[0]}#${fragment.toString()}`
}

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired')

interface LinkUserRow {
  id: string
  email: string | null
  sent_at: Date | null
  banned_until: Date | null
  email_confirmed_at: Date | null
}

/**
 * GoTrue's verifyTokenHash: the user whose token of this kind the link carries (locked for the
 * rest of the transaction), unless banned or the token is older than `otp_expiry`.
 */
async function userOfLink(
  tx: Queryable,
  tokenType: OneTimeTokenType,
  token: string,
  otpExpiryMs: number,
): Promise<LinkUserRow> {
  const sentAt = tokenType === 'recovery_token' ? 'recovery_sent_at' : 'confirmation_sent_at'
  const { rows } = await tx.query<LinkUserRow>(
    `select u.id, u.email, u.${sentAt} as sent_at, u.banned_until, u.email_confirmed_at
       from auth.one_time_tokens t join auth.users u on u.id = t.user_id
      where t.token_type = $1 and t.token_hash = $2
      for update of u`,
    [tokenType, token],
  )
  const user = rows[0]
  if (!user) throw linkExpired()
  if (user.banned_until && user.banned_until.getTime() > Date.now()) {
    throw forbidden('user_banned', 'User is banned')
  }
  if (!user.sent_at || Date.now() > user.sent_at.getTime() + otpExpiryMs) throw linkExpired()
  return user
}

/** models.User.Confirm: the address is confirmed, and every outstanding token of the user spent. */
async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', email_confirmed_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId],
  )
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId])
}

/** GoTrue's recoverVerify: the token works once; an unconfirmed address is confirmed by it. */
async function recoverVerify(tx: Queryable, user: LinkUserRow): Promise<void> {
  await tx.query(`update auth.users set recovery_token = '' where id = $1`, [user.id])
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id])
  if (!user.email_confirmed_at) await confirmEmail(tx, user.id)
}

/** GoTrue's signupVerify: confirms the address, on the user and on its e-mail identity. */
async function signupVerify(tx: Queryable, user: LinkUserRow): Promise<void> {
  await confirmEmail(tx, user.id)
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and email = $2`,
    [user.id, user.email],
  )
}

/** GET /verify: redirects (303) to the allowed redirect_to with the session, or with the error, in the fragment. */
async function verify(c: Context, ctx: BackendContext, options: AuthOptions, count: CountRequest) {
  count(c, 'verify')
  const type = c.req.query('type') ?? ''
  const token = c.req.query('token') ?? ''
  const redirectTo = referrerOf(c, options.email)
  if (!type) throw validationFailed('Verify requires a verification type')
  if (!token) throw validationFailed('Verify requires a token or a token hash')
  try {
    const tokenType = TOKEN_OF_TYPE[type]
    if (!tokenType) throw badRequest('validation_failed', 'Invalid email verification type')
    const session = await inTransaction(ctx.db, async (tx) => {
      const user = await userOfLink(tx, tokenType, token, options.email.otpExpiryMs)
      if (tokenType === 'recovery_token') await recoverVerify(tx, user)
      else await signupVerify(tx, user)
      return startSession(ctx, user.id, { method: 'otp', q: tx })
    })
    // AccessTokenResponse.AsRedirectURL: Go's url.Values encodes its keys sorted.
    const fragment = new URLSearchParams(
      Object.entries({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        sb: '',
        token_type: session.token_type,
        type,
      }),
    )
    return c.redirect(`${redirectTo}#${fragment.toString()}`, 303)
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    return c.redirect(errorRedirect(redirectTo, error), 303)
  }
}

/**
 * GET /verify, which a mail's link opens in a browser that has no API key to send: hosted
 * Supabase's gateway lets it through without one (its open auth routes), and so must this.
 */
export function mountOpenVerifyRoute(
  app: Hono,
  ctx: BackendContext,
  options: AuthOptions,
  count: CountRequest,
): void {
  app.get('/verify', (c) => verify(c, ctx, options, count))
}

import { createHash, randomInt } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { AuthError, badRequest, forbidden, validationFailed } from './errors.ts'
import { renderTemplate } from './mailer.ts'
import type { AuthOptions } from './options.ts'
import type { CountRequest } from './rate-limits.ts'
import { referrerOf } from './redirects.ts'
import { readParams, validateEmail } from './request.ts'
import { startSession } from './sessions.ts'
import { findUserRowByEmail, inTransaction } from './users.ts'

/*
 * Password recovery as GoTrue runs it (internal/api/recover.go, verify.go): POST /recover mails a
 * one-time link; GET /verify?type=recovery signs the user in and redirects to the app with the
 * session in the URL fragment (the implicit flow supabase-js uses by default); the app then sets
 * the new password with PUT /user (user-routes.ts).
 */

/** GoTrue's GOTRUE_MAILER_OTP_LENGTH default. */
const OTP_LENGTH = 6

/** GoTrue's GenerateOtp: a random number of OTP_LENGTH digits. */
function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** GoTrue's GenerateTokenHash: what the link carries and the database keeps; the OTP is never stored. */
function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

function secondsLeft(sentAt: Date, frequencyMs: number): number {
  return Math.trunc((sentAt.getTime() + frequencyMs - Date.now()) / 1000)
}

/** POST /recover → 200 `{}`, whether or not the address has an account. */
async function recover(
  c: Context,
  ctx: BackendContext,
  options: AuthOptions,
  count: CountRequest,
): Promise<Response> {
  count(c, 'signInSignUps')
  const params = await readParams(c, 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (!params.email) throw validationFailed('Password recovery requires an email')
  const email = validateEmail(params.email)
  if (params.code_challenge || params.code_challenge_method) {
    throw validationFailed('The local backend supports the implicit flow only (no code_challenge)')
  }
  const user = await findUserRowByEmail(ctx.db, email)
  if (!user) return c.json({})

  const settings = options.email
  if (user.recovery_sent_at && user.recovery_sent_at.getTime() + settings.maxFrequencyMs > Date.now()) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${secondsLeft(user.recovery_sent_at, settings.maxFrequencyMs)} seconds.`,
    )
  }
  const token = tokenHash(user.email ?? email, generateOtp())
  const redirectTo = referrerOf(c, settings)
  const link = new URL(`${ctx.config.publicUrl}/auth/v1/verify`)
  link.search = new URLSearchParams({ token, type: 'recovery', redirect_to: redirectTo }).toString()
  try {
    await options.sendMail({
      to: user.email ?? email,
      subject: settings.recovery.subject,
      html: renderTemplate(settings.recovery.template, {
        ConfirmationURL: link.toString(),
        Email: user.email ?? email,
        SiteURL: settings.siteUrl,
        TokenHash: token,
        RedirectTo: redirectTo,
      }),
    })
  } catch (error) {
    if (error instanceof AuthError) throw error
    console.error('Auth: the recovery mail was not sent:', error instanceof Error ? error.message : error)
    throw new AuthError(500, 'unexpected_failure', 'Error sending recovery email')
  }
  await inTransaction(ctx.db, async (tx) => {
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [
      user.id,
      token,
    ])
    await tx.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
       values (gen_random_uuid(), $1, 'recovery_token', $2, $3)
       on conflict (user_id, token_type) do update
         set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
      [user.id, token, user.email ?? email],
    )
  })
  return c.json({})
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

interface RecoveryUserRow {
  id: string
  recovery_sent_at: Date | null
  banned_until: Date | null
  email_confirmed_at: Date | null
}

/**
 * GET /verify: redirects (303) to the allowed redirect_to with the session, or with the error,
 * in the fragment. Recovery links only: the other kinds GoTrue mails are never sent here.
 */
async function verify(c: Context, ctx: BackendContext, options: AuthOptions, count: CountRequest) {
  count(c, 'verify')
  const type = c.req.query('type') ?? ''
  const token = c.req.query('token') ?? ''
  const redirectTo = referrerOf(c, options.email)
  if (!type) throw validationFailed('Verify requires a verification type')
  if (!token) throw validationFailed('Verify requires a token or a token hash')
  try {
    if (type !== 'recovery') throw badRequest('validation_failed', 'Invalid email verification type')
    const session = await inTransaction(ctx.db, async (tx) => {
      const { rows } = await tx.query<RecoveryUserRow>(
        `select id, recovery_sent_at, banned_until, email_confirmed_at from auth.users
          where recovery_token = $1 and recovery_token <> '' for update`,
        [token],
      )
      const user = rows[0]
      if (!user) throw linkExpired()
      if (user.banned_until && user.banned_until.getTime() > Date.now()) {
        throw forbidden('user_banned', 'User is banned')
      }
      if (
        !user.recovery_sent_at ||
        Date.now() > user.recovery_sent_at.getTime() + options.email.otpExpiryMs
      ) {
        throw linkExpired()
      }
      // user.Recover: the link works once.
      await tx.query(`update auth.users set recovery_token = '' where id = $1`, [user.id])
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id])
      if (!user.email_confirmed_at) {
        await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [user.id])
      }
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

/** POST /recover, behind the API key as every auth route. */
export function mountRecoveryRoutes(
  app: Hono,
  ctx: BackendContext,
  options: AuthOptions,
  count: CountRequest,
): void {
  app.post('/recover', (c) => recover(c, ctx, options, count))
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

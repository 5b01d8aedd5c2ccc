import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { AuthError, validationFailed } from './errors.ts'
import { renderTemplate } from './mailer.ts'
import { generateOtp, storeOneTimeToken, tokenHash, verifyLink } from './one-time-tokens.ts'
import type { AuthOptions } from './options.ts'
import type { CountRequest } from './rate-limits.ts'
import { referrerOf } from './redirects.ts'
import { readParams, validateEmail } from './request.ts'
import { findUserRowByEmail, inTransaction } from './users.ts'

/*
 * Password recovery as GoTrue runs it (internal/api/recover.go, verify.go): POST /recover mails a
 * one-time link; GET /verify?type=recovery (verify-routes.ts) signs the user in and redirects to
 * the app with the session in the URL fragment; the app then sets the new password with PUT /user
 * (user-routes.ts).
 */

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
  const token = tokenHash(user.email ?? email, generateOtp(settings.otpLength))
  const redirectTo = referrerOf(c, settings)
  const link = verifyLink(`${ctx.config.publicUrl}/auth/v1`, token, 'recovery', redirectTo)
  try {
    await options.sendMail({
      to: user.email ?? email,
      subject: settings.recovery.subject,
      html: renderTemplate(settings.recovery.template, {
        ConfirmationURL: link,
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
  await inTransaction(ctx.db, (tx) =>
    storeOneTimeToken(tx, 'recovery_token', { id: user.id, email: user.email ?? email }, token),
  )
  return c.json({})
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

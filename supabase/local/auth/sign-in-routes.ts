import { randomUUID } from 'node:crypto'
import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { badRequest, unprocessable, validationFailed } from './errors.ts'
import type { AuthOptions } from './options.ts'
import { requestCounter, type AuthRateLimiter, type CountRequest } from './rate-limits.ts'
import { checkPasswordStrength, readParams, validateEmail } from './request.ts'
import { refreshSession, startSession } from './sessions.ts'
import { obfuscatedUserJson, userJson } from './user-json.ts'
import {
  findUserByEmail,
  findUserById,
  findUserRowByEmail,
  hashPassword,
  inTransaction,
  insertUser,
  passwordMatches,
} from './users.ts'

const SIGNUP_FIELDS = {
  email: 'string',
  phone: 'string',
  password: 'string',
  data: 'object',
  channel: 'string',
  code_challenge: 'string',
  code_challenge_method: 'string',
} as const

/** POST /signup, after GoTrue's Signup handler (checks in the same order). */
async function signup(
  c: Context,
  ctx: BackendContext,
  options: AuthOptions,
  count: CountRequest,
): Promise<Response> {
  if (options.signupDisabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
  const params = await readParams(c, 'SignupParams', SIGNUP_FIELDS)
  if (!params.email && !params.phone) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  count(c, 'signInSignUps')
  if (!params.password) throw validationFailed('Signup requires a valid password')
  checkPasswordStrength(params.password, options.email.minimumPasswordLength)
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided on signup.')
  }
  if (!params.email) throw badRequest('phone_provider_disabled', 'Phone signups are disabled')
  const email = validateEmail(params.email)
  const data = params.data ?? {}
  const passwordHash = await hashPassword(params.password)

  const result = await inTransaction(ctx.db, async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (!existing) {
      const id = await insertUser(tx, {
        email,
        passwordHash,
        confirmed: options.mailerAutoconfirm,
        confirmationSent: !options.mailerAutoconfirm,
        userMetadata: data,
        origin: 'signup',
      })
      return { kind: 'created' as const, id }
    }
    // GoTrue would confirm an unconfirmed user here and hand out a session without
    // checking the password; the local backend refuses instead.
    if (options.mailerAutoconfirm) throw unprocessable('user_already_exists', 'User already registered')
    if (existing.email_confirmed_at) return { kind: 'hidden' as const }
    // Unconfirmed: GoTrue sends the confirmation again and answers with the user.
    await tx.query(`update auth.users set confirmation_sent_at = now() where id = $1`, [existing.id])
    return { kind: 'resent' as const, id: existing.id }
  })

  if (result.kind === 'hidden') return c.json(obfuscatedUserJson(email, data, randomUUID()))
  if (options.mailerAutoconfirm) return c.json(await startSession(ctx, result.id))
  const user = await findUserById(ctx.db, result.id)
  return c.json(userJson(user!))
}

/** grant_type=password: GoTrue's ResourceOwnerPasswordGrant for e-mail users. */
async function passwordGrant(c: Context, ctx: BackendContext): Promise<Response> {
  const params = await readParams(c, 'PasswordGrantParams', {
    email: 'string',
    phone: 'string',
    password: 'string',
  })
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.')
  }
  if (!params.email && !params.phone) throw validationFailed('missing email or phone')
  if (!params.password) throw validationFailed('missing password')
  if (!params.email) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')

  const user = await findUserRowByEmail(ctx.db, params.email)
  const banned = user?.banned_until && user.banned_until.getTime() > Date.now()
  // Compared whoever asks, so that no refusal is quicker than a wrong password (users.ts).
  const matches = await passwordMatches(user, params.password)
  if (!user || banned || !matches) {
    throw badRequest('invalid_credentials', 'Invalid login credentials')
  }
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed')
  return c.json(await startSession(ctx, user.id))
}

async function refreshGrant(c: Context, ctx: BackendContext): Promise<Response> {
  const params = await readParams(c, 'RefreshTokenGrantParams', { refresh_token: 'string' })
  if (!params.refresh_token) throw validationFailed('refresh_token required')
  return c.json(await refreshSession(ctx, params.refresh_token))
}

/**
 * Sign-up and /token. As in GoTrue, every /token request of a known grant type counts against
 * token_refresh, password sign-ins included, before its parameters are read.
 */
export function mountSignInRoutes(
  app: Hono,
  ctx: BackendContext,
  options: AuthOptions,
  limiter: AuthRateLimiter | null,
): void {
  const count = requestCounter(limiter)
  app.post('/signup', (c) => signup(c, ctx, options, count))
  app.post('/token', (c) => {
    const grantType = c.req.query('grant_type')
    const grant =
      grantType === 'password' ? passwordGrant : grantType === 'refresh_token' ? refreshGrant : null
    if (!grant) throw badRequest('unsupported_grant_type', 'unsupported_grant_type')
    count(c, 'token')
    return grant(c, ctx)
  })
}

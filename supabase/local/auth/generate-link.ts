import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import { notFound, unprocessable, validationFailed } from './errors.ts'
import {
  generateOtp,
  storeOneTimeToken,
  tokenHash,
  verifyLink,
  type OneTimeTokenType,
} from './one-time-tokens.ts'
import type { AuthOptions } from './options.ts'
import { isRedirectAllowed, referrerOf } from './redirects.ts'
import { checkPasswordStrength, readParams, validateEmail } from './request.ts'
import { userJson } from './user-json.ts'
import { findUserByEmail, findUserById, hashPassword, inTransaction, insertUser } from './users.ts'

/*
 * POST /admin/generate_link as GoTrue runs it (internal/api/mail.go, adminGenerateLink): for the
 * service role, a one-time link to /verify that is answered rather than mailed, so the product's
 * own mail can carry it. A magic link for an address without an account becomes a sign-up link
 * for a new, unconfirmed user with a random password, whatever `enable_signup` says; recovery
 * needs an existing account. Nothing is mailed and no send frequency applies.
 */

const EMAIL_EXISTS = 'A user with this email address has already been registered'

/** The link types GoTrue knows that the local backend does not make (no invites, no e-mail change). */
const UNSUPPORTED_TYPES = new Set(['invite', 'email_change_current', 'email_change_new'])

/** Length of the password GoTrue gives a user a magic link creates (password.Generate(64, …)). */
const GENERATED_PASSWORD_LENGTH = 64

function generatedPassword(): string {
  return randomBytes(48).toString('base64url').slice(0, GENERATED_PASSWORD_LENGTH)
}

/** Which token a link type stores, as GoTrue's transaction in adminGenerateLink sets it. */
function tokenTypeOf(type: string): OneTimeTokenType {
  return type === 'signup' ? 'confirmation_token' : 'recovery_token'
}

export async function generateLink(c: Context, ctx: BackendContext, options: AuthOptions): Promise<Response> {
  const params = await readParams(c, 'GenerateLinkParams', {
    type: 'string',
    email: 'string',
    new_email: 'string',
    password: 'string',
    data: 'object',
    redirect_to: 'string',
  })
  const email = validateEmail(params.email)
  // GetReferrer (the redirect_to of the query, where supabase-js puts it), then the body's own.
  let redirectTo = referrerOf(c, options.email)
  if (params.redirect_to && isRedirectAllowed(options.email, params.redirect_to)) {
    redirectTo = params.redirect_to
  }

  const existing = await findUserByEmail(ctx.db, email)
  let type = params.type ?? ''
  let password = params.password ?? ''
  if (!existing) {
    if (type === 'magiclink') {
      type = 'signup'
      password = generatedPassword()
    } else if (type === 'recovery' || type === 'email_change_current' || type === 'email_change_new') {
      throw notFound('user_not_found', 'User with this email not found')
    }
  }
  const known = type === 'magiclink' || type === 'recovery' || type === 'signup'
  if (!known) {
    if (UNSUPPORTED_TYPES.has(type)) {
      throw validationFailed(`The local backend does not generate ${type} links`)
    }
    throw validationFailed(`Invalid email action link type requested: ${type}`)
  }
  // validateSignupParams, for the user a sign-up link would create.
  if (type === 'signup' && !existing) {
    if (!password) throw validationFailed('Signup requires a valid password')
    checkPasswordStrength(password, options.email.minimumPasswordLength)
  }
  const passwordHash = type === 'signup' && !existing ? await hashPassword(password) : null

  const otp = generateOtp(options.email.otpLength)
  const hashedToken = tokenHash(email, otp)
  const userId = await inTransaction(ctx.db, async (tx) => {
    let id = existing?.id
    if (type === 'signup') {
      if (existing) {
        if (existing.email_confirmed_at) throw unprocessable('email_exists', EMAIL_EXISTS)
        if (params.data) {
          await tx.query(
            `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb
              where id = $1`,
            [existing.id, JSON.stringify(params.data)],
          )
        }
      } else {
        id = await insertUser(tx, {
          email,
          passwordHash,
          confirmed: false,
          userMetadata: params.data,
          origin: 'admin',
        })
      }
    }
    await storeOneTimeToken(tx, tokenTypeOf(type), { id: id!, email }, hashedToken)
    return id!
  })

  const user = (await findUserById(ctx.db, userId))!
  return c.json({
    ...userJson(user),
    action_link: verifyLink(`${ctx.config.publicUrl}/auth/v1`, hashedToken, type, redirectTo),
    email_otp: otp,
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirectTo,
  })
}

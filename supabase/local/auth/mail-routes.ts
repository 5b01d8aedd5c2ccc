import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { forbidden, unprocessable, validationFailed } from './errors.ts'
import type { AuthOptions } from './options.ts'
import { readParams, validateEmail } from './request.ts'
import { findUserByEmail } from './users.ts'

/*
 * The routes that would send mail. The local backend sends none (there is no
 * mail server), so they validate their input and answer as GoTrue does after a
 * successful send; /verify can never succeed because no token was ever issued.
 */

const OTP_EXPIRED = 'Token has expired or is invalid'
const RESEND_TYPES = new Set(['signup', 'email_change', 'sms', 'phone_change'])

async function recover(c: Context): Promise<Response> {
  const params = await readParams(c, 'RecoverParams', {
    email: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (!params.email) throw validationFailed('Password recovery requires an email')
  validateEmail(params.email)
  return c.json({})
}

async function otp(c: Context, ctx: BackendContext, options: AuthOptions): Promise<Response> {
  const params = await readParams(c, 'OtpParams', {
    email: 'string',
    phone: 'string',
    data: 'object',
    create_user: 'boolean',
    channel: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided')
  }
  if (params.phone) throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  if (!params.email) throw validationFailed('An email address or phone number is required')
  const email = validateEmail(params.email)
  const createUser = params.create_user ?? true
  const existing = await findUserByEmail(ctx.db, email)
  if (!existing && (!createUser || options.signupDisabled)) {
    throw unprocessable('otp_disabled', 'Signups not allowed for otp')
  }
  return c.json({})
}

async function resend(c: Context): Promise<Response> {
  const params = await readParams(c, 'ResendConfirmationParams', {
    type: 'string',
    email: 'string',
    phone: 'string',
    code_challenge: 'string',
    code_challenge_method: 'string',
  })
  if (!params.type || !RESEND_TYPES.has(params.type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change')
  }
  if (params.email && params.phone) {
    throw validationFailed('Only an email address or phone number should be provided.')
  }
  if (params.type === 'sms' || params.type === 'phone_change') {
    throw unprocessable('phone_provider_disabled', 'Unsupported phone provider')
  }
  if (!params.email) throw validationFailed('Type provided requires an email address')
  validateEmail(params.email)
  return c.json({})
}

async function verifyPost(c: Context): Promise<Response> {
  const params = await readParams(c, 'VerifyParams', {
    type: 'string',
    token: 'string',
    token_hash: 'string',
    email: 'string',
    phone: 'string',
    redirect_to: 'string',
  })
  if (!params.type) throw validationFailed('Verify requires a verification type')
  throw forbidden('otp_expired', OTP_EXPIRED)
}

/** A mailed link (GET /verify) fails the way GoTrue's does: back to the app with the error in the fragment. */
function verifyLink(c: Context, ctx: BackendContext): Response {
  const requested = c.req.query('redirect_to')
  let target = ctx.config.publicUrl
  try {
    const url = new URL(requested ?? '')
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) target = `${url.origin}${url.pathname}`
  } catch {
    // not a URL: fall back to the backend's own address
  }
  const fragment = new URLSearchParams({
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  })
  return c.redirect(`${target}#${fragment.toString()}`, 303)
}

/** GET /verify comes from mail links and needs no apikey, so it is mounted before the key check. */
export function mountOpenMailRoutes(app: Hono, ctx: BackendContext): void {
  app.get('/verify', (c) => verifyLink(c, ctx))
}

export function mountMailRoutes(app: Hono, ctx: BackendContext, options: AuthOptions): void {
  app.post('/recover', (c) => recover(c))
  app.post('/otp', (c) => otp(c, ctx, options))
  app.post('/magiclink', (c) => otp(c, ctx, options))
  app.post('/resend', (c) => resend(c))
  app.post('/verify', (c) => verifyPost(c))
}

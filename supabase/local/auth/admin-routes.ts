import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { unprocessable, validationFailed } from './errors.ts'
import { generateLink } from './generate-link.ts'
import { requireAdmin } from './guard.ts'
import type { AuthOptions } from './options.ts'
import { checkPasswordStrength, readParams, validateEmail } from './request.ts'
import { userJson } from './user-json.ts'
import { findUserByEmail, findUserById, hashPassword, inTransaction, insertUser } from './users.ts'

/*
 * GoTrue's admin API (/admin/users, /admin/generate_link), for a bearer token with the
 * service_role role: what supabase-js's auth.admin.createUser and auth.admin.generateLink call.
 */

const EMAIL_EXISTS = 'A user with this email address has already been registered'

const ADMIN_USER_FIELDS = {
  email: 'string',
  phone: 'string',
  password: 'string',
  email_confirm: 'boolean',
  phone_confirm: 'boolean',
  user_metadata: 'object',
  app_metadata: 'object',
  role: 'string',
  ban_duration: 'string',
} as const

async function create(c: Context, ctx: BackendContext, options: AuthOptions): Promise<Response> {
  const params = await readParams(c, 'AdminUserParams', ADMIN_USER_FIELDS)
  if (!params.email && !params.phone)
    throw validationFailed('Cannot create a user without either an email or phone')
  if (!params.email) throw validationFailed('Phone users are not supported by the local backend')
  const email = validateEmail(params.email)
  if (params.password !== undefined) {
    checkPasswordStrength(params.password, options.email.minimumPasswordLength)
  }
  const passwordHash = params.password ? await hashPassword(params.password) : null
  const id = await inTransaction(ctx.db, async (tx) => {
    if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', EMAIL_EXISTS)
    return insertUser(tx, {
      email,
      passwordHash,
      confirmed: params.email_confirm ?? false,
      userMetadata: params.user_metadata,
      appMetadata: params.app_metadata,
      origin: 'admin',
    })
  })
  return c.json(userJson((await findUserById(ctx.db, id))!))
}

export function mountAdminRoutes(app: Hono, ctx: BackendContext, options: AuthOptions): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, ctx)
    await next()
  })
  app.post('/admin/users', (c) => create(c, ctx, options))
  app.post('/admin/generate_link', (c) => generateLink(c, ctx, options))
}

import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { notFound, unprocessable, validationFailed } from './errors.ts'
import { requireAdmin } from './guard.ts'
import { checkPasswordStrength, isUuid, readParams, validateEmail } from './request.ts'
import { userJson, type UserWithIdentities } from './user-json.ts'
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  hashPassword,
  inTransaction,
  insertUser,
  listUsers,
  updateUser,
  type UserChanges,
} from './users.ts'

/*
 * GoTrue's admin API (/admin/users), for a bearer token with the service_role
 * role: what supabase-js's auth.admin.createUser, listUsers, getUserById,
 * updateUserById and deleteUser call.
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

async function loadUser(c: Context, ctx: BackendContext): Promise<UserWithIdentities> {
  const id = c.req.param('id')
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID')
  const user = await findUserById(ctx.db, id)
  if (!user) throw notFound('user_not_found', 'User not found')
  return user
}

function positiveInteger(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw validationFailed(`Bad Pagination Parameters: invalid value "${raw}"`)
  return Math.max(1, Math.min(Number(raw), 1_000_000))
}

async function list(c: Context, ctx: BackendContext): Promise<Response> {
  const page = positiveInteger(c.req.query('page'), 1)
  const perPage = Math.min(positiveInteger(c.req.query('per_page'), 50), 1000)
  const { users, total } = await listUsers(ctx.db, page, perPage)
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const links = [`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`]
  if (page < lastPage) links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`)
  c.header('X-Total-Count', String(total))
  c.header('Link', links.join(', '))
  return c.json({ users: users.map((user) => userJson(user)), aud: 'authenticated' })
}

async function create(c: Context, ctx: BackendContext): Promise<Response> {
  const params = await readParams(c, 'AdminUserParams', ADMIN_USER_FIELDS)
  if (!params.email && !params.phone)
    throw validationFailed('Cannot create a user without either an email or phone')
  if (!params.email) throw validationFailed('Phone users are not supported by the local backend')
  const email = validateEmail(params.email)
  if (params.password !== undefined) checkPasswordStrength(params.password)
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

async function update(c: Context, ctx: BackendContext): Promise<Response> {
  const user = await loadUser(c, ctx)
  const params = await readParams(c, 'AdminUserParams', ADMIN_USER_FIELDS)
  const changes: UserChanges = {
    userMetadata: params.user_metadata,
    appMetadata: params.app_metadata,
    confirmEmail: params.email_confirm === true,
  }
  if (params.password !== undefined) {
    checkPasswordStrength(params.password)
    changes.passwordHash = await hashPassword(params.password)
  }
  if (params.email) {
    const email = validateEmail(params.email)
    const owner = await findUserByEmail(ctx.db, email)
    if (owner && owner.id !== user.id) throw unprocessable('email_exists', EMAIL_EXISTS)
    changes.email = email
  }
  const updated = await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, user, changes)
    return findUserById(tx, user.id)
  })
  return c.json(userJson(updated!))
}

async function remove(c: Context, ctx: BackendContext): Promise<Response> {
  const user = await loadUser(c, ctx)
  await deleteUser(ctx.db, user.id)
  return c.json({})
}

export function mountAdminRoutes(app: Hono, ctx: BackendContext): void {
  app.use('/admin/*', async (c, next) => {
    await requireAdmin(c, ctx)
    await next()
  })
  app.get('/admin/users', (c) => list(c, ctx))
  app.post('/admin/users', (c) => create(c, ctx))
  app.get('/admin/users/:id', async (c) => c.json(userJson(await loadUser(c, ctx))))
  app.put('/admin/users/:id', (c) => update(c, ctx))
  app.delete('/admin/users/:id', (c) => remove(c, ctx))
}

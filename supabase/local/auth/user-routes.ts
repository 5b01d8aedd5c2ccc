import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { forbidden, unprocessable, validationFailed } from './errors.ts'
import { requireUser } from './guard.ts'
import type { AuthOptions } from './options.ts'
import { checkPasswordStrength, readParams, validateEmail } from './request.ts'
import { endSessions, type LogoutScope } from './sessions.ts'
import { userJson } from './user-json.ts'
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  inTransaction,
  passwordMatches,
  updateUser,
  type UserChanges,
} from './users.ts'

const LOGOUT_SCOPES = new Set<string>(['global', 'local', 'others'])

/** POST /logout?scope=global|local|others → 204, after GoTrue's Logout. */
async function logout(c: Context, ctx: BackendContext): Promise<Response> {
  const { user, sessionId } = await requireUser(c, ctx)
  const scope = c.req.query('scope') || 'global'
  if (!LOGOUT_SCOPES.has(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`)
  await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope)
  return c.body(null, 204)
}

const USER_UPDATE_FIELDS = {
  email: 'string',
  password: 'string',
  data: 'object',
  app_metadata: 'object',
  phone: 'string',
  nonce: 'string',
  channel: 'string',
  code_challenge: 'string',
  code_challenge_method: 'string',
} as const

/**
 * PUT /user, after GoTrue's UserUpdate: `data` is merged into user_metadata
 * (which never confers rights: admin rights live in private.admins), a new
 * password ends the user's other sessions, and app_metadata is refused.
 */
async function updateCurrentUser(c: Context, ctx: BackendContext, options: AuthOptions): Promise<Response> {
  const { user, sessionId } = await requireUser(c, ctx)
  const params = await readParams(c, 'UserUpdateParams', USER_UPDATE_FIELDS)
  if (params.app_metadata) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges')
  if (params.phone) throw unprocessable('phone_provider_disabled', 'Phone logins are disabled')

  const changes: UserChanges = { userMetadata: params.data }
  if (params.password !== undefined) {
    checkPasswordStrength(params.password)
    if (await passwordMatches(user, params.password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    changes.passwordHash = await hashPassword(params.password)
  }
  let pendingEmail: string | undefined
  if (params.email) {
    const email = validateEmail(params.email)
    if (email !== user.email) {
      const owner = await findUserByEmail(ctx.db, email)
      if (owner && owner.id !== user.id) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered')
      }
      // With autoconfirm GoTrue changes the address at once; otherwise it waits for the
      // confirmation mail, which is never sent locally, so the change stays pending.
      if (options.mailerAutoconfirm) changes.email = email
      else pendingEmail = email
    }
  }

  const updated = await inTransaction(ctx.db, async (tx) => {
    await updateUser(tx, user, changes)
    if (changes.passwordHash) await endSessions(tx, user.id, sessionId, sessionId ? 'others' : 'global')
    return findUserById(tx, user.id)
  })
  return c.json(userJson(updated!, { newEmail: pendingEmail }))
}

export function mountUserRoutes(app: Hono, ctx: BackendContext, options: AuthOptions): void {
  app.post('/logout', (c) => logout(c, ctx))
  app.get('/user', async (c) => c.json(userJson((await requireUser(c, ctx)).user)))
  app.put('/user', (c) => updateCurrentUser(c, ctx, options))
}

import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { unprocessable, validationFailed } from './errors.ts'
import { requireUser } from './guard.ts'
import type { AuthOptions } from './options.ts'
import { checkPasswordStrength, readParams } from './request.ts'
import { endSessions, type LogoutScope } from './sessions.ts'
import { userJson } from './user-json.ts'
import { findUserById, hashPassword, inTransaction, passwordMatches } from './users.ts'

const LOGOUT_SCOPES = new Set<string>(['global', 'local', 'others'])

/** POST /logout?scope=global|local|others → 204, after GoTrue's Logout. */
async function logout(c: Context, ctx: BackendContext): Promise<Response> {
  const { user, sessionId } = await requireUser(c, ctx)
  const scope = c.req.query('scope') || 'global'
  if (!LOGOUT_SCOPES.has(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`)
  await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope)
  return c.body(null, 204)
}

/** GET /user: the signed-in user (supabase-js asks it for a session read from a link's fragment). */
async function getUser(c: Context, ctx: BackendContext): Promise<Response> {
  const { user } = await requireUser(c, ctx)
  return c.json(userJson(user))
}

/**
 * PUT /user, after GoTrue's UserUpdate for what the app changes: the password (checked against
 * the minimum length, refused when unchanged) and user_metadata. A new password ends every other
 * session of the user and voids any mailed link, as models.User.UpdatePassword does.
 */
async function updateUser(c: Context, ctx: BackendContext, options: AuthOptions): Promise<Response> {
  const params = await readParams(c, 'UserUpdateParams', {
    email: 'string',
    password: 'string',
    data: 'object',
    phone: 'string',
    nonce: 'string',
  })
  if (params.password !== undefined) {
    checkPasswordStrength(params.password, options.email.minimumPasswordLength)
  }
  const { user, sessionId } = await requireUser(c, ctx)
  if ((params.email && params.email.toLowerCase() !== user.email) || params.phone) {
    throw validationFailed('The local backend does not change e-mail addresses or phone numbers')
  }
  const password = params.password || undefined
  if (password && user.encrypted_password && (await passwordMatches(user, password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.')
  }
  const passwordHash = password ? await hashPassword(password) : null
  await inTransaction(ctx.db, async (tx) => {
    if (passwordHash) {
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '',
           email_change_token_new = '', email_change_sent_at = null, reauthentication_token = '',
           reauthentication_sent_at = null, updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      )
      await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [user.id])
      await endSessions(tx, user.id, sessionId, sessionId ? 'others' : 'global')
    }
    if (params.data) {
      // UpdateUserMetaData: merged into what is there; a null value removes its key.
      await tx.query(
        `update auth.users set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}') || $2::jsonb),
           updated_at = now() where id = $1`,
        [user.id, JSON.stringify(params.data)],
      )
    }
  })
  return c.json(userJson((await findUserById(ctx.db, user.id))!))
}

export function mountUserRoutes(app: Hono, ctx: BackendContext, options: AuthOptions): void {
  app.post('/logout', (c) => logout(c, ctx))
  app.get('/user', (c) => getUser(c, ctx))
  app.put('/user', (c) => updateUser(c, ctx, options))
}

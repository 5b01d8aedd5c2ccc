import type { Context, Hono } from 'hono'
import type { BackendContext } from '../context.ts'
import { validationFailed } from './errors.ts'
import { requireUser } from './guard.ts'
import { endSessions, type LogoutScope } from './sessions.ts'

const LOGOUT_SCOPES = new Set<string>(['global', 'local', 'others'])

/** POST /logout?scope=global|local|others → 204, after GoTrue's Logout. */
async function logout(c: Context, ctx: BackendContext): Promise<Response> {
  const { user, sessionId } = await requireUser(c, ctx)
  const scope = c.req.query('scope') || 'global'
  if (!LOGOUT_SCOPES.has(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`)
  await endSessions(ctx.db, user.id, sessionId, scope as LogoutScope)
  return c.body(null, 204)
}

export function mountUserRoutes(app: Hono, ctx: BackendContext): void {
  app.post('/logout', (c) => logout(c, ctx))
}

import type { Context, MiddlewareHandler } from 'hono'
import type { JWTPayload } from 'jose'
import { apiKeyOf, gatewayError } from '../caller.ts'
import type { BackendContext } from '../context.ts'
import { verifyJwt } from '../keys.ts'
import { badRequest, forbidden, unauthorized } from './errors.ts'
import { isUuid } from './request.ts'
import { verifyBearer } from './tokens.ts'
import type { UserWithIdentities } from './user-json.ts'
import { findUserById } from './users.ts'

/**
 * The gateway in front of GoTrue: every route but /health needs one of the
 * project's keys in `apikey` (header or query). The Authorization header is
 * left to the routes, as GoTrue reads it itself.
 */
export function requireApiKey(ctx: BackendContext): MiddlewareHandler {
  return async (c, next) => {
    const apiKey = apiKeyOf(c)
    if (!apiKey) return gatewayError(c, { kind: 'no-api-key' })
    if (apiKey !== ctx.keys.anonKey && apiKey !== ctx.keys.serviceRoleKey) {
      const valid = await verifyJwt(ctx.config.jwtSecret, apiKey).then(
        () => true,
        () => false,
      )
      if (!valid) return gatewayError(c, { kind: 'bad-api-key' })
    }
    await next()
  }
}

// GoTrue's bearerRegexp.
const BEARER = /^(?:B|b)earer (\S+)$/

function bearerToken(c: Context): string {
  const match = BEARER.exec(c.req.header('authorization') ?? '')
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a Bearer token')
  return match[1]!
}

export interface Authenticated {
  claims: JWTPayload
  user: UserWithIdentities
  /** The session named by the token's session_id claim, if it has one. */
  sessionId: string | null
}

const NIL_UUID = '00000000-0000-0000-0000-000000000000'

/** GoTrue's requireAuthentication: a valid access token whose user (and session) still exist. */
export async function requireUser(c: Context, ctx: BackendContext): Promise<Authenticated> {
  const claims = await verifyBearer(ctx.config.jwtSecret, bearerToken(c))
  const sub = claims.sub
  if (typeof sub !== 'string' || sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!isUuid(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(ctx.db, sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')

  const rawSession = claims.session_id
  if (rawSession === undefined || rawSession === null || rawSession === '' || rawSession === NIL_UUID) {
    return { claims, user, sessionId: null }
  }
  if (!isUuid(rawSession)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID')
  const { rows } = await ctx.db.query(`select 1 from auth.sessions where id = $1`, [rawSession])
  if (rows.length === 0) {
    throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  return { claims, user, sessionId: rawSession }
}

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin'])

/** GoTrue's requireAdminCredentials: a valid token whose role is an admin role. */
export async function requireAdmin(c: Context, ctx: BackendContext): Promise<void> {
  const claims = await verifyBearer(ctx.config.jwtSecret, bearerToken(c))
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) {
    throw forbidden('not_admin', 'User not allowed')
  }
}

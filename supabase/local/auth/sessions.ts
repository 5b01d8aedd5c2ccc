import { randomBytes } from 'node:crypto'
import type { BackendContext } from '../context.ts'
import type { Queryable } from '../db.ts'
import { badRequest } from './errors.ts'
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type SessionRef, type SignInMethod } from './tokens.ts'
import { userJson, type UserWithIdentities } from './user-json.ts'
import { findUserById, inTransaction, recordSignIn } from './users.ts'

/** GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL default, in seconds. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10

export type LogoutScope = 'global' | 'local' | 'others'

interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  session_id: string
  parent: string | null
  revoked: boolean
  updated_at: Date
}

function newRefreshToken(): string {
  return randomBytes(16).toString('base64url')
}

export function issuerOf(ctx: BackendContext): string {
  return `${ctx.config.publicUrl}/auth/v1`
}

/** The session JSON GoTrue answers (AccessTokenResponse). */
async function sessionJson(
  ctx: BackendContext,
  user: UserWithIdentities,
  session: SessionRef,
  refreshToken: string,
  method: SignInMethod = 'password',
) {
  const { token, expiresAt } = await signAccessToken(
    ctx.config.jwtSecret,
    issuerOf(ctx),
    user,
    session,
    method,
  )
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>

async function loadUser(q: Queryable, id: string): Promise<UserWithIdentities> {
  const user = await findUserById(q, id)
  if (!user) throw badRequest('user_not_found', 'User not found')
  return user
}

/**
 * Signs the user in: a new session with its first refresh token, and last_sign_in_at stamped. With
 * `q`, inside that transaction.
 */
export async function startSession(
  ctx: BackendContext,
  userId: string,
  { method = 'password', q = ctx.db }: { method?: SignInMethod; q?: Queryable } = {},
): Promise<SessionJson> {
  return inTransaction(q, async (tx) => {
    // Like auth.users, sessions and refresh tokens get their ids and timestamps from GoTrue.
    const { rows } = await tx.query<SessionRef>(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal)
       values (gen_random_uuid(), $1, now(), now(), 'aal1') returning id, created_at`,
      [userId],
    )
    const session = rows[0]!
    const refreshToken = newRefreshToken()
    await tx.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, revoked, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, false, now(), now())`,
      [refreshToken, userId, session.id],
    )
    await recordSignIn(tx, userId)
    return sessionJson(ctx, await loadUser(tx, userId), session, refreshToken, method)
  })
}

type RefreshOutcome = { ok: true; session: SessionJson } | { ok: false; reused: true }

/**
 * The refresh_token grant with rotation, after GoTrue's tokens.Service: the
 * presented token is revoked and a child issued. A revoked token is accepted
 * only as the parent of the session's active token or within the reuse
 * interval, and then answers with the active token; any other reuse revokes
 * every token of the session.
 */
export async function refreshSession(ctx: BackendContext, presented: string): Promise<SessionJson> {
  const outcome = await inTransaction(ctx.db, async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select id, token, user_id, session_id, parent, revoked, updated_at from auth.refresh_tokens where token = $1`,
      [presented],
    )
    const token = rows[0]
    if (!token) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
    const { rows: sessions } = await tx.query<SessionRef>(
      `select id, created_at from auth.sessions where id = $1`,
      [token.session_id],
    )
    const session = sessions[0]
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found')

    let issued: string
    if (token.revoked) {
      const { rows: active } = await tx.query<RefreshTokenRow>(
        `select id, token, user_id, session_id, parent, revoked, updated_at from auth.refresh_tokens
          where session_id = $1 and not revoked order by id desc limit 1`,
        [session.id],
      )
      const current = active[0]
      const reuseUntil = token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000
      if (current && (current.parent === token.token || Date.now() <= reuseUntil)) {
        issued = current.token
      } else {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1`,
          [session.id],
        )
        return { ok: false, reused: true }
      }
    } else {
      issued = newRefreshToken()
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
        token.id,
      ])
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent, revoked, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, false, now(), now())`,
        [issued, token.user_id, session.id, token.token],
      )
    }
    await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [session.id])
    return { ok: true, session: await sessionJson(ctx, await loadUser(tx, token.user_id), session, issued) }
  })
  // The revocation above is committed before the error is answered.
  if (!outcome.ok) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  return outcome.session
}

/** Ends sessions as GoTrue's /logout does: all of the user's, only this one, or all but this one. */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string | null,
  scope: LogoutScope,
): Promise<void> {
  if (sessionId && scope === 'local') {
    await q.query(`delete from auth.sessions where id = $1`, [sessionId])
  } else if (sessionId && scope === 'others') {
    await q.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [userId, sessionId])
  } else {
    await q.query(`delete from auth.sessions where user_id = $1`, [userId])
  }
}

import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { BackendContext } from './context.ts'
import type { RequestAuth } from './db.ts'
import { JwtError, verifyJwt } from './keys.ts'

/** Why a request's credentials were refused, in terms each API turns into its own error shape. */
export type CallerProblem =
  | { kind: 'no-api-key' }
  | { kind: 'bad-api-key' }
  | { kind: 'jwt'; problem: 'expired' | 'invalid'; message: string }
  | { kind: 'bad-role'; role: string }

export type CallerResult =
  { ok: true; auth: RequestAuth; token: string } | { ok: false; problem: CallerProblem }

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer\s+(.+)$/i.exec(header.trim())
  return match ? match[1]!.trim() : null
}

export function apiKeyOf(c: Context): string | undefined {
  return c.req.header('apikey') ?? c.req.query('apikey') ?? undefined
}

/**
 * Resolves the caller as the Supabase gateway and PostgREST do: the apikey
 * header must be one of the project's keys; the Authorization bearer token (or
 * the apikey when there is none) is verified and its role claim becomes the
 * database role.
 */
export async function resolveCaller(c: Context, ctx: BackendContext): Promise<CallerResult> {
  const apiKey = apiKeyOf(c)
  if (!apiKey) return { ok: false, problem: { kind: 'no-api-key' } }
  if (apiKey !== ctx.keys.anonKey && apiKey !== ctx.keys.serviceRoleKey) {
    try {
      await verifyJwt(ctx.config.jwtSecret, apiKey)
    } catch {
      return { ok: false, problem: { kind: 'bad-api-key' } }
    }
  }
  const token = bearerToken(c.req.header('authorization')) ?? apiKey
  let claims: Record<string, unknown>
  try {
    claims = (await verifyJwt(ctx.config.jwtSecret, token)) as Record<string, unknown>
  } catch (error) {
    if (error instanceof JwtError) {
      return { ok: false, problem: { kind: 'jwt', problem: error.problem, message: error.message } }
    }
    throw error
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  if (!API_ROLES.has(role)) return { ok: false, problem: { kind: 'bad-role', role } }
  return {
    ok: true,
    auth: { role: role as RequestAuth['role'], claims, headers: requestHeadersOf(c) },
    token,
  }
}

/**
 * The header in which hosted Supabase's edge (Cloudflare) passes the connecting client's address
 * to PostgREST; it overwrites any value the client sent. The submission limits count by it
 * (supabase/migrations/20251124000400_submissions_through_functions.sql).
 */
export const CLIENT_ADDRESS_HEADER = 'cf-connecting-ip'

/** The socket's remote address, IPv4-mapped IPv6 written as IPv4; null outside a Node server. */
function socketAddressOf(c: Context): string | null {
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    // A request handed to app.fetch directly (no Node socket) has no address.
    return null
  }
  if (!address) return null
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address
}

/**
 * The request's headers as PostgREST passes them to SQL (`request.headers`, lower-case names),
 * with the client address header set from the socket as the edge sets it: a value the client
 * sent never survives.
 */
export function requestHeadersOf(c: Context): Record<string, string> {
  const headers: Record<string, string> = {}
  c.req.raw.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  delete headers[CLIENT_ADDRESS_HEADER]
  const address = socketAddressOf(c)
  if (address) headers[CLIENT_ADDRESS_HEADER] = address
  return headers
}

/** The gateway's answer when the apikey is missing or wrong (same for every API). */
export function gatewayError(c: Context, problem: CallerProblem & { kind: 'no-api-key' | 'bad-api-key' }) {
  if (problem.kind === 'no-api-key') {
    return c.json(
      { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      401,
    )
  }
  return c.json(
    { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
    401,
  )
}

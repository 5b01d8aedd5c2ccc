import { Hono, type Context } from 'hono'
import { gatewayError, resolveCaller } from '../caller.ts'
import type { BackendContext } from '../context.ts'
import type { RequestAuth } from '../db.ts'
import { errors, fromDatabaseError, StorageError, storageErrorResponse } from './errors.ts'
import { removeObjectFiles } from './files.ts'
import { servePublicObject } from './read.ts'
import { asStorageCaller, STORAGE_OPERATIONS } from './scope.ts'
import { handleUpload } from './upload.ts'
import { bucketParam } from './validate.ts'

export { objectFilePath } from './files.ts'

/** The message jose (which storage-api verifies tokens with) gives for each kind of bad token. */
function jwtMessage(problem: 'expired' | 'invalid', detail: string): string {
  if (problem === 'expired') return '"exp" claim timestamp check failed'
  return detail.includes('JWSInvalidSignature') ? 'signature verification failed' : 'Invalid Compact JWS'
}

/** The caller, or the answer for bad credentials: the gateway's for the apikey, storage-api's for the JWT. */
async function callerOrResponse(c: Context, ctx: BackendContext): Promise<RequestAuth | Response> {
  const caller = await resolveCaller(c, ctx)
  if (caller.ok) return caller.auth
  const { problem } = caller
  if (problem.kind === 'no-api-key' || problem.kind === 'bad-api-key') return gatewayError(c, problem)
  if (problem.kind === 'jwt') {
    return storageErrorResponse(c, errors.accessDenied(jwtMessage(problem.problem, problem.message)))
  }
  return storageErrorResponse(c, errors.accessDenied(`role "${problem.role}" does not exist`))
}

type AuthedHandler = (c: Context, auth: RequestAuth) => Promise<Response>

function authed(ctx: BackendContext, handler: AuthedHandler) {
  return async (c: Context) => {
    const auth = await callerOrResponse(c, ctx)
    return auth instanceof Response ? auth : handler(c, auth)
  }
}

async function jsonBody(c: Context): Promise<unknown> {
  const raw = await c.req.text()
  if (raw.trim() === '') throw errors.badRequest('body must be object')
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw errors.badRequest(`Body is not valid JSON but content-type is set to 'application/json'`)
  }
}

function parsePrefixes(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw errors.badRequest('body must be object')
  }
  const { prefixes } = body as { prefixes?: unknown }
  if (prefixes === undefined) throw errors.badRequest("body must have required property 'prefixes'")
  if (!Array.isArray(prefixes)) throw errors.badRequest('body/prefixes must be array')
  if (prefixes.length === 0) throw errors.badRequest('body/prefixes must NOT have fewer than 1 items')
  const index = prefixes.findIndex((prefix) => typeof prefix !== 'string')
  if (index !== -1) throw errors.badRequest(`body/prefixes/${index} must be string`)
  return prefixes as string[]
}

interface DeletedRow {
  id: string
  [column: string]: unknown
}

/** `DELETE /object/<bucket>` with `{prefixes}`: deletes what the caller's delete policies allow. */
async function deleteMany(c: Context, ctx: BackendContext, auth: RequestAuth): Promise<Response> {
  const bucket = bucketParam(c)
  const prefixes = parsePrefixes(await jsonBody(c))
  const rows = await asStorageCaller(ctx, auth, STORAGE_OPERATIONS.deleteMany, async (tx) => {
    try {
      const sql = `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *`
      return (await tx.query<DeletedRow>(sql, [bucket, prefixes])).rows
    } catch (error) {
      throw fromDatabaseError(error)
    }
  })
  await removeObjectFiles(
    ctx,
    bucket,
    rows.map((row) => row.id),
  )
  return c.json(rows)
}

/**
 * The part of Supabase Storage's HTTP API (`/storage/v1`) the app and its tools use, over the
 * database's `storage` schema and files in `ctx.storageDir`: uploads (POST, never replacing), public
 * reads, and removal by name (supabase-js's `remove`, which the storage cleanup and the e2e
 * fixtures call). Every check that protects data is the
 * database's: reads, writes and deletes run as the caller's role, so the
 * `storage.objects` policies of the migrations decide.
 */
export function storageRoutes(ctx: BackendContext): Hono {
  const app = new Hono()

  app.onError((error, c) => {
    if (error instanceof StorageError) return storageErrorResponse(c, error)
    console.error('storage: unexpected error', c.req.method, c.req.path, error)
    return storageErrorResponse(c, errors.internal())
  })

  app.get('/object/public/:bucket/*', (c) => servePublicObject(c, ctx))
  app.post(
    '/object/:bucket/*',
    authed(ctx, (c, auth) => handleUpload(c, ctx, auth)),
  )
  app.delete(
    '/object/:bucket',
    authed(ctx, (c, auth) => deleteMany(c, ctx, auth)),
  )
  return app
}

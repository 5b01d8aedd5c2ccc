import { readFile } from 'node:fs/promises'
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import type { Queryable, RequestAuth } from '../db.ts'
import { findBucket } from './buckets.ts'
import { errors } from './errors.ts'
import { objectFilePath } from './files.ts'
import { asStorageCaller, STORAGE_OPERATIONS } from './scope.ts'
import { mustBeValidKey, objectTarget, type ObjectRoute } from './validate.ts'

interface StoredObject {
  id: string
  metadata: Record<string, unknown> | null
  updated_at: Date | null
}

async function findObject(db: Queryable, bucket: string, key: string): Promise<StoredObject | null> {
  const { rows } = await db.query<StoredObject>(
    `select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  )
  return rows[0] ?? null
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** The stored bytes with the stored content type, cache control, ETag and Last-Modified. */
async function sendObject(
  c: Context,
  ctx: BackendContext,
  bucket: string,
  object: StoredObject,
): Promise<Response> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(await readFile(objectFilePath(ctx, bucket, object.id)))
  } catch {
    throw errors.noSuchKey()
  }
  const metadata = object.metadata ?? {}
  const eTag = text(metadata.eTag)
  const modified = text(metadata.lastModified) ?? object.updated_at?.toISOString()
  const headers: Record<string, string> = {
    'Content-Type': text(metadata.mimetype) ?? 'application/octet-stream',
    'Cache-Control': text(metadata.cacheControl) ?? 'no-cache',
    'Content-Length': String(bytes.byteLength),
    'Accept-Ranges': 'bytes',
  }
  if (eTag) headers.ETag = eTag
  if (modified) headers['Last-Modified'] = new Date(modified).toUTCString()
  if (
    eTag &&
    c.req
      .header('if-none-match')
      ?.split(/\s*,\s*/)
      .includes(eTag)
  ) {
    delete headers['Content-Length']
    return c.body(null, 304, headers)
  }
  return c.body(bytes.buffer as ArrayBuffer, 200, headers)
}

/** GET/HEAD `/object/public/<bucket>/<name>`: no credentials, only for public buckets (read as superuser). */
export async function servePublicObject(c: Context, ctx: BackendContext): Promise<Response> {
  const { bucket, key } = objectTarget(c, 'public')
  const info = await findBucket(ctx.db, bucket)
  if (!info || !info.public) throw errors.noSuchBucket()
  mustBeValidKey(key)
  const object = await findObject(ctx.db, bucket, key)
  if (!object) throw errors.noSuchKey()
  return sendObject(c, ctx, bucket, object)
}

/** GET `/object/<bucket>/<name>` and `/object/authenticated/...`: the caller's select policies decide. */
export async function serveCallerObject(
  c: Context,
  ctx: BackendContext,
  auth: RequestAuth,
  route: Extract<ObjectRoute, 'object' | 'authenticated'>,
): Promise<Response> {
  const { bucket, key } = objectTarget(c, route)
  mustBeValidKey(key)
  const object = await asStorageCaller(ctx, auth, STORAGE_OPERATIONS.getAuthenticated, (tx) =>
    findObject(tx, bucket, key),
  )
  if (!object) throw errors.noSuchKey()
  return sendObject(c, ctx, bucket, object)
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

export interface ListOptions {
  prefix: string
  limit: number
  offset: number
  sortColumn: string
  sortOrder: 'asc' | 'desc'
  search: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function integerOption(body: Record<string, unknown>, name: string, fallback: number, min: number): number {
  const value = body[name]
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw errors.badRequest(`body/${name} must be integer`)
  if (value < min) throw errors.badRequest(`body/${name} must be >= ${min}`)
  return value
}

/** Validates the body of `POST /object/list/<bucket>` as storage-api's schema does. */
export function parseListBody(body: unknown): ListOptions {
  if (!isRecord(body)) throw errors.badRequest('body must be object')
  if (typeof body.prefix !== 'string') {
    throw errors.badRequest(
      body.prefix === undefined ? "body must have required property 'prefix'" : 'body/prefix must be string',
    )
  }
  if (body.search !== undefined && typeof body.search !== 'string') {
    throw errors.badRequest('body/search must be string')
  }
  let sortColumn = 'name'
  let sortOrder: 'asc' | 'desc' = 'asc'
  if (body.sortBy !== undefined) {
    if (!isRecord(body.sortBy)) throw errors.badRequest('body/sortBy must be object')
    const { column, order } = body.sortBy
    if (column !== undefined) {
      if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) {
        throw errors.badRequest('body/sortBy/column must be equal to one of the allowed values')
      }
      sortColumn = column
    }
    if (order !== undefined) {
      if (typeof order !== 'string' || !['asc', 'desc'].includes(order.toLowerCase())) {
        throw errors.badRequest('body/sortBy/order must be equal to one of the allowed values')
      }
      sortOrder = order.toLowerCase() as 'asc' | 'desc'
    }
  }
  let prefix = body.prefix
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`
  return {
    prefix,
    limit: integerOption(body, 'limit', 100, 1),
    offset: integerOption(body, 'offset', 0, 0),
    sortColumn,
    sortOrder,
    search: typeof body.search === 'string' ? body.search : '',
  }
}

/** storage-api's escapeLike: search() matches a date-sorted prefix with ILIKE. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (ch) => `\\${ch}`)
}

export interface ListEntry {
  name: string
  id: string | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
  metadata: Record<string, unknown> | null
}

/**
 * One level of a bucket below `prefix`, as storage-api's searchObjects asks storage.search()
 * for it (supabase/platform/03_storage.sql): as the caller, so the storage.objects select
 * policies decide what is listed; names relative to the prefix, folders with id and dates null.
 */
export async function listObjects(
  ctx: BackendContext,
  auth: RequestAuth,
  bucket: string,
  options: ListOptions,
): Promise<ListEntry[]> {
  const column = SORT_COLUMNS.has(options.sortColumn) ? options.sortColumn : 'name'
  // Only a date-sorted search reads the prefix as a LIKE pattern, so only then is it escaped.
  const escape = column !== 'name'
  const prefix = escape ? likeEscape(options.prefix) : options.prefix
  const search = escape ? likeEscape(options.search) : options.search
  const params = [
    prefix,
    bucket,
    options.limit,
    `${prefix}${search}`.split('/').length,
    options.offset,
    search,
    column,
    options.sortOrder,
  ]
  const sql = `select name, id, updated_at, created_at, last_accessed_at, metadata
    from storage.search($1, $2, $3, $4, $5, $6, $7, $8)`
  return asStorageCaller(
    ctx,
    auth,
    STORAGE_OPERATIONS.list,
    async (tx) => (await tx.query<ListEntry>(sql, params)).rows,
  )
}

import { readFile } from 'node:fs/promises'
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import type { Queryable } from '../db.ts'
import { findBucket } from './buckets.ts'
import { errors } from './errors.ts'
import { objectFilePath } from './files.ts'
import { mustBeValidKey, objectTarget } from './validate.ts'

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

/** The stored bytes with the stored content type (never sniffed), cache control, ETag and Last-Modified. */
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
    // Browsers must not guess another type from the bytes (docs/decisions/0019).
    'X-Content-Type-Options': 'nosniff',
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

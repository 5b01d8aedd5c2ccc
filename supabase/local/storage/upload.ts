import { discardBody } from '../body.ts'
import { createHash, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import type { BackendContext } from '../context.ts'
import { asSuperuser, type RequestAuth } from '../db.ts'
import { findBucket } from './buckets.ts'
import { mustMatchDeclaredType } from './content.ts'
import { errors, fromDatabaseError } from './errors.ts'
import { stageFile } from './files.ts'
import { asStorageCaller, STORAGE_OPERATIONS } from './scope.ts'
import {
  cacheControlFrom,
  isEmptyFolderPlaceholder,
  mustBeAllowedMimeType,
  mustBeValidKey,
  objectTarget,
} from './validate.ts'

interface IncomingFile {
  kind: 'multipart' | 'raw'
  bytes: Uint8Array
  mimeType: string
  cacheControl: string
}

/** busboy's type for a file part that names none (RFC 7578). */
const DEFAULT_PART_TYPE = 'text/plain'

async function readMultipart(c: Context): Promise<IncomingFile> {
  let form: FormData
  try {
    form = await c.req.raw.formData()
  } catch (error) {
    throw errors.noContent(error instanceof Error && error.message ? error.message : undefined)
  }
  // Like @fastify/multipart's request.file(): the first file part, whatever its field name.
  let file: File | null = null
  for (const [, value] of form.entries()) {
    if (typeof value !== 'string') {
      file = value
      break
    }
  }
  if (!file) throw errors.noContent()
  const cacheTime = form.get('cacheControl')
  const contentType = form.get('contentType')
  return {
    kind: 'multipart',
    bytes: new Uint8Array(await file.arrayBuffer()),
    mimeType: (typeof contentType === 'string' && contentType) || file.type || DEFAULT_PART_TYPE,
    cacheControl: cacheControlFrom(typeof cacheTime === 'string' ? cacheTime : null, false),
  }
}

async function readRaw(c: Context, limit: number): Promise<IncomingFile> {
  const declared = Number(c.req.header('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await discardBody(c.req.raw)
    throw errors.tooLarge()
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  if (bytes.byteLength > limit) throw errors.tooLarge()
  return {
    kind: 'raw',
    bytes,
    mimeType: c.req.header('content-type') || 'application/octet-stream',
    cacheControl: cacheControlFrom(c.req.header('cache-control'), true),
  }
}

function readIncomingFile(c: Context, limit: number): Promise<IncomingFile> {
  const contentType = c.req.header('content-type') ?? ''
  return contentType.toLowerCase().startsWith('multipart/form-data') ? readMultipart(c) : readRaw(c, limit)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function ownerOf(auth: RequestAuth): string | null {
  const sub = auth.claims.sub
  return typeof sub === 'string' && sub !== '' ? sub : null
}

function objectMetadata(file: IncomingFile) {
  const size = file.bytes.byteLength
  return {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size,
    mimetype: file.mimeType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  }
}

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
  values ($1, $2, $3::uuid, $4, $5::jsonb, $6)`
const UPSERT = `${INSERT}
  on conflict (bucket_id, name) do update set
    owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
    version = excluded.version, last_accessed_at = now()`

/**
 * POST of `/object/<bucket>/<name>` (the app sends `x-upsert: false`: an upload never replaces),
 * checked in storage-api's order: the bucket, the body with the bucket's MIME types and size
 * limit, the name, then the objects policies as the caller's role; last, a check storage-api does
 * not make: the bytes must be what the declared image type says (content.ts, docs/decisions/0019).
 * The file is written beside its final place first and moved into place inside the transaction,
 * so either both the row and the file exist or neither does.
 *
 * Like storage-api's Uploader, the policies are asked by trying the write as the caller and
 * rolling it back (canUpload: a plain INSERT), and the row is then written as
 * the backend's superuser. So an upload needs only an insert policy, as on hosted Supabase: the
 * row is never read back as the caller.
 */
export async function handleUpload(c: Context, ctx: BackendContext, auth: RequestAuth) {
  const { bucket, key } = objectTarget(c, 'object')
  const info = await findBucket(ctx.db, bucket)
  if (!info) throw errors.noSuchBucket()

  const placeholder = isEmptyFolderPlaceholder(key)
  const limit = placeholder ? 0 : Math.min(info.file_size_limit ?? Infinity, ctx.config.maxUploadBytes)
  const file = await readIncomingFile(c, limit)
  if (!placeholder) mustBeAllowedMimeType(file.mimeType, info.allowed_mime_types)
  mustBeValidKey(key)

  const owner = ownerOf(auth)
  const params = [
    bucket,
    key,
    owner !== null && UUID.test(owner) ? owner : null,
    owner,
    JSON.stringify(objectMetadata(file)),
    randomUUID(),
  ]
  const staged = await stageFile(ctx, bucket, file.bytes)
  try {
    const id = await asStorageCaller(ctx, auth, STORAGE_OPERATIONS.upload, async (tx) => {
      await tx.query('savepoint can_upload')
      try {
        await tx.query(INSERT, params)
      } catch (error) {
        throw fromDatabaseError(error)
      }
      await tx.query('rollback to savepoint can_upload')
      // A multipart body is measured while it streams, after the policy check (as storage-api does).
      if (file.bytes.byteLength > limit) throw errors.tooLarge()
      if (!placeholder) mustMatchDeclaredType(file.bytes, file.mimeType)
      await asSuperuser(tx)
      const row = (await tx.query<{ id: string }>(`${UPSERT} returning id`, params)).rows[0]
      if (!row) throw errors.rls()
      await staged.commit(bucket, row.id)
      return row.id
    })
    return c.json({ Key: `${bucket}/${key}`, Id: id })
  } finally {
    await staged.discard()
  }
}

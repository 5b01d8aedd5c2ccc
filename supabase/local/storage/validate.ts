import type { Context } from 'hono'
import { errors } from './errors.ts'

/** S3-safe characters, exactly the set storage-api accepts (src/storage/limits.ts isValidKey). */
const KEY_CHARACTERS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/
const MAX_KEY_LENGTH = 1024

/**
 * Whether an object name is acceptable. storage-api's character rule, plus the
 * rules a file-system-backed store needs: no empty, "." or ".." segments, no
 * leading or trailing slash, at most 1024 characters. Backslashes, NUL and
 * other control characters are outside the allowed set.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false
  if (!KEY_CHARACTERS.test(key)) return false
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

export function mustBeValidKey(key: string): void {
  if (!isValidKey(key)) throw errors.invalidKey(key)
}

/** storage-api's `.emptyFolderPlaceholder` convention: a zero-byte marker that keeps a folder listed. */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder')
}

export type ObjectRoute = 'object' | 'public'

export interface ObjectTarget {
  bucket: string
  key: string
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Whether a bucket by this name could exist. Postgres text cannot hold NUL, so a name with one is
 * no bucket, answered before the lookup that would pass it to the database.
 */
function isPossibleBucketName(name: string): boolean {
  return name !== '' && !name.includes('\0')
}

/**
 * Bucket and object name of a request, read from the raw (still percent-encoded)
 * URL path so that an encoded slash stays part of the name and is then checked
 * like any other character. Throws InvalidKey for names that do not decode.
 */
export function objectTarget(c: Context, route: ObjectRoute): ObjectTarget {
  const rawPath = new URL(c.req.url).pathname
  const marker = '/object/'
  let rest = rawPath.slice(rawPath.indexOf(marker) + marker.length)
  if (route !== 'object') rest = rest.slice(route.length + 1)
  const slash = rest.indexOf('/')
  const rawBucket = slash === -1 ? rest : rest.slice(0, slash)
  const rawKey = slash === -1 ? '' : rest.slice(slash + 1)
  const bucket = decode(rawBucket)
  if (bucket === null || !isPossibleBucketName(bucket)) throw errors.noSuchBucket()
  const key = decode(rawKey)
  if (key === null) throw errors.invalidKey(rawKey)
  return { bucket, key }
}

/** The bucket named by the last path segment (`/object/list/:bucket`, `DELETE /object/:bucket`). */
export function bucketParam(c: Context): string {
  const bucket = c.req.param('bucket')
  if (!bucket || !isPossibleBucketName(bucket)) throw errors.noSuchBucket()
  return bucket
}

/**
 * storage-api's MIME check: `type/subtype` must equal an allowed entry or match
 * an allowed `type/*`.
 */
export function mustBeAllowedMimeType(mimeType: string, allowed: readonly string[] | null): void {
  if (!allowed || allowed.length === 0) return
  const [type, subtype, ...extra] = mimeType.split('/')
  if (type === undefined || subtype === undefined || extra.length > 0) throw errors.invalidMimeType(mimeType)
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/')
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype)
  })
  if (!ok) throw errors.invalidMimeType(mimeType)
}

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  ico: 'image/x-icon',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
}

export function mimeTypeForName(name: string): string {
  const dot = name.lastIndexOf('.')
  const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase()
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream'
}

/** The `max-age=N` cache control storage-api stores for a `cacheControl` form field or header. */
export function cacheControlFrom(value: string | null | undefined, header: boolean): string {
  if (value === null || value === undefined || value === '') return 'no-cache'
  if (header) return value
  return `max-age=${value}`
}

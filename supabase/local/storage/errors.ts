import type { Context } from 'hono'

/**
 * An error in Supabase Storage's shape. storage-api answers every client error
 * with HTTP 400 and puts the "real" status in the body's `statusCode` string;
 * only server faults use HTTP 500.
 */
export class StorageError extends Error {
  constructor(
    /** The status storage-api reports in the body (`statusCode`). */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The legacy `error` label; storage-api falls back to the code. */
    readonly label: string = code,
  ) {
    super(message)
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400
  }

  toJSON() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.label, message: this.message }
  }
}

/** The catalogue of storage-api errors this backend can produce (src/internal/errors/codes.ts). */
export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`, 'Invalid Input'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  rls: () => errors.accessDenied('new row violates row-level security policy'),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  /**
   * The local backend's own check (storage/content.ts): storage-api has no content check, so it
   * answers in the shape and code of the nearest refusal it has, an unsupported MIME type.
   */
  contentNotOfType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `file content does not match mime type ${mimeType}`,
      'invalid_mime_type',
    ),
  noContent: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  badRequest: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
  internal: () => new StorageError(500, 'InternalError', 'Internal Server Error', 'internal'),
}

export function storageErrorResponse(c: Context, error: StorageError): Response {
  // Close rather than reuse a connection that carried a refused body (part of it may be unread).
  const headers: Record<string, string> = error.statusCode === 413 ? { Connection: 'close' } : {}
  return c.json(error.toJSON(), error.httpStatus, headers)
}

interface PgErrorLike {
  code: string
  message: string
}

export function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string'
}

/**
 * Turns a database error raised by a write as the caller into storage-api's
 * answer: RLS and privilege failures are AccessDenied, unique violations are
 * Duplicate. Anything else is not the client's fault and is rethrown.
 */
export function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (isPgError(error)) {
    if (error.code === '42501') {
      return error.message.startsWith('new row violates row-level security policy')
        ? errors.rls()
        : errors.accessDenied(error.message)
    }
    if (error.code === '23505') return errors.duplicate()
    if (error.code === '22P02' || error.code === '22023') return errors.badRequest(error.message)
  }
  throw error
}

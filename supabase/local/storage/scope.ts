import type { BackendContext } from '../context.ts'
import { asCaller, type RequestAuth, type Tx } from '../db.ts'

/** The operation names storage-api sets in storage.operation (its src/http/routes/operations.ts). */
export const STORAGE_OPERATIONS = {
  upload: 'storage.object.upload',
  deleteMany: 'storage.object.delete_many',
} as const

export type StorageOperation = (typeof STORAGE_OPERATIONS)[keyof typeof STORAGE_OPERATIONS]

/**
 * Runs fn as the caller, with the transaction-local settings storage-api sets for every request
 * (src/internal/database/postgres/scope.ts): the claims one by one too, the operation (policies
 * may read it through storage.operation()), and storage.allow_delete_query, without which
 * storage.protect_delete() refuses a DELETE from storage.objects or storage.buckets.
 */
export function asStorageCaller<T>(
  ctx: BackendContext,
  auth: RequestAuth,
  operation: StorageOperation,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : ''
  return asCaller(ctx.db, auth, fn, {
    'request.jwt.claim.role': auth.role,
    'request.jwt.claim.sub': sub,
    'storage.operation': operation,
    'storage.allow_delete_query': 'true',
  })
}

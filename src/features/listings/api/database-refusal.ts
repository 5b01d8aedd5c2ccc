import type { PostgrestSingleResponse } from '@supabase/postgrest-js'

/**
 * The database refused an owner's or an admin's call with a reason the page shows: the status
 * PostgREST gave (409 changed since loaded, 429 too many attempts, 403 not allowed, 400 bad input)
 * and Postgres's error code (42501, 22023, PT409, PT429).
 */
export class DatabaseRefusal extends Error {
  readonly status: number
  readonly code: string | undefined
  constructor(message: string, status: number, code: string | undefined, options?: ErrorOptions) {
    super(message, options)
    this.name = 'DatabaseRefusal'
    this.status = status
    this.code = code
  }
}

/** The answer's data; a refusal throws a DatabaseRefusal with the database's own sentence. */
export async function dataOrRefusal<T>(query: PromiseLike<PostgrestSingleResponse<T>>): Promise<T> {
  const answer = await query
  if (answer.error) {
    throw new DatabaseRefusal(
      answer.error.message || `Request failed with status ${answer.status}.`,
      answer.status,
      answer.error.code || undefined,
      { cause: answer.error },
    )
  }
  return answer.data
}

/** Whether `error` is the database's refusal with this HTTP status. */
export const refusedWith = (error: unknown, status: number): error is DatabaseRefusal =>
  error instanceof DatabaseRefusal && error.status === status

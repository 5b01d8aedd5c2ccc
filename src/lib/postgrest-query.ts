import type { PostgrestResponseSuccess, PostgrestSingleResponse } from '@supabase/postgrest-js'
import type { PostgrestFilter } from './postgrest-filters.ts'

/**
 * How the feature services (src/features/<feature>/api/) send a query through either client:
 * filters applied as data, an optional AbortSignal, and one way to turn a failed answer into an
 * Error.
 */

/**
 * The query with each filter applied through the client's `.filter(column, operator, value)`,
 * or `.or(conditions)` for a filter of alternatives.
 */
export function withFilters<
  Q extends { filter(column: string, operator: string, value: unknown): Q; or(conditions: string): Q },
>(query: Q, filters: readonly PostgrestFilter[]): Q {
  return filters.reduce(
    (filtered, filter) =>
      'anyOf' in filter
        ? filtered.or(filter.anyOf)
        : filtered.filter(filter.column, filter.operator, filter.value),
    query,
  )
}

/** The query, cancelled by `signal` when one is given. */
export function cancelledBy<Q extends { abortSignal(signal: AbortSignal): Q }>(
  query: Q,
  signal: AbortSignal | undefined,
): Q {
  return signal ? query.abortSignal(signal) : query
}

/** Sends the query; a failure throws the backend's message, or the HTTP status when it gave none. */
export async function answerOf<T>(
  query: PromiseLike<PostgrestSingleResponse<T>>,
): Promise<PostgrestResponseSuccess<T>> {
  const answer = await query
  if (answer.error) {
    throw new Error(answer.error.message || `Request failed with status ${answer.status}.`, {
      cause: answer.error,
    })
  }
  return answer
}

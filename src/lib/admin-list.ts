/**
 * How every admin list asks the database for one page (docs/architecture.md "Admin lists too"):
 * 25 rows, a stable order, the true total (`count: 'exact'`), and a search whose every word
 * must appear in one of the searched columns. Hosted Supabase returns at most 1,000 rows per
 * request, so no admin list ever asks for "everything".
 */

import type { PostgrestResponse } from '@supabase/postgrest-js'
import { answerOf } from './postgrest-query.ts'

export const ADMIN_PAGE_SIZE = 25

/** One page of a list and how many rows the whole list has. */
export interface ListPage<Row> {
  rows: Row[]
  total: number
  /** The page asked for starts after the last row (PostgREST's 416, PGRST103). */
  pastEnd?: boolean
}

/** What an admin list asks for: the 1-based page and the search text as typed. */
export interface ListRequest {
  page: number
  search: string
}

/** The first and last row index of a page, for `.range(from, to)`. */
export function pageRange(page: number): [from: number, to: number] {
  const from = (Math.max(1, Math.floor(page)) - 1) * ADMIN_PAGE_SIZE
  return [from, from + ADMIN_PAGE_SIZE - 1]
}

/** How many pages `total` rows fill (at least one, so an empty list is page 1 of 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
}

/**
 * The words of a search. Characters PostgREST's filter grammar reserves (`,`, `(`, `)`, `"`,
 * `:`), LIKE's wildcards and the backslash are dropped: they would change the filter's meaning,
 * and names, e-mail addresses and subjects are found without them.
 */
export function searchWords(search: string): string[] {
  return search
    .replace(/[,()"':*%\\]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 5)
}

/** A PostgREST `or` filter: the word appears in any of `columns` (case-insensitive). */
export function anyColumnContains(columns: readonly string[], word: string): string {
  return columns.map((column) => `${column}.ilike.*${word}*`).join(',')
}

interface SearchableQuery<Q> {
  ilike(column: string, pattern: string): Q
  or(filters: string): Q
}

/**
 * The query narrowed to rows where every word of `search` appears in one of `columns`
 * ("ana reyes" finds Ana Reyes; "reyes gmail" finds her by surname and e-mail).
 */
export function withSearch<Q extends SearchableQuery<Q>>(
  query: Q,
  columns: readonly string[],
  search: string,
): Q {
  return searchWords(search).reduce(
    (narrowed, word) =>
      columns.length === 1
        ? narrowed.ilike(columns[0]!, `%${word}%`)
        : narrowed.or(anyColumnContains(columns, word)),
    query,
  )
}

/**
 * Sends a counted page query (`select(…, { count: 'exact' }).range(…)`). A page past the end
 * (PostgREST answers 416, PGRST103) is an empty page marked `pastEnd`; any other failure
 * throws the backend's message.
 */
export async function pageOf<Row>(query: PromiseLike<PostgrestResponse<Row>>): Promise<ListPage<Row>> {
  const answer = await query
  if (answer.error?.code === 'PGRST103') return { rows: [], total: 0, pastEnd: true }
  const { data, count } = await answerOf(Promise.resolve(answer))
  return { rows: data, total: count ?? data.length }
}

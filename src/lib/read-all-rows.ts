/**
 * Hosted Supabase answers at most 1,000 rows per request (db-max-rows): a list that may be longer
 * is read page by page until a page comes back empty (a server that caps rows lower answers
 * short pages before the end).
 */
export const ROWS_PER_REQUEST = 1000

export async function readAllRows<T>(readRange: (from: number, to: number) => PromiseLike<T[]>): Promise<T[]> {
  const rows: T[] = []
  for (;;) {
    const page = await readRange(rows.length, rows.length + ROWS_PER_REQUEST - 1)
    if (page.length === 0) return rows
    rows.push(...page)
  }
}

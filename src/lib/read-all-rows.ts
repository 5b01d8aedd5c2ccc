/**
 * Hosted Supabase answers at most 1,000 rows per request (db-max-rows, as the local backend): a
 * list that may be longer is read 1,000 rows at a time. A shorter page is the last one, so the
 * end costs no extra request (and no offset past the last row, which PostgREST may refuse).
 */
export const ROWS_PER_REQUEST = 1000

export async function readAllRows<T>(
  readRange: (from: number, to: number) => PromiseLike<T[]>,
): Promise<T[]> {
  const rows: T[] = []
  for (;;) {
    const page = await readRange(rows.length, rows.length + ROWS_PER_REQUEST - 1)
    rows.push(...page)
    if (page.length < ROWS_PER_REQUEST) return rows
  }
}

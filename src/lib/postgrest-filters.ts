/**
 * Directory filters as PostgREST filters: plain data that a service applies with
 * the client's `.filter(column, operator, value)`, so the translation is pure and
 * unit-tested.
 */
export type PostgrestFilter =
  | {
      column: string
      operator: 'eq' | 'ilike' | 'gte' | 'lte' | 'gt' | 'cs' | 'ov'
      value: string
    }
  /**
   * `or=(a,b)`: one of the comma-separated conditions holds. Each such filter is a query
   * parameter of its own, and PostgREST requires all of them (AND), so two never widen each other.
   */
  | { anyOf: string }

/** A Postgres array literal with every item quoted: `{"Yin Yoga","Hatha"}`. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

/**
 * `*text*` for a case-insensitive substring match. The user's own wildcard
 * characters are matched literally.
 */
export function substringPattern(text: string): string {
  const escaped = text
    .replaceAll('\\', '\\\\')
    .replaceAll('%', '\\%')
    .replaceAll('_', '\\_')
    .replaceAll('*', '')
  return `*${escaped}*`
}

/** Distinct, non-empty values of a repeated query parameter, keeping only allowed ones when a list is given. */
export function listParam(params: URLSearchParams, name: string, allowed?: readonly string[]): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '' && (!allowed || allowed.includes(value)))
  return [...new Set(values)]
}

/** A positive page count from the URL; anything else is page 1. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1
}

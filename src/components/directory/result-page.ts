/** One answer of a directory search: the rows shown and how many match in all. */
export interface ResultPage<T> {
  items: T[]
  total: number
}

/** Any thrown value as an Error, for a message on screen. */
export function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason))
}

/** How a result card's photo loads: the first is the page's largest paint, the first row eager. */
export function firstScreenful(index: number): 'priority' | 'eager' | 'lazy' {
  return index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy'
}

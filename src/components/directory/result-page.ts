import { EXACT_COUNT_UP_TO } from '../../lib/directory-options.ts'
import type { NearOutcome } from '../../lib/near-filter.ts'

/** One answer of a directory search: the rows shown and how many match in all. */
export interface ResultPage<T> {
  items: T[]
  total: number
  /** For a search near a place: the place found, or that there is none of that name. */
  near?: NearOutcome
}

/**
 * The total to show for a page read from the first row on: the database's count (exact up to
 * EXACT_COUNT_UP_TO, an estimate past it), except that a page that came back shorter than asked
 * is the whole list, whatever an estimate said.
 */
export function directoryTotal(count: number | null, received: number, requested: number): number {
  if (count === null) return received
  const endSeen = received < requested && received < EXACT_COUNT_UP_TO
  return count > EXACT_COUNT_UP_TO && endSeen ? received : count
}

/** '31', or 'about 49,000' for an estimated total (two significant digits). */
export function totalText(total: number): string {
  if (total <= EXACT_COUNT_UP_TO) return total.toLocaleString('en-US')
  return `about ${Number(total.toPrecision(2)).toLocaleString('en-US')}`
}

/** Any thrown value as an Error, for a message on screen. */
export function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason))
}

/** How a result card's photo loads: the first is the page's largest paint, the first row eager. */
export function firstScreenful(index: number): 'priority' | 'eager' | 'lazy' {
  return index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy'
}

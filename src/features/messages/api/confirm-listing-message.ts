import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { ListingKind } from '../message-listing.ts'

export const CONFIRM_OUTCOMES = [
  'delivered',
  'already_delivered',
  'expired',
  'unavailable',
  'unknown',
] as const
export type ConfirmOutcome = (typeof CONFIRM_OUTCOMES)[number]

/** The listing a confirmed (or refused) message was written to, for the page to name and link. */
export interface ConfirmedListing {
  kind: ListingKind
  slug: string
  name: string
}

/** What public.confirm_listing_message answered for one token. */
export type ConfirmAnswer =
  { outcome: 'unknown' } | { outcome: Exclude<ConfirmOutcome, 'unknown'>; listing: ConfirmedListing }

const isOutcome = (value: unknown): value is ConfirmOutcome =>
  typeof value === 'string' && (CONFIRM_OUTCOMES as readonly string[]).includes(value)

const isKind = (value: unknown): value is ListingKind => value === 'teacher' || value === 'studio'

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * The function's rows as the page uses them. Throws on an answer of another shape, which the page
 * treats as a failed request. Checked by hand: a schema library would outweigh this page.
 */
export function confirmAnswerFrom(rows: unknown): ConfirmAnswer {
  if (!Array.isArray(rows)) throw new Error('confirm_listing_message did not answer with a list of rows')
  const row: unknown = rows[0]
  const record = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {}
  const { outcome, listing_kind: kind, listing_slug: slug, listing_name: name } = record
  if (!isOutcome(outcome)) {
    throw new Error(`confirm_listing_message answered an unknown outcome: ${JSON.stringify(row)}`)
  }
  if (outcome === 'unknown') return { outcome }
  if (!isKind(kind) || !isText(slug) || !isText(name)) {
    throw new Error(`confirm_listing_message answered ${outcome} without its listing: ${JSON.stringify(row)}`)
  }
  return { outcome, listing: { kind, slug, name } }
}

/** Too many confirmation attempts from this connection (HTTP 429): `message` says how long to wait. */
export class TooManyConfirmationsError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'TooManyConfirmationsError'
  }
}

/**
 * Confirms the message whose link carries this token: the database delivers it once (to the
 * listing, Reply-To the student, and a copy to the student) and answers what became of it. Throws
 * when the request fails (TooManyConfirmationsError over the limit of attempts). The token goes in
 * the POST body, never in a URL a server would log.
 */
export async function confirmListingMessage(token: string, signal?: AbortSignal): Promise<ConfirmAnswer> {
  const answer = await cancelledBy(dataClient.rpc('confirm_listing_message', { token }), signal)
  if (answer.status === 429 && answer.error?.message) {
    throw new TooManyConfirmationsError(answer.error.message, { cause: answer.error })
  }
  const { data } = await answerOf(Promise.resolve(answer))
  return confirmAnswerFrom(data)
}

import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
} from '../statuses.ts'

/** All that a status link shows of an application: public.application_status gives nothing else. */
export interface ApplicationStatusAnswer {
  kind: ApplicationKind
  status: ApplicationStatus
  /** The listing's page address while Listed; null otherwise, or once the listing is removed. */
  listingSlug: string | null
  /** The administrator's note to the applicant while Declined, if any. */
  note: string | null
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/**
 * The function's answer as the page uses it: null for no row (a token that is wrong, malformed
 * or matches nothing: the database answers all three alike). Throws on an answer of another
 * shape, which the page treats as a failed request. Checked by hand: a schema library would
 * outweigh this page.
 */
export function applicationStatusFrom(rows: unknown): ApplicationStatusAnswer | null {
  if (!Array.isArray(rows)) throw new Error('application_status did not answer with a list of rows')
  const row: unknown = rows[0]
  if (row === undefined) return null
  const record = typeof row === 'object' && row !== null ? (row as Record<string, unknown>) : {}
  const { kind, status } = record
  if (!isOneOf(APPLICATION_KINDS, kind) || !isOneOf(APPLICATION_STATUSES, status)) {
    throw new Error(`application_status answered an unknown kind or status: ${JSON.stringify(row)}`)
  }
  return { kind, status, listingSlug: textOrNull(record.listing_slug), note: textOrNull(record.note) }
}

/**
 * The status of the application whose private token this is, or null when there is none. Throws
 * when the request fails. The token goes in the POST body, never in a URL a server would log.
 */
export async function getApplicationStatus(
  token: string,
  signal?: AbortSignal,
): Promise<ApplicationStatusAnswer | null> {
  const { data } = await answerOf(cancelledBy(dataClient.rpc('application_status', { token }), signal))
  return applicationStatusFrom(data)
}

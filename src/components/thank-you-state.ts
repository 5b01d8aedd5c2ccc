import { isStatusToken } from '../lib/status-token.ts'

/** The three texts of the thank-you page. */
export interface ThankYouTexts {
  title?: string
  message?: string
  details?: string
}

/**
 * What a form passes to /thank-you in the router's location state:
 * `navigate(paths.thankYou.href(), { state: { title, message, details } satisfies ThankYouState })`.
 * An application adds the applicant's private status token, and the page shows the link.
 */
export interface ThankYouState extends ThankYouTexts {
  statusToken?: string
}

export const thankYouDefaults = {
  title: 'Thank You!',
  message: 'We have received your submission.',
  details: "We'll get back to you as soon as possible.",
} as const satisfies Required<ThankYouTexts>

function recordOf(state: unknown): Record<string, unknown> {
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
}

// Three optional strings: checked by hand, since a schema library would triple this page's code.
function text(record: Record<string, unknown>, key: keyof ThankYouTexts): string | undefined {
  const value = record[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/**
 * The texts to show for any location state (which may be anything, or null on a direct visit):
 * each field that is missing, empty or not text falls back to its default on its own.
 */
export function readThankYouState(state: unknown): Required<ThankYouTexts> {
  const record = recordOf(state)
  return {
    title: text(record, 'title') ?? thankYouDefaults.title,
    message: text(record, 'message') ?? thankYouDefaults.message,
    details: text(record, 'details') ?? thankYouDefaults.details,
  }
}

/** The status token in the location state, or null when there is none or it is not a token. */
export function readStatusToken(state: unknown): string | null {
  const token = recordOf(state).statusToken
  return isStatusToken(token) ? token : null
}

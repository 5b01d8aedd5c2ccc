import type { Database } from '../../../types/database.types.ts'
import { anonKeyHeaders, env } from '../../../lib/env.ts'
import type { MathQuestion } from '../math-captcha.ts'
import { submissionErrorFrom } from './submission-error.ts'

/** A question the database issued for the contact form: answerable once within 10 minutes. */
export interface IssuedQuestion extends MathQuestion {
  id: string
}

type QuestionRows = Database['public']['Functions']['contact_question']['Returns']

/** PostgREST's error body, when the response has one. */
interface RestError {
  message?: string
  hint?: string | null
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

/**
 * Asks the database for a new contact-form question (public.contact_question). Throws
 * TooManySubmissionsError when the visitor asked for too many, SubmissionError otherwise.
 *
 * One POST to PostgREST's function endpoint, as the data client would send it, made directly:
 * Contact Us asks for its question as soon as the page is live, and the data client is needed
 * there only once the visitor sends (send-contact-message.ts), so it loads with the sending code.
 */
export async function getContactQuestion(signal?: AbortSignal): Promise<IssuedQuestion> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/contact_question`, {
    method: 'POST',
    headers: { ...anonKeyHeaders, 'Content-Type': 'application/json' },
    body: '{}',
    signal,
  })
  const body = await bodyOf(response)
  const row = response.ok && Array.isArray(body) ? (body as QuestionRows)[0] : undefined
  if (!row) throw submissionErrorFrom(response.ok ? null : (body as RestError | null), response.status)
  return { id: row.id, a: row.first_number, b: row.second_number }
}

import { dataClient } from '../../../lib/data-client.ts'
import type { MathQuestion } from '../math-captcha.ts'
import { submissionErrorFrom } from './submission-error.ts'

/** A question the database issued for the contact form: answerable once within 10 minutes. */
export interface IssuedQuestion extends MathQuestion {
  id: string
}

/**
 * Asks the database for a new contact-form question (public.contact_question). Throws
 * TooManySubmissionsError when the visitor asked for too many, SubmissionError otherwise.
 */
export async function getContactQuestion(signal?: AbortSignal): Promise<IssuedQuestion> {
  const request = dataClient.rpc('contact_question')
  const { data, error, status } = await (signal ? request.abortSignal(signal) : request)
  const row = data?.[0]
  if (error || !row) throw submissionErrorFrom(error, status)
  return { id: row.id, a: row.first_number, b: row.second_number }
}

import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import { orOmitted } from '../../../lib/field-rules.ts'
import type { Database } from '../../../types/database.types.ts'
import { contactMessageSchema, type ContactMessageInput } from '../contact-message-schema.ts'
import {
  QuestionRefusedError,
  SubmissionError,
  submissionErrorFrom,
  type QuestionRefusal,
} from './submission-error.ts'

export type ContactMessageArgs = Database['public']['Functions']['send_contact_message']['Args']

const REFUSALS: readonly string[] = ['unanswered', 'wrong', 'expired'] satisfies QuestionRefusal[]

/**
 * Sends a contact message through public.send_contact_message with the answer to the question the
 * database issued (the database checks it, once, and never stores it). Throws the schema's
 * ZodError when invalid, QuestionRefusedError when the answer is refused,
 * TooManySubmissionsError over a limit and SubmissionError when the backend refuses otherwise.
 */
export async function sendContactMessage(
  input: ContactMessageInput,
  question: { id: string; answer: string },
): Promise<void> {
  const values = contactMessageSchema.parse(input)
  const args: ContactMessageArgs = {
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    question_id: question.id,
    answer: question.answer,
    honeypot: orOmitted(values[HONEYPOT_FIELD] ?? ''),
  }
  const { data, error, status } = await dataClient.rpc('send_contact_message', args)
  if (error) throw submissionErrorFrom(error, status)
  if (data === 'sent') return
  if (typeof data === 'string' && REFUSALS.includes(data))
    throw new QuestionRefusedError(data as QuestionRefusal)
  throw new SubmissionError(`Unexpected answer from send_contact_message: ${JSON.stringify(data)}`)
}

import { isHoneypotFilled, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import {
  contactMessageSchema,
  type ContactMessageInput,
  type ContactMessageValues,
} from '../contact-message-schema.ts'
import { submissionErrorFrom } from './submission-error.ts'

export type ContactSubmissionRow = Database['public']['Tables']['contactsubmissions']['Insert']

/** The table's columns: never the captcha answer. */
export function toContactSubmissionRow(values: ContactMessageValues): ContactSubmissionRow {
  return { name: values.name, email: values.email, subject: values.subject, message: values.message }
}

/**
 * Sends a contact message (the captcha is the form's business and is not passed here).
 * Throws the schema's ZodError when invalid, SubmissionError when the backend refuses.
 */
export async function sendContactMessage(input: ContactMessageInput): Promise<void> {
  const values = contactMessageSchema.parse(input)
  if (isHoneypotFilled(values[HONEYPOT_FIELD])) return
  const { error, status } = await dataClient.from('contactsubmissions').insert(toContactSubmissionRow(values))
  if (error) throw submissionErrorFrom(error, status)
}

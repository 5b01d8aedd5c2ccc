import * as z from 'zod/mini'
import { HONEYPOT_FIELD } from '../../components/forms/honeypot.tsx'
import { LIMITS } from '../../lib/field-limits.ts'
import { emailField, requiredText } from '../../lib/field-rules.ts'
import { CAPTCHA_BLANK } from './math-captcha.ts'

/** The Contact Us message (docs/product.md §5), with the spec's messages. */
export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 'Name', LIMITS.name),
  email: emailField('Email is required'),
  subject: requiredText('Subject is required', 'Subject', LIMITS.subject),
  message: requiredText('Message is required', 'Message', LIMITS.longText),
  [HONEYPOT_FIELD]: z.optional(z.string()),
})

export type ContactMessageInput = z.input<typeof contactMessageSchema>
export type ContactMessageValues = z.output<typeof contactMessageSchema>

/**
 * The form adds the captcha answer to the message; the database checks it against the question
 * it issued (public.send_contact_message) and never stores it.
 */
export const contactFormSchema = z.extend(contactMessageSchema, {
  captcha: z.string().check(z.trim(), z.minLength(1, CAPTCHA_BLANK)),
})

export type ContactFormInput = z.input<typeof contactFormSchema>

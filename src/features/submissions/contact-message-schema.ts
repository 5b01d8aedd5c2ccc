import * as z from 'zod/mini'
import { HONEYPOT_FIELD } from '../../components/forms/honeypot.tsx'
import { emailField, LIMITS, requiredText } from '../../lib/field-rules.ts'

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

export const CAPTCHA_BLANK = 'Please answer the question.'
export const CAPTCHA_WRONG = 'Incorrect answer, please try again.'
/** A question lives 10 minutes and takes one answer; an old one gets a new question. */
export const CAPTCHA_EXPIRED = 'That question has expired. Please answer the new one.'
/** The question could not be fetched (network, or too many questions asked). */
export const CAPTCHA_UNAVAILABLE = 'The question could not be loaded. Please try again.'

/**
 * The form adds the captcha answer to the message; the database checks it against the question
 * it issued (public.send_contact_message) and never stores it.
 */
export const contactFormSchema = z.extend(contactMessageSchema, {
  captcha: z.string().check(z.trim(), z.minLength(1, CAPTCHA_BLANK)),
})

export type ContactFormInput = z.input<typeof contactFormSchema>

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  captcha: '',
  [HONEYPOT_FIELD]: '',
}

import * as z from 'zod/mini'
import { HONEYPOT_FIELD } from '../../components/forms/honeypot.tsx'
import { LIMITS } from '../../lib/field-limits.ts'
import { emailField, requiredText } from '../../lib/field-rules.ts'

/** A message's length, after trimming, as public.send_listing_message allows it. */
export const MESSAGE_MIN = 20
export const MESSAGE_MAX = 2000

const formatCount = (count: number) => count.toLocaleString('en-US')

export const MESSAGE_TOO_SHORT = `Message must be at least ${MESSAGE_MIN} characters.`
export const MESSAGE_TOO_LONG = `Message must be at most ${formatCount(MESSAGE_MAX)} characters.`

/** The count under the message field: characters as the database counts them, after trimming. */
export function messageCountText(message: string): string {
  return `${formatCount(message.trim().length)} of ${formatCount(MESSAGE_MAX)} characters (at least ${MESSAGE_MIN})`
}

/** A student's message to a teacher or a studio, with the messages the form shows. */
export const listingMessageSchema = z.object({
  name: requiredText('Name is required', 'Name', LIMITS.name),
  email: emailField('Email is required'),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'Message is required', abort: true }),
      z.minLength(MESSAGE_MIN, MESSAGE_TOO_SHORT),
      z.maxLength(MESSAGE_MAX, MESSAGE_TOO_LONG),
    ),
  /** Values of the listing's ways of practising (teaching option keys, yoga styles). */
  practices: z.array(z.string()),
  [HONEYPOT_FIELD]: z.optional(z.string()),
})

export type ListingMessageInput = z.input<typeof listingMessageSchema>
export type ListingMessageValues = z.output<typeof listingMessageSchema>

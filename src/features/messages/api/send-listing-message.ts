import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import { orOmitted } from '../../../lib/field-rules.ts'
import { answerOf } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { listingMessageSchema, type ListingMessageInput } from '../listing-message-schema.ts'
import { offeredChoices, type MessageListing } from '../message-listing.ts'

export type ListingMessageArgs = Database['public']['Functions']['send_listing_message']['Args']

/**
 * Sends a student's message through public.send_listing_message, which stores it unconfirmed and
 * mails the student a link to confirm it; nothing reaches the listing before that. Throws the
 * schema's ZodError when invalid, and an Error with the database's own message when it refuses
 * (invalid input, a listing that takes no messages, a limit with the time to wait).
 */
export async function sendListingMessage(listing: MessageListing, input: ListingMessageInput): Promise<void> {
  const values = listingMessageSchema.parse(input)
  const args: ListingMessageArgs = {
    listing_kind: listing.kind,
    listing_slug: listing.slug,
    name: values.name,
    email: values.email,
    message: values.message,
    // A draft may remember a choice the listing no longer offers.
    practices: offeredChoices(listing, values.practices),
    honeypot: orOmitted(values[HONEYPOT_FIELD] ?? ''),
  }
  await answerOf(dataClient.rpc('send_listing_message', args))
}

import * as z from 'zod/mini'
import { emailField } from '../../lib/field-rules.ts'

/** The neutral answer to every request for a sign-in link, whatever the address. */
export const OWNER_LINK_SENT = "If that address belongs to this listing, we've sent it a link."

/** On /account, where no one listing is named. */
export const OWNER_LINK_SENT_ANY = "If that address belongs to a listing, we've sent it a link."

/** How long the mailed sign-in link works. */
export const OWNER_LINK_VALIDITY = '1 hour'

/** 'Manage this listing' and /account's sign-in: the listing's email address. */
export const ownerLinkSchema = z.object({
  email: emailField("Please enter your listing's email address."),
})

export type OwnerLinkInput = z.input<typeof ownerLinkSchema>
export type OwnerLinkValues = z.output<typeof ownerLinkSchema>

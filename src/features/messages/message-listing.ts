/**
 * The listing a student writes to through the directory (a teacher or a studio that accepts
 * messages), as the profile pages describe it to the message form.
 */

export type ListingKind = 'teacher' | 'studio'

/** One of the listing's ways of practising the student may tick: `value` is what the database checks. */
export interface PracticeChoice {
  value: string
  label: string
}

export interface MessageListing {
  kind: ListingKind
  slug: string
  /** As the profile shows it: the teacher's full name or the studio's name. */
  name: string
  /** A teacher's teaching options (their keys), a studio's yoga styles; may be empty. */
  practices: readonly PracticeChoice[]
}

/** How long the link in the confirmation mail works (public.confirm_listing_message). */
export const CONFIRM_LINK_VALIDITY_HOURS = 24

/** The chosen practices the listing still offers, in the listing's order. */
export function offeredChoices(listing: MessageListing, chosen: readonly string[]): string[] {
  return listing.practices.map(({ value }) => value).filter((value) => chosen.includes(value))
}

/** Where a draft of a message to this listing is kept (src/components/forms/form-draft.ts). */
export const messageDraftKey = (listing: Pick<MessageListing, 'kind' | 'slug'>) =>
  `draft:message:${listing.kind}:${listing.slug}`

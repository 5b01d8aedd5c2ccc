import type { Json } from '../../types/database.types.ts'
import type { ListingKind } from './listing.ts'

/**
 * What an owner may change of their listing (docs/product.md "Owners keep their own listing"):
 * these columns, and through requests that wait for a confirmation or an admin, the inquiry
 * address and the name. The database enforces the same list (public.update_my_listing).
 */
export const OWNER_COLUMNS = {
  teacher: [
    'bio',
    'image',
    'gallery',
    'specialties',
    'languages',
    'teachingoptions',
    'location',
    'country',
    'social',
    'contactformurl',
  ],
  studio: [
    'description',
    'logo',
    'gallery',
    'yogastyles',
    'amenities',
    'languages',
    'studiotype',
    'operatinghours',
    'address',
    'city',
    'country',
    'website',
    'instagram',
    'facebook',
  ],
} as const satisfies Record<ListingKind, readonly string[]>

/** The key of a new inquiry address: stored as pending until its confirmation link is opened. */
export const INQUIRY_EMAIL_KEY = 'inquiry_email'
/** The key of a new name: stored as a request an admin decides on. */
export const NAME_KEY = 'name'

/** The changes an owner's save sends: column (or request) → new value. */
export type OwnerChanges = Record<string, Json>

/** JSON with object keys in order, so two equal values read the same whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  )
}

/** The entries of `after` whose value differs from the same key's in `before`. */
export function changedColumns(before: Record<string, Json>, after: Record<string, Json>): OwnerChanges {
  const changes: OwnerChanges = {}
  for (const [column, value] of Object.entries(after)) {
    if (canonical(value) !== canonical(before[column] ?? null)) changes[column] = value
  }
  return changes
}

/**
 * The requests of a save besides the columns: a new inquiry address when it differs from the
 * current one (case and spaces aside), a new name when one is typed that is not the current name.
 */
export function ownerRequests({
  inquiryEmail,
  currentInquiryEmail,
  newName,
  currentName,
}: {
  inquiryEmail: string
  currentInquiryEmail: string
  newName: string
  currentName: string
}): OwnerChanges {
  const requests: OwnerChanges = {}
  const address = inquiryEmail.trim()
  if (address !== '' && address.toLowerCase() !== currentInquiryEmail.trim().toLowerCase()) {
    requests[INQUIRY_EMAIL_KEY] = address
  }
  const name = newName.trim()
  if (name !== '' && name !== currentName.trim()) requests[NAME_KEY] = name
  return requests
}

/** The words a change log uses for a column (the columns' names are not all words). */
const FIELD_WORDS: Record<string, string> = {
  image: 'photo',
  teachingoptions: 'ways of teaching',
  contactformurl: 'contact-form link',
  social: 'web links',
  yogastyles: 'styles',
  studiotype: 'studio type',
  operatinghours: 'hours',
  [INQUIRY_EMAIL_KEY]: 'inquiry address',
}

export const fieldWords = (column: string): string => FIELD_WORDS[column] ?? column

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** '2 hours ago', 'yesterday', 'just now': how long ago `at` was, seen from `now`. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const seconds = Math.round((now.getTime() - new Date(at).getTime()) / 1000)
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.floor(seconds / size), unit)
  }
  return 'just now'
}

/** 'Changed by the owner 2 hours ago: bio, gallery' (an admin's change: 'Changed by an admin …'). */
export function changeSummary(
  change: { changedAt: string; fields: readonly string[]; byOwner: boolean },
  now: Date = new Date(),
): string {
  const who = change.byOwner ? 'the owner' : 'an admin'
  return `Changed by ${who} ${timeAgo(change.changedAt, now)}: ${change.fields.map(fieldWords).join(', ')}`
}

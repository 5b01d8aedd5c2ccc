/**
 * The product's fixed lists and limits (docs/product.md §9), shared by the directory, the forms
 * and the admin area.
 */

export const YOGA_STYLES = [
  'Vinyasa',
  'Hatha',
  'Yin Yoga',
  'Restorative',
  'Prenatal',
  'Ashtanga',
  'Power Yoga',
  'Hot Yoga',
  'Meditation',
] as const

export const AMENITIES = [
  'Showers',
  'Parking',
  'Retail',
  'Child care',
  'Mat rental',
  'Tea lounge',
  'On-demand library',
  'Community forum',
  'Beach access',
] as const

export const STUDIO_TYPES = ['In-person', 'Online', 'Hybrid'] as const
export type StudioType = (typeof STUDIO_TYPES)[number]

export const TEACHING_OPTIONS = [
  { key: 'online1on1', label: 'Online 1-on-1' },
  { key: 'inPerson1on1', label: 'In-Person 1-on-1' },
  { key: 'groupOnline', label: 'Group Online' },
  { key: 'groupInPerson', label: 'Group In-Person' },
] as const
export type TeachingOptionKey = (typeof TEACHING_OPTIONS)[number]['key']
export type TeachingOptions = Record<TeachingOptionKey, boolean>

/** A teacher who has ticked none of the ways of teaching: the forms' starting value. */
export const NO_TEACHING_OPTIONS: TeachingOptions = {
  online1on1: false,
  inPerson1on1: false,
  groupOnline: false,
  groupInPerson: false,
}

export const EXPERIENCE_BANDS = [
  { value: '0-2', label: '0-2 years', min: 0, max: 2 },
  { value: '3-5', label: '3-5 years', min: 3, max: 5 },
  { value: '6-10', label: '6-10 years', min: 6, max: 10 },
  { value: '10+', label: '10+ years', min: 11, max: null },
] as const
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number]['value']

export const GALLERY_LIMIT = 9
export const FEATURED_TEACHERS = 3
export const CARD_SPECIALTY_CHIPS = 3
export const CARD_PRACTICE_TAGS = 3
export const DIRECTORY_PAGE_SIZE = 24
/**
 * Up to this many matches a directory's total is exact; past it, an estimate. The directories ask
 * for `Prefer: count=estimated`, which PostgREST answers exactly up to db-max-rows (1,000 on
 * hosted Supabase and in the local backend) and with the planner's estimate above
 * (docs/decisions/0016-directory-totals-estimated-past-1000.md).
 */
export const EXACT_COUNT_UP_TO = 1000
export const SEO_TITLE_GUIDE = 60
export const SEO_DESCRIPTION_GUIDE = 160
export const SEO_DEFAULT_EXCERPT = 155
export const TOAST_DURATION_MS = 5000
export const CAROUSEL_SWIPE_THRESHOLD = 10000

import * as z from 'zod/mini'
import { GALLERY_LIMIT, STUDIO_TYPES } from '../../lib/directory-options.ts'
import {
  emailField,
  INVALID_URL,
  languageCodes,
  mustAgree,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
  shortTextList,
  tooLong,
} from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'
import { IMAGE_NOT_OURS, isOwnImageUrl } from '../../lib/own-image-url.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { slugify } from '../listings/slug.ts'

/** studios.tagline's CHECK cap (supabase/migrations/20251027000100_listings.sql). */
export const TAGLINE_MAX = 200

export const CONSENT_LABEL = 'I consent to having my studio details listed on the product.'
export const GALLERY_TYPES = 'image/png,image/jpeg'
export const NAME_WITHOUT_SLUG =
  'The studio name needs at least one letter or digit (A–Z, 0–9) to make its page address.'

const studioTypes: readonly string[] = STUDIO_TYPES

/** An uploaded image's public address, in our own storage. */
const imageUrl = z.string().check(
  z.refine((value) => safeHttpUrl(value) !== null, { error: INVALID_URL, abort: true }),
  z.refine((value) => isOwnImageUrl(value), IMAGE_NOT_OURS),
)

/**
 * The admin studio form (docs/product.md §5 "Admin studio form"), shared by the form (zodResolver) and
 * the save service. Field names are the table's columns; caps are its CHECK constraints.
 */
export const studioFormSchema = z.object({
  name: requiredText('Studio name is required', 'Studio name', LIMITS.name).check(
    // The page address is made from the name; a name of only symbols would have none.
    z.refine((value) => value.trim() === '' || slugify(value) !== '', NAME_WITHOUT_SLUG),
  ),
  email: emailField('Email is required'),
  /** Where students' messages go when not to `email` ('' for `email`); never shown on the page. */
  inquiryEmail: optionalEmail('Inquiry address'),
  // Any non-empty country passes: a listing saved before the list changed must stay editable.
  country: requiredText('Country is required', 'Country', LIMITS.location),
  city: requiredText('City is required', 'City', LIMITS.location),
  address: optionalText('Address', LIMITS.address),
  description: requiredText('Description is required', 'Description', LIMITS.longText),
  tagline: optionalText('Tagline', TAGLINE_MAX),
  studiotype: z
    .string()
    .check(z.refine((value) => studioTypes.includes(value), 'Please select a studio type')),
  yogastyles: shortTextList('Yoga styles'),
  amenities: shortTextList('Amenities'),
  languages: languageCodes(),
  website: optionalUrl('Website'),
  instagram: optionalUrl('Instagram'),
  facebook: optionalUrl('Facebook'),
  operatinghours: optionalText('Operating hours', LIMITS.hours),
  logo: z.nullable(imageUrl.check(z.maxLength(LIMITS.url, tooLong('Logo address', LIMITS.url)))),
  gallery: z
    .array(imageUrl)
    .check(z.maxLength(GALLERY_LIMIT, `You can only upload up to ${GALLERY_LIMIT} gallery images.`)),
  consent: mustAgree('You must agree to the terms.'),
})

export type StudioFormInput = z.input<typeof studioFormSchema>
export type StudioFormValues = z.output<typeof studioFormSchema>

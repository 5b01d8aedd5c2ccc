import * as z from 'zod/mini'
import { HONEYPOT_FIELD } from '../../components/forms/honeypot.tsx'
import { COUNTRIES } from '../../lib/countries.ts'
import {
  emailField,
  languageCodes,
  mustAgree,
  optionalText,
  optionalUrl,
  requiredText,
  shortTextList,
} from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'

export const LOGO_NOT_IMAGE = 'The logo must be an image file (JPEG, PNG, WebP or GIF).'
export const LOGO_TOO_LARGE = 'The logo must be smaller than 20 MB.'
/** Larger originals are refused before compression even starts. */
export const LOGO_MAX_BYTES = 20 * 1024 * 1024
export const LOGO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

const countries: readonly string[] = COUNTRIES

/** The studio application form (docs/product.md §5), with the spec's messages. */
export const studioApplicationSchema = z.object({
  name: requiredText('Studio Name is required', 'Studio name', LIMITS.name),
  email: emailField('Email is required'),
  country: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Country is required', abort: true }),
    z.refine((value) => countries.includes(value), 'Please choose a country from the list.'),
  ),
  city: requiredText('City is required', 'City', LIMITS.location),
  address: optionalText('Address', LIMITS.address),
  description: requiredText('A description is required', 'Description', LIMITS.longText),
  yogaStyles: shortTextList('Practices'),
  amenities: shortTextList('Amenities'),
  // Optional: an applicant may leave it to the admin.
  languages: languageCodes(),
  website: optionalUrl('Website'),
  instagram: optionalUrl('Instagram'),
  hours: optionalText('Operating hours', LIMITS.hours),
  logo: z.nullable(
    z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, LOGO_NOT_IMAGE)
      .check(
        z.refine((file) => (LOGO_TYPES as readonly string[]).includes(file.type), LOGO_NOT_IMAGE),
        z.refine((file) => file.size <= LOGO_MAX_BYTES, LOGO_TOO_LARGE),
      ),
  ),
  consent: mustAgree('You must agree to the terms.'),
  [HONEYPOT_FIELD]: z.optional(z.string()),
})

export type StudioApplicationInput = z.input<typeof studioApplicationSchema>
export type StudioApplicationValues = z.output<typeof studioApplicationSchema>

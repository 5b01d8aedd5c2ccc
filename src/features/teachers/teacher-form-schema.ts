import * as z from 'zod/mini'
import { COUNTRIES } from '../../lib/countries.ts'
import { GALLERY_LIMIT } from '../../lib/directory-options.ts'
import { LIMITS, optionalText, optionalUrl, requiredText, shortTextList } from '../../lib/field-rules.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'

/** The database's caps for teachers (supabase/migrations/20251027000100_listings.sql). */
export const TEACHER_LIMITS = {
  experienceMax: 100,
  specialties: 20,
} as const

export const EXPERIENCE_NOT_A_NUMBER = 'Experience must be a number of years.'
export const EXPERIENCE_NOT_WHOLE = 'Experience must be a whole number of years.'
export const EXPERIENCE_NEGATIVE = 'Experience must be 0 or more.'
export const EXPERIENCE_TOO_HIGH = `Experience must be at most ${TEACHER_LIMITS.experienceMax} years.`
export const GALLERY_TOO_LONG = `The gallery can hold at most ${GALLERY_LIMIT} images.`
export const IMAGE_ADDRESS_INVALID = 'Image addresses must start with http:// or https://.'

const countries: readonly string[] = COUNTRIES

const imageUrl = z.string().check(
  z.maxLength(LIMITS.url, IMAGE_ADDRESS_INVALID),
  z.refine((value) => safeHttpUrl(value) !== null, IMAGE_ADDRESS_INVALID),
)

/**
 * Years of experience as typed ('' counts as 0: the spec does not require it) or as a number
 * (the service re-checks what the form already parsed); a whole number from 0 to 100.
 */
const experience = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value).trim()),
  ),
  z.pipe(
    z
      .string()
      .check(z.refine((value) => value === '' || /^-?\d+(\.\d+)?$/.test(value), EXPERIENCE_NOT_A_NUMBER)),
    z.pipe(
      z.transform((value: string) => (value === '' ? 0 : Number(value))),
      z.number().check(
        z.minimum(0, { error: EXPERIENCE_NEGATIVE, abort: true }),
        z.refine((value) => Number.isInteger(value), EXPERIENCE_NOT_WHOLE),
        z.maximum(TEACHER_LIMITS.experienceMax, EXPERIENCE_TOO_HIGH),
      ),
    ),
  ),
)

/**
 * The admin teacher form (SPEC.md §3 Teacher, §5 "Admin teacher form"), shared by the form
 * (zodResolver) and the save service. Field names follow the table's columns; `location` is the
 * city, the three social links are flat here and become the `social` object when saved.
 */
export const teacherFormSchema = z.object({
  firstname: requiredText('First name is required', 'First name', LIMITS.name),
  lastname: requiredText('Last name is required', 'Last name', LIMITS.name),
  country: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Country is required', abort: true }),
    z.refine((value) => countries.includes(value), 'Please choose a country from the list.'),
  ),
  location: requiredText('City is required', 'City', LIMITS.location),
  bio: optionalText('Bio', LIMITS.longText),
  certifications: optionalText('Certifications', LIMITS.certifications),
  experience,
  specialties: shortTextList('Specialties').check(
    z.maxLength(TEACHER_LIMITS.specialties, `Choose at most ${TEACHER_LIMITS.specialties} specialties.`),
  ),
  teachingoptions: z.object({
    online1on1: z.boolean(),
    inPerson1on1: z.boolean(),
    groupOnline: z.boolean(),
    groupInPerson: z.boolean(),
  }),
  website: optionalUrl('Website'),
  instagram: optionalUrl('Instagram'),
  facebook: optionalUrl('Facebook'),
  contactformurl: optionalUrl('Contact form URL'),
  image: z.nullable(imageUrl),
  gallery: z.array(imageUrl).check(z.maxLength(GALLERY_LIMIT, GALLERY_TOO_LONG)),
})

export type TeacherFormInput = z.input<typeof teacherFormSchema>
export type TeacherFormValues = z.output<typeof teacherFormSchema>

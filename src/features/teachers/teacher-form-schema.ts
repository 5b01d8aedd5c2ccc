import * as z from 'zod/mini'
import { COUNTRIES } from '../../lib/countries.ts'
import { GALLERY_LIMIT } from '../../lib/directory-options.ts'
import {
  languageCodes,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
  shortTextList,
} from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'
import { IMAGE_NOT_OURS, isOwnImageUrl } from '../../lib/own-image-url.ts'
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
  z.refine((value) => safeHttpUrl(value) !== null, { error: IMAGE_ADDRESS_INVALID, abort: true }),
  z.refine((value) => isOwnImageUrl(value), IMAGE_NOT_OURS),
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

/** The database's cap on the credential and issuer texts (…_languages_credentials_freshness.sql). */
export const VERIFICATION_TEXT_MAX = 100

export const CREDENTIAL_REQUIRED = 'Credential is required to record a verification.'
export const ISSUER_REQUIRED = 'Issuer is required to record a verification.'
export const CHECKED_ON_REQUIRED = 'Checked on is required to record a verification.'
export const CHECKED_ON_IN_FUTURE = 'Checked on cannot be in the future.'
export const EXPIRES_BEFORE_CHECK = 'Expires on must be after the checked-on date.'
export const DATE_INVALID = 'Please enter a date as YYYY-MM-DD.'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** 'YYYY-MM-DD' that is a real day (input type=date gives that, or '' when left blank). */
function isDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/**
 * Today as the database's current_date sees it (UTC), which `verified_on` may not pass: judged
 * by the browser's local day, an admin east of UTC could pick a day the database refuses.
 */
export function todayUtc(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

const optionalDay = z.string().check(
  z.trim(),
  z.refine((value) => value === '' || isDay(value), DATE_INVALID),
)

/**
 * A checked credential (the database's teachers_verification_complete and its date CHECKs):
 * none of the fields, or at least credential, issuer and checked-on together; checked on not
 * after today; an expiry after the check. Every message sits on the field to fix.
 */
export const verificationSchema = z
  .object({
    credential: optionalText('Credential', VERIFICATION_TEXT_MAX),
    issuer: optionalText('Issuer', VERIFICATION_TEXT_MAX),
    evidenceUrl: optionalUrl('Evidence URL'),
    checkedOn: optionalDay,
    expiresOn: optionalDay,
  })
  .check(
    z.superRefine((value, ctx) => {
      const { credential, issuer, evidenceUrl, checkedOn, expiresOn } = value
      const any = [credential, issuer, evidenceUrl, checkedOn, expiresOn].some((field) => field !== '')
      if (!any) return
      const missing = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: value })
      if (!credential) missing('credential', CREDENTIAL_REQUIRED)
      if (!issuer) missing('issuer', ISSUER_REQUIRED)
      if (!checkedOn) missing('checkedOn', CHECKED_ON_REQUIRED)
      else if (checkedOn > todayUtc()) missing('checkedOn', CHECKED_ON_IN_FUTURE)
      // ISO dates compare as text in date order.
      if (checkedOn && expiresOn && expiresOn <= checkedOn) missing('expiresOn', EXPIRES_BEFORE_CHECK)
    }),
  )

/**
 * The admin teacher form (docs/product.md §3 Teacher, §5 "Admin teacher form"), shared by the form
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
  languages: languageCodes(),
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
  /** Where students' messages go; never shown on the profile ('' takes no messages). */
  inquiryEmail: optionalEmail('Inquiry address'),
  image: z.nullable(imageUrl),
  gallery: z.array(imageUrl).check(z.maxLength(GALLERY_LIMIT, GALLERY_TOO_LONG)),
  verification: verificationSchema,
})

export type VerificationInput = z.input<typeof verificationSchema>

export type TeacherFormInput = z.input<typeof teacherFormSchema>
export type TeacherFormValues = z.output<typeof teacherFormSchema>

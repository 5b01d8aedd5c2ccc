import * as z from 'zod/mini'
import { HONEYPOT_FIELD } from '../../components/forms/honeypot.tsx'
import {
  emailField,
  languageCodes,
  mustAgree,
  optionalText,
  optionalUrl,
  requiredText,
} from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'

export const EXPERIENCE_MAX = 100

/** The Join as a Teacher form (docs/product.md §5), with the spec's messages. */
export const teacherApplicationSchema = z.object({
  firstName: requiredText('First name is required', 'First name', LIMITS.name),
  lastName: requiredText('Last name is required', 'Last name', LIMITS.name),
  email: emailField('Email is required'),
  phone: requiredText('Phone number is required', 'Phone number', LIMITS.phone),
  location: requiredText('Location is required', 'Location', LIMITS.location),
  specialties: requiredText('Specialties are required', 'Specialties', LIMITS.specialties),
  certifications: requiredText('Certifications are required', 'Certifications', LIMITS.certifications),
  bio: requiredText('Bio is required', 'Bio', LIMITS.longText),
  // The input's text, turned into a whole number of years. Numbers pass too, so the
  // service can re-check what the form already parsed.
  experience: z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value: string | number) => String(value)),
    ),
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'Experience is required', abort: true }),
          z.regex(/^-?\d+(\.\d+)?$/, 'Experience must be a number.'),
        ),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(
          z.refine((value) => Number.isInteger(value), 'Experience must be a whole number of years.'),
          z.minimum(0, 'Experience must be 0 or more.'),
          z.maximum(EXPERIENCE_MAX, `Experience must be at most ${EXPERIENCE_MAX} years.`),
        ),
      ),
    ),
  ),
  // Optional: an applicant may leave it to the admin.
  languages: languageCodes(),
  teachingOptions: z.object({
    online1on1: z.boolean(),
    inPerson1on1: z.boolean(),
    groupOnline: z.boolean(),
    groupInPerson: z.boolean(),
  }),
  website: optionalUrl('Website'),
  instagram: optionalText('Instagram handle', LIMITS.instagramHandle),
  terms: mustAgree('You must agree to the terms'),
  [HONEYPOT_FIELD]: z.optional(z.string()),
})

export type TeacherApplicationInput = z.input<typeof teacherApplicationSchema>
export type TeacherApplicationValues = z.output<typeof teacherApplicationSchema>

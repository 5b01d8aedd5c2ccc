import { isHoneypotFilled, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import {
  teacherApplicationSchema,
  type TeacherApplicationInput,
  type TeacherApplicationValues,
} from '../teacher-application-schema.ts'
import { orNull } from '../../../lib/field-rules.ts'
import { newStatusToken } from '../../../lib/status-token.ts'
import { submissionErrorFrom } from './submission-error.ts'

export type TeacherApplicationRow = Database['public']['Tables']['teacherapplications']['Insert']

/** The table's columns for a validated form (camel-case names mapped, SPEC.md §7). */
export function toTeacherApplicationRow(values: TeacherApplicationValues): TeacherApplicationRow {
  return {
    firstname: values.firstName,
    lastname: values.lastName,
    email: values.email,
    phone: values.phone,
    location: values.location,
    specialties: values.specialties,
    certifications: values.certifications,
    bio: values.bio,
    experience: values.experience,
    teachingoptions: { ...values.teachingOptions },
    website: orNull(values.website),
    instagram: orNull(values.instagram),
    terms: values.terms,
  }
}

/**
 * Sends a teacher application. Validates with the form's schema first (throws its
 * ZodError when invalid); a filled honeypot is quietly dropped. Throws SubmissionError
 * with the backend's message when the insert fails.
 *
 * Returns the applicant's private status token (only its hash is sent), or null when nothing
 * was sent or the browser could not make one.
 */
export async function submitTeacherApplication(input: TeacherApplicationInput): Promise<string | null> {
  const values = teacherApplicationSchema.parse(input)
  if (isHoneypotFilled(values[HONEYPOT_FIELD])) return null
  const statusToken = await newStatusToken()
  // No .select(): visitors may insert but not read submissions, which is why the token is made here.
  const { error, status } = await dataClient.from('teacherapplications').insert({
    ...toTeacherApplicationRow(values),
    ...(statusToken && { status_token_hash: statusToken.hash }),
  })
  if (error) throw submissionErrorFrom(error, status)
  return statusToken?.token ?? null
}

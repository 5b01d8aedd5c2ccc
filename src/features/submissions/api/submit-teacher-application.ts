import { HONEYPOT_FIELD, isHoneypotFilled } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import {
  teacherApplicationSchema,
  type TeacherApplicationInput,
  type TeacherApplicationValues,
} from '../teacher-application-schema.ts'
import { orOmitted } from '../../../lib/field-rules.ts'
import { newStatusToken } from '../../../lib/status-token.ts'
import { submissionErrorFrom } from './submission-error.ts'

export type TeacherApplicationArgs = Database['public']['Functions']['submit_teacher_application']['Args']

/**
 * The arguments of public.submit_teacher_application for a validated form (camel-case names
 * mapped, docs/product.md §7). The honeypot goes along: the database decides what a filled one means.
 */
export function toTeacherApplicationArgs(values: TeacherApplicationValues): TeacherApplicationArgs {
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
    // None chosen: left out, like the other optional fields (the function's default is none).
    languages: values.languages.length > 0 ? values.languages : undefined,
    website: orOmitted(values.website),
    instagram: orOmitted(values.instagram),
    terms: values.terms,
    honeypot: orOmitted(values[HONEYPOT_FIELD] ?? ''),
  }
}

/**
 * Sends a teacher application through public.submit_teacher_application (one application per
 * call, within the submission limits). Validates with the form's schema first (throws its
 * ZodError when invalid). Throws TooManySubmissionsError over a limit, SubmissionError with the
 * backend's message for anything else refused.
 *
 * Returns the applicant's private status token (sent with its hash for the mail), or null when the honeypot
 * is filled (nothing will be stored) or the browser could not make one.
 */
export async function submitTeacherApplication(input: TeacherApplicationInput): Promise<string | null> {
  const values = teacherApplicationSchema.parse(input)
  // The database stores nothing when the honeypot is filled, so there is no status to link to.
  const statusToken = isHoneypotFilled(values[HONEYPOT_FIELD]) ? null : await newStatusToken()
  // Visitors may send but not read submissions, which is why the token is made here.
  const { error, status } = await dataClient.rpc('submit_teacher_application', {
    ...toTeacherApplicationArgs(values),
    // The token too, for the mail that carries the link; the database stores only the hash and
    // keeps the token in that mail until it is sent (docs/decisions/0021-mail-outbox.md).
    ...(statusToken && { status_token_hash: statusToken.hash, status_token: statusToken.token }),
  })
  if (error) throw submissionErrorFrom(error, status)
  return statusToken?.token ?? null
}

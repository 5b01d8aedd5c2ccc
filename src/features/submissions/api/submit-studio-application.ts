import { isHoneypotFilled, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import { orNull } from '../../../lib/field-rules.ts'
import { newStatusToken } from '../../../lib/status-token.ts'
import {
  studioApplicationSchema,
  type StudioApplicationInput,
  type StudioApplicationValues,
} from '../studio-application-schema.ts'
import { submissionErrorFrom } from './submission-error.ts'
import { uploadApplicationLogo } from './upload-application-logo.ts'

export type StudioApplicationRow = Database['public']['Tables']['studioapplications']['Insert']

/** The table's columns: the form's camel-case `yogaStyles` becomes `yogastyles` (SPEC.md §3). */
export function toStudioApplicationRow(
  values: StudioApplicationValues,
  logo: string | null,
): StudioApplicationRow {
  return {
    name: values.name,
    email: values.email,
    country: values.country,
    city: values.city,
    address: orNull(values.address),
    description: values.description,
    yogastyles: values.yogaStyles,
    amenities: values.amenities,
    website: orNull(values.website),
    instagram: orNull(values.instagram),
    hours: orNull(values.hours),
    logo,
    consent: values.consent,
  }
}

/** The logo could not be compressed or uploaded; nothing was submitted (SPEC.md §4). */
export class LogoUploadError extends Error {
  constructor(options?: ErrorOptions) {
    super('There was an issue uploading the studio logo.', options)
    this.name = 'LogoUploadError'
  }
}

/**
 * Sends a studio application (SPEC.md §4): the logo, if any, is uploaded first, and a
 * failed upload stops everything (LogoUploadError); then the row is inserted (throws
 * SubmissionError with the backend's message on failure).
 *
 * Returns the applicant's private status token (only its hash is sent), or null when nothing
 * was sent or the browser could not make one.
 */
export async function submitStudioApplication(input: StudioApplicationInput): Promise<string | null> {
  const values = studioApplicationSchema.parse(input)
  if (isHoneypotFilled(values[HONEYPOT_FIELD])) return null
  let logo: string | null = null
  if (values.logo) {
    try {
      logo = await uploadApplicationLogo(values.logo)
    } catch (error) {
      throw new LogoUploadError({ cause: error })
    }
  }
  const statusToken = await newStatusToken()
  // No .select(): visitors may insert but not read submissions, which is why the token is made here.
  const { error, status } = await dataClient.from('studioapplications').insert({
    ...toStudioApplicationRow(values, logo),
    ...(statusToken && { status_token_hash: statusToken.hash }),
  })
  if (error) throw submissionErrorFrom(error, status)
  return statusToken?.token ?? null
}

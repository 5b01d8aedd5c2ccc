import { HONEYPOT_FIELD, isHoneypotFilled } from '../../../components/forms/honeypot.tsx'
import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'
import { orOmitted } from '../../../lib/field-rules.ts'
import { newStatusToken } from '../../../lib/status-token.ts'
import {
  studioApplicationSchema,
  type StudioApplicationInput,
  type StudioApplicationValues,
} from '../studio-application-schema.ts'
import { LogoUploadError, submissionErrorFrom, TooManySubmissionsError } from './submission-error.ts'
import { uploadApplicationLogo } from './upload-application-logo.ts'

export type StudioApplicationArgs = Database['public']['Functions']['submit_studio_application']['Args']

/**
 * The arguments of public.submit_studio_application: the form's camel-case `yogaStyles` becomes
 * `yogastyles` (docs/product.md §3). The honeypot goes along: the database decides what a filled one means.
 */
export function toStudioApplicationArgs(
  values: StudioApplicationValues,
  logo: string | null,
): StudioApplicationArgs {
  return {
    name: values.name,
    email: values.email,
    country: values.country,
    city: values.city,
    address: orOmitted(values.address),
    description: values.description,
    yogastyles: values.yogaStyles,
    amenities: values.amenities,
    // None chosen: left out, like the other optional fields (the function's default is none).
    languages: values.languages.length > 0 ? values.languages : undefined,
    website: orOmitted(values.website),
    instagram: orOmitted(values.instagram),
    hours: orOmitted(values.hours),
    logo: logo ?? undefined,
    consent: values.consent,
    honeypot: orOmitted(values[HONEYPOT_FIELD] ?? ''),
  }
}

/**
 * Sends a studio application (docs/product.md §4): the logo, if any, is uploaded first with a permit, and
 * a failed upload stops everything (LogoUploadError); then public.submit_studio_application stores
 * the application (one per call, within the submission limits). Throws TooManySubmissionsError
 * over a limit (the logo's permit counts too), SubmissionError with the backend's message for
 * anything else refused.
 *
 * Returns the applicant's private status token (sent with its hash for the mail), or null when the honeypot
 * is filled (nothing will be stored) or the browser could not make one.
 */
export async function submitStudioApplication(input: StudioApplicationInput): Promise<string | null> {
  const values = studioApplicationSchema.parse(input)
  let logo: string | null = null
  if (values.logo) {
    try {
      logo = await uploadApplicationLogo(values.logo)
    } catch (error) {
      if (error instanceof TooManySubmissionsError) throw error
      throw new LogoUploadError({ cause: error })
    }
  }
  // The database stores nothing when the honeypot is filled, so there is no status to link to.
  const statusToken = isHoneypotFilled(values[HONEYPOT_FIELD]) ? null : await newStatusToken()
  // Visitors may send but not read submissions, which is why the token is made here.
  const { error, status } = await dataClient.rpc('submit_studio_application', {
    ...toStudioApplicationArgs(values, logo),
    // The token too, for the mail that carries the link; the database stores only the hash and
    // keeps the token in that mail until it is sent (docs/decisions/0021-mail-outbox.md).
    ...(statusToken && { status_token_hash: statusToken.hash, status_token: statusToken.token }),
  })
  if (error) throw submissionErrorFrom(error, status)
  return statusToken?.token ?? null
}

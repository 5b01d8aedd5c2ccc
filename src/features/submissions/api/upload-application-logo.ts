import { STUDIO_ASSETS_BUCKET } from '../../../lib/own-image-url.ts'
import { uploadCompressedImage } from '../../../lib/storage.ts'
import { SubmissionError, submissionErrorFrom, TooManySubmissionsError } from './submission-error.ts'

/**
 * Compresses a studio application's logo to JPEG in the browser and uploads it to the path of an
 * upload permit from the database (public.logo_upload_permit: one file under `applications/`,
 * 15 minutes, counted in the sender's limits); returns its public URL. Throws
 * TooManySubmissionsError when the permit is refused for the limits, SubmissionError when
 * anything else fails.
 */
export async function uploadApplicationLogo(file: File): Promise<string> {
  const client = () => import('../../../lib/supabase.ts').then(({ supabase }) => supabase)
  try {
    return await uploadCompressedImage(
      async () => (await client()).storage.from(STUDIO_ASSETS_BUCKET),
      file,
      {
        folder: 'applications',
        purpose: 'logo',
        permittedPath: async () => {
          const { data, error, status } = await (await client()).rpc('logo_upload_permit')
          if (error || typeof data !== 'string') throw submissionErrorFrom(error, status)
          return data
        },
      },
    )
  } catch (error) {
    if (error instanceof TooManySubmissionsError) throw error
    throw new SubmissionError(error instanceof Error ? error.message : 'The logo could not be processed.', {
      cause: error,
    })
  }
}

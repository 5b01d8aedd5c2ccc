import { STUDIO_ASSETS_BUCKET, uploadCompressedImage } from '../../../lib/storage.ts'
import { SubmissionError } from './submission-error.ts'

/**
 * Compresses a studio application's logo to JPEG in the browser and uploads it under
 * `applications/`, the only folder visitors may write to; returns its public URL. Throws
 * SubmissionError when either step fails.
 */
export async function uploadApplicationLogo(file: File): Promise<string> {
  try {
    return await uploadCompressedImage(
      () =>
        import('../../../lib/supabase.ts').then(({ supabase }) =>
          supabase.storage.from(STUDIO_ASSETS_BUCKET),
        ),
      file,
      { folder: 'applications', purpose: 'logo' },
    )
  } catch (error) {
    throw new SubmissionError(error instanceof Error ? error.message : 'The logo could not be processed.', {
      cause: error,
    })
  }
}

import { SubmissionError } from './submission-error.ts'

export const STUDIO_ASSETS_BUCKET = 'studio-assets'

/** SPEC.md §5: images shrink to JPEG, 800 px wide, quality 0.7, height proportional. */
export const LOGO_COMPRESSION = {
  maxWidthOrHeight: 800,
  initialQuality: 0.7,
  fileType: 'image/jpeg',
  useWebWorker: false,
} as const

/** The original name made safe for a storage key, without its extension. */
export function sanitiseFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '')
  const safe = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return safe || 'logo'
}

/** `applications/<timestamp>-logo-<name>.jpg`, the only folder visitors may write to. */
export function logoObjectPath(originalName: string, now: number = Date.now()): string {
  return `applications/${now}-logo-${sanitiseFileName(originalName)}.jpg`
}

/**
 * Compresses the logo to JPEG in the browser and uploads it; returns its public URL.
 * The compressor and the storage client load only now, so they stay out of every
 * page's first load. Throws SubmissionError when either step fails.
 */
export async function uploadApplicationLogo(file: File): Promise<string> {
  try {
    const [{ default: imageCompression }, { supabase }] = await Promise.all([
      import('browser-image-compression'),
      import('../../../lib/supabase.ts'),
    ])
    const compressed = await imageCompression(file, { ...LOGO_COMPRESSION })
    const path = logoObjectPath(file.name)
    const bucket = supabase.storage.from(STUDIO_ASSETS_BUCKET)
    const { error } = await bucket.upload(path, compressed, {
      cacheControl: '3600',
      upsert: false,
      contentType: 'image/jpeg',
    })
    if (error) throw new SubmissionError(error.message, { cause: error })
    return bucket.getPublicUrl(path).data.publicUrl
  } catch (error) {
    if (error instanceof SubmissionError) throw error
    throw new SubmissionError(error instanceof Error ? error.message : 'The logo could not be processed.', {
      cause: error,
    })
  }
}

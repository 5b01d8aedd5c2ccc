export type ImageFolder = 'teachers' | 'studios'
export type ImagePurpose = 'profile' | 'logo' | 'gallery'

export const STUDIO_ASSETS_BUCKET = 'studio-assets'

/** SPEC.md §5: profile/logo 800 px wide, quality 0.7; gallery 1024, 0.8; always JPEG. */
export const IMAGE_COMPRESSION: Record<ImagePurpose, { maxWidthOrHeight: number; initialQuality: number }> = {
  profile: { maxWidthOrHeight: 800, initialQuality: 0.7 },
  logo: { maxWidthOrHeight: 800, initialQuality: 0.7 },
  gallery: { maxWidthOrHeight: 1024, initialQuality: 0.8 },
}

/** The types the bucket accepts (supabase/migrations/20251027000300_storage.sql allowed_mime_types). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

/** True for files the bucket accepts as images (image/jpeg, image/png, image/webp, image/gif). */
export function isImageFile(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type)
}

/** The original name made safe for a storage key, without its extension. */
export function safeImageName(name: string): string {
  const safe = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return safe || 'image'
}

/** `${folder}/${timestamp}-${purpose}-${name}.jpg`: the timestamp keeps two uploads of one file apart. */
export function imageObjectPath(
  folder: ImageFolder,
  purpose: ImagePurpose,
  originalName: string,
  now: number = Date.now(),
): string {
  return `${folder}/${now}-${purpose}-${safeImageName(originalName)}.jpg`
}

/** SPEC.md §8: the notice's text when an image cannot become a blob. */
export const CANVAS_TO_BLOB_FAILED = 'Canvas to Blob conversion failed'

// Compression is most of the waiting; the upload itself reports no progress, so it gets the rest.
const COMPRESSION_SHARE = 90

/**
 * Compresses in the browser (browser-image-compression, useWebWorker: false, fileType
 * 'image/jpeg', onProgress) and uploads to bucket 'studio-assets' at
 * `${folder}/${Date.now()}-${purpose}-${safeName}.jpg` with cacheControl '3600', upsert false,
 * contentType 'image/jpeg'; returns the public URL. onProgress gets 0..100. Throws Error with the
 * backend's message, or CANVAS_TO_BLOB_FAILED when the image cannot be compressed.
 *
 * The compressor and the storage client load only now, so they stay out of every page's first load.
 */
export async function uploadImage(
  file: File,
  options: { folder: ImageFolder; purpose: ImagePurpose; onProgress?: (percent: number) => void },
): Promise<string> {
  const { folder, purpose, onProgress } = options
  if (!isImageFile(file)) throw new Error(`${file.name} is not an image file.`)
  onProgress?.(0)
  const [compression, { supabase }] = await Promise.all([
    import('browser-image-compression'),
    import('../../../lib/supabase.ts'),
  ])
  let compressed: File | Blob
  try {
    compressed = await compression.default(file, {
      ...IMAGE_COMPRESSION[purpose],
      fileType: 'image/jpeg',
      useWebWorker: false,
      onProgress: (percent: number) => onProgress?.(Math.round((percent * COMPRESSION_SHARE) / 100)),
    })
  } catch (error) {
    // The browser could not draw the file or turn the canvas into a JPEG (SPEC.md §8).
    throw new Error(CANVAS_TO_BLOB_FAILED, { cause: error })
  }
  const path = imageObjectPath(folder, purpose, file.name)
  const bucket = supabase.storage.from(STUDIO_ASSETS_BUCKET)
  const { error } = await bucket.upload(path, compressed, {
    cacheControl: '3600',
    upsert: false,
    contentType: 'image/jpeg',
  })
  if (error) throw new Error(error.message, { cause: error })
  onProgress?.(100)
  return bucket.getPublicUrl(path).data.publicUrl
}

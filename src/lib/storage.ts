/**
 * Images in Storage, in one place for every upload: the admin's photos, logos and galleries and a
 * visitor's application logo. The compression (docs/product.md §5) and the object names are
 * decided here (the accepted types in src/lib/field-limits.ts, the bucket and its public URLs in
 * src/lib/own-image-url.ts); the caller brings the bucket client, because only the features' api/
 * files talk to Supabase.
 */
import { IMAGE_TYPES } from './field-limits.ts'

/**
 * The bucket's folders: the admin writes listings' images, visitors only `applications/`, and an
 * owner only their own `owners/<user id>/`.
 */
export type ImageFolder = 'teachers' | 'studios' | 'applications' | `owners/${string}`

/** Where the owner signed in as `userId` uploads their listing's images. */
export const ownerImageFolder = (userId: string): ImageFolder => `owners/${userId}`
export type ImagePurpose = 'profile' | 'logo' | 'gallery'

/** docs/product.md §5: profile/logo 800 px wide, quality 0.7; gallery 1024, 0.8; always JPEG. */
export const IMAGE_COMPRESSION: Record<ImagePurpose, { maxWidthOrHeight: number; initialQuality: number }> = {
  profile: { maxWidthOrHeight: 800, initialQuality: 0.7 },
  logo: { maxWidthOrHeight: 800, initialQuality: 0.7 },
  gallery: { maxWidthOrHeight: 1024, initialQuality: 0.8 },
}

/** docs/product.md §8: the notice's text when an image cannot become a blob. */
export const CANVAS_TO_BLOB_FAILED = 'Canvas to Blob conversion failed'

/** True for files the bucket accepts as images (image/jpeg, image/png, image/webp, image/gif). */
export function isImageFile(file: File): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type)
}

/** The original name made safe for a storage key, without its extension; `fallback` when nothing is left. */
export function safeImageName(name: string, fallback: string = 'image'): string {
  const safe = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
  return safe || fallback
}

/** `${folder}/${timestamp}-${purpose}-${name}.jpg`: the timestamp keeps two uploads of one file apart. */
export function imageObjectPath(
  folder: ImageFolder,
  purpose: ImagePurpose,
  originalName: string,
  now: number = Date.now(),
): string {
  return `${folder}/${now}-${purpose}-${safeImageName(originalName, purpose)}.jpg`
}

/** What an upload needs of a bucket client; supabase-js's `storage.from(bucket)` has both. */
export interface ImageBucket {
  upload(
    path: string,
    body: Blob,
    options: { cacheControl: string; upsert: boolean; contentType: string },
  ): Promise<{ error: { message: string } | null }>
  getPublicUrl(path: string): { data: { publicUrl: string } }
}

/** Uploads one image for a purpose and returns its public URL; `onProgress` gets 0..100. */
export type ImageUpload = (
  file: File,
  purpose: ImagePurpose,
  onProgress?: (percent: number) => void,
) => Promise<string>

// Compression is most of the waiting; the upload itself reports no progress, so it gets the rest.
const COMPRESSION_SHARE = 90

/**
 * Compresses in the browser (browser-image-compression, useWebWorker: false, JPEG) and uploads to
 * `imageObjectPath(folder, purpose, name)` with cacheControl '3600', upsert false, contentType
 * 'image/jpeg'; returns the public URL. Throws Error with the backend's message, or
 * CANVAS_TO_BLOB_FAILED when the image cannot be compressed. The compressor loads only now, so it
 * stays out of every page's first load, and so does the bucket client: `bucket` is asked for it
 * only once the file is known to be an image.
 */
export async function uploadCompressedImage(
  bucket: () => ImageBucket | Promise<ImageBucket>,
  file: File,
  options: {
    folder: ImageFolder
    purpose: ImagePurpose
    onProgress?: (percent: number) => void
    /**
     * Where a visitor may upload, asked for once the image is ready: a path the database issued
     * with an upload permit (the storage policies accept a visitor's upload nowhere else).
     */
    permittedPath?: () => Promise<string>
  },
): Promise<string> {
  const { folder, purpose, onProgress, permittedPath } = options
  if (!isImageFile(file)) throw new Error(`${file.name} is not an image file.`)
  onProgress?.(0)
  const [compression, target] = await Promise.all([import('browser-image-compression'), bucket()])
  let compressed: File | Blob
  try {
    compressed = await compression.default(file, {
      ...IMAGE_COMPRESSION[purpose],
      fileType: 'image/jpeg',
      useWebWorker: false,
      onProgress: (percent: number) => onProgress?.(Math.round((percent * COMPRESSION_SHARE) / 100)),
    })
  } catch (error) {
    // The browser could not draw the file or turn the canvas into a JPEG (docs/product.md §8).
    throw new Error(CANVAS_TO_BLOB_FAILED, { cause: error })
  }
  const path = permittedPath ? await permittedPath() : imageObjectPath(folder, purpose, file.name)
  const { error } = await target.upload(path, compressed, {
    cacheControl: '3600',
    upsert: false,
    contentType: 'image/jpeg',
  })
  if (error) throw new Error(error.message, { cause: error })
  onProgress?.(100)
  return target.getPublicUrl(path).data.publicUrl
}

/** The upload the admin's image fields use for one folder of the bucket. */
export function imageUploadTo(folder: ImageFolder, bucket: () => Promise<ImageBucket>): ImageUpload {
  return (file, purpose, onProgress) => uploadCompressedImage(bucket, file, { folder, purpose, onProgress })
}

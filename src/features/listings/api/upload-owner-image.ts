import { STUDIO_ASSETS_BUCKET } from '../../../lib/own-image-url.ts'
import { imageUploadTo, ownerImageFolder, type ImageUpload } from '../../../lib/storage.ts'

/**
 * Uploads of the owner signed in as `userId`, under `owners/<user id>/` in the images bucket: the
 * one folder the storage policies let them write, and one the listing columns accept.
 */
export function ownerImageUpload(userId: string): ImageUpload {
  return imageUploadTo(ownerImageFolder(userId), () =>
    import('../../../lib/supabase.ts').then(({ supabase }) => supabase.storage.from(STUDIO_ASSETS_BUCKET)),
  )
}

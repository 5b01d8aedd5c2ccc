import { env } from './env.ts'

/**
 * Images come only from our own storage (docs/decisions/0018-images-only-from-our-storage.md): an
 * image column holds the exact public URL of an object of our bucket at the project's URL, as
 * supabase-js's getPublicUrl makes it. The database refuses anything else
 * (private.own_storage_object, supabase/migrations/20251126000000_images_only_from_our_storage.sql);
 * this is the same rule, so a form can say so before saving and a page never loads an image from
 * another host.
 */

/** The public bucket every image of the product is stored in (supabase/migrations/20251027000300_storage.sql). */
export const STUDIO_ASSETS_BUCKET = 'studio-assets'

export const IMAGE_NOT_OURS =
  'This image is not stored on this site. Remove it and upload the image file instead.'

// A plain path segment: letters, digits, '-', '_', '.', '~' and percent-escapes, not starting with a dot.
const SEGMENT = '(?:[A-Za-z0-9_~-]|%[0-9A-Fa-f]{2})(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*'
const OBJECT_NAME = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`)
// An escaped dot or slash could make a segment that a browser reads as '..'.
const ESCAPED_DOT_OR_SLASH = /%(?:2e|2f|5c)/i

/** `<project URL>/storage/v1/object/public/studio-assets/`: where our images' public URLs start. */
export function publicImageUrlPrefix(projectUrl: string): string {
  return `${projectUrl.replace(/\/+$/, '')}/storage/v1/object/public/${STUDIO_ASSETS_BUCKET}/`
}

/** True for the exact public URL of an object of our bucket at `projectUrl`, and nothing else. */
export function isOwnImageUrl(value: string, projectUrl: string = env.supabaseUrl): boolean {
  const prefix = publicImageUrlPrefix(projectUrl)
  if (!value.startsWith(prefix)) return false
  const objectName = value.slice(prefix.length)
  return OBJECT_NAME.test(objectName) && !ESCAPED_DOT_OR_SLASH.test(objectName)
}

/** The value when it is one of our images, else null: what an <img> may load. */
export function ownImageUrl(value: string | null | undefined): string | null {
  return typeof value === 'string' && isOwnImageUrl(value) ? value : null
}

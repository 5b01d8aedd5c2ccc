import { errors } from './errors.ts'

/**
 * The bytes each image type's files open with (JPEG's SOI marker, the PNG signature, GIF's
 * header, WebP's RIFF container with its WEBP form type). `null` stands for any byte: the
 * RIFF header's file size.
 */
const SIGNATURES: Record<string, readonly (readonly (number | null)[])[]> = {
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/gif': [ascii('GIF87a'), ascii('GIF89a')],
  'image/webp': [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0))
}

function startsWith(bytes: Uint8Array, signature: readonly (number | null)[]): boolean {
  return (
    bytes.byteLength >= signature.length &&
    signature.every((expected, index) => expected === null || bytes[index] === expected)
  )
}

/** The image types whose content the backend checks against their magic numbers. */
export const CHECKED_IMAGE_TYPES = Object.keys(SIGNATURES)

/**
 * Whether `bytes` can be a file of `mimeType`: for the image types above, the first bytes must
 * be that format's signature; other types are left to the bucket's list of allowed types. The
 * type is compared without its parameters and case, so no spelling of it escapes the check.
 */
export function contentMatchesType(bytes: Uint8Array, mimeType: string): boolean {
  const essence = mimeType.split(';')[0]!.trim().toLowerCase()
  const signatures = SIGNATURES[essence]
  return signatures === undefined || signatures.some((signature) => startsWith(bytes, signature))
}

/**
 * Refuses a file whose bytes are not what its declared type says, with storage-api's
 * InvalidMimeType error: otherwise HTML declared as image/png would be stored and served from
 * the API's origin.
 */
export function mustMatchDeclaredType(bytes: Uint8Array, mimeType: string): void {
  if (!contentMatchesType(bytes, mimeType)) throw errors.contentNotOfType(mimeType)
}

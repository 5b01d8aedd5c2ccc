/**
 * The caps on what a form may send: the database's CHECK constraints
 * (supabase/migrations/20251027000200_submissions.sql), so a request that skips the UI is refused
 * with the same limits. The fields show them (maxLength); src/lib/field-rules.ts checks them.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  location: 100,
  specialties: 500,
  certifications: 2000,
  longText: 5000,
  subject: 200,
  address: 300,
  hours: 300,
  instagramHandle: 100,
  url: 2048,
  listItems: 30,
  listItem: 60,
} as const

/**
 * The image types the bucket accepts (allowed_mime_types in
 * supabase/migrations/20251027000300_storage.sql): what a file field offers and src/lib/storage.ts
 * checks before an upload.
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const

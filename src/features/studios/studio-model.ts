import { safeHttpUrl } from '../../lib/safe-url.ts'

/** The studio's tagline, or the spec's fallback: a premier yoga studio in the city. */
export function studioTagline(studio: { tagline: string; city: string }): string {
  const tagline = studio.tagline.trim()
  return tagline !== '' ? tagline : `A premier yoga studio in ${studio.city}`
}

const EMAIL_PATTERN = /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+$/

export type StudioContact =
  { kind: 'website'; href: string } | { kind: 'email'; href: string } | { kind: 'none' }

/**
 * The studio's contact button (docs/product.md §2 "Studio profile"): its website if it has
 * one, otherwise an email to it, otherwise nothing.
 */
export function studioContact(studio: { website: string | null; email: string }): StudioContact {
  const website = safeHttpUrl(studio.website)
  if (website) return { kind: 'website', href: website }
  const email = studio.email.trim()
  if (EMAIL_PATTERN.test(email)) return { kind: 'email', href: `mailto:${email}` }
  return { kind: 'none' }
}

import { SEO_DEFAULT_EXCERPT } from '../../lib/directory-options.ts'
import { excerpt, studioSeo, teacherSeo } from './seo-defaults.ts'

/**
 * The SEO editor's pure rules: suggested defaults, counters and what gets stored
 * (docs/product.md §4, §5).
 */

export type ListingKind = 'teacher' | 'studio'

/** A teacher or studio as the SEO editor needs it. */
export interface SeoListing {
  id: string
  name: string
  /** A teacher's `location` or a studio's `city`. */
  city: string | null
  /** Where it is, as the Location column shows it: 'city, country'. */
  place: string
  /** A teacher's bio or a studio's description. */
  text: string | null
  seo_title: string | null
  seo_description: string | null
}

export interface SeoFields {
  title: string
  description: string
}

/** What an SEO save writes: empty text is stored as null, so the public page uses its own fallback. */
export interface ListingSeoUpdate {
  seo_title: string | null
  seo_description: string | null
}

/** The database's caps (CHECK constraints on teachers and studios), far above the guides. */
export const SEO_TITLE_MAX = 200
export const SEO_DESCRIPTION_MAX = 500

function filled(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/**
 * The suggestion for a listing without stored SEO text: the title its public page falls back to
 * ('{name} - Yoga Teacher in {city}', '{name} | Yoga Studio in {city}'), and the first 155
 * characters of the bio or description with whitespace collapsed.
 */
export function suggestedSeo(kind: ListingKind, listing: SeoListing): SeoFields {
  const title =
    kind === 'teacher'
      ? teacherSeo({ name: listing.name, location: listing.city }).title
      : studioSeo({ name: listing.name, city: listing.city }).title
  return { title, description: excerpt(listing.text, SEO_DEFAULT_EXCERPT) }
}

/** What the editor starts with: each stored value, or the suggestion where none is stored. */
export function initialSeoFields(
  kind: ListingKind,
  listing: SeoListing,
): SeoFields & { suggested: { title: boolean; description: boolean } } {
  const suggestion = suggestedSeo(kind, listing)
  const title = filled(listing.seo_title)
  const description = filled(listing.seo_description)
  return {
    title: title ?? suggestion.title,
    description: description ?? suggestion.description,
    suggested: { title: title === undefined, description: description === undefined },
  }
}

/** The update for what was typed: trimmed, and null when empty. */
export function seoUpdateFrom(fields: SeoFields): ListingSeoUpdate {
  return {
    seo_title: filled(fields.title) ?? null,
    seo_description: filled(fields.description) ?? null,
  }
}

/** Characters as a reader (and the database's length()) counts them: an emoji is one. */
export function characterCount(value: string): number {
  return Array.from(value).length
}

/** Whether a text is longer than its recommended length; a hint only, saving is never blocked. */
export function isOverGuide(value: string, guide: number): boolean {
  return characterCount(value) > guide
}

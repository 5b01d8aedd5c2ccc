// Apart from slug.ts: the public profile pages check slugs, and only the admin forms make them.

/** The longest slug the database accepts (teachers/studios `slug` CHECK). */
export const SLUG_MAX_LENGTH = 120

/** Whether `text` could be a slug at all: lower-case words joined by single hyphens, not too long. */
export function couldBeSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)
}

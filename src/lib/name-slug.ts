/**
 * The URL slug of a place or style name in a landing page's address (docs/decisions/0029-…):
 * lower-case ASCII, accents dropped ('Côte d'Ivoire' → 'cote-divoire'), apostrophes dropped so a
 * contraction stays one word, every other run of other characters one hyphen, none at the ends.
 * The build, the pages, the links and the canonical URLs all use this one function, and a slug
 * maps back to its name only by comparing it with the slugs of known names.
 */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The name among `names` whose slug is `slug`, or null: never a guess from the slug itself. */
export function nameOfSlug(slug: string, names: Iterable<string>): string | null {
  for (const name of names) if (nameSlug(name) === slug) return name
  return null
}

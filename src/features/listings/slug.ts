/** The longest slug the database accepts (teachers/studios `slug` CHECK). */
export const SLUG_MAX_LENGTH = 120

/** Whether `text` could be a slug at all: lower-case words joined by single hyphens, not too long. */
export function couldBeSlug(text: string): boolean {
  return text.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(text)
}

/**
 * A URL slug from a name (docs/product.md §3): lower-case ASCII letters, digits and single
 * hyphens only, accents folded ('Zoë Müller' → 'zoe-muller'). Empty when nothing is left.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH - 4)
    .replace(/-+$/g, '')
}

/**
 * `base`, or `base-2`, `base-3`... whichever is not in `taken`: a second 'Anna Lee' gets
 * her own address instead of overwriting the first one's.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`
    if (!used.has(candidate)) return candidate
  }
}

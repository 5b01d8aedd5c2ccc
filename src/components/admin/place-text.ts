/**
 * 'City, Country' for the admin tables. The public pages have the same helper
 * (src/components/directory/place-line.ts); importing it here would split it into a chunk of
 * its own and add a request and bytes to every public page's first load.
 */
export function placeText(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

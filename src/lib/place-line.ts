/** Non-empty parts joined with commas: `Cebu City, Philippines`. */
export function placeLine(...parts: (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

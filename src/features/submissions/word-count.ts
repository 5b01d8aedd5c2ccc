/** The number of words in `text` (runs of non-space characters). */
export function countWords(text: string | undefined): number {
  const trimmed = (text ?? '').trim()
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length
}

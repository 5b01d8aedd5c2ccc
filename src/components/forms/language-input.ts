import { COMMON_LANGUAGES, languageName, normalizeLanguageCode } from '../../lib/languages.ts'

export const notALanguage = (typed: string) =>
  `"${typed}" is not a language code. Type a two- or three-letter ISO 639 code, e.g. tl for Tagalog.`

/**
 * Typed text as a language to add: an ISO 639 code in any case ('TL' → 'tl', the rule the
 * database checks), or the English name of one of the common languages ('tagalog' → 'tl'),
 * since admins and applicants know names better than codes.
 */
export function parseLanguage(typed: string): { value: string } | { error: string } {
  const text = typed.trim()
  const key = text.toLocaleLowerCase()
  const named = COMMON_LANGUAGES.find((code) => languageName(code).toLocaleLowerCase() === key)
  if (named) return { value: named }
  const code = normalizeLanguageCode(text)
  return code ? { value: code } : { error: notALanguage(text) }
}

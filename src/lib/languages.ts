/**
 * Languages a listing teaches in: ISO 639 codes (two or three lower-case letters, as the database's
 * CHECK requires), shown as their English names through Intl.DisplayNames.
 */

/** What the database accepts as one language (private.are_language_codes). */
export const LANGUAGE_CODE = /^[a-z]{2,3}$/

/** Offered first in the admin's and the applicants' pickers; any other ISO code may be typed. */
export const COMMON_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'sv',
  'pl',
  'ru',
  'uk',
  'tr',
  'ar',
  'he',
  'hi',
  'bn',
  'ur',
  'ta',
  'zh',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'ms',
  'tl',
  'sw',
  'el',
  'ca',
  'fa',
] as const

/**
 * Listed at once in the directories' 'Teaches in' filter; the other common languages come with
 * 'More languages'. The most spoken among the languages yoga is taught in worldwide.
 */
export const FILTER_LANGUAGES_SHOWN = ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'hi', 'ar'] as const

let displayNames: Intl.DisplayNames | null | undefined

function names(): Intl.DisplayNames | null {
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' })
    } catch {
      // A runtime without language names: the codes themselves are shown.
      displayNames = null
    }
  }
  return displayNames
}

/**
 * Where CLDR's English name is not the ISO 639 one: ISO 639-1 'tl' is Tagalog ('fil' is
 * Filipino), but ICU names both 'Filipino'.
 */
const ISO_NAMES: Readonly<Record<string, string>> = { tl: 'Tagalog' }

/** 'tl' → 'Tagalog'; a code the runtime does not know stays as it is. */
export function languageName(code: string): string {
  const iso = ISO_NAMES[code]
  if (iso) return iso
  try {
    return names()?.of(code) ?? code
  } catch {
    return code
  }
}

/** ['en', 'tl'] → 'English, Tagalog'. */
export function languageList(codes: readonly string[]): string {
  return codes.map(languageName).join(', ')
}

/** A typed code made lower case and checked; null when it is not an ISO 639 code. */
export function normalizeLanguageCode(typed: string): string | null {
  const code = typed.trim().toLowerCase()
  return LANGUAGE_CODE.test(code) ? code : null
}

/** The distinct valid codes of a repeated query parameter (`?lang=en&lang=tl`), at most 10. */
export function languageParam(params: URLSearchParams, name = 'lang'): string[] {
  const codes = params.getAll(name).map(normalizeLanguageCode)
  return [...new Set(codes.filter((code): code is string => code !== null))].slice(0, 10)
}

/**
 * Choices for a 'Teaches in' filter: the common languages by English name, then any chosen code
 * that is not among them (from a shared link), so every chosen one can be unticked.
 */
export function languageChoices(chosen: readonly string[]): { value: string; label: string }[] {
  const codes = [
    ...COMMON_LANGUAGES,
    ...chosen.filter((code) => !(COMMON_LANGUAGES as readonly string[]).includes(code)),
  ]
  return codes
    .map((code) => ({ value: code, label: languageName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}

import type { DirectoryFilterCodec } from '../../components/directory/use-directory-filters.ts'
import { knownCountry } from '../../lib/country-list.ts'
import { languageParam } from '../../lib/languages.ts'
import { appendNear, nearFromSearch, type NearFilter } from '../../lib/near-filter.ts'
import {
  EXPERIENCE_BANDS,
  TEACHING_OPTIONS,
  type ExperienceBand,
  type TeachingOptionKey,
} from '../../lib/directory-options.ts'
import {
  arrayLiteral,
  listParam,
  pageParam,
  substringPattern,
  type PostgrestFilter,
} from '../../lib/postgrest-filters.ts'

/** What a visitor can filter teachers by (docs/product.md §5); it lives in the URL query string. */
export interface TeacherFilters {
  /** Case-insensitive substring of first plus last name. */
  name: string
  country: string
  /** Every one must be among the teacher's specialties. */
  specialties: string[]
  experience: ExperienceBand | ''
  /** Every one must be offered. */
  availability: TeachingOptionKey[]
  /** ISO 639 codes: the teacher teaches in at least one of them. */
  languages: string[]
  /** Only teachers whose verified credential stands today. */
  verifiedOnly: boolean
  /** Only teachers within a radius of a place, nearest first; null for everywhere. */
  near: NearFilter | null
  /** How many pages of results are shown. */
  page: number
}

export const emptyTeacherFilters: TeacherFilters = {
  name: '',
  country: '',
  specialties: [],
  experience: '',
  availability: [],
  languages: [],
  verifiedOnly: false,
  near: null,
  page: 1,
}

const bandValues = EXPERIENCE_BANDS.map((band) => band.value)
const optionKeys = TEACHING_OPTIONS.map((option) => option.key)

/** A country counts only once the country list has loaded (src/lib/country-list.ts). */
export function teacherFiltersFromSearch(params: URLSearchParams): TeacherFilters {
  const experience = params.get('experience') ?? ''
  return {
    name: (params.get('q') ?? '').trim().slice(0, 100),
    country: knownCountry(params.get('country') ?? ''),
    specialties: listParam(params, 'specialty').slice(0, 20),
    experience: (bandValues as readonly string[]).includes(experience) ? (experience as ExperienceBand) : '',
    availability: listParam(params, 'availability', optionKeys) as TeachingOptionKey[],
    languages: languageParam(params),
    verifiedOnly: params.get('verified') === '1',
    near: nearFromSearch(params),
    page: pageParam(params),
  }
}

/** The query string for these filters: defaults left out, a stable order, so equal filters give equal URLs. */
export function teacherFiltersToSearch(filters: TeacherFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.name.trim()) params.set('q', filters.name.trim())
  if (filters.country) params.set('country', filters.country)
  for (const specialty of filters.specialties) params.append('specialty', specialty)
  if (filters.experience) params.set('experience', filters.experience)
  for (const option of optionKeys.filter((key) => filters.availability.includes(key))) {
    params.append('availability', option)
  }
  for (const language of filters.languages) params.append('lang', language)
  if (filters.verifiedOnly) params.set('verified', '1')
  appendNear(params, filters.near)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/**
 * The filters as PostgREST filters. `today` ('YYYY-MM-DD', the reader's day) decides which
 * verifications still stand, as the profile's badge does (verification.ts).
 */
export function teacherFiltersToPostgrest(filters: TeacherFilters, today: string): PostgrestFilter[] {
  const result: PostgrestFilter[] = []
  const name = filters.name.trim()
  if (name) result.push({ column: 'name', operator: 'ilike', value: substringPattern(name) })
  if (filters.country) result.push({ column: 'country', operator: 'eq', value: filters.country })
  if (filters.specialties.length > 0) {
    result.push({ column: 'specialties', operator: 'cs', value: arrayLiteral(filters.specialties) })
  }
  const band = EXPERIENCE_BANDS.find((b) => b.value === filters.experience)
  if (band) {
    result.push({ column: 'experience', operator: 'gte', value: String(band.min) })
    if (band.max !== null) result.push({ column: 'experience', operator: 'lte', value: String(band.max) })
  }
  if (filters.availability.length > 0) {
    const wanted = Object.fromEntries(filters.availability.map((key) => [key, true]))
    result.push({ column: 'teachingoptions', operator: 'cs', value: JSON.stringify(wanted) })
  }
  // Any of the languages (overlap), unlike specialties, where every one must match.
  if (filters.languages.length > 0) {
    result.push({ column: 'languages', operator: 'ov', value: arrayLiteral(filters.languages) })
  }
  if (filters.verifiedOnly && /^\d{4}-\d{2}-\d{2}$/.test(today)) {
    // Checked on or before today (which also leaves out teachers never verified)...
    result.push({ column: 'verified_on', operator: 'lte', value: today })
    // ...and not lapsed.
    result.push({
      anyOf: `verification_expires_on.is.null,verification_expires_on.gte.${today}`,
    })
  }
  return result
}

/** The teacher filters as the directory page reads and writes them in the URL. */
export const teacherFilterCodec: DirectoryFilterCodec<TeacherFilters> = {
  fromSearch: teacherFiltersFromSearch,
  toSearch: teacherFiltersToSearch,
  empty: emptyTeacherFilters,
}

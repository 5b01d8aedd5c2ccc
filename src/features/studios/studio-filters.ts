import type { DirectoryFilterCodec } from '../../components/directory/use-directory-filters.ts'
import { knownCountry } from '../../lib/country-list.ts'
import { languageParam } from '../../lib/languages.ts'
import { appendNear, nearFromSearch, type NearFilter } from '../../lib/near-filter.ts'
import { STUDIO_TYPES, type StudioType } from '../../lib/directory-options.ts'
import {
  arrayLiteral,
  listParam,
  pageParam,
  substringPattern,
  type PostgrestFilter,
} from '../../lib/postgrest-filters.ts'

/** What a visitor can filter studios by (docs/product.md §2 and §5); it lives in the URL query string. */
export interface StudioFilters {
  country: string
  /** Case-insensitive substring of the city. */
  city: string
  type: StudioType | ''
  /** Every one must be offered. */
  practices: string[]
  /** Every one must be offered. */
  amenities: string[]
  /** ISO 639 codes: the studio teaches in at least one of them. */
  languages: string[]
  /** Only studios within a radius of a place, nearest first; null for everywhere. */
  near: NearFilter | null
  page: number
}

export const emptyStudioFilters: StudioFilters = {
  country: '',
  city: '',
  type: '',
  practices: [],
  amenities: [],
  languages: [],
  near: null,
  page: 1,
}

/** A country counts only once the country list has loaded (src/lib/country-list.ts). */
export function studioFiltersFromSearch(params: URLSearchParams): StudioFilters {
  const type = params.get('type') ?? ''
  return {
    country: knownCountry(params.get('country') ?? ''),
    city: (params.get('city') ?? '').trim().slice(0, 100),
    type: (STUDIO_TYPES as readonly string[]).includes(type) ? (type as StudioType) : '',
    practices: listParam(params, 'practice').slice(0, 20),
    amenities: listParam(params, 'amenity').slice(0, 20),
    languages: languageParam(params),
    near: nearFromSearch(params),
    page: pageParam(params),
  }
}

export function studioFiltersToSearch(filters: StudioFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.country) params.set('country', filters.country)
  if (filters.city.trim()) params.set('city', filters.city.trim())
  if (filters.type) params.set('type', filters.type)
  for (const practice of filters.practices) params.append('practice', practice)
  for (const amenity of filters.amenities) params.append('amenity', amenity)
  for (const language of filters.languages) params.append('lang', language)
  appendNear(params, filters.near)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

export function studioFiltersToPostgrest(filters: StudioFilters): PostgrestFilter[] {
  const result: PostgrestFilter[] = []
  if (filters.country) result.push({ column: 'country', operator: 'eq', value: filters.country })
  const city = filters.city.trim()
  if (city) result.push({ column: 'city', operator: 'ilike', value: substringPattern(city) })
  if (filters.type) result.push({ column: 'studiotype', operator: 'eq', value: filters.type })
  if (filters.practices.length > 0) {
    result.push({ column: 'yogastyles', operator: 'cs', value: arrayLiteral(filters.practices) })
  }
  if (filters.amenities.length > 0) {
    result.push({ column: 'amenities', operator: 'cs', value: arrayLiteral(filters.amenities) })
  }
  // Any of the languages (overlap), unlike practices and amenities, where every one must match.
  if (filters.languages.length > 0) {
    result.push({ column: 'languages', operator: 'ov', value: arrayLiteral(filters.languages) })
  }
  return result
}

/** The studio filters as the directory page reads and writes them in the URL. */
export const studioFilterCodec: DirectoryFilterCodec<StudioFilters> = {
  fromSearch: studioFiltersFromSearch,
  toSearch: studioFiltersToSearch,
  empty: emptyStudioFilters,
}

import { dataClient } from '../../../lib/data-client.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import type { Database } from '../../../types/database.types.ts'
import { studioFiltersToPostgrest, type StudioFilters } from '../studio-filters.ts'

type StudioRow = Database['public']['Tables']['studios']['Row']

/** What a studio card needs (SPEC.md §2 "Studio card"). */
export type StudioCardRow = Pick<
  StudioRow,
  'id' | 'slug' | 'name' | 'city' | 'country' | 'tagline' | 'yogastyles' | 'logo'
>

export const studioCardColumns = 'id, slug, name, city, country, tagline, yogastyles, logo'

export interface StudioSearchResult {
  studios: StudioCardRow[]
  total: number
}

/** The studios matching `filters`, sorted by name, pages 1..filters.page in one request. */
export async function searchStudios(
  filters: StudioFilters,
  signal?: AbortSignal,
): Promise<StudioSearchResult> {
  let query = dataClient.from('studios').select(studioCardColumns, { count: 'exact' })
  for (const filter of studioFiltersToPostgrest(filters)) {
    query = query.filter(filter.column, filter.operator, filter.value)
  }
  let ordered = query
    .order('name')
    .order('id')
    .range(0, filters.page * DIRECTORY_PAGE_SIZE - 1)
  if (signal) ordered = ordered.abortSignal(signal)

  const { data, error, count, status } = await ordered
  if (error) {
    throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  }
  return { studios: data, total: count ?? data.length }
}

import { directoryTotal, type ResultPage } from '../../../components/directory/result-page.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { studioFiltersToPostgrest, type StudioFilters } from '../studio-filters.ts'

type StudioRow = Database['public']['Tables']['studios']['Row']

/** What a studio card needs (docs/product.md §2 "Studio card"). */
export type StudioCardRow = Pick<
  StudioRow,
  'id' | 'slug' | 'name' | 'city' | 'country' | 'tagline' | 'yogastyles' | 'logo'
>

export const studioCardColumns = 'id, slug, name, city, country, tagline, yogastyles, logo'

/** The studios matching `filters`, sorted by name, pages 1..filters.page in one request. */
export async function searchStudios(
  filters: StudioFilters,
  signal?: AbortSignal,
): Promise<ResultPage<StudioCardRow>> {
  const requested = filters.page * DIRECTORY_PAGE_SIZE
  // Exact up to 1,000 matches, the planner's estimate past that (docs/decisions/0016-…).
  const all = dataClient.from('studios').select(studioCardColumns, { count: 'estimated' })
  const query = withFilters(all, studioFiltersToPostgrest(filters))
    .order('name')
    .order('id')
    .range(0, requested - 1)
  const { data, count } = await answerOf(cancelledBy(query, signal))
  return { items: data, total: directoryTotal(count, data.length, requested) }
}

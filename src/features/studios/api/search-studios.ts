import { directoryTotal, type ResultPage } from '../../../components/directory/result-page.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import { withDistanceFrom } from '../../../lib/distance.ts'
import type { NearFilter } from '../../../lib/near-filter.ts'
import { nearArguments, resolveNear } from '../../listings/api/resolve-near.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { studioFiltersToPostgrest, type StudioFilters } from '../studio-filters.ts'

type StudioRow = Database['public']['Tables']['studios']['Row']

/** What a studio card needs (docs/product.md §2 "Studio card"). */
export type StudioCardRow = Pick<
  StudioRow,
  'id' | 'slug' | 'name' | 'city' | 'country' | 'tagline' | 'yogastyles' | 'logo'
> & {
  /** In a search near a place: how far the studio is from it. */
  distanceKm?: number | null
}

export const studioCardColumns = 'id, slug, name, city, country, tagline, yogastyles, logo'

/** The card's columns plus the position, to say how far each studio is. */
const studioNearColumns = `${studioCardColumns}, latitude, longitude` as const

/** The studios matching `filters`, sorted by name, pages 1..filters.page in one request. */
export async function searchStudios(
  filters: StudioFilters,
  signal?: AbortSignal,
): Promise<ResultPage<StudioCardRow>> {
  if (filters.near) return searchStudiosNear(filters, filters.near, signal)
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

/**
 * The studios within `near`'s radius, nearest first (the order of `studios_near`), with the other
 * filters on top; no studio when the place is unknown.
 */
async function searchStudiosNear(
  filters: StudioFilters,
  near: NearFilter,
  signal?: AbortSignal,
): Promise<ResultPage<StudioCardRow>> {
  const place = await resolveNear(near, signal)
  if (!place.point) return { items: [], total: 0, near: place.outcome }
  const requested = filters.page * DIRECTORY_PAGE_SIZE
  // Exact: a radius bounds the matches, and the function reads all of them to sort by distance.
  const within = dataClient
    .rpc('studios_near', nearArguments(place.point, near), { get: true, count: 'exact' })
    .select(studioNearColumns)
  const query = withFilters(within, studioFiltersToPostgrest(filters)).range(0, requested - 1)
  const { data, count } = await answerOf(cancelledBy(query, signal))
  return {
    items: withDistanceFrom(place.point, data),
    total: directoryTotal(count, data.length, requested),
    near: place.outcome,
  }
}

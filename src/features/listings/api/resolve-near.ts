import { dataClient } from '../../../lib/data-client.ts'
import { pointOf, type GeoPoint, type NearFilter, type NearOutcome } from '../../../lib/near-filter.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'

/** Where a search near a place looks: a point, or none when the place is unknown. */
export type ResolvedNear =
  | { point: GeoPoint; outcome: Extract<NearOutcome, { kind: 'found' }> }
  | { point: null; outcome: Extract<NearOutcome, { kind: 'unknown' }> }

/**
 * The point of a `near` filter: a position as it stands, a city name through the gazetteer's
 * `find_place` (its best match: the most populous of that name).
 */
export async function resolveNear(near: NearFilter, signal?: AbortSignal): Promise<ResolvedNear> {
  const { radiusKm } = near
  const position = pointOf(near.place)
  if (position) {
    return { point: position, outcome: { kind: 'found', label: 'your location', radiusKm } }
  }
  // GET, so the browser and any cache in between can keep the answer for a place.
  const query = dataClient.rpc('find_place', { query: near.place }, { get: true }).limit(1)
  const { data } = await answerOf(cancelledBy(query, signal))
  const best = data[0]
  if (!best) return { point: null, outcome: { kind: 'unknown', query: near.place } }
  return {
    point: { latitude: best.latitude, longitude: best.longitude },
    outcome: { kind: 'found', label: `${best.name}, ${best.country}`, radiusKm },
  }
}

/** The arguments of `teachers_near` and `studios_near`. */
export function nearArguments(point: GeoPoint, near: NearFilter) {
  return { near_lat: point.latitude, near_lng: point.longitude, radius_km: near.radiusKm }
}

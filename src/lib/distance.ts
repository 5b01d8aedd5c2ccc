import type { GeoPoint } from './near-filter.ts'

/** The Earth's mean radius, as PostgreSQL's earthdistance uses it. */
const EARTH_RADIUS_KM = 6371

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points (haversine), in km. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * 'less than 1 km away', 'about 3 km away', 'about 120 km away': whole km close by, tens of km
 * past 100, since a teacher's position is only their city's.
 */
export function distanceText(km: number): string {
  if (km < 1) return 'less than 1 km away'
  const rounded = km < 100 ? Math.round(km) : Math.round(km / 10) * 10
  return `about ${rounded.toLocaleString('en-US')} km away`
}

/** A row's coordinates as a point; null when the database knows no place for it. */
export function positionOf(row: { latitude: number | null; longitude: number | null }): GeoPoint | null {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude }
}

/** Each row with its distance from `point`; null for a row whose position is unknown. */
export function withDistanceFrom<R extends { latitude: number | null; longitude: number | null }>(
  point: GeoPoint,
  rows: readonly R[],
): (R & { distanceKm: number | null })[] {
  return rows.map((row) => {
    const position = positionOf(row)
    return { ...row, distanceKm: position ? distanceKm(point, position) : null }
  })
}

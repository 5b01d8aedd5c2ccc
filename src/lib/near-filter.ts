/**
 * 'Near' in the directories: a place (a city name, or 'lat,lng' from the browser) and a radius,
 * read from and written to the URL with the other filters.
 */

/** The radii a visitor can choose, in km; anything else in the URL is the default. */
export const NEAR_RADII_KM = [10, 25, 50, 100, 250] as const
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number]
export const DEFAULT_NEAR_RADIUS_KM: NearRadiusKm = 50

/** Decimals kept of a position: 0.01° is about 1 km, so the URL never holds a precise position. */
const POSITION_DECIMALS = 2

const PLACE_MAX_LENGTH = 100

/** Listings near a place: a city name ('Lisbon', 'Lisbon, Portugal') or 'lat,lng'. */
export interface NearFilter {
  place: string
  radiusKm: NearRadiusKm
}

export interface GeoPoint {
  latitude: number
  longitude: number
}

/** What a search near a place found out about the place, for the line above the results. */
export type NearOutcome =
  { kind: 'found'; label: string; radiusKm: number } | { kind: 'unknown'; query: string }

function roundPosition(value: number): number {
  const factor = 10 ** POSITION_DECIMALS
  // `+ 0` turns -0 into 0, so '-0' never reaches a URL.
  return Math.round(value * factor) / factor + 0
}

/** The point 'lat,lng' stands for, or null when the text is not a position on Earth. */
export function pointOf(place: string): GeoPoint | null {
  const match = /^(-?\d{1,3}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/.exec(place.trim())
  if (!match) return null
  const latitude = Number(match[1])
  const longitude = Number(match[2])
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/** A position as the URL holds it: 'lat,lng', rounded to about 1 km. */
export function positionText({ latitude, longitude }: GeoPoint): string {
  return `${roundPosition(latitude)},${roundPosition(longitude)}`
}

/** `near` and `radius` from the URL: null without a place; a radius not offered is the default. */
export function nearFromSearch(params: URLSearchParams): NearFilter | null {
  const text = (params.get('near') ?? '').trim().slice(0, PLACE_MAX_LENGTH)
  if (!text) return null
  const point = pointOf(text)
  const radius = Number(params.get('radius'))
  return {
    // A position is rounded however it arrived, so the query never holds a precise one.
    place: point ? positionText(point) : text,
    radiusKm: (NEAR_RADII_KM as readonly number[]).includes(radius)
      ? (radius as NearRadiusKm)
      : DEFAULT_NEAR_RADIUS_KM,
  }
}

/** Adds `near` and `radius` to the query string; the radius always goes with a place, never alone. */
export function appendNear(params: URLSearchParams, near: NearFilter | null): void {
  const place = near?.place.trim()
  if (!near || !place) return
  params.set('near', place)
  params.set('radius', String(near.radiusKm))
}

/** 'Within 50 km of Lisbon, Portugal'. */
export function nearHeadline(outcome: Extract<NearOutcome, { kind: 'found' }>): string {
  return `Within ${outcome.radiusKm} km of ${outcome.label}`
}

/** The message for a city the gazetteer does not know. */
export function unknownPlaceMessage(query: string): string {
  return `We don't know a place called "${query}". Try a nearby city.`
}

import type { ResultPage } from '../../components/directory/result-page.ts'

/**
 * The `studios` key of local storage (docs/product.md §3; docs/product.md
 * difference 4): the unfiltered first page of the studio directory, last read in this browser,
 * shown when the backend cannot be reached (the prerendered page covers the first paint). A value
 * of another version, older than STUDIO_CACHE_MAX_AGE_MS, malformed or unreadable is ignored; it
 * never breaks the page.
 */
export const STUDIO_CACHE_KEY = 'studios'
export const STUDIO_CACHE_VERSION = 1
export const STUDIO_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** A studio card as stored (the card columns of `studios`). */
export interface CachedStudio {
  id: string
  slug: string
  name: string
  city: string
  country: string
  tagline: string
  yogastyles: string[]
  logo: string | null
}

interface StudioCache {
  version: typeof STUDIO_CACHE_VERSION
  savedAt: number
  total: number
  studios: CachedStudio[]
}

// The shape is checked by hand rather than with zod: this runs on the studios page's first
// load, and zod (even zod/mini) would be the largest part of that page's own code.
type Check = (value: unknown) => boolean
const isString: Check = (value) => typeof value === 'string'
const isCount: Check = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const studioFields: Record<keyof CachedStudio, Check> = {
  id: isString,
  slug: isString,
  name: isString,
  city: isString,
  country: isString,
  tagline: isString,
  yogastyles: (value) => Array.isArray(value) && value.every(isString),
  logo: (value) => value === null || isString(value),
}

function isCachedStudio(value: unknown): value is CachedStudio {
  return isRecord(value) && Object.entries(studioFields).every(([key, check]) => check(value[key]))
}

function isStudioCache(value: unknown): value is StudioCache {
  return (
    isRecord(value) &&
    value.version === STUDIO_CACHE_VERSION &&
    typeof value.savedAt === 'number' &&
    Number.isFinite(value.savedAt) &&
    isCount(value.total) &&
    Array.isArray(value.studios) &&
    value.studios.every(isCachedStudio)
  )
}

/** The cached first page, or null when there is none worth showing. */
export function readStudioListCache(now: number = Date.now()): ResultPage<CachedStudio> | null {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(STUDIO_CACHE_KEY)
  } catch {
    return null // storage disabled (privacy mode, blocked cookies)
  }
  if (raw === null) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isStudioCache(json)) return null
  const age = now - json.savedAt
  if (age < 0 || age > STUDIO_CACHE_MAX_AGE_MS) return null
  return { items: json.studios, total: json.total }
}

export function writeStudioListCache(page: ResultPage<CachedStudio>, now: number = Date.now()): void {
  const value: StudioCache = {
    version: STUDIO_CACHE_VERSION,
    savedAt: now,
    total: page.total,
    // Only the card fields, so the stored value matches the schema it is read with.
    studios: page.items.map(({ id, slug, name, city, country, tagline, yogastyles, logo }) => ({
      id,
      slug,
      name,
      city,
      country,
      tagline,
      yogastyles,
      logo,
    })),
  }
  try {
    window.localStorage.setItem(STUDIO_CACHE_KEY, JSON.stringify(value))
  } catch {
    // Full or disabled storage: the cache is an optimisation, so do without it.
  }
}

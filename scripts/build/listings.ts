/**
 * What the build reads from Supabase to decide which profiles to prerender and what the sitemap
 * lists: every listing's slug and last change. Plain fetch against PostgREST with the anon key
 * (the same rows any visitor may read), paged, because hosted Supabase returns at most 1,000 rows
 * per request.
 */

import type { LandingListing } from '../../src/lib/landing-pages.ts'

export interface SupabaseSource {
  url: string
  anonKey: string
}

export type ListingKind = 'teachers' | 'studios'

/** A listing's slug, last change and, for the landing pages, its place and styles. */
export interface ListingStamp {
  slug: string
  /** Where and what it teaches, for the landing pages (src/lib/landing-pages.ts). */
  landing?: LandingListing
  /** ISO timestamp of the row's last change. */
  updatedAt: string
  /** ISO timestamp of when an admin last confirmed the details, if ever. */
  confirmedAt: string | null
}

/** Rows asked for per request: hosted Supabase's default maximum (db-max-rows). */
export const PAGE_ROWS = 1000

interface StampRow {
  slug: unknown
  updated_at: unknown
  confirmed_at?: unknown
  country?: unknown
  [column: string]: unknown
}

/** Where each kind keeps a listing's city and styles. */
const LANDING_COLUMNS: Record<ListingKind, { city: string; styles: string }> = {
  teachers: { city: 'location', styles: 'specialties' },
  studios: { city: 'city', styles: 'yogastyles' },
}

function landingOf(kind: ListingKind, row: StampRow, updatedAt: string): LandingListing {
  const city = row[LANDING_COLUMNS[kind].city]
  const styles = row[LANDING_COLUMNS[kind].styles]
  return {
    country: typeof row.country === 'string' ? row.country : '',
    city: typeof city === 'string' ? city : null,
    styles: Array.isArray(styles) ? styles.filter((style): style is string => typeof style === 'string') : [],
    updatedAt,
  }
}

function isStampRow(value: unknown): value is StampRow {
  return typeof value === 'object' && value !== null && 'slug' in value && 'updated_at' in value
}

/** Every listing of a kind, most recently changed first (id breaks ties, so pages never overlap). */
export async function fetchListingStamps(source: SupabaseSource, kind: ListingKind): Promise<ListingStamp[]> {
  const stamps: ListingStamp[] = []
  for (let offset = 0; ;) {
    const url = `${source.url}/rest/v1/${kind}?select=slug,updated_at,confirmed_at,country,${LANDING_COLUMNS[kind].city},${LANDING_COLUMNS[kind].styles}&order=updated_at.desc,id.asc`
    const response = await fetch(url, {
      headers: {
        apikey: source.anonKey,
        Authorization: `Bearer ${source.anonKey}`,
        'Range-Unit': 'items',
        Range: `${offset}-${offset + PAGE_ROWS - 1}`,
      },
    })
    if (!response.ok) {
      throw new Error(
        `Reading ${kind} from ${source.url} failed: ${response.status} ${await response.text()}`,
      )
    }
    const rows: unknown = await response.json()
    if (!Array.isArray(rows)) throw new Error(`Reading ${kind} from ${source.url}: expected a list of rows`)
    for (const row of rows) {
      if (!isStampRow(row) || typeof row.slug !== 'string' || typeof row.updated_at !== 'string') {
        throw new Error(`Reading ${kind} from ${source.url}: a row without slug or updated_at`)
      }
      stamps.push({
        slug: row.slug,
        updatedAt: row.updated_at,
        confirmedAt: typeof row.confirmed_at === 'string' ? row.confirmed_at : null,
        landing: landingOf(kind, row, row.updated_at),
      })
    }
    // Only an empty page ends the list, and the next page starts after the rows received: a
    // server that caps rows below PAGE_ROWS answers short pages before the end.
    if (rows.length === 0) return stamps
    offset += rows.length
  }
}

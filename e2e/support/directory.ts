import { expect, type Locator, type Page } from '@playwright/test'
import { anonClient } from './backend.ts'

/**
 * What the database says a visitor should see for some directory filters, asked
 * independently of the app (docs/product.md §5 "Directory filtering"): every selected
 * specialty / availability / practice / amenity must be present, name and city are
 * case-insensitive substrings, experience bands are inclusive ranges.
 */

export type TeachingOption = 'online1on1' | 'inPerson1on1' | 'groupOnline' | 'groupInPerson'

export interface TeacherQuery {
  name?: string
  country?: string
  specialties?: string[]
  /** Inclusive bounds in years; `max` left out for an open band. */
  experience?: { min: number; max?: number }
  availability?: TeachingOption[]
  /** ISO 639 codes: the teacher teaches in at least one. */
  languages?: string[]
  /** Only teachers whose verification stands on this day ('YYYY-MM-DD'). */
  verifiedOn?: string
}

/** The bands of the Experience level select, as the spec names them. */
export const experienceBands = {
  '0-2 years': { min: 0, max: 2 },
  '3-5 years': { min: 3, max: 5 },
  '6-10 years': { min: 6, max: 10 },
  '10+ years': { min: 11 },
} as const

/** `%text%` with the LIKE wildcards of the text itself escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export interface TeacherRow {
  slug: string
  name: string
  firstname: string
  location: string
  country: string
  specialties: string[]
  experience: number
  certifications: string
  bio: string
  gallery: string[]
  teachingoptions: Record<string, unknown>
  social: Record<string, unknown>
  contactformurl: string | null
  languages: string[]
  verified_on: string | null
  verification_expires_on: string | null
}

/** The matching teachers in the directory's order (first name, last name, id). */
export async function teachersMatching(query: TeacherQuery = {}): Promise<TeacherRow[]> {
  let request = anonClient()
    .from('teachers')
    .select(
      'slug, name, firstname, location, country, specialties, experience, certifications, bio, gallery, teachingoptions, social, contactformurl, languages, verified_on, verification_expires_on',
    )
  if (query.name) request = request.ilike('name', containing(query.name))
  if (query.country) request = request.eq('country', query.country)
  if (query.specialties?.length) request = request.contains('specialties', query.specialties)
  if (query.experience) {
    request = request.gte('experience', query.experience.min)
    if (query.experience.max !== undefined) request = request.lte('experience', query.experience.max)
  }
  if (query.availability?.length) {
    request = request.contains(
      'teachingoptions',
      Object.fromEntries(query.availability.map((option) => [option, true])),
    )
  }
  const { data, error } = await request.order('firstname').order('lastname').order('id')
  expect(error).toBeNull()
  // Languages and verification are decided here from the rows themselves, not by the filters
  // the app sends, so the comparison checks the app's translation.
  const { languages, verifiedOn } = query
  return ((data ?? []) as TeacherRow[]).filter(
    (row) =>
      (!languages?.length || row.languages.some((code) => languages.includes(code))) &&
      (verifiedOn === undefined ||
        (row.verified_on !== null &&
          row.verified_on <= verifiedOn &&
          (row.verification_expires_on === null || row.verification_expires_on >= verifiedOn))),
  )
}

/** Today in the browser's (and this machine's) calendar, as a date column writes it. */
export function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export async function teacherBySlug(slug: string): Promise<TeacherRow> {
  const [teacher] = (await teachersMatching()).filter((row) => row.slug === slug)
  if (!teacher) throw new Error(`The seed has no teacher ${slug}`)
  return teacher
}

export interface StudioQuery {
  country?: string
  city?: string
  type?: 'In-person' | 'Online' | 'Hybrid'
  practices?: string[]
  amenities?: string[]
  /** ISO 639 codes: the studio teaches in at least one. */
  languages?: string[]
}

export interface StudioRow {
  slug: string
  name: string
  email: string
  city: string
  country: string
  tagline: string
  yogastyles: string[]
  amenities: string[]
  website: string | null
  instagram: string | null
  facebook: string | null
  operatinghours: string
  gallery: string[]
  languages: string[]
}

/** The matching studios in the directory's order (name, id). */
export async function studiosMatching(query: StudioQuery = {}): Promise<StudioRow[]> {
  let request = anonClient()
    .from('studios')
    .select(
      'slug, name, email, city, country, tagline, yogastyles, amenities, website, instagram, facebook, operatinghours, gallery, languages',
    )
  if (query.country) request = request.eq('country', query.country)
  if (query.city) request = request.ilike('city', containing(query.city))
  if (query.type) request = request.eq('studiotype', query.type)
  if (query.practices?.length) request = request.contains('yogastyles', query.practices)
  if (query.amenities?.length) request = request.contains('amenities', query.amenities)
  const { data, error } = await request.order('name').order('id')
  expect(error).toBeNull()
  const { languages } = query
  // Decided from the rows, not by the filter the app sends.
  return ((data ?? []) as StudioRow[]).filter(
    (row) => !languages?.length || row.languages.some((code) => languages.includes(code)),
  )
}

export async function studioBySlug(slug: string): Promise<StudioRow> {
  const [studio] = (await studiosMatching()).filter((row) => row.slug === slug)
  if (!studio) throw new Error(`The seed has no studio ${slug}`)
  return studio
}

/** The result area of /teachers or /studios. */
export function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Results' })
}

/**
 * Waits until the directory shows exactly `names` (in this order, which is the
 * directory's order) with the matching count line, and is no longer loading.
 */
export async function expectDirectoryToShow(
  page: Page,
  kind: 'teachers' | 'studios',
  names: readonly string[],
): Promise<void> {
  const area = results(page)
  const list = area.getByRole('list', { name: kind === 'teachers' ? 'Teachers' : 'Studios' })
  expect(names.length, 'a directory step should expect some results').toBeGreaterThan(0)
  await expect(list.getByRole('article').getByRole('heading')).toHaveText([...names])
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
  const singular = kind === 'teachers' ? 'teacher' : 'studio'
  const noun = names.length === 1 ? singular : kind
  await expect(area.getByRole('status')).toHaveText(`Showing ${names.length} of ${names.length} ${noun}`)
}

export function names(rows: readonly { name: string }[]): string[] {
  return rows.map((row) => row.name)
}

/** The query string of the page's URL. */
export function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams
}

/** Asserts a link opens an http(s) address in a new tab without handing over the opener. */
export async function expectExternalLink(link: Locator, href: string): Promise<void> {
  expect(href).toMatch(/^https?:\/\//)
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

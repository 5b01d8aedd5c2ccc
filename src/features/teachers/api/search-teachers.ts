import { directoryTotal, type ResultPage } from '../../../components/directory/result-page.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { localDay } from '../../../lib/calendar-day.ts'
import { DIRECTORY_PAGE_SIZE } from '../../../lib/directory-options.ts'
import { withDistanceFrom } from '../../../lib/distance.ts'
import type { NearFilter } from '../../../lib/near-filter.ts'
import { nearArguments, resolveNear } from '../../listings/api/resolve-near.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { teacherFiltersToPostgrest, type TeacherFilters } from '../teacher-filters.ts'
import { isVerificationValid } from '../verification.ts'

type TeacherRow = Database['public']['Tables']['teachers']['Row']

type TeacherCardColumns = Pick<
  TeacherRow,
  | 'id'
  | 'slug'
  | 'firstname'
  | 'lastname'
  | 'name'
  | 'country'
  | 'location'
  | 'specialties'
  | 'image'
  | 'verified_on'
  | 'verification_expires_on'
>

/**
 * What a teacher card needs (docs/product.md §2 "Teacher card"), with `verified` decided on the day the
 * row was read (the build's for prerendered HTML, the visitor's in the browser).
 */
export type TeacherCardRow = TeacherCardColumns & {
  verified: boolean
  /** In a search near a place: how far the teacher's city is from it. */
  distanceKm?: number | null
}

export const teacherCardColumns =
  'id, slug, firstname, lastname, name, country, location, specialties, image, verified_on, verification_expires_on'

/** The card's columns plus the position, to say how far each teacher is. */
const teacherNearColumns = `${teacherCardColumns}, latitude, longitude` as const

/** The card rows as read on `today`. */
export function asTeacherCards<R extends TeacherCardColumns>(
  rows: readonly R[],
  today: string,
): (R & { verified: boolean })[] {
  return rows.map((row) => ({ ...row, verified: isVerificationValid(row, today) }))
}

/**
 * The teachers matching `filters`, filtered, sorted and paged by the database:
 * pages 1..filters.page in one request (so a reload of page 3 shows all 72 rows).
 */
export async function searchTeachers(
  filters: TeacherFilters,
  signal?: AbortSignal,
): Promise<ResultPage<TeacherCardRow>> {
  const today = localDay()
  const requested = filters.page * DIRECTORY_PAGE_SIZE
  if (filters.near) return searchTeachersNear(filters, filters.near, today, signal)
  // Exact up to 1,000 matches, the planner's estimate past that (docs/decisions/0016-…).
  const all = dataClient.from('teachers').select(teacherCardColumns, { count: 'estimated' })
  const query = withFilters(all, teacherFiltersToPostgrest(filters, today))
    .order('firstname')
    .order('lastname')
    // A unique tie-breaker keeps pages stable for equal names.
    .order('id')
    .range(0, requested - 1)
  const { data, count } = await answerOf(cancelledBy(query, signal))
  return { items: asTeacherCards(data, today), total: directoryTotal(count, data.length, requested) }
}

/**
 * The teachers within `near`'s radius, nearest first (the order of `teachers_near`), with the
 * other filters on top; no teacher when the place is unknown.
 */
async function searchTeachersNear(
  filters: TeacherFilters,
  near: NearFilter,
  today: string,
  signal?: AbortSignal,
): Promise<ResultPage<TeacherCardRow>> {
  const place = await resolveNear(near, signal)
  if (!place.point) return { items: [], total: 0, near: place.outcome }
  const requested = filters.page * DIRECTORY_PAGE_SIZE
  // Exact: a radius bounds the matches, and the function reads all of them to sort by distance.
  const within = dataClient
    .rpc('teachers_near', nearArguments(place.point, near), { get: true, count: 'exact' })
    .select(teacherNearColumns)
  const query = withFilters(within, teacherFiltersToPostgrest(filters, today)).range(0, requested - 1)
  const { data, count } = await answerOf(cancelledBy(query, signal))
  return {
    items: withDistanceFrom(place.point, asTeacherCards(data, today)),
    total: directoryTotal(count, data.length, requested),
    near: place.outcome,
  }
}

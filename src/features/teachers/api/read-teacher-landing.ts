import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { positionOf } from '../../../lib/distance.ts'
import type { LandingRow } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { readAllRows } from '../../../lib/read-all-rows.ts'
import { teachingOptionsOf } from '../teacher-model.ts'
import { isVerificationValid } from '../verification.ts'
import { asTeacherCards, teacherCardColumns, type TeacherCardRow } from './search-teachers.ts'

/** Which teachers a landing page reads to count: those of a country, of a style, or both. */
export interface LandingScope {
  country: string | null
  style: string | null
}

const landingColumns =
  'id, firstname, lastname, country, location, specialties, teachingoptions, languages, verified_on, verification_expires_on, updated_at, latitude, longitude'

/**
 * Every teacher in `scope`, as the landing pages count them: the page's own listings, its intro's
 * facts and the related pages all come from this one read.
 */
export async function readTeacherLandingRows(
  scope: LandingScope,
  signal?: AbortSignal,
): Promise<LandingRow[]> {
  const today = localDay()
  const rows = await readAllRows(async (from, to) => {
    let query = dataClient.from('teachers').select(landingColumns)
    if (scope.country) query = query.eq('country', scope.country)
    if (scope.style) query = query.contains('specialties', [scope.style])
    const { data } = await answerOf(cancelledBy(query.order('id').range(from, to), signal))
    return data
  })
  return rows.map((row) => {
    const options = teachingOptionsOf(row.teachingoptions)
    return {
      id: row.id,
      sortName: `${row.firstname} ${row.lastname}`,
      country: row.country,
      city: row.location,
      styles: row.specialties,
      online: options.online1on1 || options.groupOnline,
      languages: row.languages,
      verified: isVerificationValid(row, today),
      updatedAt: row.updated_at,
      position: positionOf(row),
    }
  })
}

/** The cards of these teachers, in the order of `ids`. */
export async function readTeacherCards(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<TeacherCardRow[]> {
  if (ids.length === 0) return []
  const query = dataClient.from('teachers').select(teacherCardColumns).in('id', ids)
  const { data } = await answerOf(cancelledBy(query, signal))
  const byId = new Map(asTeacherCards(data, localDay()).map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

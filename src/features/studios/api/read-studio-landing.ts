import { dataClient } from '../../../lib/data-client.ts'
import { positionOf } from '../../../lib/distance.ts'
import type { LandingRow } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { readAllRows } from '../../../lib/read-all-rows.ts'
import { studioCardColumns, type StudioCardRow } from './search-studios.ts'

/** Which studios a landing page reads to count: those of a country, of a style, or both. */
export interface LandingScope {
  country: string | null
  style: string | null
}

const landingColumns =
  'id, name, country, city, yogastyles, studiotype, languages, updated_at, latitude, longitude'

/** Studio types whose classes can be joined from home. */
const ONLINE_TYPES: readonly string[] = ['Online', 'Hybrid']

/** Every studio in `scope`, as the landing pages count them (see readTeacherLandingRows). */
export async function readStudioLandingRows(
  scope: LandingScope,
  signal?: AbortSignal,
): Promise<LandingRow[]> {
  const rows = await readAllRows(async (from, to) => {
    let query = dataClient.from('studios').select(landingColumns)
    if (scope.country) query = query.eq('country', scope.country)
    if (scope.style) query = query.contains('yogastyles', [scope.style])
    const { data } = await answerOf(cancelledBy(query.order('id').range(from, to), signal))
    return data
  })
  return rows.map((row) => ({
    id: row.id,
    sortName: row.name,
    country: row.country,
    city: row.city,
    styles: row.yogastyles,
    online: ONLINE_TYPES.includes(row.studiotype),
    languages: row.languages,
    verified: false,
    updatedAt: row.updated_at,
    position: positionOf(row),
  }))
}

/** The cards of these studios, in the order of `ids`. */
export async function readStudioCards(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<StudioCardRow[]> {
  if (ids.length === 0) return []
  const query = dataClient.from('studios').select(studioCardColumns).in('id', ids)
  const { data } = await answerOf(cancelledBy(query, signal))
  const byId = new Map(data.map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

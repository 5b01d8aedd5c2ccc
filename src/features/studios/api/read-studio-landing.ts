import { dataClient } from '../../../lib/data-client.ts'
import type { LandingPage } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { studioCardColumns, type StudioCardRow } from './search-studios.ts'

/**
 * The cards of one page of a landing page's studios (`from` and `to` count from 0, inclusive), in
 * the directory's order (see readTeacherLandingCards).
 */
export async function readStudioLandingCards(
  page: LandingPage,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<StudioCardRow[]> {
  const query = dataClient
    .rpc('landing_page_studios', {
      ...(page.country !== null && { in_country: page.country }),
      ...(page.city !== null && { in_city: page.city }),
      ...(page.style !== null && { with_style: page.style }),
    })
    .select(studioCardColumns)
    .order('name')
    .order('id')
    .range(from, to)
  const { data } = await answerOf(cancelledBy(query, signal))
  return data
}

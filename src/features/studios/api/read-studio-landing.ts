import { dataClient } from '../../../lib/data-client.ts'
import { landingPageFilters, type LandingPage } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
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
  const query = withFilters(dataClient.from('studios').select(studioCardColumns), landingPageFilters(page))
    .order('name')
    .order('id')
    .range(from, to)
  const { data } = await answerOf(cancelledBy(query, signal))
  return data
}

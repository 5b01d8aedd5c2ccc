import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import type { LandingFacts, LandingPage } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'

/**
 * What the default intro of `page` states, counted by the database
 * (supabase/migrations/20251130000200_landing_page_counts.sql). A credential is judged on the
 * visitor's day, as the directory's cards judge it.
 */
export async function readLandingFacts(page: LandingPage, signal?: AbortSignal): Promise<LandingFacts> {
  const query = dataClient.rpc('landing_page_facts', {
    kind: page.kind,
    on_day: localDay(),
    ...(page.country !== null && { in_country: page.country }),
    ...(page.city !== null && { in_city: page.city }),
    ...(page.style !== null && { with_style: page.style }),
  })
  // An aggregate: always one row, also for a page without listings.
  const { data } = await answerOf(cancelledBy(query, signal))
  const [facts] = data
  if (!facts) throw new Error('The landing page facts came back empty.')
  return facts
}

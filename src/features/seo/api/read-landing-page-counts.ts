import { dataClient } from '../../../lib/data-client.ts'
import { landingPagesOfCounts, type LandingKind, type LandingPageCount } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { readAllRows } from '../../../lib/read-all-rows.ts'

/** Which landing pages to count: those of a country, of a style, or (both null) every one. */
export interface LandingScope {
  country: string | null
  style: string | null
}

/**
 * The landing pages of a kind in `scope` with their counts, the biggest first, counted by the
 * database (supabase/migrations/20251130000200_landing_page_counts.sql): a country or a style
 * has a few dozen pages, one request; every page of the directory is read 1,000 at a time.
 */
export async function readLandingPageCounts(
  kind: LandingKind,
  scope: LandingScope,
  signal?: AbortSignal,
): Promise<LandingPageCount[]> {
  const counted = await readAllRows(async (from, to) => {
    const query = dataClient.rpc('landing_page_counts', {
      kind,
      ...(scope.country !== null && { in_country: scope.country }),
      ...(scope.style !== null && { with_style: scope.style }),
    })
    const { data } = await answerOf(cancelledBy(query.range(from, to), signal))
    return data
  })
  return landingPagesOfCounts(kind, counted)
}

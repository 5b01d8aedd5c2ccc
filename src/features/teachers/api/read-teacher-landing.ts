import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import type { LandingPage } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { asTeacherCards, teacherCardColumns, type TeacherCardRow } from './search-teachers.ts'

/**
 * The cards of one page of a landing page's teachers (`from` and `to` count from 0, inclusive),
 * in the directory's order. Which teachers the page holds is the database's rule
 * (public.landing_page_teachers, supabase/migrations/20251130000200_landing_page_counts.sql).
 */
export async function readTeacherLandingCards(
  page: LandingPage,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<TeacherCardRow[]> {
  const query = dataClient
    .rpc('landing_page_teachers', {
      ...(page.country !== null && { in_country: page.country }),
      ...(page.city !== null && { in_city: page.city }),
      ...(page.style !== null && { with_style: page.style }),
    })
    .select(teacherCardColumns)
    .order('firstname')
    .order('lastname')
    .order('id')
    .range(from, to)
  const { data } = await answerOf(cancelledBy(query, signal))
  return asTeacherCards(data, localDay())
}

import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { landingPageFilters, type LandingPage } from '../../../lib/landing-pages.ts'
import { answerOf, cancelledBy, withFilters } from '../../../lib/postgrest-query.ts'
import { asTeacherCards, teacherCardColumns, type TeacherCardRow } from './search-teachers.ts'

/**
 * The cards of one page of a landing page's teachers (`from` and `to` count from 0, inclusive),
 * in the directory's order. Which teachers the page holds is the database's rule: the generated
 * landing_* columns of public.teachers.
 */
export async function readTeacherLandingCards(
  page: LandingPage,
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<TeacherCardRow[]> {
  const query = withFilters(dataClient.from('teachers').select(teacherCardColumns), landingPageFilters(page))
    .order('firstname')
    .order('lastname')
    .order('id')
    .range(from, to)
  const { data } = await answerOf(cancelledBy(query, signal))
  return asTeacherCards(data, localDay())
}

import { localDay } from '../../../lib/calendar-day.ts'
import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { couldBeSlug } from '../../listings/slug.ts'
import { verificationOf, type Verification } from '../verification.ts'

export type TeacherProfileRow = Database['public']['Tables']['teachers']['Row']

/**
 * A teacher's profile with the verification that stands on the day it was read (the build's for
 * prerendered HTML, the visitor's in the browser): the page shows what its data says, and a
 * badge lapses without anyone changing the row.
 */
export type TeacherProfile = TeacherProfileRow & { verification: Verification | null }

/** The teacher with this slug, or null when there is none. */
export async function getTeacherBySlug(slug: string, signal?: AbortSignal): Promise<TeacherProfile | null> {
  if (!couldBeSlug(slug)) return null
  const query = dataClient.from('teachers').select('*').eq('slug', slug)
  const row = (await answerOf(cancelledBy(query, signal).maybeSingle())).data
  return row && { ...row, verification: verificationOf(row, localDay()) }
}

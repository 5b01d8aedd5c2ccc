import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import { couldBeSlug } from '../../../lib/slug-format.ts'
import type { Database } from '../../../types/database.types.ts'

export type TeacherProfileRow = Database['public']['Tables']['teachers']['Row']

/** The teacher with this slug, or null when there is none. */
export async function getTeacherBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<TeacherProfileRow | null> {
  if (!couldBeSlug(slug)) return null
  const query = dataClient.from('teachers').select('*').eq('slug', slug)
  return (await answerOf(cancelledBy(query, signal).maybeSingle())).data
}

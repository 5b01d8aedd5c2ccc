import { dataClient } from '../../../lib/data-client.ts'
import { answerOf, cancelledBy } from '../../../lib/postgrest-query.ts'
import type { Database } from '../../../types/database.types.ts'
import { couldBeSlug } from '../../listings/slug.ts'

export type StudioProfileRow = Database['public']['Tables']['studios']['Row']

/** The studio with this slug, or null when there is none. */
export async function getStudioBySlug(slug: string, signal?: AbortSignal): Promise<StudioProfileRow | null> {
  if (!couldBeSlug(slug)) return null
  const query = dataClient.from('studios').select('*').eq('slug', slug)
  return (await answerOf(cancelledBy(query, signal).maybeSingle())).data
}

import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'

export type TeacherProfileRow = Database['public']['Tables']['teachers']['Row']

/** Slugs are lower-case words joined by hyphens; anything else can't exist, so isn't asked for. */
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The teacher with this slug, or null when there is none. */
export async function getTeacherBySlug(
  slug: string,
  signal?: AbortSignal,
): Promise<TeacherProfileRow | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null
  let query = dataClient.from('teachers').select('*').eq('slug', slug)
  if (signal) query = query.abortSignal(signal)
  const { data, error, status } = await query.maybeSingle()
  if (error) {
    throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  }
  return data
}

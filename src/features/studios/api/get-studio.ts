import { dataClient } from '../../../lib/data-client.ts'
import type { Database } from '../../../types/database.types.ts'

export type StudioProfileRow = Database['public']['Tables']['studios']['Row']

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The studio with this slug, or null when there is none. */
export async function getStudioBySlug(slug: string, signal?: AbortSignal): Promise<StudioProfileRow | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null
  let query = dataClient.from('studios').select('*').eq('slug', slug)
  if (signal) query = query.abortSignal(signal)
  const { data, error, status } = await query.maybeSingle()
  if (error) {
    throw new Error(error.message || `request failed with status ${status}`, { cause: error })
  }
  return data
}

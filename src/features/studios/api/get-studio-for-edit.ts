import { supabase } from '../../../lib/supabase.ts'
import type { StudioRow } from '../studio-form-values.ts'

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * The studio with this slug, every column included (id and updated_at identify the version the
 * form edits), read fresh through the signed-in client rather than the public list's cache.
 * Null when there is none.
 */
export async function getStudioForEdit(slug: string, signal?: AbortSignal): Promise<StudioRow | null> {
  if (!SLUG_PATTERN.test(slug) || slug.length > 120) return null
  let query = supabase.from('studios').select('*').eq('slug', slug)
  if (signal) query = query.abortSignal(signal)
  const { data, error } = await query.maybeSingle()
  if (error) {
    if (!signal?.aborted) console.warn(`Loading studio ${slug} failed:`, error)
    throw new Error(error.message, { cause: error })
  }
  return data
}

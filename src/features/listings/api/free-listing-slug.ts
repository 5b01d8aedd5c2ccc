import { slugify, uniqueSlug } from '../slug.ts'
import type { ListingTable } from '../listing.ts'

/**
 * The slug for a listing named `name`: slugify(name), or with a numeric suffix when another
 * listing already has it. `ownId` is the listing being edited, which may keep its own slug.
 * The table's unique constraint still refuses a slug taken between this check and the save;
 * the forms report that as a clash instead of overwriting anything.
 */
export async function freeListingSlug(table: ListingTable, name: string, ownId?: string): Promise<string> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const base = slugify(name)
  if (!base) throw new Error('The name needs at least one letter or digit to make a page address.')
  let query = supabase.from(table).select('slug').like('slug', `${base}%`)
  if (ownId) query = query.neq('id', ownId)
  const { data, error } = await query
  if (error) throw new Error(error.message, { cause: error })
  return uniqueSlug(
    base,
    data.map((row) => row.slug),
  )
}

/** True for the database's answer to a slug that is already taken (unique violation on slug). */
export function isSlugClash(error: { code?: string; message?: string } | null | undefined): boolean {
  return error?.code === '23505' && /slug/i.test(error.message ?? '')
}

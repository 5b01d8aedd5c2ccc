import type { TablesInsert } from '../types/database.types.ts'
import { freeListingSlug, isSlugClash } from './listing-slug.ts'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../types/database.types.ts'

export type ListingTable = 'teachers' | 'studios'

export type SaveListingResult =
  /** Saved under this page address. */
  | { status: 'saved'; slug: string }
  /** Another listing took the address between the check and the save; nothing was saved. */
  | { status: 'slug-taken'; slug: string }
  /** The row changed (or went away) after the form loaded it; nothing was saved. */
  | { status: 'changed-elsewhere' }

/** The version of a row an admin form was opened on, for the "changed by someone else" check. */
export interface ListingVersion {
  id: string
  updatedAt: string
}

/**
 * Writes an admin listing form (SPEC.md §7): a new row when `loaded` is absent, otherwise an
 * update of that row by id, applied only if nobody saved it since it was loaded (its updated_at
 * is unchanged), so two admins never silently overwrite each other. The slug follows the name
 * unless the caller passes `keepSlug`. It writes through the caller's client (a feature's api/).
 * Backend failures are thrown; the caller logs them.
 */
export async function saveListing<T extends ListingTable>(
  client: SupabaseClient<Database>,
  table: T,
  fields: Omit<TablesInsert<T>, 'slug'> & { name: string },
  loaded?: ListingVersion,
  keepSlug?: string,
): Promise<SaveListingResult> {
  const slug = keepSlug ?? (await freeListingSlug(client, table, fields.name, loaded?.id))
  // supabase-js types a builder per table name known at compile time, not for a union of them.
  // `fields` is checked against T's insert type above, and the columns this function names
  // (id, slug, updated_at) exist in both tables, so one table's typing serves for both.
  const rows = client.from(table as 'teachers')
  const row = { ...fields, slug } as unknown as TablesInsert<'teachers'>
  if (!loaded) {
    const { error } = await rows.insert(row)
    if (isSlugClash(error)) return { status: 'slug-taken', slug }
    if (error) throw new Error(error.message, { cause: error })
    return { status: 'saved', slug }
  }
  const { data, error } = await rows
    .update(row)
    .eq('id', loaded.id)
    .eq('updated_at', loaded.updatedAt)
    .select('id, slug, updated_at')
  if (isSlugClash(error)) return { status: 'slug-taken', slug }
  if (error) throw new Error(error.message, { cause: error })
  const [saved] = data
  if (!saved) return { status: 'changed-elsewhere' }
  return { status: 'saved', slug: saved.slug }
}

import type { TablesInsert } from '../../../types/database.types.ts'
import { kindOfTable, type ListingTable, type ListingVersion } from '../listing.ts'
import { freeListingSlug, isSlugClash } from './free-listing-slug.ts'

export type SaveListingResult =
  /** Saved under this page address; `id` is the listing's (new or kept). */
  | { status: 'saved'; slug: string; id: string }
  /**
   * Another listing took the address between the check and the save; nothing was saved.
   * `freeSlug` is the address a new save would use (absent if it could not be read).
   */
  | { status: 'slug-taken'; slug: string; freeSlug?: string }
  /** The row changed (or went away) after the form loaded it; nothing was saved. */
  | { status: 'changed-elsewhere' }

/**
 * Writes an admin listing form (docs/product.md §7): a new row when `loaded` is absent, otherwise an
 * update of that row by id, applied only if nobody saved it since it was loaded (its updated_at
 * is unchanged), so two admins never silently overwrite each other. The slug follows the name;
 * an unchanged name keeps its address (a '-2' included), so links to the listing stay valid.
 * Backend failures are logged and thrown (docs/product.md §8).
 */
export async function saveListing<T extends ListingTable>(
  table: T,
  fields: Omit<TablesInsert<T>, 'slug'> & { name: string },
  loaded?: ListingVersion,
): Promise<SaveListingResult> {
  try {
    return await writeListing(table, fields, loaded)
  } catch (error) {
    console.warn(
      loaded
        ? `Updating ${kindOfTable[table]} ${loaded.id} failed:`
        : `Adding a ${kindOfTable[table]} failed:`,
      error,
    )
    throw error
  }
}

async function writeListing<T extends ListingTable>(
  table: T,
  fields: Omit<TablesInsert<T>, 'slug'> & { name: string },
  loaded?: ListingVersion,
): Promise<SaveListingResult> {
  const { supabase } = await import('../../../lib/supabase.ts')
  const keepsSlug = loaded !== undefined && loaded.name === fields.name
  const slug = keepsSlug ? loaded.slug : await freeListingSlug(table, fields.name, loaded?.id)
  // supabase-js types a builder per table name known at compile time, not for a union of them.
  // `fields` is checked against T's insert type above, and the columns this function names
  // (id, slug, updated_at) exist in both tables, so one table's typing serves for both.
  const rows = supabase.from(table as 'teachers')
  const row = { ...fields, slug } as unknown as TablesInsert<'teachers'>
  const clash = async (): Promise<SaveListingResult> => ({
    status: 'slug-taken',
    slug,
    freeSlug: await freeListingSlug(table, fields.name, loaded?.id).catch(() => undefined),
  })
  if (!loaded) {
    const { data, error } = await rows.insert(row).select('id')
    if (isSlugClash(error)) return clash()
    if (error) throw new Error(error.message, { cause: error })
    const [inserted] = data
    if (!inserted) throw new Error('The listing was not saved.')
    return { status: 'saved', slug, id: inserted.id }
  }
  const { data, error } = await rows
    .update(row)
    .eq('id', loaded.id)
    .eq('updated_at', loaded.updatedAt)
    .select('id, slug, updated_at')
  if (isSlugClash(error)) return clash()
  if (error) throw new Error(error.message, { cause: error })
  const [saved] = data
  if (!saved) return { status: 'changed-elsewhere' }
  return { status: 'saved', slug: saved.slug, id: saved.id }
}

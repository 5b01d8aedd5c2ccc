import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database, Tables, TablesInsert } from '../types/database.types.ts'
import { freeListingSlug, isSlugClash } from './listing-slug.ts'
import { answerOf, cancelledBy } from './postgrest-query.ts'
import { couldBeSlug } from './slug-format.ts'

export type ListingTable = 'teachers' | 'studios'

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

/** Which stored version an admin form was opened on: an update only applies while it is current. */
export interface ListingVersion {
  id: string
  updatedAt: string
  /** The stored slug and name: the listing keeps its address while its name stays the same. */
  slug: string
  name: string
}

export function listingVersionOf(
  row: Pick<Tables<ListingTable>, 'id' | 'updated_at' | 'slug' | 'name'>,
): ListingVersion {
  return { id: row.id, updatedAt: row.updated_at, slug: row.slug, name: row.name }
}

const singular: Record<ListingTable, string> = { teachers: 'teacher', studios: 'studio' }

/**
 * Writes an admin listing form (docs/product.md §7): a new row when `loaded` is absent, otherwise an
 * update of that row by id, applied only if nobody saved it since it was loaded (its updated_at
 * is unchanged), so two admins never silently overwrite each other. The slug follows the name;
 * an unchanged name keeps its address (a '-2' included), so links to the listing stay valid.
 * It writes through the caller's client (a feature's api/). Backend failures are logged and
 * thrown (docs/product.md §8).
 */
export async function saveListing<T extends ListingTable>(
  client: SupabaseClient<Database>,
  table: T,
  fields: Omit<TablesInsert<T>, 'slug'> & { name: string },
  loaded?: ListingVersion,
): Promise<SaveListingResult> {
  try {
    return await writeListing(client, table, fields, loaded)
  } catch (error) {
    console.warn(
      loaded ? `Updating ${singular[table]} ${loaded.id} failed:` : `Adding a ${singular[table]} failed:`,
      error,
    )
    throw error
  }
}

async function writeListing<T extends ListingTable>(
  client: SupabaseClient<Database>,
  table: T,
  fields: Omit<TablesInsert<T>, 'slug'> & { name: string },
  loaded?: ListingVersion,
): Promise<SaveListingResult> {
  const keepsSlug = loaded !== undefined && loaded.name === fields.name
  const slug = keepsSlug ? loaded.slug : await freeListingSlug(client, table, fields.name, loaded?.id)
  // supabase-js types a builder per table name known at compile time, not for a union of them.
  // `fields` is checked against T's insert type above, and the columns this function names
  // (id, slug, updated_at) exist in both tables, so one table's typing serves for both.
  const rows = client.from(table as 'teachers')
  const row = { ...fields, slug } as unknown as TablesInsert<'teachers'>
  const clash = async (): Promise<SaveListingResult> => ({
    status: 'slug-taken',
    slug,
    freeSlug: await freeListingSlug(client, table, fields.name, loaded?.id).catch(() => undefined),
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

/**
 * One listing, every column, read fresh through the caller's (signed-in) client for an admin
 * form: by its page address, or by id to reload it after someone else saved it. Null when there
 * is none; an address no slug can have is not asked for.
 */
export async function loadListing<T extends ListingTable>(
  client: SupabaseClient<Database>,
  table: T,
  by: { slug: string } | { id: string },
  signal?: AbortSignal,
): Promise<Tables<T> | null> {
  if ('slug' in by && !couldBeSlug(by.slug)) return null
  const [column, value] = 'slug' in by ? ['slug', by.slug] : ['id', by.id]
  // As in writeListing: one table's typing serves for both.
  const query = client
    .from(table as 'teachers')
    .select('*')
    .eq(column, value)
  try {
    return (await answerOf(cancelledBy(query, signal).maybeSingle())).data as Tables<T> | null
  } catch (error) {
    if (!signal?.aborted) console.warn(`Loading ${singular[table]} ${value} failed:`, error)
    throw error
  }
}

/** A listing's confirmation as stored, and the version of the row it made. */
export interface Confirmation {
  confirmedAt: string
  updatedAt: string
}

/**
 * 'Details confirmed today': sets `confirmed_at` of listing `id` to the database's now. With
 * `updatedAt` (from an open form) only while the row is still that version, so a form never
 * takes another admin's save for its own; null when it is not (or the listing is gone).
 * Backend failures are logged and thrown.
 */
export async function confirmListing(
  client: SupabaseClient<Database>,
  table: ListingTable,
  id: string,
  updatedAt?: string,
): Promise<Confirmation | null> {
  // 'now' is read by Postgres as the transaction's time: the database's clock decides, never the
  // browser's, whose drift the confirmed_at CHECK (not in the future) would refuse.
  let query = client
    .from(table as 'teachers')
    .update({ confirmed_at: 'now' })
    .eq('id', id)
  if (updatedAt !== undefined) query = query.eq('updated_at', updatedAt)
  try {
    const { data } = await answerOf(query.select('confirmed_at, updated_at'))
    const [row] = data ?? []
    if (!row?.confirmed_at) return null
    return { confirmedAt: row.confirmed_at, updatedAt: row.updated_at }
  } catch (error) {
    console.warn(`Confirming ${singular[table]} ${id} failed:`, error)
    throw error
  }
}

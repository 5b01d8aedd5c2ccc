import type { Tables } from '../../types/database.types.ts'

/** The two kinds of listing the directory shows, as the admin screens and their words name them. */
export type ListingKind = 'teacher' | 'studio'

/** The table that stores each kind of listing. */
export type ListingTable = 'teachers' | 'studios'

/** The kind of listing a table stores, as messages name it. */
export const kindOfTable: Record<ListingTable, ListingKind> = { teachers: 'teacher', studios: 'studio' }

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

import { loadListing } from '../../listings/api/load-listing.ts'
import type { StudioRow } from '../studio-form-values.ts'

/**
 * The studio with this address, or with this id (to reload it after someone else saved it),
 * every column, read fresh for the admin form (id and updated_at included: the save only applies
 * while the row is still the version loaded here). Null when there is none.
 */
export function getStudioForEdit(
  by: { slug: string } | { id: string },
  signal?: AbortSignal,
): Promise<StudioRow | null> {
  return loadListing('studios', by, signal)
}

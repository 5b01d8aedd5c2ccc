import { loadListing } from '../../listings/api/load-listing.ts'
import type { TeacherRow } from '../teacher-form-values.ts'

/**
 * The teacher with this address, or with this id (to reload it after someone else saved it),
 * every column, read fresh for the admin form (id and updated_at included: the save only applies
 * while the row is still the version loaded here). Null when there is none.
 */
export function getTeacherForEdit(
  by: { slug: string } | { id: string },
  signal?: AbortSignal,
): Promise<TeacherRow | null> {
  return loadListing('teachers', by, signal)
}

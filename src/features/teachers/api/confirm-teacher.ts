import { confirmListing, type Confirmation } from '../../listings/api/confirm-listing.ts'

/** 'Details confirmed today' for teacher `id` (src/features/listings/api/confirm-listing.ts). */
export function confirmTeacher(id: string, updatedAt?: string): Promise<Confirmation | null> {
  return confirmListing('teachers', id, updatedAt)
}

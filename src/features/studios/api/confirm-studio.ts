import { confirmListing, type Confirmation } from '../../listings/api/confirm-listing.ts'

/** 'Details confirmed today' for studio `id` (src/features/listings/api/confirm-listing.ts). */
export function confirmStudio(id: string, updatedAt?: string): Promise<Confirmation | null> {
  return confirmListing('studios', id, updatedAt)
}

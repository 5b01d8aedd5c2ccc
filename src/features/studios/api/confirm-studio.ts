import { confirmListing, type Confirmation } from '../../../lib/save-listing.ts'
import { supabase } from '../../../lib/supabase.ts'

/** 'Details confirmed today' for studio `id` (src/lib/save-listing.ts confirmListing). */
export function confirmStudio(id: string, updatedAt?: string): Promise<Confirmation | null> {
  return confirmListing(supabase, 'studios', id, updatedAt)
}

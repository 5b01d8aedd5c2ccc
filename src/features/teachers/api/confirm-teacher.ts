import { confirmListing, type Confirmation } from '../../../lib/save-listing.ts'
import { supabase } from '../../../lib/supabase.ts'

/** 'Details confirmed today' for teacher `id` (src/lib/save-listing.ts confirmListing). */
export function confirmTeacher(id: string, updatedAt?: string): Promise<Confirmation | null> {
  return confirmListing(supabase, 'teachers', id, updatedAt)
}

import { saveListing, type ListingVersion, type SaveListingResult } from '../../../lib/save-listing.ts'
import { supabase } from '../../../lib/supabase.ts'
import { studioFormSchema, type StudioFormInput } from '../studio-form-schema.ts'
import { studioFormToFields } from '../studio-form-values.ts'

/**
 * Saves the admin studio form (docs/product.md §7 Studios) as src/lib/save-listing.ts describes; the slug
 * follows the name. The values are checked again here, not only by the form.
 */
export function saveStudio(input: StudioFormInput, loaded?: ListingVersion): Promise<SaveListingResult> {
  return saveListing(supabase, 'studios', studioFormToFields(studioFormSchema.parse(input)), loaded)
}

import { saveListing, type SaveListingResult } from '../../listings/api/save-listing.ts'
import type { ListingVersion } from '../../listings/listing.ts'
import { studioFormSchema, type StudioFormInput } from '../studio-form-schema.ts'
import { studioFormToFields } from '../studio-form-values.ts'

/**
 * Saves the admin studio form (docs/product.md §7 Studios) as src/features/listings/api/save-listing.ts
 * describes; the slug follows the name. The values are checked again here, not only by the form.
 */
export function saveStudio(input: StudioFormInput, loaded?: ListingVersion): Promise<SaveListingResult> {
  return saveListing('studios', studioFormToFields(studioFormSchema.parse(input)), loaded)
}

import { supabase } from '../../../lib/supabase.ts'
import { saveListing, type SaveListingResult } from '../../../lib/save-listing.ts'
import { studioFormSchema, type StudioFormInput } from '../studio-form-schema.ts'
import { studioFormToFields, type StudioVersion } from '../studio-form-values.ts'

/** 'slug-taken': another studio took the address between the check and the save. */
export type SaveStudioResult = SaveListingResult

/**
 * Saves the admin studio form (SPEC.md §7 Studios): a new row when `loaded` is absent, otherwise
 * an update of that row, but only if nobody saved it since it was loaded (its updated_at is
 * unchanged), so two admins never silently overwrite each other. The slug follows the name.
 * Backend failures are logged and rethrown (SPEC.md §8).
 */
export async function saveStudio(input: StudioFormInput, loaded?: StudioVersion): Promise<SaveStudioResult> {
  const fields = studioFormToFields(studioFormSchema.parse(input))
  try {
    return await saveListing(supabase, 'studios', fields, loaded)
  } catch (error) {
    console.warn(loaded ? `Updating studio ${loaded.id} failed:` : 'Adding a studio failed:', error)
    throw error
  }
}

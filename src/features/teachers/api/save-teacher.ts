import { saveListing, type ListingVersion, type SaveListingResult } from '../../../lib/save-listing.ts'
import { supabase } from '../../../lib/supabase.ts'
import { teacherFormSchema, type TeacherFormInput } from '../teacher-form-schema.ts'
import { teacherFormToFields } from '../teacher-form-values.ts'

/**
 * Saves the admin teacher form (docs/product.md §7 Teachers) as src/lib/save-listing.ts describes; name
 * and slug follow the first and last name. The values are checked again here, not only by the form.
 */
export function saveTeacher(input: TeacherFormInput, loaded?: ListingVersion): Promise<SaveListingResult> {
  return saveListing(supabase, 'teachers', teacherFormToFields(teacherFormSchema.parse(input)), loaded)
}

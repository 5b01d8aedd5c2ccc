import { saveListing, type SaveListingResult } from '../../listings/api/save-listing.ts'
import type { ListingVersion } from '../../listings/listing.ts'
import { teacherFormSchema, type TeacherFormInput } from '../teacher-form-schema.ts'
import { teacherFormToFields } from '../teacher-form-values.ts'

/**
 * Saves the admin teacher form (docs/product.md §7 Teachers) as src/features/listings/api/save-listing.ts
 * describes; name and slug follow the first and last name. The values are checked again here, not
 * only by the form.
 */
export function saveTeacher(input: TeacherFormInput, loaded?: ListingVersion): Promise<SaveListingResult> {
  return saveListing('teachers', teacherFormToFields(teacherFormSchema.parse(input)), loaded)
}

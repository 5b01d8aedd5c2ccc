import { supabase } from '../../../lib/supabase.ts'
import { saveListing, type SaveListingResult } from '../../../lib/save-listing.ts'
import { teacherFormSchema, type TeacherFormInput } from '../teacher-form-schema.ts'
import { teacherFormToFields, type TeacherVersion } from '../teacher-form-values.ts'

/** 'slug-taken': another teacher took the address between the check and the save. */
export type SaveTeacherResult = SaveListingResult

/**
 * Saves the admin teacher form (SPEC.md §7 Teachers): a new row when `loaded` is absent,
 * otherwise an update of that row by id, applied only if nobody saved it since it was loaded
 * (its updated_at is unchanged), so two admins never silently overwrite each other. Name and
 * slug follow the first and last name; the listing keeps its slug while its name is unchanged.
 * Backend failures are logged and rethrown (SPEC.md §8).
 */
export async function saveTeacher(
  input: TeacherFormInput,
  loaded?: TeacherVersion,
): Promise<SaveTeacherResult> {
  const fields = teacherFormToFields(teacherFormSchema.parse(input))
  try {
    // An unchanged name keeps its address (a '-2' included), so links to the profile stay valid.
    const keepSlug = loaded && loaded.name === fields.name ? loaded.slug : undefined
    return await saveListing(supabase, 'teachers', fields, loaded, keepSlug)
  } catch (error) {
    console.warn(loaded ? `Updating teacher ${loaded.id} failed:` : 'Adding a teacher failed:', error)
    throw error
  }
}

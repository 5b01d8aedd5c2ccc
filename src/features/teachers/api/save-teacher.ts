import { freeListingSlug, isSlugClash } from '../../../lib/listing-slug.ts'
import { supabase } from '../../../lib/supabase.ts'
import { teacherFormSchema, type TeacherFormInput } from '../teacher-form-schema.ts'
import { teacherFormToFields, type TeacherVersion } from '../teacher-form-values.ts'

export type SaveTeacherResult =
  /** Saved under this page address. */
  | { status: 'saved'; slug: string }
  /** Another teacher took the address between the check and the save; nothing was saved. */
  | { status: 'slug-taken'; slug: string }
  /** The row changed (or was deleted) after the form loaded it; nothing was saved. */
  | { status: 'changed-elsewhere' }

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
    const slug =
      loaded && loaded.name === fields.name
        ? loaded.slug
        : await freeListingSlug('teachers', fields.name, loaded?.id)
    if (!loaded) {
      const { error } = await supabase.from('teachers').insert({ ...fields, slug })
      if (isSlugClash(error)) return { status: 'slug-taken', slug }
      if (error) throw new Error(error.message, { cause: error })
      return { status: 'saved', slug }
    }
    const { data, error } = await supabase
      .from('teachers')
      .update({ ...fields, slug })
      .eq('id', loaded.id)
      .eq('updated_at', loaded.updatedAt)
      .select('id, slug, updated_at')
    if (isSlugClash(error)) return { status: 'slug-taken', slug }
    if (error) throw new Error(error.message, { cause: error })
    const [saved] = data
    if (!saved) return { status: 'changed-elsewhere' }
    return { status: 'saved', slug: saved.slug }
  } catch (error) {
    console.warn(loaded ? `Updating teacher ${loaded.id} failed:` : 'Adding a teacher failed:', error)
    throw error
  }
}

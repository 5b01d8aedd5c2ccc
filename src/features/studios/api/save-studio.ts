import { freeListingSlug, isSlugClash } from '../../../lib/listing-slug.ts'
import { supabase } from '../../../lib/supabase.ts'
import { studioFormSchema, type StudioFormInput } from '../studio-form-schema.ts'
import { studioFormToFields, type StudioVersion } from '../studio-form-values.ts'

export type SaveStudioResult =
  /** Saved under this page address. */
  | { status: 'saved'; slug: string }
  /** Another studio took the address between the check and the save; nothing was saved. */
  | { status: 'slug-taken'; slug: string }
  /** The row changed (or went away) after the form loaded it; nothing was saved. */
  | { status: 'changed-elsewhere' }

/**
 * Saves the admin studio form (SPEC.md §7 Studios): a new row when `loaded` is absent, otherwise
 * an update of that row, but only if nobody saved it since it was loaded (its updated_at is
 * unchanged), so two admins never silently overwrite each other. The slug follows the name.
 * Backend failures are logged and rethrown (SPEC.md §8).
 */
export async function saveStudio(input: StudioFormInput, loaded?: StudioVersion): Promise<SaveStudioResult> {
  const fields = studioFormToFields(studioFormSchema.parse(input))
  try {
    const slug = await freeListingSlug('studios', fields.name, loaded?.id)
    if (!loaded) {
      const { error } = await supabase.from('studios').insert({ ...fields, slug })
      if (isSlugClash(error)) return { status: 'slug-taken', slug }
      if (error) throw new Error(error.message, { cause: error })
      return { status: 'saved', slug }
    }
    const { data, error } = await supabase
      .from('studios')
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
    console.warn(loaded ? `Updating studio ${loaded.id} failed:` : 'Adding a studio failed:', error)
    throw error
  }
}

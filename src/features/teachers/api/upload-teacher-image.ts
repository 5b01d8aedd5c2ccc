import { STUDIO_ASSETS_BUCKET } from '../../../lib/own-image-url.ts'
import { imageUploadTo } from '../../../lib/storage.ts'

/** Photos, logos and galleries of teachers, under `teachers/` in the bucket (admin only, by policy). */
export const uploadTeacherImage = imageUploadTo('teachers', () =>
  // The storage client loads with the first upload, not with the form.
  import('../../../lib/supabase.ts').then(({ supabase }) => supabase.storage.from(STUDIO_ASSETS_BUCKET)),
)

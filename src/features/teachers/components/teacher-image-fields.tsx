import type { FieldValues } from 'react-hook-form'
import { GALLERY_LIMIT } from '../../../lib/directory-options.ts'
import type { ImageUpload } from '../../../lib/storage.ts'
import { ListingImageFields } from '../../listings/components/listing-form-shell.tsx'
import type { ListingForm } from '../../listings/use-listing-form.ts'

/**
 * A teacher's profile image and gallery, in the admin's form and in the owner's: the same fields
 * and notices; `upload` says where the files go (the admin's folder or the owner's).
 */
export function TeacherImageFields<TInput extends FieldValues, TOutput>({
  listing,
  upload,
}: {
  listing: Pick<ListingForm<TInput, TOutput>, 'kit' | 'uploads'>
  upload: ImageUpload
}) {
  return (
    <ListingImageFields
      listing={listing}
      upload={upload}
      image={{
        name: 'image',
        label: 'Profile Image',
        purpose: 'profile',
        failureNotice: (error) => ({
          title: 'Upload Failed',
          description: error.message,
          variant: 'destructive',
        }),
      }}
      gallery={{
        name: 'gallery',
        accept: 'image/*',
        limitNotice: (spotsLeft) => ({
          title: 'Upload Limit Exceeded',
          description: `You can only upload up to ${GALLERY_LIMIT} images. You have ${spotsLeft} spots left.`,
          variant: 'destructive',
        }),
        fileFailureNotice: (_file, error) => ({
          title: 'Upload Failed',
          description: error.message,
          variant: 'destructive',
        }),
      }}
    />
  )
}

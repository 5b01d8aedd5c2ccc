import type { FieldValues } from 'react-hook-form'
import type { ToastOptions } from '../../../components/toast/use-toast.ts'
import { GALLERY_LIMIT } from '../../../lib/directory-options.ts'
import type { ImageUpload } from '../../../lib/storage.ts'
import { ListingImageFields } from '../../listings/components/listing-form-shell.tsx'
import type { ListingForm } from '../../listings/use-listing-form.ts'
import { GALLERY_TYPES } from '../studio-form-schema.ts'

const galleryLimit = (spotsLeft: number): ToastOptions => ({
  title: 'Upload Limit Exceeded',
  description: `You can only upload up to ${GALLERY_LIMIT} gallery images. You have ${spotsLeft} spots left.`,
  variant: 'destructive',
})

/**
 * A studio's logo and gallery, in the admin's form and in the owner's: the same fields and limit;
 * `upload` says where the files go (the admin's folder or the owner's), and each form says in its
 * own words what failed.
 */
export function StudioImageFields<TInput extends FieldValues, TOutput>({
  listing,
  upload,
  logoFailureNotice,
  galleryFileFailureNotice,
}: {
  listing: Pick<ListingForm<TInput, TOutput>, 'kit' | 'uploads'>
  upload: ImageUpload
  logoFailureNotice: (error: Error, file: File) => ToastOptions
  galleryFileFailureNotice: (file: File, error: Error) => ToastOptions
}) {
  return (
    <ListingImageFields
      listing={listing}
      upload={upload}
      image={{ name: 'logo', label: 'Logo', purpose: 'logo', failureNotice: logoFailureNotice }}
      gallery={{
        name: 'gallery',
        accept: GALLERY_TYPES,
        limitNotice: galleryLimit,
        fileFailureNotice: galleryFileFailureNotice,
      }}
    />
  )
}

import { useController } from 'react-hook-form'
import type { ImageUpload } from '../../lib/storage.ts'
import { FieldError } from '../forms/field.tsx'
import { firstItemError } from '../forms/form-kit.tsx'
import type { ToastOptions } from '../toast/use-toast.ts'
import { GalleryEditor } from './gallery-editor.tsx'
import { ImageUploadField } from './image-upload-field.tsx'

interface BoundUploadProps {
  /** The form field: an image address or null (ImageField), a list of them (GalleryField). */
  name: string
  label: string
  upload: ImageUpload
  accept?: string
  disabled?: boolean
  onUploadingChange?: (uploading: boolean) => void
}

/** One image (a profile photo, a logo) bound to the form field `name` of a kit form. */
export function ImageField({
  name,
  ...props
}: BoundUploadProps & {
  purpose: 'profile' | 'logo'
  failureNotice: (error: Error, file: File) => ToastOptions
}) {
  const { field, fieldState } = useController<Record<string, string | null>>({ name })
  return (
    <ImageUploadField
      {...props}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  )
}

/** A gallery bound to the form field `name` of a kit form; its message is the list's or its first image's. */
export function GalleryField({
  name,
  ...props
}: BoundUploadProps & {
  limitNotice: (spotsLeft: number) => ToastOptions
  fileFailureNotice: (file: File, error: Error) => ToastOptions
}) {
  const { field, fieldState } = useController<Record<string, string[]>>({ name })
  return (
    <div>
      <GalleryEditor {...props} value={field.value} onChange={field.onChange} />
      <FieldError
        id={`${name}-error`}
        message={fieldState.error?.message ?? firstItemError(fieldState.error)}
      />
    </div>
  )
}

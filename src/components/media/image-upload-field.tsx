import { useId, useState, type ChangeEvent } from 'react'
import { FieldError } from '../forms/field.tsx'
import { useToast, type ToastOptions } from '../toast/use-toast.ts'
import { buttonClasses } from '../ui/button-styles.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import { useMountedRef } from '../../lib/use-mounted-ref.ts'
import { isImageFile, type ImageUpload } from '../../lib/storage.ts'

/**
 * A label that looks like a button and holds a visually hidden file input: the input keeps
 * its native keyboard behaviour (Tab, Enter/Space opens the picker) and the label shows focus.
 */
export const filePickerClass = `${buttonClasses('outline', 'sm')} cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60`

export interface ImageUploadFieldProps {
  label: string
  value: string | null
  onChange: (url: string | null) => void
  /** Compresses and stores one image (the listing's api: src/lib/storage.ts imageUploadTo). */
  upload: ImageUpload
  purpose: 'profile' | 'logo'
  accept?: string
  disabled?: boolean
  onUploadingChange?: (uploading: boolean) => void
  /** The notice for a failed upload or a file that is not an image. */
  failureNotice: (error: Error, file: File) => ToastOptions
  /** A validation message from the form, shown under the control. */
  error?: string
}

/**
 * One image (a profile photo or a logo): shows the current one, uploads a replacement
 * (compressed to JPEG) with visible progress, or removes it. The URL goes to the form through
 * `onChange`; nothing is saved to the listing until the form is saved.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  upload,
  purpose,
  accept = 'image/*',
  disabled = false,
  onUploadingChange,
  failureNotice,
  error,
}: ImageUploadFieldProps) {
  const id = useId()
  const { toast } = useToast()
  const [progress, setProgress] = useState<number | null>(null)
  const mounted = useMountedRef()

  const uploading = progress !== null
  const locked = disabled || uploading
  // Only our own storage's images are shown: an address from elsewhere is never loaded.
  const current = ownImageUrl(value)
  const errorId = `${id}-error`
  const hintId = `${id}-hint`

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared so that picking the same file again (after a failure) fires a change again.
    input.value = ''
    if (!file) return
    if (!isImageFile(file)) {
      toast(failureNotice(new Error(`${file.name} is not an image file.`), file))
      return
    }
    setProgress(0)
    onUploadingChange?.(true)
    try {
      const url = await upload(file, purpose, (percent) => {
        if (mounted.current) setProgress(percent)
      })
      if (!mounted.current) return
      onChange(url)
      toast({
        title: 'Image Uploaded!',
        description: `${label} is ready. Save the form to keep it.`,
        variant: 'success',
      })
    } catch (caught) {
      const failure = caught instanceof Error ? caught : new Error(String(caught))
      console.warn(`Uploading ${file.name} failed:`, failure)
      if (mounted.current) toast(failureNotice(failure, file))
    } finally {
      if (mounted.current) setProgress(null)
      onUploadingChange?.(false)
    }
  }

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-semibold text-gray-900">{label}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        {current ? (
          <img
            src={current}
            alt={`Current ${label.toLowerCase()}`}
            width={96}
            height={96}
            className="size-24 rounded-lg border border-gray-200 object-cover"
          />
        ) : (
          <p className="flex size-24 items-center justify-center rounded-lg border border-dashed border-gray-300 p-2 text-center text-xs text-gray-600">
            {value ? 'Image from another site (not shown)' : 'No image yet'}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <label className={filePickerClass}>
            {value ? 'Replace image' : 'Choose image'}
            <input
              type="file"
              accept={accept}
              disabled={locked}
              aria-invalid={Boolean(error)}
              aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
              onChange={(event) => void onFileChosen(event)}
              className="sr-only"
            />
          </label>
          {value && (
            <button
              type="button"
              disabled={locked}
              onClick={() => onChange(null)}
              className={buttonClasses('ghost', 'sm')}
            >
              Remove image
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-gray-600">
        An image file (JPEG, PNG, WebP or GIF); it is resized to 800 px wide.
      </p>
      {uploading && (
        <div className="mt-2 flex items-center gap-3" role="status">
          <progress
            max={100}
            value={progress}
            aria-label={`Uploading ${label}`}
            className="h-2 w-40 accent-brand-700"
          />
          <span className="text-sm text-gray-700">{`Uploading... ${progress}%`}</span>
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

import { useId } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'

/**
 * Save and Cancel of an admin listing form. Saving waits for image uploads, whose URLs would
 * otherwise be missing from the row, and says why the button is disabled meanwhile.
 */
export function FormActions({
  saveLabel,
  saving,
  uploading,
  disabled = false,
  cancelHref,
}: {
  saveLabel: string
  /** Where Cancel leads: the list the form was opened from. */
  cancelHref: string
  saving: boolean
  uploading: boolean
  /** Other reasons not to save now (e.g. the form is being replaced). */
  disabled?: boolean
}) {
  const uploadingNoteId = useId()
  return (
    <div className="border-t border-gray-200 pt-6">
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Link to={cancelHref} className={buttonClasses('outline', 'lg')}>
          Cancel
        </Link>
        <button
          type="submit"
          disabled={saving || uploading || disabled}
          aria-busy={saving}
          aria-describedby={uploading ? uploadingNoteId : undefined}
          className={buttonClasses('primary', 'lg')}
        >
          {saving && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {saving ? 'Saving...' : saveLabel}
        </button>
      </div>
      {uploading && (
        <p id={uploadingNoteId} className="mt-3 text-right text-sm text-gray-700">
          Saving is possible once the image upload has finished.
        </p>
      )}
    </div>
  )
}

/** The note at the top of every admin listing form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-gray-700">
      Fields marked <span className="text-red-700">*</span> are required.
    </p>
  )
}

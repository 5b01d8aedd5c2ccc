import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { AppFormElement, TextAreaField, useAppForm } from '../../../components/forms/form-kit.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { optionalText } from '../../../lib/field-rules.ts'

/** The database's cap on a decline note (CHECK length(decline_note) <= 2000). */
const DECLINE_NOTE_MAX = 2000

const NOTE_LABEL = 'Note to the applicant'
const declineSchema = z.object({ note: optionalText(NOTE_LABEL, DECLINE_NOTE_MAX) })
type DeclineFields = z.infer<typeof declineSchema>

const numberFormat = new Intl.NumberFormat('en-US')

export interface DeclineDialogProps {
  /** 'the application of Ana Reyes'. */
  phrase: string
  /** Records the decline with the note as typed (trimmed; empty for none); throws on failure. */
  onDecline: (note: string) => Promise<void>
  /** Cancel, Escape, or after the decline was recorded. */
  onClose: () => void
}

/**
 * Declines an application, with an optional note the applicant reads on their status page.
 * A failed save keeps the dialog open with the note as typed and says why, in the dialog.
 */
export function DeclineDialog({ phrase, onDecline, onClose }: DeclineDialogProps) {
  const kit = useAppForm<DeclineFields>(declineSchema, { defaultValues: { note: '' } })
  const { control, formState } = kit.form
  const note = useWatch({ control, name: 'note' })
  const saving = formState.isSubmitting
  const [failure, setFailure] = useState<string | null>(null)

  const decline = kit.onSubmit(async ({ note: cleaned }) => {
    setFailure(null)
    try {
      await onDecline(cleaned)
    } catch (error) {
      setFailure(
        error instanceof Error && error.message.trim() !== '' ? error.message : 'Something went wrong',
      )
      return
    }
    onClose()
  })

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose()
      }}
      title={`Decline ${phrase}`}
      description="The applicant sees that the application was declined, and the note if you write one, on their private status page."
      locked={saving}
    >
      <AppFormElement kit={kit} onSubmit={decline} className="mt-4 space-y-4">
        <TextAreaField
          name="note"
          label={`${NOTE_LABEL} (optional)`}
          hint={`Shown to the applicant on their status page. ${numberFormat.format(note.length)}/${numberFormat.format(DECLINE_NOTE_MAX)} characters.`}
          rows={5}
          maxLength={DECLINE_NOTE_MAX}
          readOnly={saving}
        />
        {failure && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            The application was not declined: {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClasses('outline')} disabled={saving} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            className={`${buttonClasses('primary')} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? 'Declining...' : 'Decline'}
          </button>
        </div>
      </AppFormElement>
    </Modal>
  )
}

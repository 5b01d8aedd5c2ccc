import { useState, type ReactNode } from 'react'
import { buttonClasses } from './button-styles.ts'
import { Modal } from './modal.tsx'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  /** The question, word for word (docs/product.md §8 confirm prompts). */
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  /** The confirm button's text while `onConfirm` runs. */
  busyLabel?: string
  /** Red confirm button for what destroys data (the default); the brand colour otherwise. */
  destructive?: boolean
  /** Runs on confirm; the dialog shows a busy state until it settles, then closes. */
  onConfirm: () => Promise<void> | void
}

/**
 * Asks before something that cannot be undone. Nothing happens unless the person
 * presses the confirm button; Cancel, Escape and a click outside leave things as they are.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busyLabel = 'Deleting...',
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)

  async function confirm() {
    setBusy(true)
    try {
      await onConfirm()
    } finally {
      setBusy(false)
      onOpenChange(false)
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={message} locked={busy}>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClasses('outline')}
          disabled={busy}
          onClick={() => onOpenChange(false)}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={
            destructive
              ? `${buttonClasses('primary')} bg-red-700 hover:bg-red-800 focus-visible:outline-red-700`
              : buttonClasses('primary')
          }
          disabled={busy}
          aria-busy={busy}
          onClick={() => void confirm()}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  )
}

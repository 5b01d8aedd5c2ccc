import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  /** Read out with the title; also shown under it. */
  description?: ReactNode
  /** While true, Escape and a click outside do not close the dialog (e.g. while saving). */
  locked?: boolean
  /** The widest the panel grows (Tailwind max-width class). */
  widthClass?: string
  children: ReactNode
}

/**
 * A centred Radix dialog: focus moves in on open, stays inside, and returns to the
 * control that opened it on close; Escape and the overlay close it unless locked.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  locked = false,
  widthClass = 'max-w-lg',
  children,
}: ModalProps) {
  const preventWhileLocked = (event: Event) => {
    if (locked) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
        <Dialog.Content
          onEscapeKeyDown={preventWhileLocked}
          onInteractOutside={preventWhileLocked}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${widthClass} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-gray-700">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

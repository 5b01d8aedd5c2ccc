import * as Dialog from '@radix-ui/react-dialog'
import { useRef, type ReactNode } from 'react'

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
 *
 * Radix gives focus back only to a Dialog.Trigger, and these dialogs are opened from plain
 * buttons (a row's Edit SEO or Delete), so the opener is remembered here instead. When it is
 * gone (its row was deleted), nothing is focused here and the caller decides where focus goes.
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
  const opener = useRef<HTMLElement | null>(null)
  const preventWhileLocked = (event: Event) => {
    if (locked) event.preventDefault()
  }
  // Runs as the content mounts, before focus moves in: the focused element is the opener.
  const rememberOpener = () => {
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }
  const returnFocus = (event: Event) => {
    // Radix would focus its (absent) trigger, leaving focus on the page body.
    event.preventDefault()
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
        <Dialog.Content
          onOpenAutoFocus={rememberOpener}
          onCloseAutoFocus={returnFocus}
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

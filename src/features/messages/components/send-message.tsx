import { useId, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import type { MessageListing } from '../message-listing.ts'

type MessageFormComponent = (typeof import('./listing-message-form.tsx'))['ListingMessageForm']

const buttonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-3 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * 'Send a message' on a profile, and below it the message form, which opens in place on the
 * press. The form's code (with zod and the form library) loads on that press rather than with
 * the profile, which most visitors read without writing; this part stays as small as a button.
 * Pressing again closes the form; what was typed is kept as a draft (ListingMessageForm).
 */
export function SendMessage({
  listing,
  fullWidth = false,
}: {
  listing: MessageListing
  fullWidth?: boolean
}) {
  const panelId = useId()
  // On a prerendered profile the button shows before the page is live, when a press would be lost.
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  // The form once loaded; false when loading it failed (the next press tries again).
  const [Form, setForm] = useState<MessageFormComponent | false | null>(null)

  function toggle() {
    setOpen(!open)
    if (open || Form) return
    setForm(null)
    import('./listing-message-form.tsx').then(
      (module) => setForm(() => module.ListingMessageForm),
      (error: unknown) => {
        console.warn('Could not load the message form:', error)
        setOpen(false)
        setForm(false)
      },
    )
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        disabled={!hydrated}
        className={fullWidth ? buttonClass : `${buttonClass} sm:w-auto`}
      >
        Send a message
      </button>
      {Form === false && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The form could not be loaded. Check your connection and press again.
        </p>
      )}
      {open && (
        <div id={panelId} className="mt-5">
          {Form ? <Form listing={listing} /> : <p role="status">Loading the form...</p>}
        </div>
      )}
    </>
  )
}

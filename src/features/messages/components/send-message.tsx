import { useId, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { MessageListing } from '../message-listing.ts'

type FormModule = typeof import('./listing-message-form.tsx')

/** Where the form's code stands once the student asked for it. */
type FormLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; module: FormModule }

/**
 * 'Send a message' on a profile, and below it the message form, which opens in place on the
 * press. The form's code (with zod and the form library) loads on that press rather than with
 * the profile: most visitors read a profile without writing. Pressing again closes it; what was
 * typed is kept as a draft (ListingMessageForm).
 */
export function SendMessage({
  listing,
  fullWidth = false,
}: {
  listing: MessageListing
  fullWidth?: boolean
}) {
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [load, setLoad] = useState<FormLoad | null>(null)

  async function loadForm() {
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', module: await import('./listing-message-form.tsx') })
    } catch (error) {
      console.warn('Could not load the message form:', error)
      setLoad({ state: 'failed' })
    }
  }

  function toggle() {
    setOpen(!open)
    if (!open && load?.state !== 'ready' && load?.state !== 'loading') void loadForm()
  }

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={`${buttonClasses('outline', 'lg')} w-full ${fullWidth ? '' : 'sm:w-auto'}`}
      >
        Send a message
      </button>
      {open && (
        <div id={panelId} className="mt-5">
          {load?.state === 'ready' ? (
            <load.module.ListingMessageForm listing={listing} />
          ) : load?.state === 'failed' ? (
            <div
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <p>The message form could not be loaded. Check your connection and try again.</p>
              <button
                type="button"
                onClick={() => void loadForm()}
                className="mt-2 font-semibold underline underline-offset-2"
              >
                Try again
              </button>
            </div>
          ) : (
            <p role="status" className="text-sm text-gray-600">
              Loading the form...
            </p>
          )}
        </div>
      )}
    </>
  )
}

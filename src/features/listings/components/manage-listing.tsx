import { useId, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import type { ListingKind } from '../listing.ts'

type OwnerLinkFormComponent = (typeof import('./owner-link-form.tsx'))['OwnerLinkForm']

/**
 * 'Manage this listing' at the foot of a profile's contact area: low-key, for the teacher or
 * studio themselves. The press opens the sign-in form in place; its code loads on that press, not
 * with the profile, which visitors read without ever needing it.
 */
export function ManageListing({ kind, slug }: { kind: ListingKind; slug: string }) {
  const panelId = useId()
  // On a prerendered profile the button shows before the page is live, when a press would be lost.
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  // The form once loaded; false when loading it failed (the next press tries again).
  const [Form, setForm] = useState<OwnerLinkFormComponent | false | null>(null)

  function toggle() {
    setOpen(!open)
    if (open || Form) return
    setForm(null)
    import('./owner-link-form.tsx').then(
      (module) => setForm(() => module.OwnerLinkForm),
      (error: unknown) => {
        console.warn('Could not load the sign-in form:', error)
        setOpen(false)
        setForm(false)
      },
    )
  }

  return (
    <div className="mt-4 border-t border-gray-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        disabled={!hydrated}
        className="text-sm text-gray-600 underline decoration-gray-300 underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed"
      >
        Manage this listing
      </button>
      {Form === false && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The form could not be loaded. Check your connection and press again.
        </p>
      )}
      {open && (
        <div id={panelId} className="mt-3">
          {Form ? <Form listing={{ kind, slug }} autoFocus /> : <p role="status">Loading the form...</p>}
        </div>
      )}
    </div>
  )
}

import { useId, useState, type ComponentType, type ReactNode } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'

/**
 * A button that opens a form in place, below it, and closes it on a second press. The form's code
 * loads on the first press (`loadForm` is the caller's dynamic import), not with the page, which
 * most visitors read without ever needing it; a failed load says so and the next press tries
 * again.
 */
export function FormOpenedInPlace<FormProps extends object>({
  label,
  buttonClassName,
  panelClassName,
  formName,
  loadForm,
  formProps,
}: {
  label: ReactNode
  buttonClassName: string
  panelClassName: string
  /** What the form is, for the console when its code could not be loaded: 'the message form'. */
  formName: string
  loadForm: () => Promise<ComponentType<FormProps>>
  formProps: FormProps
}) {
  const panelId = useId()
  // On a prerendered page the button shows before the page is live, when a press would be lost.
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  // The form once loaded; false when loading it failed (the next press tries again).
  const [Form, setForm] = useState<ComponentType<FormProps> | false | null>(null)

  function toggle() {
    setOpen(!open)
    if (open || Form) return
    setForm(null)
    loadForm().then(
      (loaded) => setForm(() => loaded),
      (error: unknown) => {
        console.warn(`Could not load ${formName}:`, error)
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
        className={buttonClassName}
      >
        {label}
      </button>
      {Form === false && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          The form could not be loaded. Check your connection and press again.
        </p>
      )}
      {open && (
        <div id={panelId} className={panelClassName}>
          {Form ? <Form {...formProps} /> : <p role="status">Loading the form...</p>}
        </div>
      )}
    </>
  )
}

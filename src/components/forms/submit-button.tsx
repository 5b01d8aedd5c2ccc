import { buttonClasses } from '../ui/button-styles.ts'

/** The form's submit button: disabled, with a progress label, while the form is sending. */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      aria-busy={sending}
      className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}
    >
      {sending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {sending ? sendingLabel : label}
    </button>
  )
}

import { useHydrated } from '../../lib/use-hydrated.ts'
import { buttonClasses } from '../ui/button-styles.ts'

/**
 * The form's submit button: disabled, with a progress label, while the form is sending. On a
 * prerendered page it is disabled too until the page has hydrated, as the directory filters are:
 * the visitor can fill in the form meanwhile, but only the live form can check and send it (a
 * press would otherwise do nothing, and Enter in a field sends nothing while it is disabled).
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean
  label: string
  sendingLabel: string
}) {
  const hydrated = useHydrated()
  return (
    <button
      type="submit"
      disabled={sending || !hydrated}
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

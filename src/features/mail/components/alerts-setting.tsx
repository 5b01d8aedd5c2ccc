import { useId } from 'react'

/**
 * The signed-in admin's alerts: a mail a minute after applications or messages arrive, at most one
 * every 15 minutes. A checkbox that saves as it changes.
 */
export function AlertsSetting({
  enabled,
  saving,
  onChange,
}: {
  /** Null when the setting could not be loaded. */
  enabled: boolean | null
  saving: boolean
  onChange: (enabled: boolean) => void
}) {
  const hintId = useId()
  if (enabled === null) {
    return (
      <p className="text-sm text-gray-700">
        Your alert setting could not be loaded. Reload the page to try again.
      </p>
    )
  }
  return (
    <div className="flex items-start gap-3">
      <input
        id={`${hintId}-input`}
        type="checkbox"
        className="mt-1 h-4 w-4"
        checked={enabled}
        disabled={saving}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={`${hintId}-input`} className="text-sm font-medium text-gray-900">
          Email me when applications or messages arrive
        </label>
        <p id={hintId} className="text-sm text-gray-600">
          One mail lists what arrived together, at most one every 15 minutes.
        </p>
      </div>
    </div>
  )
}

import { useId, useState } from 'react'
import { fieldClass } from './select-field.tsx'
import { useDebouncedCallback } from './use-debounced-callback.ts'

/** How long typing must pause before a text filter changes the URL (and so fires a request). */
export const TEXT_FILTER_DELAY_MS = 300

/**
 * A free-text filter. What is typed shows at once; `onCommit` (which changes the URL)
 * runs once typing pauses, or at once on Enter. When `value` changes from outside
 * (Back, Clear filters), the field follows it.
 */
export function DebouncedTextField({
  label,
  value,
  onCommit,
  placeholder,
  type = 'search',
}: {
  label: string
  value: string
  onCommit: (value: string) => void
  placeholder?: string
  type?: 'search' | 'text'
}) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [lastValue, setLastValue] = useState(value)
  const [commitLater, cancel] = useDebouncedCallback(
    (text: string) => onCommit(text.trim()),
    TEXT_FILTER_DELAY_MS,
  )

  // Follow the URL when it changes, unless the field already says the same thing
  // (so a trailing space being typed is not taken away).
  if (value !== lastValue) {
    setLastValue(value)
    if (draft.trim() !== value) setDraft(value)
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={fieldClass}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={100}
        onChange={(event) => {
          setDraft(event.target.value)
          commitLater(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault()
            cancel()
            onCommit(draft.trim())
          }
        }}
      />
    </div>
  )
}

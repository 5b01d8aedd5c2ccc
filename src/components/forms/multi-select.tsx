import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { buttonClasses } from '../ui/button-styles.ts'
import { FieldError, inputClass } from './field.tsx'

/** True when `values` already holds `candidate`, ignoring case and surrounding spaces. */
export function hasValue(values: readonly string[], candidate: string): boolean {
  const key = candidate.trim().toLocaleLowerCase()
  return values.some((value) => value.trim().toLocaleLowerCase() === key)
}

export interface MultiSelectProps {
  legend: string
  options: readonly string[]
  value: readonly string[]
  onChange: (next: string[]) => void
  onBlur?: () => void
  error?: string
  /** The longest custom value and the most values allowed (the database's caps). */
  maxLength: number
  maxItems: number
  /** Receives the custom-value input, so the form can focus it on an error. */
  inputRef?: Ref<HTMLInputElement>
  /** How a value is shown (e.g. a language code as its name); the value itself by default. */
  labelOf?: (value: string) => string
  /**
   * Turns typed text into the value to add, or says why it can't be one (e.g. not a language
   * code); typed text is taken as it is by default.
   */
  parse?: (typed: string) => { value: string } | { error: string }
  /** The custom-value input's placeholder and its label's wording. */
  placeholder?: string
  customLabel?: string
}

const asTyped = (typed: string) => ({ value: typed })
const itself = (value: string) => value

/**
 * Pick any of `options` (toggle buttons) or add a custom value (type, then Enter or
 * Add); chosen values show as removable chips. No duplicates, ignoring case. On a prerendered
 * page it is disabled until the page has hydrated: its buttons do nothing without the scripts.
 */
export function MultiSelect({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  maxLength,
  maxItems,
  inputRef,
  labelOf = itself,
  parse = asTyped,
  placeholder = 'Add your own and press Enter',
  customLabel,
}: MultiSelectProps) {
  const id = useId()
  const hydrated = useHydrated()
  const [draft, setDraft] = useState('')
  const [notice, setNotice] = useState('')
  const full = value.length >= maxItems

  /** Adds `raw` when it is a new, acceptable value; true when it was added. */
  function add(raw: string): boolean {
    const typed = raw.trim()
    if (!typed) return false
    const parsed = parse(typed)
    if ('error' in parsed) {
      setNotice(parsed.error)
      return false
    }
    const candidate = parsed.value
    if (hasValue(value, candidate)) {
      setNotice(`${labelOf(candidate)} is already selected.`)
      return false
    }
    if (full) {
      setNotice(`You can choose at most ${maxItems}.`)
      return false
    }
    setNotice('')
    onChange([...value, candidate])
    return true
  }

  function remove(item: string) {
    setNotice('')
    onChange(value.filter((existing) => existing !== item))
  }

  function toggle(option: string) {
    if (hasValue(value, option)) onChange(value.filter((existing) => !hasValue([option], existing)))
    else add(option)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (add(draft)) setDraft('')
    }
  }

  const errorId = `${id}-error`
  const noticeId = `${id}-notice`
  return (
    <fieldset disabled={!hydrated} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = hasValue(value, option)
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              onClick={() => toggle(option)}
              className={`rounded-full border px-3 py-1 text-sm ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600'
              }`}
            >
              {labelOf(option)}
            </button>
          )
        })}
      </div>
      {value.length > 0 && (
        <ul aria-label={`Selected ${legend.toLowerCase()}`} className="mt-3 flex flex-wrap gap-2">
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {labelOf(item)}
              <button
                type="button"
                onClick={() => remove(item)}
                aria-label={`Remove ${labelOf(item)}`}
                className="rounded-full px-1.5 text-brand-900 hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex gap-2">
        <label htmlFor={`${id}-custom`} className="sr-only">
          {customLabel ?? `Add another ${legend.toLowerCase()} value`}
        </label>
        <input
          ref={inputRef}
          id={`${id}-custom`}
          type="text"
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => {
            setDraft(event.target.value)
            setNotice('')
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={
            [notice ? noticeId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
          }
          className={`${inputClass} mt-0`}
        />
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          onClick={() => {
            if (add(draft)) setDraft('')
          }}
        >
          Add
        </button>
      </div>
      <p id={noticeId} role="status" className="mt-1 text-sm text-gray-700">
        {notice}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { FILTER_LANGUAGES_SHOWN, languageChoices } from '../../lib/languages.ts'

export interface Choice {
  value: string
  label: string
}

export function toChoices(options: readonly (string | Choice)[]): Choice[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option))
}

/** The selection with `value` added or removed, keeping the options' order. */
export function toggleValue(
  selected: readonly string[],
  value: string,
  checked: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(selected)
  if (checked) next.add(value)
  else next.delete(value)
  const known = order.filter((item) => next.has(item))
  // Values from a shared link that aren't among the options keep their place at the end.
  return [...known, ...[...next].filter((item) => !order.includes(item))]
}

/**
 * A labelled group of checkboxes for a multi-valued filter. With `shortList`, only its `shown`
 * options and the ones ticked are listed until the visitor asks for the rest ('More languages'),
 * so a long list doesn't cost a keyboard user a Tab stop per option on every pass.
 */
export function CheckboxGroup({
  legend,
  hint,
  options,
  selected,
  onChange,
  shortList,
}: {
  legend: string
  /** A line under the legend saying how the choices combine. */
  hint?: string
  options: readonly (string | Choice)[]
  selected: readonly string[]
  onChange: (next: string[]) => void
  shortList?: {
    /** The values always listed. */
    shown: readonly string[]
    /** What the options are, for the button: 'languages' gives 'More languages (20)'. */
    noun: string
  }
}) {
  const hintId = useId()
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  // The options ticked now or since the list was last folded: listed while it is folded, so
  // unticking one never takes the checkbox (and the keyboard focus on it) away under the visitor.
  const [keptListed, setKeptListed] = useState<readonly string[]>(selected)
  const newlyTicked = selected.filter((value) => !keptListed.includes(value))
  if (newlyTicked.length > 0) setKeptListed([...keptListed, ...newlyTicked])
  const firstRevealed = useRef<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const choices = toChoices(options)
  const order = choices.map((choice) => choice.value)
  const isListed = (value: string) =>
    !shortList || expanded || shortList.shown.includes(value) || keptListed.includes(value)
  const listed = choices.filter((choice) => isListed(choice.value))
  const hiddenCount = choices.length - listed.length

  // After 'More …': focus on the first option that was hidden, where reading goes on.
  useEffect(() => {
    const value = firstRevealed.current
    if (!expanded || value === null) return
    firstRevealed.current = null
    const inputs = Array.from(listRef.current?.querySelectorAll('input') ?? [])
    inputs.find((input) => input.value === value)?.focus()
  }, [expanded])

  const toggleList = () => {
    if (expanded) setKeptListed(selected)
    else firstRevealed.current = choices.find((choice) => !isListed(choice.value))?.value ?? null
    setExpanded(!expanded)
  }

  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-0.5 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {/* No scrolling box, however long the list: before hydration its checkboxes are disabled,
          and a scrolling box without anything focusable cannot be scrolled by keyboard. */}
      <div id={listId} ref={listRef} className="mt-2 space-y-1">
        {listed.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-gray-700 hover:text-gray-900"
          >
            <input
              type="checkbox"
              value={choice.value}
              className="size-4 rounded border-gray-300 accent-brand-700"
              checked={selected.includes(choice.value)}
              onChange={(event) => onChange(toggleValue(selected, choice.value, event.target.checked, order))}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {shortList && (expanded || hiddenCount > 0) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggleList}
          className="mt-1 rounded-md py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {expanded ? `Fewer ${shortList.noun}` : `More ${shortList.noun} (${hiddenCount})`}
        </button>
      )}
    </fieldset>
  )
}

/**
 * The directories' 'Teaches in' filter: any of the chosen languages matches. Ten languages are
 * listed, with the chosen ones; 'More languages' lists the other common ones.
 */
export function LanguageFilter({
  selected,
  onChange,
}: {
  selected: readonly string[]
  onChange: (next: string[]) => void
}) {
  return (
    <CheckboxGroup
      legend="Teaches in"
      hint="Any of the languages chosen"
      options={languageChoices(selected)}
      selected={selected}
      onChange={onChange}
      shortList={{ shown: FILTER_LANGUAGES_SHOWN, noun: 'languages' }}
    />
  )
}

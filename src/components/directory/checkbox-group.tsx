import { useId } from 'react'

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

/** A labelled group of checkboxes for a multi-valued filter. */
export function CheckboxGroup({
  legend,
  hint,
  options,
  selected,
  onChange,
}: {
  legend: string
  /** A line under the legend saying how the choices combine. */
  hint?: string
  options: readonly (string | Choice)[]
  selected: readonly string[]
  onChange: (next: string[]) => void
}) {
  const hintId = useId()
  const choices = toChoices(options)
  const order = choices.map((choice) => choice.value)
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
      <div className="mt-2 space-y-1">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-gray-700 hover:text-gray-900"
          >
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-700"
              checked={selected.includes(choice.value)}
              onChange={(event) => onChange(toggleValue(selected, choice.value, event.target.checked, order))}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

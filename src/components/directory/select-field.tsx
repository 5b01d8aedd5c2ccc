import { useId } from 'react'
import { toChoices, type Choice } from './checkbox-group.tsx'

export const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30'

/** A labelled select whose first option ('' value) means "no filter". */
export function SelectField({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  options: readonly (string | Choice)[]
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-gray-900">
        {label}
      </label>
      <select id={id} className={fieldClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {toChoices(options).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The country filter: every country, or one of the list (`useCountries`) once it has loaded. */
export function CountryFilter({
  countries,
  value,
  onChange,
}: {
  countries: readonly string[] | null
  value: string
  onChange: (country: string) => void
}) {
  return (
    <SelectField
      label="Country"
      allLabel="All Countries"
      // A country is only ever set once the list has loaded (knownCountry), so an empty list
      // before then never leaves the select with a value it has no option for.
      options={countries ?? []}
      value={value}
      onChange={onChange}
    />
  )
}

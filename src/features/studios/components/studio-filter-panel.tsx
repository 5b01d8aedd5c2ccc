import { CheckboxGroup } from '../../../components/directory/checkbox-group.tsx'
import { secondaryButtonClass } from '../../../components/directory/directory-results.tsx'
import { DebouncedTextField } from '../../../components/directory/debounced-text-field.tsx'
import { SelectField } from '../../../components/directory/select-field.tsx'
import { AMENITIES, STUDIO_TYPES, YOGA_STYLES, type StudioType } from '../../../lib/directory-options.ts'
import type { StudioFilters } from '../studio-filters.ts'

/** The fields of the studio filter sidebar (SPEC.md §2 "Studio directory", §5). */
export function StudioFilterPanel({
  filters,
  countries,
  onChange,
  onClear,
  canClear,
}: {
  filters: StudioFilters
  /** The country list; null until it has loaded (`useCountries`). */
  countries: readonly string[] | null
  onChange: (patch: Partial<Omit<StudioFilters, 'page'>>) => void
  onClear: () => void
  canClear: boolean
}) {
  return (
    <>
      <SelectField
        label="Country"
        allLabel="All Countries"
        // A country is only ever set once the list has loaded (knownCountry), so an empty list
        // before then never leaves the select with a value it has no option for.
        options={countries ?? []}
        value={filters.country}
        onChange={(country) => onChange({ country })}
      />
      <DebouncedTextField
        label="City"
        type="text"
        placeholder="e.g. Cebu City"
        value={filters.city}
        onCommit={(city) => onChange({ city })}
      />
      <SelectField
        label="Studio type"
        allLabel="All Types"
        options={STUDIO_TYPES}
        value={filters.type}
        onChange={(type) => onChange({ type: type as StudioType | '' })}
      />
      <CheckboxGroup
        legend="Practices"
        options={YOGA_STYLES}
        selected={filters.practices}
        onChange={(practices) => onChange({ practices })}
      />
      <CheckboxGroup
        legend="Amenities"
        options={AMENITIES}
        selected={filters.amenities}
        onChange={(amenities) => onChange({ amenities })}
      />
      <button
        type="button"
        className={`${secondaryButtonClass} w-full`}
        onClick={onClear}
        disabled={!canClear}
      >
        Clear filters
      </button>
    </>
  )
}

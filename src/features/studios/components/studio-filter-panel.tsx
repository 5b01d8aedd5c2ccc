import { CheckboxGroup, LanguageFilter } from '../../../components/directory/checkbox-group.tsx'
import type { FilterPanelProps } from '../../../components/directory/directory-browser.tsx'
import { DebouncedTextField } from '../../../components/directory/debounced-text-field.tsx'
import { NearFilterGroup } from '../../../components/directory/near-filter-group.tsx'
import { CountryFilter, SelectField } from '../../../components/directory/select-field.tsx'
import { AMENITIES, STUDIO_TYPES, YOGA_STYLES, type StudioType } from '../../../lib/directory-options.ts'
import type { StudioFilters } from '../studio-filters.ts'

/** The fields of the studio filter sidebar (docs/product.md §2 "Studio directory", §5). */
export function StudioFilterPanel({ filters, countries, onChange }: FilterPanelProps<StudioFilters>) {
  return (
    <>
      <CountryFilter
        countries={countries}
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
      <NearFilterGroup value={filters.near} onChange={(near) => onChange({ near })} />
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
      <LanguageFilter selected={filters.languages} onChange={(languages) => onChange({ languages })} />
    </>
  )
}

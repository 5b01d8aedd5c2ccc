import { CheckboxGroup, LanguageFilter } from '../../../components/directory/checkbox-group.tsx'
import type { FilterPanelProps } from '../../../components/directory/directory-browser.tsx'
import { DebouncedTextField } from '../../../components/directory/debounced-text-field.tsx'
import { NearFilterGroup } from '../../../components/directory/near-filter-group.tsx'
import { CountryFilter, SelectField } from '../../../components/directory/select-field.tsx'
import {
  EXPERIENCE_BANDS,
  TEACHING_OPTIONS,
  YOGA_STYLES,
  type ExperienceBand,
  type TeachingOptionKey,
} from '../../../lib/directory-options.ts'
import type { TeacherFilters } from '../teacher-filters.ts'

const experienceChoices = EXPERIENCE_BANDS.map((band) => ({ value: band.value, label: band.label }))
const availabilityChoices = TEACHING_OPTIONS.map((option) => ({ value: option.key, label: option.label }))

/** The fields of the teacher filter panel (docs/product.md §2 "Browse teachers", §5). */
export function TeacherFilterPanel({ filters, countries, onChange }: FilterPanelProps<TeacherFilters>) {
  return (
    <>
      <DebouncedTextField
        label="Search by name"
        placeholder="e.g. Ana"
        value={filters.name}
        onCommit={(name) => onChange({ name })}
      />
      <NearFilterGroup value={filters.near} onChange={(near) => onChange({ near })} />
      <CountryFilter
        countries={countries}
        value={filters.country}
        onChange={(country) => onChange({ country })}
      />
      <CheckboxGroup
        legend="Specialties"
        options={YOGA_STYLES}
        selected={filters.specialties}
        onChange={(specialties) => onChange({ specialties })}
      />
      <SelectField
        label="Experience level"
        allLabel="All levels"
        options={experienceChoices}
        value={filters.experience}
        onChange={(experience) => onChange({ experience: experience as ExperienceBand | '' })}
      />
      <CheckboxGroup
        legend="Availability"
        options={availabilityChoices}
        selected={filters.availability}
        onChange={(availability) => onChange({ availability: availability as TeachingOptionKey[] })}
      />
      <LanguageFilter selected={filters.languages} onChange={(languages) => onChange({ languages })} />
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">Credentials</legend>
        <label className="mt-2 flex cursor-pointer items-center gap-2.5 rounded-md py-1 text-sm text-gray-700 hover:text-gray-900">
          <input
            type="checkbox"
            className="size-4 rounded border-gray-300 accent-brand-700"
            checked={filters.verifiedOnly}
            onChange={(event) => onChange({ verifiedOnly: event.target.checked })}
          />
          Verified teachers only
        </label>
      </fieldset>
    </>
  )
}

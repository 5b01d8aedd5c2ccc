import { useId } from 'react'
import {
  DEFAULT_NEAR_RADIUS_KM,
  NEAR_RADII_KM,
  pointOf,
  positionText,
  type NearFilter,
  type NearRadiusKm,
} from '../../lib/near-filter.ts'
import { DebouncedTextField } from './debounced-text-field.tsx'
import { secondaryButtonClass } from './directory-results.tsx'
import { fieldClass } from './select-field.tsx'
import { usePositionRequest } from './use-position-request.ts'

/**
 * The 'near' filters of a directory: the visitor's position ('Near me', asked of the browser
 * only on a press), or a city, and a radius. Other filters stay as they are.
 */
export function NearFilterGroup({
  value,
  onChange,
}: {
  value: NearFilter | null
  onChange: (near: NearFilter | null) => void
}) {
  const radiusId = useId()
  const errorId = useId()
  const radiusKm = value?.radiusKm ?? DEFAULT_NEAR_RADIUS_KM
  const atPosition = value !== null && pointOf(value.place) !== null
  const position = usePositionRequest((point) => onChange({ place: positionText(point), radiusKm }))

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">Near</legend>
      <div>
        <button
          type="button"
          className={`${secondaryButtonClass} w-full`}
          aria-busy={position.waiting || undefined}
          aria-describedby={position.error ? errorId : undefined}
          onClick={position.request}
        >
          {position.waiting ? 'Finding your location...' : 'Near me'}
        </button>
        {position.error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {position.error}
          </p>
        )}
        {atPosition && <p className="mt-1.5 text-sm text-gray-600">Using your location.</p>}
      </div>
      <DebouncedTextField
        label="Near a city"
        type="text"
        placeholder="e.g. Lisbon"
        value={value && !atPosition ? value.place : ''}
        onCommit={(city) => {
          if (city) onChange({ place: city, radiusKm })
          // An emptied city field ends a search near a city, not one near the visitor.
          else if (!atPosition) onChange(null)
        }}
      />
      <div>
        <label htmlFor={radiusId} className="text-sm font-semibold text-gray-900">
          Distance
        </label>
        <select
          id={radiusId}
          className={fieldClass}
          value={radiusKm}
          // A radius means something only around a place.
          disabled={value === null}
          onChange={(event) =>
            value && onChange({ place: value.place, radiusKm: Number(event.target.value) as NearRadiusKm })
          }
        >
          {NEAR_RADII_KM.map((km) => (
            <option key={km} value={km}>
              {`Within ${km} km`}
            </option>
          ))}
        </select>
      </div>
      {value && (
        <button
          type="button"
          className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
          onClick={() => onChange(null)}
        >
          Search everywhere
        </button>
      )}
    </fieldset>
  )
}

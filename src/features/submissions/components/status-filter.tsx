import { useId } from 'react'
import type { SubmissionKind, SubmissionStatusFilter } from '../api/list-submissions.ts'
import { STATUS_LABELS, statusesOf } from '../submission-format.ts'

/** What the inbox can be narrowed to for a kind: 'all', then each status. */
export function statusFiltersOf(kind: SubmissionKind): readonly SubmissionStatusFilter[] {
  return ['all', ...statusesOf(kind)]
}

/**
 * The inbox's status filter: one radio button a status ('All', 'New', 'Listed', 'Declined' for
 * applications; 'All', 'New', 'Replied', 'Archived' for messages), styled as one bar.
 */
export function StatusFilter({
  kind,
  value,
  onChange,
}: {
  kind: SubmissionKind
  value: SubmissionStatusFilter
  onChange: (status: SubmissionStatusFilter) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">Status</legend>
      <div className="mt-1.5 inline-flex flex-wrap overflow-hidden rounded-lg border border-gray-300">
        {statusFiltersOf(kind).map((status) => (
          <label
            key={status}
            className="cursor-pointer border-r border-gray-300 px-3 py-2 text-sm font-medium text-gray-700 last:border-r-0 hover:bg-gray-50 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-4 has-focus-visible:outline-brand-700 has-checked:has-focus-visible:outline-white"
          >
            <input
              type="radio"
              name={name}
              value={status}
              checked={value === status}
              onChange={() => onChange(status)}
              className="sr-only"
            />
            {STATUS_LABELS[status]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

import { useId, useState } from 'react'
import { ActionButton } from '../../../components/ui/action-button.tsx'
import type { ListingChange, RenameRequest } from '../api/listing-change-log.ts'
import { confirmedDay } from '../freshness.ts'
import { changeSummary } from '../owner-changes.ts'

/** What the route answers to a Revert (public.revert_listing_change). */
export type RevertAnswer = { ok: true } | { ok: false; message: string }

/** A change's Revert button, and the database's reason when it refuses. */
export function RevertButton({
  change,
  label,
  onRevert,
}: {
  change: { id: number; revertedAt: string | null }
  /** The button's accessible name, e.g. 'Revert the change of 26 November 2026 to Anna Lee'. */
  label: string
  onRevert: (id: number) => Promise<RevertAnswer>
}) {
  const [refusal, setRefusal] = useState<string | null>(null)
  if (change.revertedAt) return <span className="text-sm text-gray-700">Reverted</span>
  async function revert() {
    setRefusal(null)
    const answer = await onRevert(change.id)
    if (!answer.ok) setRefusal(answer.message)
  }
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <ActionButton onPress={revert} label={label}>
        Revert
      </ActionButton>
      {refusal && (
        <span role="alert" className="text-sm text-red-800">
          {refusal}
        </span>
      )}
    </span>
  )
}

/**
 * A listing's change log on its admin form: who changed what and when, newest first, each
 * owner change revertible until it is; and a new name the owner asked for.
 */
export function OwnerChangeLog({
  changes,
  renames,
  onRevert,
  now = new Date(),
}: {
  /** Null: the log could not be loaded. */
  changes: readonly ListingChange[] | null
  renames: readonly RenameRequest[]
  onRevert: (id: number) => Promise<RevertAnswer>
  now?: Date
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 space-y-4 rounded-lg border border-gray-200 bg-white p-5 text-sm text-gray-800"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        Change log
      </h2>
      {renames.map((rename) => (
        <p
          key={`${rename.name}:${rename.requestedAt}`}
          role="note"
          className="rounded-md bg-amber-50 p-3 text-amber-950"
        >
          {`The owner asked on ${confirmedDay(rename.requestedAt)} for the name "${rename.name}". Change the name above to accept it.`}
        </p>
      ))}
      {changes === null ? (
        <p>The change log could not be loaded.</p>
      ) : changes.length === 0 ? (
        <p>No changes recorded yet.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {changes.map((change) => (
            <li key={change.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>{changeSummary(change, now)}</span>
              {change.byOwner && (
                <RevertButton
                  change={change}
                  label={`Revert: ${changeSummary(change, now)}`}
                  onRevert={onRevert}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

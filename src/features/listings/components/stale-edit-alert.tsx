import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import type { ListingKind } from '../listing.ts'

/** What was refused: a save, or 'Details confirmed today' (which vouches for the version shown). */
export type RefusedAction = 'save' | 'confirm'

export const changedElsewhereMessage = (kind: ListingKind, refused: RefusedAction = 'save') =>
  refused === 'save'
    ? `This ${kind} was changed by someone else after you opened it. Your changes have not been saved.`
    : `This ${kind} was changed by someone else after you opened it, so its details were not marked as confirmed. Load the latest version and check it before confirming.`

/**
 * A save (or a confirmation) refused because someone else saved the listing after it was opened
 * (docs/product.md §7): says so, keeps what was typed, and offers the saved version only after asking,
 * since loading it replaces the admin's changes. Takes the keyboard to itself when it appears.
 */
export function StaleEditAlert({
  kind,
  refused = 'save',
  onLoadLatest,
}: {
  kind: ListingKind
  refused?: RefusedAction
  /** Replaces the form's values by the listing as saved now; the dialog stays busy until it settles. */
  onLoadLatest: () => Promise<void> | void
}) {
  const [confirming, setConfirming] = useState(false)
  return (
    <SaveProblemAlert>
      <p>{changedElsewhereMessage(kind, refused)}</p>
      <button
        type="button"
        className={`${buttonClasses('outline', 'sm')} mt-3`}
        onClick={() => setConfirming(true)}
      >
        Load the latest version
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Load the latest version?"
        message={`The form will show the ${kind} as it is saved now. Everything you changed here since opening it will be replaced.`}
        cancelLabel="Keep my changes"
        confirmLabel="Replace my changes"
        busyLabel="Loading..."
        destructive={false}
        onConfirm={onLoadLatest}
      />
    </SaveProblemAlert>
  )
}

/** Why a save wrote nothing: an alert that takes the keyboard to itself when it appears. */
export function SaveProblemAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
    >
      {children}
    </div>
  )
}

/** The listing was deleted after the form opened it: nothing can be saved onto it. */
export function GoneAlert({ kind }: { kind: ListingKind }) {
  return (
    <SaveProblemAlert>
      <p>
        {`This ${kind} no longer exists: someone deleted it after you opened it. Nothing was saved. `}
        <Link to={paths.admin.href()} className="font-medium underline">
          Back to the dashboard
        </Link>
      </p>
    </SaveProblemAlert>
  )
}

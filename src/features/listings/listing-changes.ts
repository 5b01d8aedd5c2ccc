import type { Confirmation } from './api/confirm-listing.ts'
import { revertListingChange } from './api/listing-change-log.ts'
import type { RevertAnswer } from './components/owner-change-log.tsx'
import { answerChange } from '../../components/admin/use-route-action.ts'

/** What an admin listing table asks of its route: delete a row, or confirm its details today. */
export type ListingChange = { intent: 'delete' | 'confirm'; id: string }

export type ListingChangeResult =
  | { ok: true; intent: 'delete' }
  | { ok: true; intent: 'confirm'; confirmation: Confirmation | null }
  | { ok: false; message: string }

/** The backend operations of one kind of listing, for its section's clientAction. */
export interface ListingOperations {
  /** Deletes the listing; throws the backend's message. */
  remove: (id: string) => Promise<void>
  /** 'Details confirmed today'; null when the listing is gone. Throws (and logs) on failure. */
  confirm: (id: string) => Promise<Confirmation | null>
  /** The console.warn text when deleting fails, e.g. 'Deleting the teacher failed:'. */
  removeFailureLog: string
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** A listing section's clientAction: applies the table's change; React Router then reloads the page. */
export function applyListingChange(
  request: Request,
  operations: ListingOperations,
): Promise<ListingChangeResult> {
  return answerChange(request, (change: ListingChange) => apply(change, operations))
}

async function apply(change: ListingChange, operations: ListingOperations): Promise<ListingChangeResult> {
  if (change.intent === 'delete') {
    try {
      await operations.remove(change.id)
      return { ok: true, intent: 'delete' }
    } catch (error) {
      console.warn(operations.removeFailureLog, error)
      return { ok: false, message: messageOf(error) }
    }
  }
  try {
    return { ok: true, intent: 'confirm', confirmation: await operations.confirm(change.id) }
  } catch (error) {
    // confirm has logged it.
    return { ok: false, message: messageOf(error) }
  }
}

/** What a screen showing owners' changes asks of its clientAction: revert one recorded change. */
export type RevertChange = { intent: 'revert'; changeToRevert: number }

/**
 * The clientAction of the screens that show owners' changes (the overview, the edit forms): puts
 * back what a change replaced (public.revert_listing_change); React Router then loads the screen
 * again.
 */
export function revertChangeAction(request: Request): Promise<RevertAnswer> {
  return answerChange(request, async ({ changeToRevert }: RevertChange): Promise<RevertAnswer> => {
    try {
      await revertListingChange(changeToRevert)
      return { ok: true }
    } catch (error) {
      console.warn(`Reverting change ${changeToRevert} failed:`, error)
      return { ok: false, message: messageOf(error) }
    }
  })
}

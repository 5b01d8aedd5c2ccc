import { useEffect, type ComponentType } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Link, useRevalidator } from 'react-router'
import {
  loadFailedNotice,
  type ListingFormKind,
  type ListingFormProps,
} from '../../../features/listings/use-listing-form.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { applicationIdFrom, prefillNotice } from '../../../lib/admin-links.ts'
import { paths } from '../../../lib/paths.ts'
import {
  deliveryFailureOf,
  listingVersionOf,
  type EditableListing,
  type ListingTable,
} from '../../../features/listings/listing.ts'
import {
  listingChanges,
  renameRequests,
  type ListingChange,
  type RenameRequest,
} from '../../../features/listings/api/listing-change-log.ts'
import { OwnerChangeLog, type RevertAnswer } from '../../../features/listings/components/owner-change-log.tsx'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import type { RevertChange } from '../../../features/listings/listing-changes.ts'
import { requireSession } from './admin-access.ts'
import { FormNotFound, FormScreen, LoadFailed } from './form-screen.tsx'

/** What a new listing takes from an application (docs/product.md difference 2). */
export interface ApplicationPrefill<TInput> {
  values: TInput
  /** Who applied and when, for the notice above the form. */
  applicant: string
  sentAt: string
  /** Application values the form could not take (e.g. a website that is not a web address). */
  notCopied?: { label: string; value: string }[]
}

export interface ListingFormRouteProps<TInput extends FieldValues, TOutput, TTable extends ListingTable> {
  listing: ListingFormKind<TInput, TOutput, TTable>
  Form: ComponentType<ListingFormProps<TInput>>
  empty: TInput
  /** The application `id` as the form's starting values; null when it no longer exists. */
  fromApplication: (id: number) => Promise<ApplicationPrefill<TInput> | null>
  /** The listing made from application `id` is saved: the application becomes Listed, linked to it. */
  markListed: (id: number, listingId: string) => Promise<void>
}

/** What the form starts from, as the route's clientLoader found it. */
export type ListingFormStart<TInput, Row> =
  | { from: 'nothing' }
  /**
   * Edit mode: the stored listing, null when no listing has this address, and what its owner did.
   */
  | { from: 'listing'; slug: string; row: Row | null; history: ListingHistory }
  /** A new listing from an application: its values, null when the application is gone. */
  | { from: 'application'; id: number; prefill: ApplicationPrefill<TInput> | null }
  | { from: 'listing-failed'; slug: string }
  | { from: 'application-failed'; id: number }

/** What owners did to a listing, for its admin form. */
export interface ListingHistory {
  /** Newest first; null when the log could not be read (the form stays usable). */
  changes: ListingChange[] | null
  /** A new name the owner asked for. */
  renames: RenameRequest[]
}

const noHistory: ListingHistory = { changes: [], renames: [] }

async function loadHistory(
  kind: ListingFormKind<FieldValues, unknown, ListingTable>['kind'],
  id: string,
  signal: AbortSignal,
): Promise<ListingHistory> {
  const [changes, renames] = await Promise.allSettled([
    listingChanges(kind, id, signal),
    renameRequests(kind, id, signal),
  ])
  if (signal.aborted) throw signal.reason
  if (changes.status === 'rejected') console.warn('Loading the change log failed:', changes.reason)
  if (renames.status === 'rejected') console.warn('Loading the rename requests failed:', renames.reason)
  return {
    changes: changes.status === 'fulfilled' ? changes.value : null,
    renames: renames.status === 'fulfilled' ? renames.value : [],
  }
}

/**
 * The clientLoader of /admin/{teacher|studio}/new (optionally ?application=<id>) and
 * /admin/{teacher|studio}/edit/:slug: the listing to edit, or the application to start from.
 * A failure to load is the page's to show, with a way to try again.
 */
export async function loadListingFormStart<TInput extends FieldValues, TOutput, TTable extends ListingTable>(
  { listing, fromApplication }: ListingFormRouteProps<TInput, TOutput, TTable>,
  request: Request,
  slug: string | undefined,
): Promise<ListingFormStart<TInput, EditableListing<TTable>>> {
  await requireSession()
  const { signal } = request
  const failed = (error: unknown) => {
    // A superseded load: the router drops its answer.
    if (signal.aborted) throw error
    console.warn('Loading an admin form failed:', error)
  }
  if (slug !== undefined) {
    try {
      const row = await listing.load({ slug }, signal)
      const history = row ? await loadHistory(listing.kind, row.id, signal) : noHistory
      return { from: 'listing', slug, row, history }
    } catch (error) {
      failed(error)
      return { from: 'listing-failed', slug }
    }
  }
  const id = applicationIdFrom(new URL(request.url).searchParams)
  if (id === null) return { from: 'nothing' }
  try {
    return { from: 'application', id, prefill: await fromApplication(id) }
  } catch (error) {
    failed(error)
    return { from: 'application-failed', id }
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** docs/product.md §8's words for a listing that does not exist. */
const notFoundTitle = { teacher: 'Teacher not found!', studio: 'Studio not found!' } as const

/**
 * /admin/{teacher|studio}/new (optionally ?application=<id>) and /admin/{teacher|studio}/edit/:slug
 * (docs/product.md §2): the listing's form, from what the route's clientLoader loaded.
 */
export function ListingFormRoute<TInput extends FieldValues, TOutput, TTable extends ListingTable>({
  start,
  ...props
}: ListingFormRouteProps<TInput, TOutput, TTable> & {
  start: ListingFormStart<TInput, EditableListing<TTable>>
}) {
  const { Form, empty, listing, markListed } = props
  const { kind } = listing
  const { toast } = useToast()
  const { revalidate } = useRevalidator()
  const retry = () => void revalidate()

  useEffect(() => {
    if (start.from === 'listing-failed') toast(loadFailedNotice(kind))
  }, [start, kind, toast])

  switch (start.from) {
    case 'nothing':
      return (
        <FormScreen title={`Add ${capitalised(kind)}`}>
          <Form key="new" initialValues={empty} />
        </FormScreen>
      )
    case 'listing': {
      const { row, slug } = start
      return (
        <FormScreen title={`Edit ${capitalised(kind)}`}>
          {row ? (
            <>
              <Form
                // A revert writes the listing anew: the form then shows it as it is now.
                key={`edit:${slug}:${row.updated_at}`}
                initialValues={listing.rowToValues(row)}
                loaded={listingVersionOf(row)}
                confirmedAt={row.confirmed_at}
                deliveryFailure={deliveryFailureOf(row.inquiry)}
              />
              <ChangeLog history={start.history} />
            </>
          ) : (
            <FormNotFound title={notFoundTitle[kind]}>
              {`No ${kind} has the address ${paths[kind].href(slug)}. It may have been renamed or deleted.`}
            </FormNotFound>
          )}
        </FormScreen>
      )
    }
    case 'listing-failed':
      return (
        <FormScreen title={`Edit ${capitalised(kind)}`}>
          <LoadFailed
            message={`Could not load the ${kind}. Check your connection and try again.`}
            retry={retry}
          />
        </FormScreen>
      )
    case 'application': {
      const { id, prefill } = start
      return (
        <FormScreen title={`Add ${capitalised(kind)}`}>
          {prefill ? (
            <>
              <PrefillNote prefill={prefill} />
              <Form
                key={`application:${id}`}
                initialValues={prefill.values}
                applicationId={id}
                onCreated={(listingId) => markListed(id, listingId)}
              />
            </>
          ) : (
            <>
              <p
                role="status"
                className="mb-8 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-800"
              >
                {`${capitalised(kind)} application ${id} was not found (it may have been deleted), so the form starts empty.`}
              </p>
              <Form key="new" initialValues={empty} />
            </>
          )}
        </FormScreen>
      )
    }
    case 'application-failed':
      return (
        <FormScreen title={`Add ${capitalised(kind)}`}>
          <LoadFailed
            message={`Could not load application ${start.id}. Check your connection and try again.`}
            retry={retry}
          >
            <Link
              to={paths[kind === 'teacher' ? 'adminTeacherNew' : 'adminStudioNew'].href()}
              className={buttonClasses('outline', 'sm')}
            >
              Start with an empty form instead
            </Link>
          </LoadFailed>
        </FormScreen>
      )
  }
}

/** The listing's change log, with Revert through the screen's clientAction. */
function ChangeLog({ history }: { history: ListingHistory }) {
  const { run } = useRouteAction<RevertChange, RevertAnswer>()
  return (
    <OwnerChangeLog
      changes={history.changes}
      renames={history.renames}
      onRevert={(changeToRevert) => run({ intent: 'revert', changeToRevert })}
    />
  )
}

/** Where the values came from, and what of the application they could not take. */
function PrefillNote({ prefill }: { prefill: ApplicationPrefill<unknown> }) {
  const notCopied = prefill.notCopied ?? []
  return (
    <div
      role="note"
      className="mb-8 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p>{prefillNotice(prefill.applicant, prefill.sentAt)}</p>
      {notCopied.length > 0 && (
        <>
          <p className="mt-2">Not copied, because they are not web addresses:</p>
          <ul className="mt-1 list-disc pl-5">
            {notCopied.map((item) => (
              <li key={item.label}>{`${item.label}: ${item.value}`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

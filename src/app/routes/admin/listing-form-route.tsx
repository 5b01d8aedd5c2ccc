import type { ComponentType, ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  loadFailedNotice,
  type ListingFormKind,
  type ListingFormProps,
} from '../../../components/admin/use-listing-form.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { applicationIdFrom, prefillNotice } from '../../../lib/admin-links.ts'
import { paths } from '../../../lib/paths.ts'
import { listingVersionOf, type ListingTable } from '../../../lib/save-listing.ts'
import { AdminLoading } from '../../layout/admin-page.tsx'
import { FormNotFound, FormScreen, LoadFailed } from './form-screen.tsx'
import { useAdminLoad, type AdminLoad } from './use-admin-load.ts'

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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** docs/product.md §8's words for a listing that does not exist. */
const notFoundTitle = { teacher: 'Teacher not found!', studio: 'Studio not found!' } as const

/**
 * /admin/{teacher|studio}/new (optionally ?application=<id>) and /admin/{teacher|studio}/edit/:slug
 * (docs/product.md §2): loads what the form starts from, then shows the listing's form.
 */
export function ListingFormRoute<TInput extends FieldValues, TOutput, TTable extends ListingTable>(
  props: ListingFormRouteProps<TInput, TOutput, TTable>,
) {
  const { slug } = useParams()
  const [search] = useSearchParams()
  const { Form, empty, listing } = props
  if (slug) return <EditListing key={slug} {...props} slug={slug} />
  const applicationId = applicationIdFrom(search)
  if (applicationId !== null) return <AddFromApplication key={applicationId} {...props} id={applicationId} />
  return (
    <FormScreen title={`Add ${capitalised(listing.kind)}`}>
      <Form initialValues={empty} />
    </FormScreen>
  )
}

/**
 * The spinner while the form's starting point loads, then the form screen with what `children`
 * makes of it, or `failedMessage` with a way to try again (and `failedAction`, another way on).
 */
function LoadedScreen<T>({
  title,
  load: { state, retry },
  failedMessage,
  failedAction,
  children,
}: {
  title: string
  load: { state: AdminLoad<T>; retry: () => void }
  failedMessage: string
  failedAction?: ReactNode
  children: (data: T) => ReactNode
}) {
  if (state.status === 'loading') return <AdminLoading />
  if (state.status === 'ready') return <FormScreen title={title}>{children(state.data)}</FormScreen>
  return (
    <FormScreen title={title}>
      <LoadFailed message={failedMessage} retry={retry}>
        {failedAction}
      </LoadFailed>
    </FormScreen>
  )
}

function EditListing<TInput extends FieldValues, TOutput, TTable extends ListingTable>({
  listing,
  Form,
  slug,
}: ListingFormRouteProps<TInput, TOutput, TTable> & { slug: string }) {
  const { toast } = useToast()
  const { kind } = listing
  const load = useAdminLoad(
    (signal) => listing.load({ slug }, signal),
    () => toast(loadFailedNotice(kind)),
  )
  return (
    <LoadedScreen
      title={`Edit ${capitalised(kind)}`}
      load={load}
      failedMessage={`Could not load the ${kind}. Check your connection and try again.`}
    >
      {(row) =>
        row ? (
          <Form
            initialValues={listing.rowToValues(row)}
            loaded={listingVersionOf(row)}
            confirmedAt={row.confirmed_at}
          />
        ) : (
          <FormNotFound title={notFoundTitle[kind]}>
            {`No ${kind} has the address ${paths[kind].href(slug)}. It may have been renamed or deleted.`}
          </FormNotFound>
        )
      }
    </LoadedScreen>
  )
}

function AddFromApplication<TInput extends FieldValues, TOutput, TTable extends ListingTable>({
  listing: { kind },
  Form,
  empty,
  fromApplication,
  markListed,
  id,
}: ListingFormRouteProps<TInput, TOutput, TTable> & { id: number }) {
  const load = useAdminLoad(() => fromApplication(id))
  return (
    <LoadedScreen
      title={`Add ${capitalised(kind)}`}
      load={load}
      failedMessage={`Could not load application ${id}. Check your connection and try again.`}
      failedAction={
        <Link
          to={paths[kind === 'teacher' ? 'adminTeacherNew' : 'adminStudioNew'].href()}
          className={buttonClasses('outline', 'sm')}
        >
          Start with an empty form instead
        </Link>
      }
    >
      {(prefill) =>
        prefill ? (
          <>
            <PrefillNote prefill={prefill} />
            <Form
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
            <Form initialValues={empty} />
          </>
        )
      }
    </LoadedScreen>
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

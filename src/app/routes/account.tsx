import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useRevalidator } from 'react-router'
import { currentSession } from '../../features/auth/api/current-session.ts'
import { readSignInLink } from '../../features/auth/api/sign-in-link.ts'
import { useSession } from '../../features/auth/use-session.ts'
import { confirmMyListing } from '../../features/listings/api/confirm-my-listing.ts'
import { DatabaseRefusal } from '../../features/listings/api/database-refusal.ts'
import { loadOwnedListing } from '../../features/listings/api/load-owned-listing.ts'
import { myListingDetails, type OwnerListingDetails } from '../../features/listings/api/my-listing-details.ts'
import { myListings, mySignInAddress, type OwnedListing } from '../../features/listings/api/my-listings.ts'
import { updateMyListing } from '../../features/listings/api/update-my-listing.ts'
import { ownerImageUpload } from '../../features/listings/api/upload-owner-image.ts'
import {
  ListingChoice,
  NoListing,
  OwnerPageHeading,
  SignedOut,
  LISTING_PARAM,
  listingKey,
} from '../../features/listings/components/owner-account-states.tsx'
import {
  OwnerListingSummary,
  type OwnerConfirmAnswer,
} from '../../features/listings/components/owner-listing-summary.tsx'
import type { OwnerChanges } from '../../features/listings/owner-changes.ts'
import type { OwnerSaveAnswer } from '../../features/listings/use-owner-listing-form.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { LoadError } from '../../components/ui/load-status.tsx'
import { answerChange, useRouteAction } from '../../components/admin/use-route-action.ts'
import { messageOf } from '../../lib/error-message.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import type { Tables } from '../../types/database.types.ts'
import type { Route } from './+types/account.ts'

// The form is for a signed-in owner with a listing; whoever comes signed out, or without a
// listing, never loads it (nor the listing form kit and image tools it brings).
const OwnerTeacherForm = lazy(() =>
  import('../../features/teachers/components/owner-teacher-form.tsx').then((module) => ({
    default: module.OwnerTeacherForm,
  })),
)
const OwnerStudioForm = lazy(() =>
  import('../../features/studios/components/owner-studio-form.tsx').then((module) => ({
    default: module.OwnerStudioForm,
  })),
)

type OwnedRow = { kind: 'teacher'; row: Tables<'teachers'> } | { kind: 'studio'; row: Tables<'studios'> }

export type AccountState =
  | { state: 'signed-out'; linkFailed: boolean }
  | { state: 'failed' }
  | { state: 'none'; email: string }
  /** Several listings and none chosen (or one asked for that is not theirs). */
  | { state: 'choose'; email: string; listings: OwnedListing[]; notYours: boolean }
  | {
      state: 'listing'
      email: string
      userId: string
      listing: OwnedListing
      others: OwnedListing[]
      owned: OwnedRow
      details: OwnerListingDetails
    }

/**
 * The owner's listing, read in the browser only: a mailed sign-in link lands here with the session
 * in the fragment. Signed out: the sign-in form. Signed in: the listings the database says are
 * theirs (public.my_listings), and the one chosen with its owner details.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<AccountState> {
  const link = await readSignInLink(window.location.hash)
  const session = await currentSession()
  if (!session) return { state: 'signed-out', linkFailed: link === 'failed' }
  const { signal } = request
  try {
    const [listings, address] = await Promise.all([myListings(signal), mySignInAddress(signal)])
    const email = address ?? session.user.email ?? ''
    if (listings.length === 0) return { state: 'none', email }
    const wanted = new URL(request.url).searchParams.get(LISTING_PARAM)
    const listing = wanted
      ? listings.find((owned) => listingKey(owned) === wanted || owned.id === wanted)
      : listings.length === 1
        ? listings[0]
        : undefined
    if (!listing) return { state: 'choose', email, listings, notYours: wanted !== null }
    const [row, details] = await Promise.all([
      loadOwnedListing(listing.kind === 'teacher' ? 'teachers' : 'studios', listing.id, signal),
      myListingDetails(listing.kind, listing.id, signal),
    ])
    if (!row) return { state: 'choose', email, listings, notYours: true }
    const owned = { kind: listing.kind, row } as OwnedRow
    return {
      state: 'listing',
      email,
      userId: session.user.id,
      listing,
      others: listings.filter((other) => other.id !== listing.id),
      owned,
      details,
    }
  } catch (error) {
    // A superseded load: the router drops its answer.
    if (signal.aborted) throw error
    console.warn('Loading the owner page failed:', error)
    return { state: 'failed' }
  }
}

export function HydrateFallback() {
  return (
    <AccountPage>
      <p role="status" className="py-16 text-center text-gray-700">
        Loading....
      </p>
    </AccountPage>
  )
}

/** What the page asks of its action: save the owner's changes, or confirm the details. */
type AccountChange =
  | { intent: 'save'; kind: OwnedListing['kind']; id: string; changes: string; loadedUpdatedAt: string }
  | { intent: 'confirm'; kind: OwnedListing['kind']; id: string }

type ConfirmAnswer = OwnerConfirmAnswer

const refusalOf = (error: unknown): { ok: false; status: number; message: string } => ({
  ok: false,
  status: error instanceof DatabaseRefusal ? error.status : 0,
  message: messageOf(error),
})

/** Writes through the owner functions; React Router then loads the page again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return answerChange(request, async (change: AccountChange): Promise<OwnerSaveAnswer | ConfirmAnswer> => {
    try {
      if (change.intent === 'confirm') {
        return { ok: true, confirmedAt: await confirmMyListing(change.kind, change.id) }
      }
      const changes = JSON.parse(change.changes) as OwnerChanges
      return {
        ok: true,
        updatedAt: await updateMyListing(change.kind, change.id, changes, change.loadedUpdatedAt),
      }
    } catch (error) {
      if (!(error instanceof DatabaseRefusal)) console.warn(`Owner ${change.intent} failed:`, error)
      return refusalOf(error)
    }
  })
}

function AccountPage({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Seo
        title={`Your listing | ${site.name}`}
        description="Keep your listing in the directory up to date."
        canonicalPath={paths.account.href()}
        noindex
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">{children}</div>
    </>
  )
}

function OwnerListing({ state }: { state: Extract<AccountState, { state: 'listing' }> }) {
  const { listing, owned, details, userId } = state
  const upload = useMemo(() => ownerImageUpload(userId), [userId])
  const { run } = useRouteAction<AccountChange, OwnerSaveAnswer | ConfirmAnswer>()
  const save = (changes: OwnerChanges, loadedUpdatedAt: string) =>
    run({
      intent: 'save',
      kind: listing.kind,
      id: listing.id,
      changes: JSON.stringify(changes),
      loadedUpdatedAt,
    }) as Promise<OwnerSaveAnswer>
  const confirm = () =>
    run({ intent: 'confirm', kind: listing.kind, id: listing.id }) as Promise<ConfirmAnswer>
  return (
    <>
      <OwnerPageHeading>{listing.name}</OwnerPageHeading>
      <p className="mt-2 text-gray-700">{`Signed in as ${state.email}.`}</p>
      <OwnerListingSummary listing={listing} details={details} onConfirm={confirm} />
      <div className="mt-10">
        <Suspense fallback={<p className="text-gray-700">Loading the form...</p>}>
          {owned.kind === 'teacher' ? (
            <OwnerTeacherForm
              key={listing.id}
              row={owned.row}
              details={details}
              upload={upload}
              save={save}
            />
          ) : (
            <OwnerStudioForm key={listing.id} row={owned.row} details={details} upload={upload} save={save} />
          )}
        </Suspense>
      </div>
      {state.others.length > 0 && (
        <section aria-labelledby="other-listings" className="mt-12">
          <h2 id="other-listings" className="text-lg font-semibold text-gray-900">
            Your other listings
          </h2>
          <ListingChoice listings={state.others} />
        </section>
      )}
    </>
  )
}

/**
 * /account (docs/product.md "Owners keep their own listing"): a teacher's or studio's own listing,
 * reached by a mailed sign-in link. Owners change what is theirs to change; the name, the page
 * address and what an admin checked stay with the admins.
 */
export default function AccountRoute({ loaderData: state }: Route.ComponentProps) {
  const { followStoredSession } = useSession()
  const { revalidate } = useRevalidator()
  const signedIn = state.state !== 'signed-out'
  // A sign-in link stored the session without the header knowing: follow it.
  useEffect(() => {
    if (signedIn) followStoredSession()
  }, [signedIn, followStoredSession])

  switch (state.state) {
    case 'signed-out':
      return (
        <AccountPage>
          <SignedOut linkFailed={state.linkFailed} />
        </AccountPage>
      )
    case 'failed':
      return (
        <AccountPage>
          <OwnerPageHeading />
          <div className="mt-6">
            <LoadError
              message="Could not load your listing. Check your connection and try again."
              onRetry={() => void revalidate()}
            />
          </div>
        </AccountPage>
      )
    case 'none':
      return (
        <AccountPage>
          <NoListing email={state.email} />
        </AccountPage>
      )
    case 'choose':
      return (
        <AccountPage>
          <OwnerPageHeading>Your listings</OwnerPageHeading>
          {state.notYours && (
            <p role="alert" className="mt-4 text-gray-900">
              {`That listing is not linked to ${state.email}. Choose one of yours:`}
            </p>
          )}
          <ListingChoice listings={state.listings} />
        </AccountPage>
      )
    case 'listing':
      return (
        <AccountPage>
          <OwnerListing state={state} />
        </AccountPage>
      )
  }
}

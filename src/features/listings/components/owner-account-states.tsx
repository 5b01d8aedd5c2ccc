import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.ts'
import type { OwnedListing } from '../api/my-listings.ts'
import { OwnerLinkForm } from './owner-link-form.tsx'

/** The states of /account around the owner's form: signed out, no listing, several to choose. */

/** The query parameter that picks one of several listings: `<kind>/<slug>` or the listing's id. */
export const LISTING_PARAM = 'listing'

export const listingKey = (listing: Pick<OwnedListing, 'kind' | 'slug'>) => `${listing.kind}/${listing.slug}`

/** The page's h1: 'Your listing', or the listing's name. */
export function OwnerPageHeading({ children = 'Your listing' }: { children?: ReactNode }) {
  return <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{children}</h1>
}

/** Signed out: what the page is for, and the sign-in form for any listing of an address. */
export function SignedOut({ linkFailed }: { linkFailed: boolean }) {
  return (
    <>
      <OwnerPageHeading />
      {linkFailed && (
        <p role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          This sign-in link has expired or has already been used. Links work once, within an hour. Ask for a
          new one below.
        </p>
      )}
      <p className="mt-4 text-gray-700">
        Teachers and studios keep their own listing up to date here: your description, photos, styles, hours
        and links. Sign in with the address that receives your listing&apos;s messages; we email it a link, so
        there is no password to remember.
      </p>
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <OwnerLinkForm listing={null} />
      </div>
    </>
  )
}

/** An address that keeps no listing: says so, and how a listing becomes yours. */
export function NoListing({ email }: { email: string }) {
  return (
    <>
      <OwnerPageHeading />
      <p className="mt-4 text-gray-900">{`No listing is linked to ${email}.`}</p>
      <HowToClaim />
    </>
  )
}

function HowToClaim() {
  return (
    <p className="mt-4 text-gray-700">
      A listing is yours when its messages go to the address you signed in with. Open your profile, press
      &apos;Manage this listing&apos; and enter the address that receives its messages; if that address is not
      yours any more,{' '}
      <Link to={paths.contact.href()} className="font-medium text-brand-800 underline">
        write to us
      </Link>
      .
    </p>
  )
}

/** The owner's listings, each a link to its own /account page. */
export function ListingChoice({ listings }: { listings: OwnedListing[] }) {
  return (
    <ul className="mt-4 space-y-2">
      {listings.map((listing) => (
        <li key={listing.id}>
          <Link
            to={paths.account.href({ [LISTING_PARAM]: listingKey(listing) })}
            className="font-medium text-brand-800 underline"
          >
            {`${listing.name} (${listing.kind})`}
          </Link>
        </li>
      ))}
    </ul>
  )
}

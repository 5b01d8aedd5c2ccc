import { useLocation } from 'react-router'
import { confirmListingLink } from '../../features/listings/api/confirm-listing-link.ts'
import { refusedWith } from '../../features/listings/api/database-refusal.ts'
import {
  ListingLinkOutcome,
  type ListingLinkUse,
} from '../../features/listings/components/listing-link-outcome.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { linkTokenFromHash } from '../../lib/status-token.ts'
import { postedToken, useTokenSentOnce } from '../../lib/use-token-sent-once.ts'
import type { Route } from './+types/listing-confirm.ts'

/**
 * Uses the one-use link whose token the page's fetcher posts: a write (the database sets the
 * confirmed date, or hands messages to a new address, once), so it is an action. The token lives
 * in the link's fragment, which no request carries; it reaches the database in a POST body.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ListingLinkUse> {
  const token = await postedToken(request)
  if (typeof token !== 'string' || linkTokenFromHash(token) === null) {
    return { state: 'done', answer: { outcome: 'unknown' } }
  }
  try {
    return { state: 'done', answer: await confirmListingLink(token, request.signal) }
  } catch (error) {
    if (request.signal.aborted) throw error
    if (refusedWith(error, 429)) return { state: 'failed', message: error.message }
    console.warn('Could not confirm the listing link:', error)
    return { state: 'failed' }
  }
}

/** The use of one token, sent once when the page opens; 'Try again' after a failure sends it again. */
function LinkUseOf({ token }: { token: string | null }) {
  const { answer, send } = useTokenSentOnce<typeof clientAction>(token, paths.listingConfirm.href())
  const use: ListingLinkUse = !token
    ? { state: 'done', answer: { outcome: 'unknown' } }
    : (answer ?? { state: 'confirming' })
  return <ListingLinkOutcome use={use} onRetry={send} />
}

/**
 * Where an owner's mails lead, `/listing/confirm#<token>` (docs/product.md "Owners keep their own
 * listing"): 'Yes, still correct' from a reminder, or the confirmation of a new inquiry address.
 * Rendered in the browser only: the token is in the fragment, which never reaches a server.
 */
export default function ListingConfirmRoute() {
  const { hash } = useLocation()
  const token = linkTokenFromHash(hash)
  return (
    <>
      <Seo
        title={`Your listing | ${site.name}`}
        description="The confirmation of your listing's details or of its new inquiry address."
        canonicalPath={paths.listingConfirm.href()}
        noindex
      />
      {/* No Referer carries a fragment; this keeps even the page's address from the sites it links to. */}
      <meta name="referrer" content="no-referrer" />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Your listing</h1>
        {/* A new token starts afresh, with its own fetcher. */}
        <LinkUseOf key={token ?? ''} token={token} />
      </div>
    </>
  )
}

import { useLocation } from 'react-router'
import {
  confirmListingMessage,
  TooManyConfirmationsError,
} from '../../features/messages/api/confirm-listing-message.ts'
import {
  ConfirmOutcomeView,
  type Confirmation,
} from '../../features/messages/components/confirm-outcome-view.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { isStatusToken, statusTokenFromHash } from '../../lib/status-token.ts'
import { postedToken, useTokenSentOnce } from '../../lib/use-token-sent-once.ts'
import type { Route } from './+types/message-confirm.ts'

/**
 * Confirms the message whose token the page's fetcher posts: the one write this page makes, so it
 * is an action (a POST to the database, which delivers the message once). The token lives in the
 * link's fragment, which no request carries; the fetcher hands it over in the form data, and it
 * reaches the database in a POST body. Message tokens have the format of the application status
 * tokens (src/lib/status-token.ts): anything else is unknown without asking.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<Confirmation> {
  const token = await postedToken(request)
  if (!isStatusToken(token)) return { state: 'done', answer: { outcome: 'unknown' } }
  try {
    return { state: 'done', answer: await confirmListingMessage(token, request.signal) }
  } catch (error) {
    if (request.signal.aborted) throw error
    if (error instanceof TooManyConfirmationsError) return { state: 'failed', message: error.message }
    console.warn('Could not confirm the message:', error)
    return { state: 'failed' }
  }
}

/**
 * The confirmation of one token, sent once when the page opens (a second send would find the
 * message already delivered); 'Try again' after a failed request sends it again.
 */
function ConfirmationOf({ token }: { token: string | null }) {
  const { answer, send } = useTokenSentOnce<typeof clientAction>(token, paths.messageConfirm.href())
  const confirmation: Confirmation = !token
    ? { state: 'done', answer: { outcome: 'unknown' } }
    : (answer ?? { state: 'confirming' })
  return <ConfirmOutcomeView confirmation={confirmation} onRetry={send} />
}

/**
 * Where a student's confirmation mail leads, `/message/confirm#<token>` (docs/product.md §2
 * "Messages to teachers and studios"). Rendered in the browser only: the token is in the
 * fragment, which never reaches a server.
 */
export default function MessageConfirmRoute() {
  const { hash } = useLocation()
  const token = statusTokenFromHash(hash)

  return (
    <>
      <Seo
        title={`Your message | ${site.name}`}
        description="The confirmation of your message to a teacher or studio."
        canonicalPath={paths.messageConfirm.href()}
        noindex
      />
      {/* No Referer carries a fragment; this keeps even the page's address from the sites it links to. */}
      <meta name="referrer" content="no-referrer" />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Your message</h1>
        {/* A new token starts afresh, with its own fetcher. */}
        <ConfirmationOf key={token ?? ''} token={token} />
      </div>
    </>
  )
}

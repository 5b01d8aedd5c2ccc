import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { Seo } from '../../features/seo/seo.tsx'
import { getApplicationStatus } from '../../features/submissions/api/get-application-status.ts'
import {
  ApplicationStatusView,
  type StatusLookup,
} from '../../features/submissions/components/application-status-view.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { isStatusToken, statusTokenFromHash } from '../../lib/status-token.ts'
import type { Route } from './+types/application-status.ts'

/** Where the page's fetcher puts the token for the clientLoader below. */
const TOKEN_PARAM = 'token'

/**
 * The status for the token the page's fetcher passes as `?token=`, or null on a navigation to the
 * page (which asks for nothing). The token lives in the link's fragment, which React Router leaves
 * out of a loader's request and which a navigation changes only after its loaders ran; the
 * fetcher's URL carries it instead. That URL never leaves the browser: the site has no server,
 * and the token goes to the database in a POST body.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<StatusLookup | null> {
  const token = new URL(request.url).searchParams.get(TOKEN_PARAM)
  if (!isStatusToken(token)) return null
  try {
    const application = await getApplicationStatus(token, request.signal)
    return application ? { state: 'found', application } : { state: 'not-found' }
  } catch (error) {
    if (request.signal.aborted) throw error
    console.warn('Could not load the application status:', error)
    return { state: 'failed' }
  }
}

/**
 * The answer for one token; 'Try again' after a failed request asks again. No token (missing or
 * malformed) is not found at once, without asking the database.
 */
function StatusOf({ token }: { token: string | null }) {
  const status = useFetcher<typeof clientLoader>()
  const { load } = status
  const href = token && `${paths.applicationStatus.href()}?${new URLSearchParams({ [TOKEN_PARAM]: token })}`
  useEffect(() => {
    if (href) void load(href)
  }, [load, href])
  const lookup: StatusLookup = !href
    ? { state: 'not-found' }
    : status.state === 'idle' && status.data
      ? status.data
      : { state: 'loading' }
  const retry = () => {
    if (href) void load(href)
  }
  return <ApplicationStatusView lookup={lookup} onRetry={retry} />
}

/**
 * The applicant's private status page, `/application-status#<token>`
 * (docs/decisions/0010-applicant-status-link.md). Rendered in the browser only: the token is in
 * the fragment, which never reaches a server.
 */
export default function ApplicationStatusRoute() {
  const { hash } = useLocation()
  const token = statusTokenFromHash(hash)

  return (
    <>
      <Seo
        title={`Your application | ${site.name}`}
        description="Where your application to the directory stands."
        canonicalPath={paths.applicationStatus.href()}
        noindex
      />
      {/* No Referer carries a fragment; this keeps even the page's address from the sites it links to. */}
      <meta name="referrer" content="no-referrer" />
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
        <h1 className="mb-8 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Your application</h1>
        {/* A new token starts afresh (no answer of the previous one shows while it loads). */}
        <StatusOf key={token ?? ''} token={token} />
      </div>
    </>
  )
}

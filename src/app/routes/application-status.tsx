import { useLocation } from 'react-router'
import { Seo } from '../../features/seo/seo.tsx'
import { ApplicationStatusView } from '../../features/submissions/components/application-status-view.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import { statusTokenFromHash } from '../../lib/status-token.ts'

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
        <ApplicationStatusView key={token ?? ''} token={token} />
      </div>
    </>
  )
}

import { useId, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { paths } from '../../../lib/paths.ts'
import { absoluteUrl } from '../../../lib/site.ts'

export const statusLinkTexts = {
  heading: 'Your private status link',
  explanation:
    'Keep this private link to see where your application stands. Anyone who has it can see the status, so do not share it.',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'The link could not be copied: select it and copy it yourself.',
} as const

/** The applicant's private link to /application-status, shown once an application is sent. */
export function StatusLink({ token }: { token: string }) {
  const headingId = useId()
  const [notice, setNotice] = useState('')
  const href = paths.applicationStatus.href(token)
  // This page's own origin rather than VITE_SITE_URL: the status can be read only where the
  // application was sent. Rendered in the browser only (/thank-you is never prerendered).
  const url = absoluteUrl(href, window.location.origin)

  async function copy() {
    // Emptied first, so a second copy is announced again.
    setNotice('')
    try {
      await navigator.clipboard.writeText(url)
      setNotice(statusLinkTexts.copied)
    } catch {
      // No clipboard (a page not served over HTTPS) or the browser refused.
      setNotice(statusLinkTexts.copyFailed)
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-gray-200 bg-white p-6 text-left shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {statusLinkTexts.heading}
      </h2>
      <p className="mt-2 text-gray-700">{statusLinkTexts.explanation}</p>
      <p className="mt-4 rounded-md bg-gray-50 p-3 font-mono text-sm break-all">
        <Link to={href} className="text-brand-800 underline">
          {url}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={copy} className={buttonClasses('outline')}>
          {statusLinkTexts.copy}
        </button>
        <p role="status" className="text-sm text-gray-700">
          {notice}
        </p>
      </div>
    </section>
  )
}

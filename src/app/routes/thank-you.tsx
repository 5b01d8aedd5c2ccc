import { Link, useLocation } from 'react-router'
import { readStatusToken, readThankYouState } from '../../components/thank-you-state.ts'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { StatusLink } from '../../features/submissions/components/status-link.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

export default function ThankYouRoute() {
  const { state } = useLocation()
  const { title, message, details } = readThankYouState(state)
  // An application's private link; the location state keeps it across a reload of this page.
  const statusToken = readStatusToken(state)

  return (
    <>
      <Seo
        title={`${title} | ${site.name}`}
        description="Your submission has been received."
        canonicalPath={paths.thankYou.href()}
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <div
          aria-hidden="true"
          className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-800"
        >
          ✓
        </div>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-gray-700">{message}</p>
        <p className="mt-2 text-gray-600">{details}</p>
        {statusToken && <StatusLink token={statusToken} />}
        <nav aria-label="Continue" className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home.href()} className={buttonClasses('primary')}>
            Back to Homepage
          </Link>
          <Link to={paths.teachers.href()} className={buttonClasses('outline')}>
            Browse Teachers
          </Link>
          <Link to={paths.studios.href()} className={buttonClasses('outline')}>
            Browse Studios
          </Link>
        </nav>
      </div>
    </>
  )
}

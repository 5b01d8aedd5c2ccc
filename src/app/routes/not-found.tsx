import { Link } from 'react-router'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

export default function NotFoundRoute() {
  return (
    <>
      <Seo
        title={`Page Not Found | ${site.name}`}
        description="The page you are looking for does not exist or has moved."
        noindex
      />
      <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Page not found</h1>
        <p className="mt-4 text-gray-600">
          The page you are looking for does not exist or has moved. Check the address, or start again from the
          homepage.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={paths.home.href()} className={buttonClasses('primary')}>
            Go to the homepage
          </Link>
          <Link to={paths.teachers.href()} className={buttonClasses('outline')}>
            Browse Teachers
          </Link>
        </div>
      </div>
    </>
  )
}

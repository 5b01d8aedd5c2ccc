import { Link } from 'react-router'
import { landingHeading, type LandingPageCount, type PopularLandingPages } from '../../lib/landing-paths.ts'

/** Links to landing pages under a heading, each with its number of listings. */
export function LandingLinkList({
  title,
  pages,
  className,
  headingClassName = 'text-lg font-semibold text-gray-900',
}: {
  title: string
  pages: readonly LandingPageCount[]
  className?: string
  headingClassName?: string
}) {
  if (pages.length === 0) return null
  return (
    <section className={className} aria-label={title}>
      <h2 className={headingClassName}>{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {pages.map(({ page, path, count }) => (
          <li key={path}>
            <Link to={path} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {landingHeading(page)}
            </Link>{' '}
            <span className="text-gray-500">({count})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** A directory's links to its biggest landing pages, in the prerendered HTML for crawlers. */
export function PopularLandingLinks({ popular }: { popular: PopularLandingPages | undefined }) {
  if (!popular || (popular.places.length === 0 && popular.styles.length === 0)) return null
  return (
    <div className="mt-12 grid gap-8 border-t border-gray-200 pt-8 md:grid-cols-2">
      <LandingLinkList title="Popular places" pages={popular.places} />
      <LandingLinkList title="Popular styles" pages={popular.styles} />
    </div>
  )
}

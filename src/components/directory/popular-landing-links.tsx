import { Link } from 'react-router'
import { landingHeading, type LandingPageCount, type PopularLandingPages } from '../../lib/landing-paths.ts'

function LinkList({ title, pages }: { title: string; pages: readonly LandingPageCount[] }) {
  if (pages.length === 0) return null
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
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
      <LinkList title="Popular places" pages={popular.places} />
      <LinkList title="Popular styles" pages={popular.styles} />
    </div>
  )
}

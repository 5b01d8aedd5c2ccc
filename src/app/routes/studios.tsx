import { DirectoryBrowser } from '../../components/directory/directory-browser.tsx'
import { StudioCard } from '../../components/directory/studio-card.tsx'
import { loadDirectoryAtBuild, loadDirectoryInBrowser } from '../../components/directory/directory-data.ts'
import { PopularLandingLinks } from '../../components/directory/popular-landing-links.tsx'
import { firstScreenful } from '../../components/directory/result-page.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { searchStudios } from '../../features/studios/api/search-studios.ts'
import { FeatureYourStudioBanner } from '../../features/studios/components/feature-your-studio-banner.tsx'
import { StudioFilterPanel } from '../../features/studios/components/studio-filter-panel.tsx'
import { studioFilterCodec } from '../../features/studios/studio-filters.ts'
import { readStudioListCache, writeStudioListCache } from '../../features/studios/studio-list-cache.ts'
import { directoryCanonicalPath } from '../../lib/landing-paths.ts'
import { site } from '../../lib/site.ts'
import { popularLandingPagesFromBuild } from '../landing/popular-from-build.ts'
import { readPopularLandingPages } from '../landing/popular-landing-pages.ts'
import type { Route } from './+types/studios.ts'

const source = { filters: studioFilterCodec, search: searchStudios }

/**
 * At build time: the unfiltered first page, and the links to the biggest landing pages, in the
 * prerendered HTML.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [directory, popular] = await Promise.all([
    loadDirectoryAtBuild(source, request),
    readPopularLandingPages('studios', request.signal),
  ])
  return { ...directory, popular }
}

/**
 * In the browser: the current results (src/components/directory/directory-data.ts). When the read
 * fails and the build has no copy for these filters, the unfiltered first page kept in local
 * storage (the spec's `studios` key) is shown.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [directory, popular] = await Promise.all([
    loadDirectoryInBrowser(source, request, serverLoader, {
      onLoaded: (data, unfiltered) => {
        if (unfiltered && data.page) writeStudioListCache(data.page)
      },
      lastResort: (unfiltered) => (unfiltered ? readStudioListCache() : null),
    }),
    popularLandingPagesFromBuild('studios', serverLoader),
  ])
  return { ...directory, popular }
}
clientLoader.hydrate = true as const

/** /studios: the studio directory; every filter lives in the query string. */
export default function StudiosRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="w-full">
      <Seo
        title={`Find a Yoga Studio | ${site.name}`}
        description="Discover yoga studios around the world: filter by country, city, studio type, practices and amenities, and contact studios directly."
        keywords={['yoga studios', 'yoga studio directory', 'hot yoga studio', 'yoga classes near me']}
        canonicalPath={directoryCanonicalPath(
          'studios',
          studioFilterCodec.toSearch(loaderData.filters),
          loaderData.page?.total ?? null,
        )}
      />
      <section className="bg-gradient-to-b from-brand-50 to-transparent">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Find a Yoga Studio</h1>
          <p className="mt-3 max-w-2xl text-lg text-gray-600">
            Explore studios around the world, in person, online or both, and get in touch with them directly.
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <DirectoryBrowser
          data={loaderData}
          source={source}
          FilterPanel={StudioFilterPanel}
          noun={{ singular: 'studio', plural: 'studios' }}
          empty={{
            title: 'No Studios Found',
            hint: 'Try adjusting your filters or clearing them to see more studios.',
          }}
          renderItem={(studio, index) => <StudioCard studio={studio} imageLoading={firstScreenful(index)} />}
        />
        <PopularLandingLinks popular={loaderData.popular} />
        <FeatureYourStudioBanner />
      </div>
    </div>
  )
}

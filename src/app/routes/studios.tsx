import { useRevalidator } from 'react-router'
import { DirectoryResults } from '../../components/directory/directory-result-list.tsx'
import { FilterDrawer } from '../../components/directory/filter-drawer.tsx'
import { StudioCard } from '../../components/directory/studio-card.tsx'
import {
  directoryStatus,
  loadDirectoryAtBuild,
  loadDirectoryInBrowser,
  type DirectorySource,
} from '../../components/directory/directory-data.ts'
import { firstScreenful } from '../../components/directory/result-page.ts'
import { useCountries } from '../../components/directory/use-countries.ts'
import { useDirectoryFilters } from '../../components/directory/use-directory-filters.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { searchStudios, type StudioCardRow } from '../../features/studios/api/search-studios.ts'
import { FeatureYourStudioBanner } from '../../features/studios/components/feature-your-studio-banner.tsx'
import { StudioFilterPanel } from '../../features/studios/components/studio-filter-panel.tsx'
import {
  emptyStudioFilters,
  hasActiveStudioFilters,
  studioFiltersFromSearch,
  studioFiltersToSearch,
  type StudioFilters,
} from '../../features/studios/studio-filters.ts'
import { readStudioListCache, writeStudioListCache } from '../../features/studios/studio-list-cache.ts'
import { paths } from '../../lib/paths.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { site } from '../../lib/site.ts'
import type { Route } from './+types/studios.ts'

function activeFilterCount(filters: StudioFilters): number {
  return (
    (filters.country ? 1 : 0) +
    (filters.city ? 1 : 0) +
    (filters.type ? 1 : 0) +
    filters.practices.length +
    filters.amenities.length
  )
}

const codec = { fromSearch: studioFiltersFromSearch, toSearch: studioFiltersToSearch }

const source: DirectorySource<StudioFilters, StudioCardRow> = {
  codec,
  search: searchStudios,
}

/** At build time: the unfiltered first page, in the prerendered HTML. */
export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryAtBuild(source, request)
}

/**
 * In the browser: the current results (src/components/directory/directory-data.ts). When the read
 * fails and the build has no copy for these filters, the unfiltered first page kept in local
 * storage (the spec's `studios` key) is shown.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadDirectoryInBrowser(source, request, serverLoader, {
    onLoaded: (data, unfiltered) => {
      if (unfiltered && data.page) writeStudioListCache(data.page)
    },
    lastResort: (unfiltered) => (unfiltered ? readStudioListCache() : null),
  })
}
clientLoader.hydrate = true as const

/** /studios: the studio directory; every filter lives in the query string. */
export default function StudiosRoute({ loaderData }: Route.ComponentProps) {
  const countries = useCountries()
  const revalidator = useRevalidator()
  const { filters, go, loading, stale, nextPageHref } = useDirectoryFilters(loaderData.filters, codec)
  const page = loaderData.page
  const hydrated = useHydrated()
  const status = directoryStatus(loaderData, {
    loading: loading || revalidator.state === 'loading',
    hydrated,
  })

  const changeFilters = (patch: Partial<Omit<StudioFilters, 'page'>>) => go({ ...filters, ...patch, page: 1 })
  const filtered = hasActiveStudioFilters(filters)
  const clearFilters = () => go(emptyStudioFilters)
  const total = page?.total ?? 0

  const results = (
    <DirectoryResults
      status={status}
      error={loaderData.error ? new Error(loaderData.error) : null}
      page={page}
      stale={stale}
      noun={{ singular: 'studio', plural: 'studios' }}
      empty={{
        title: 'No Studios Found',
        hint: 'Try adjusting your filters or clearing them to see more studios.',
      }}
      onClear={filtered ? clearFilters : undefined}
      onRetry={() => void revalidator.revalidate()}
      nextPageHref={nextPageHref}
      renderItem={(studio, index) => <StudioCard studio={studio} imageLoading={firstScreenful(index)} />}
    />
  )

  return (
    <div className="w-full">
      <Seo
        title={`Find a Yoga Studio | ${site.name}`}
        description="Discover yoga studios around the world: filter by country, city, studio type, practices and amenities, and contact studios directly."
        keywords={['yoga studios', 'yoga studio directory', 'hot yoga studio', 'yoga classes near me']}
        canonicalPath={paths.studios.href()}
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
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <div className="mb-6 lg:mb-0">
            <FilterDrawer
              activeCount={activeFilterCount(filters)}
              resultsLabel={
                page && status !== 'loading'
                  ? `Show ${total} ${total === 1 ? 'studio' : 'studios'}`
                  : 'Show results'
              }
            >
              <StudioFilterPanel
                filters={filters}
                countries={countries}
                onChange={changeFilters}
                onClear={clearFilters}
                canClear={filtered}
              />
            </FilterDrawer>
          </div>
          <section aria-labelledby="results-heading">
            {/* Cards are h3: this keeps the heading levels in order below the page's h1. */}
            <h2 id="results-heading" className="sr-only">
              Results
            </h2>
            {results}
          </section>
        </div>
        <FeatureYourStudioBanner />
      </div>
    </div>
  )
}

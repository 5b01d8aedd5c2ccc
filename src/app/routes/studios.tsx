import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DirectoryResults } from '../../components/directory/directory-result-list.tsx'
import { FilterDrawer } from '../../components/directory/filter-drawer.tsx'
import { StudioCard } from '../../components/directory/studio-card.tsx'
import { useCountries } from '../../components/directory/use-countries.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { useStudioSearch } from '../../features/studios/api/search-studios.ts'
import { FeatureYourStudioBanner } from '../../features/studios/components/feature-your-studio-banner.tsx'
import { StudioFilterPanel } from '../../features/studios/components/studio-filter-panel.tsx'
import {
  emptyStudioFilters,
  hasActiveStudioFilters,
  studioFiltersFromSearch,
  studioFiltersToSearch,
  type StudioFilters,
} from '../../features/studios/studio-filters.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

/** The filters without the page count, as a comparable string. */
function filtersKey(filters: StudioFilters): string {
  return studioFiltersToSearch({ ...filters, page: 1 }).toString()
}

function activeFilterCount(filters: StudioFilters): number {
  return (
    (filters.country ? 1 : 0) +
    (filters.city ? 1 : 0) +
    (filters.type ? 1 : 0) +
    filters.practices.length +
    filters.amenities.length
  )
}

/** /studios: the studio directory; every filter lives in the query string. */
export default function StudiosRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const countries = useCountries(Boolean(searchParams.get('country')))
  const filters = useMemo(() => studioFiltersFromSearch(searchParams), [searchParams])
  const { status, page, pageKey, error, retry } = useStudioSearch(filters)

  const go = (next: StudioFilters) => {
    const nextSearch = studioFiltersToSearch(next)
    if (nextSearch.toString() === studioFiltersToSearch(filters).toString()) return
    setSearchParams(nextSearch, { preventScrollReset: true })
  }
  const changeFilters = (patch: Partial<Omit<StudioFilters, 'page'>>) => go({ ...filters, ...patch, page: 1 })
  const filtered = hasActiveStudioFilters(filters)
  const clearFilters = () => go(emptyStudioFilters)

  const loading = status === 'loading'
  // Showing more (or refreshing a cached list) keeps the cards as they are; new filters dim them.
  const sameFilters =
    pageKey !== null &&
    filtersKey(studioFiltersFromSearch(new URLSearchParams(pageKey))) === filtersKey(filters)
  const total = page?.total ?? 0

  const results = (
    <DirectoryResults
      status={status}
      error={error}
      page={page}
      stale={!sameFilters}
      noun={{ singular: 'studio', plural: 'studios' }}
      empty={{
        title: 'No Studios Found',
        hint: 'Try adjusting your filters or clearing them to see more studios.',
      }}
      onClear={filtered ? clearFilters : undefined}
      onRetry={retry}
      onShowMore={() => go({ ...filters, page: filters.page + 1 })}
      renderItem={(studio, index) => <StudioCard studio={studio} eager={index < 3} />}
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
                page && !loading ? `Show ${total} ${total === 1 ? 'studio' : 'studios'}` : 'Show results'
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
          <section aria-label="Results">{results}</section>
        </div>
        <FeatureYourStudioBanner />
      </div>
    </div>
  )
}

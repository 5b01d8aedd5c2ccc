import type { ComponentType, ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { directoryStatus, type DirectoryData, type DirectorySource } from './directory-data.ts'
import { DirectoryResults, secondaryButtonClass, type DirectoryResultsProps } from './directory-results.tsx'
import { totalText } from './result-page.ts'
import { FilterDrawer } from './filter-drawer.tsx'
import { useCountries } from './use-countries.ts'
import { countActiveFilters, useDirectoryFilters } from './use-directory-filters.ts'

/** What a directory's filter panel gets: the filters on screen and a way to change them. */
export interface FilterPanelProps<F extends { page: number }> {
  filters: F
  /** The country list; null until it has loaded (`useCountries`). */
  countries: readonly string[] | null
  onChange: (patch: Partial<Omit<F, 'page'>>) => void
}

/**
 * The body of a directory page (/teachers, /studios): the filter panel (a drawer on small
 * screens) beside the results. Every filter lives in the query string, so a link reproduces
 * the results; a new filter starts again from the first page.
 */
export function DirectoryBrowser<F extends { page: number }, T extends { id: string }>({
  data,
  source,
  FilterPanel,
  noun,
  empty,
  renderItem,
  className = '',
}: {
  /** The route's loader data. */
  data: DirectoryData<F, T>
  /** The directory the route's loaders read (its filters' URL form, here). */
  source: DirectorySource<F, T>
  FilterPanel: ComponentType<FilterPanelProps<F>>
  renderItem: (item: T, index: number) => ReactNode
  /** Spacing from what comes before. */
  className?: string
} & Pick<DirectoryResultsProps<T>, 'noun' | 'empty'>) {
  const countries = useCountries()
  const revalidator = useRevalidator()
  const { filters, go, loading, stale, nextPageHref } = useDirectoryFilters(data.filters, source.filters)
  const page = data.page
  const hydrated = useHydrated()
  const status = directoryStatus(data, { loading: loading || revalidator.state === 'loading', hydrated })

  const changeFilters = (patch: Partial<Omit<F, 'page'>>) => go({ ...filters, ...patch, page: 1 })
  const activeCount = countActiveFilters(filters)
  const filtered = activeCount > 0
  const clearFilters = () => go(source.filters.empty)
  const total = page?.total ?? 0

  return (
    <div
      className={`${className} lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10`.trim()}
    >
      <div className="mb-6 lg:mb-0">
        <FilterDrawer
          activeCount={activeCount}
          resultsLabel={
            page && status !== 'loading'
              ? `Show ${totalText(total)} ${total === 1 ? noun.singular : noun.plural}`
              : 'Show results'
          }
        >
          <FilterPanel filters={filters} countries={countries} onChange={changeFilters} />
          <button
            type="button"
            className={`${secondaryButtonClass} w-full`}
            onClick={clearFilters}
            disabled={!filtered}
          >
            Clear filters
          </button>
        </FilterDrawer>
      </div>
      <section aria-labelledby="results-heading">
        {/* Cards are h3: this keeps the heading levels in order below the page's h1. */}
        <h2 id="results-heading" className="sr-only">
          Results
        </h2>
        <DirectoryResults
          status={status}
          error={data.error ? new Error(data.error) : null}
          page={page}
          stale={stale}
          noun={noun}
          empty={empty}
          onClear={filtered ? clearFilters : undefined}
          onRetry={() => void revalidator.revalidate()}
          nextPageHref={nextPageHref}
          renderItem={renderItem}
        />
      </section>
    </div>
  )
}

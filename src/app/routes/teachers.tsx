import { useRevalidator } from 'react-router'
import { DirectoryResults } from '../../components/directory/directory-result-list.tsx'
import { FilterDrawer } from '../../components/directory/filter-drawer.tsx'
import { TeacherCard } from '../../components/directory/teacher-card.tsx'
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
import { searchTeachers, type TeacherCardRow } from '../../features/teachers/api/search-teachers.ts'
import { TeacherFilterPanel } from '../../features/teachers/components/teacher-filter-panel.tsx'
import {
  emptyTeacherFilters,
  hasActiveTeacherFilters,
  teacherFiltersFromSearch,
  teacherFiltersToSearch,
  type TeacherFilters,
} from '../../features/teachers/teacher-filters.ts'
import { paths } from '../../lib/paths.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { site } from '../../lib/site.ts'
import type { Route } from './+types/teachers.ts'

function activeFilterCount(filters: TeacherFilters): number {
  return (
    (filters.name ? 1 : 0) +
    (filters.country ? 1 : 0) +
    filters.specialties.length +
    (filters.experience ? 1 : 0) +
    filters.availability.length
  )
}

const codec = { fromSearch: teacherFiltersFromSearch, toSearch: teacherFiltersToSearch }

const source: DirectorySource<TeacherFilters, TeacherCardRow> = {
  codec,
  search: searchTeachers,
}

/** At build time: the unfiltered first page, in the prerendered HTML. */
export function loader({ request }: Route.LoaderArgs) {
  return loadDirectoryAtBuild(source, request)
}

/**
 * In the browser: the current results for the URL's filters, also right after the prerendered
 * page hydrates (a filtered link, or teachers added since the build).
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadDirectoryInBrowser(source, request, serverLoader)
}
clientLoader.hydrate = true as const

/** /teachers: every filter lives in the query string, so a link reproduces the results. */
export default function TeachersRoute({ loaderData }: Route.ComponentProps) {
  const countries = useCountries()
  const revalidator = useRevalidator()
  const { filters, go, loading, stale, nextPageHref } = useDirectoryFilters(loaderData.filters, codec)
  const page = loaderData.page
  const hydrated = useHydrated()
  const status = directoryStatus(loaderData, {
    loading: loading || revalidator.state === 'loading',
    hydrated,
  })

  // A new filter starts again from the first page.
  const changeFilters = (patch: Partial<Omit<TeacherFilters, 'page'>>) =>
    go({ ...filters, ...patch, page: 1 })
  const filtered = hasActiveTeacherFilters(filters)
  const clearFilters = () => go(emptyTeacherFilters)
  const total = page?.total ?? 0

  const results = (
    <DirectoryResults
      status={status}
      error={loaderData.error ? new Error(loaderData.error) : null}
      page={page}
      stale={stale}
      noun={{ singular: 'teacher', plural: 'teachers' }}
      empty={{
        title: 'No Teachers Found',
        hint: 'Try adjusting your search or filters to find more results.',
      }}
      onClear={filtered ? clearFilters : undefined}
      onRetry={() => void revalidator.revalidate()}
      nextPageHref={nextPageHref}
      renderItem={(teacher, index) => <TeacherCard teacher={teacher} imageLoading={firstScreenful(index)} />}
    />
  )

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Seo
        title={`Browse Yoga Teachers | ${site.name}`}
        description="Find certified yoga teachers by name, country, style, experience and availability: online or in person, one-on-one or in groups. No commission, ever."
        keywords={[
          'yoga teachers',
          'certified yoga instructors',
          'online yoga classes',
          'private yoga sessions',
        ]}
        canonicalPath={paths.teachers.href()}
      />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Browse Yoga Teachers</h1>
        <p className="mt-3 text-lg text-gray-600">
          Hand-picked, certified teachers. Filter by style, experience and how you want to practise, then
          connect with them directly.
        </p>
      </div>

      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <div className="mb-6 lg:mb-0">
          <FilterDrawer
            activeCount={activeFilterCount(filters)}
            resultsLabel={
              page && status !== 'loading'
                ? `Show ${total} ${total === 1 ? 'teacher' : 'teachers'}`
                : 'Show results'
            }
          >
            <TeacherFilterPanel
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
    </div>
  )
}

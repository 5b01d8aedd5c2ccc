import { useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DirectoryResults } from '../../components/directory/directory-result-list.tsx'
import { FilterDrawer } from '../../components/directory/filter-drawer.tsx'
import { TeacherCard } from '../../components/directory/teacher-card.tsx'
import { useCountries } from '../../components/directory/use-countries.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { useTeacherSearch } from '../../features/teachers/api/search-teachers.ts'
import { TeacherFilterPanel } from '../../features/teachers/components/teacher-filter-panel.tsx'
import {
  emptyTeacherFilters,
  hasActiveTeacherFilters,
  teacherFiltersFromSearch,
  teacherFiltersToSearch,
  type TeacherFilters,
} from '../../features/teachers/teacher-filters.ts'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'

/** The filters without the page count, as a comparable string. */
function filtersKey(filters: TeacherFilters): string {
  return teacherFiltersToSearch({ ...filters, page: 1 }).toString()
}

function activeFilterCount(filters: TeacherFilters): number {
  return (
    (filters.name ? 1 : 0) +
    (filters.country ? 1 : 0) +
    filters.specialties.length +
    (filters.experience ? 1 : 0) +
    filters.availability.length
  )
}

/** /teachers: every filter lives in the query string, so a link reproduces the results. */
export default function TeachersRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const countries = useCountries(Boolean(searchParams.get('country')))
  const filters = useMemo(() => teacherFiltersFromSearch(searchParams), [searchParams])
  const { status, page, pageKey, error, retry } = useTeacherSearch(filters)

  const go = (next: TeacherFilters) => {
    const nextSearch = teacherFiltersToSearch(next)
    if (nextSearch.toString() === teacherFiltersToSearch(filters).toString()) return
    setSearchParams(nextSearch, { preventScrollReset: true })
  }
  // A new filter starts again from the first page.
  const changeFilters = (patch: Partial<Omit<TeacherFilters, 'page'>>) =>
    go({ ...filters, ...patch, page: 1 })
  const filtered = hasActiveTeacherFilters(filters)
  const clearFilters = () => go(emptyTeacherFilters)

  const loading = status === 'loading'
  // Showing more (or refreshing a cached list) keeps the cards as they are; new filters dim them.
  const sameFilters =
    pageKey !== null &&
    filtersKey(teacherFiltersFromSearch(new URLSearchParams(pageKey))) === filtersKey(filters)
  const total = page?.total ?? 0

  const results = (
    <DirectoryResults
      status={status}
      error={error}
      page={page}
      stale={!sameFilters}
      noun={{ singular: 'teacher', plural: 'teachers' }}
      empty={{
        title: 'No Teachers Found',
        hint: 'Try adjusting your search or filters to find more results.',
      }}
      onClear={filtered ? clearFilters : undefined}
      onRetry={retry}
      onShowMore={() => go({ ...filters, page: filters.page + 1 })}
      renderItem={(teacher, index) => <TeacherCard teacher={teacher} eager={index < 3} />}
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
              page && !loading ? `Show ${total} ${total === 1 ? 'teacher' : 'teachers'}` : 'Show results'
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
        <section aria-label="Results">{results}</section>
      </div>
    </div>
  )
}

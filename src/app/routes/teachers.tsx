import { DirectoryBrowser } from '../../components/directory/directory-browser.tsx'
import { TeacherCard } from '../../components/directory/teacher-card.tsx'
import { loadDirectoryAtBuild, loadDirectoryInBrowser } from '../../components/directory/directory-data.ts'
import { PopularLandingLinks } from '../../components/directory/popular-landing-links.tsx'
import { firstScreenful } from '../../components/directory/result-page.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { searchTeachers } from '../../features/teachers/api/search-teachers.ts'
import { TeacherFilterPanel } from '../../features/teachers/components/teacher-filter-panel.tsx'
import { teacherFilterCodec } from '../../features/teachers/teacher-filters.ts'
import { directoryCanonicalPath } from '../../lib/landing-paths.ts'
import { site } from '../../lib/site.ts'
import { popularLandingPagesFromBuild } from '../landing/popular-from-build.ts'
import { readPopularLandingPages } from '../landing/popular-landing-pages.ts'
import type { Route } from './+types/teachers.ts'

const source = { filters: teacherFilterCodec, search: searchTeachers }

/**
 * At build time: the unfiltered first page, and the links to the biggest landing pages, in the
 * prerendered HTML.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [directory, popular] = await Promise.all([
    loadDirectoryAtBuild(source, request),
    readPopularLandingPages('teachers', request.signal),
  ])
  return { ...directory, popular }
}

/**
 * In the browser: the current results for the URL's filters, also right after the prerendered
 * page hydrates (a filtered link, or teachers added since the build).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [directory, popular] = await Promise.all([
    loadDirectoryInBrowser(source, request, serverLoader),
    popularLandingPagesFromBuild('teachers', serverLoader),
  ])
  return { ...directory, popular }
}
clientLoader.hydrate = true as const

/** /teachers: every filter lives in the query string, so a link reproduces the results. */
export default function TeachersRoute({ loaderData }: Route.ComponentProps) {
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
        canonicalPath={directoryCanonicalPath(
          'teachers',
          teacherFilterCodec.toSearch(loaderData.filters),
          loaderData.page?.total ?? null,
        )}
      />
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Browse Yoga Teachers</h1>
        <p className="mt-3 text-lg text-gray-600">
          Hand-picked, certified teachers. Filter by style, experience and how you want to practise, then
          connect with them directly.
        </p>
      </div>
      <DirectoryBrowser
        className="mt-8"
        data={loaderData}
        source={source}
        FilterPanel={TeacherFilterPanel}
        noun={{ singular: 'teacher', plural: 'teachers' }}
        empty={{
          title: 'No Teachers Found',
          hint: 'Try adjusting your search or filters to find more results.',
        }}
        renderItem={(teacher, index) => (
          <TeacherCard teacher={teacher} imageLoading={firstScreenful(index)} />
        )}
      />
      <PopularLandingLinks popular={loaderData.popular} />
    </div>
  )
}

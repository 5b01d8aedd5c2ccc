import { Link } from 'react-router'
import { TeacherCard } from '../../components/directory/teacher-card.tsx'
import { HowItWorksJourneys } from '../../components/how-it-works-journeys.tsx'
import { buttonClasses } from '../../components/ui/button-styles.ts'
import { listFeaturedTeachers } from '../../features/teachers/api/list-featured-teachers.ts'
import type { TeacherCardRow } from '../../features/teachers/api/search-teachers.ts'
import { organizationJsonLd } from '../../features/seo/organization-json-ld.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { paths } from '../../lib/paths.ts'
import { site } from '../../lib/site.ts'
import type { Route } from './+types/home.ts'

interface HomeData {
  /** The featured teachers, or null when they could not be loaded. */
  featured: TeacherCardRow[] | null
}

/** At build time: the featured teachers for the prerendered page (a failure fails the build). */
export async function loader(): Promise<HomeData> {
  return { featured: await listFeaturedTeachers() }
}

/**
 * In the browser: fresh featured teachers, also right after the prerendered page hydrates, so
 * an edit made after the build shows. If they cannot be loaded, the build's copy stays.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<HomeData> {
  try {
    return { featured: await listFeaturedTeachers() }
  } catch (error) {
    console.warn('Could not load the featured teachers:', error)
    return serverLoader().catch(() => ({ featured: null }))
  }
}
clientLoader.hydrate = true as const

function FeaturedTeachers({ featured }: HomeData) {
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-gray-900">
            Featured Teachers
          </h2>
          <p className="mt-3 text-gray-600">
            Meet some of the certified teachers in our directory, each profile hand-picked.
          </p>
        </div>

        {featured === null && (
          <p
            role="alert"
            className="mx-auto mt-10 max-w-xl rounded-md border border-red-200 bg-red-50 p-3 text-center text-red-800"
          >
            Could not load teachers. Please try again later.
          </p>
        )}
        {featured?.length === 0 && (
          <p className="mt-10 text-center text-gray-600">Our first teachers are joining soon.</p>
        )}
        {featured && featured.length > 0 && (
          <ul aria-label="Featured teachers" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {/* Below the fold on every screen: the photos load lazily. */}
            {featured.map((teacher) => (
              <li key={teacher.id}>
                <TeacherCard teacher={teacher} />
              </li>
            ))}
          </ul>
        )}

        <div className="mt-10 text-center">
          <Link to={paths.teachers.href()} className={buttonClasses('primary', 'lg')}>
            View All Teachers
          </Link>
        </div>
      </div>
    </section>
  )
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Seo
        title={`${site.name} | Find Your Perfect Yoga Teacher or Studio`}
        description="Browse hand-picked, certified yoga teachers and studios, online and in person, and connect with them directly. Commission-free: teachers and studios keep 100% of earnings."
        keywords={[
          'yoga teachers',
          'yoga studios',
          'online yoga classes',
          'yoga directory',
          'Cebu City yoga',
        ]}
        canonicalPath={paths.home.href()}
        jsonLd={organizationJsonLd()}
      />

      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:py-28">
          <h1
            id="hero-heading"
            className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
          >
            Find Your Perfect Yoga Connection
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-gray-700">
            Discover certified yoga teachers and studios, online and in person. Connect with them directly,
            with no commissions and no middleman.
          </p>
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to={paths.teachers.href()} className={buttonClasses('primary', 'lg')}>
              Browse Teachers
            </Link>
            <Link to={paths.studios.href()} className={buttonClasses('outline', 'lg')}>
              Find a Studio
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-gray-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-gray-900">
              How It Works
            </h2>
            <p className="mt-3 text-gray-600">
              Three simple steps, whether you practise, teach or run a studio.
            </p>
          </div>
          <div className="mt-10">
            <HowItWorksJourneys headingLevel={3} />
          </div>
        </div>
      </section>

      <FeaturedTeachers featured={loaderData.featured} />
    </>
  )
}

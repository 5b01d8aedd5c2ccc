import { Link, useRevalidator } from 'react-router'
import { LoadError } from '../../components/directory/directory-results.tsx'
import { toError } from '../../components/directory/result-page.ts'
import { ProfileMessage } from '../../components/directory/profile-section.tsx'
import { personJsonLd } from '../../features/seo/json-ld.ts'
import { teacherSeo } from '../../features/seo/seo-defaults.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { getTeacherBySlug, type TeacherProfileRow } from '../../features/teachers/api/get-teacher.ts'
import { TeacherProfileView } from '../../features/teachers/components/teacher-profile-view.tsx'
import { paths } from '../../lib/paths.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { site } from '../../lib/site.ts'
import type { Route } from './+types/teacher-profile.ts'

const backLinkClass = 'mt-6 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline'

type TeacherData =
  | { status: 'found'; teacher: TeacherProfileRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string }

async function loadTeacher(slug: string, signal: AbortSignal): Promise<TeacherData> {
  const teacher = await getTeacherBySlug(slug, signal)
  return teacher ? { status: 'found', teacher } : { status: 'not-found' }
}

/** At build time: the profile in the prerendered HTML (a failure fails the build). */
export function loader({ params, request }: Route.LoaderArgs): Promise<TeacherData> {
  return loadTeacher(params.slug, request.signal)
}

/**
 * In the browser: the current profile, also right after the prerendered page hydrates, so an
 * edit made after the build shows. If it cannot be loaded, a prerendered page keeps the
 * build's copy; a page that was not prerendered says what went wrong.
 */
export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<TeacherData> {
  try {
    return await loadTeacher(params.slug, request.signal)
  } catch (error) {
    if (request.signal.aborted) throw error
    const message = toError(error).message
    return serverLoader().catch(() => ({ status: 'error', message }) as const)
  }
}
clientLoader.hydrate = true as const

/** /teacher/:slug */
export default function TeacherProfileRoute({ loaderData: state }: Route.ComponentProps) {
  const revalidator = useRevalidator()

  if (state.status === 'not-found' || state.status === 'error') {
    const notFound = state.status === 'not-found'
    return (
      <div>
        <Seo
          title={`${notFound ? 'Teacher not found' : 'Teacher unavailable'} | ${site.name}`}
          description="This teacher profile could not be found."
          noindex
        />
        {notFound ? (
          <ProfileMessage title="Teacher not found!">
            <p className="mt-3 text-gray-600">The profile may have moved or is no longer listed.</p>
            <Link to={paths.teachers.href()} className={backLinkClass}>
              Browse all teachers
            </Link>
          </ProfileMessage>
        ) : (
          <div className="mx-auto max-w-xl px-4 py-20">
            <LoadError
              message={`Could not load this profile: ${state.message}`}
              onRetry={() => void revalidator.revalidate()}
            />
          </div>
        )}
      </div>
    )
  }

  const teacher = state.teacher
  const seo = teacherSeo(teacher)
  return (
    <div>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={[teacher.name, 'yoga teacher', teacher.location, teacher.country, ...teacher.specialties]}
        canonicalPath={paths.teacher.href(teacher.slug)}
        image={safeHttpUrl(teacher.image)}
        type="profile"
        jsonLd={personJsonLd(teacher)}
      />
      <TeacherProfileView teacher={teacher} />
    </div>
  )
}

import { Link, useParams } from 'react-router-dom'
import { LoadError, LoadingMessage } from '../../components/directory/directory-results.tsx'
import { ProfileMessage } from '../../components/directory/profile-section.tsx'
import { personJsonLd } from '../../features/seo/json-ld.ts'
import { teacherSeo } from '../../features/seo/seo-defaults.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { useTeacher } from '../../features/teachers/api/get-teacher.ts'
import { TeacherProfileView } from '../../features/teachers/components/teacher-profile-view.tsx'
import { paths } from '../../lib/paths.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { site } from '../../lib/site.ts'

const backLinkClass = 'mt-6 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline'

/** /teacher/:slug */
export default function TeacherProfileRoute() {
  const { slug = '' } = useParams()
  const state = useTeacher(slug)

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16">
        <Seo title={`Yoga Teacher | ${site.name}`} description={site.description} />
        <LoadingMessage>Loading profile...</LoadingMessage>
      </div>
    )
  }

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
              message={`Could not load this profile: ${state.error.message}`}
              onRetry={state.retry}
            />
          </div>
        )}
      </div>
    )
  }

  const teacher = state.record
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

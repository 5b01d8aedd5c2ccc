import {
  loadProfile,
  loadProfileInBrowser,
  type ProfileData,
} from '../../components/directory/profile-data.ts'
import { personJsonLd } from '../../features/seo/json-ld.ts'
import { teacherSeo } from '../../features/seo/seo-defaults.ts'
import { ManageListing } from '../../features/listings/components/manage-listing.tsx'
import { SendMessage } from '../../features/messages/components/send-message.tsx'
import type { MessageListing } from '../../features/messages/message-listing.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { getTeacherBySlug, type TeacherProfile } from '../../features/teachers/api/get-teacher.ts'
import { TeacherProfileView } from '../../features/teachers/components/teacher-profile-view.tsx'
import { teachingOptionsOf } from '../../features/teachers/teacher-model.ts'
import { TEACHING_OPTIONS } from '../../lib/directory-options.ts'
import { paths } from '../../lib/paths.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import { ProfileUnavailable, type UnavailableTexts } from '../layout/profile-unavailable.tsx'
import type { Route } from './+types/teacher-profile.ts'

type TeacherData = ProfileData<TeacherProfile>

/** At build time: the profile in the prerendered HTML (a failure fails the build). */
export function loader({ params, request }: Route.LoaderArgs): Promise<TeacherData> {
  return loadProfile(getTeacherBySlug, params.slug, request.signal)
}

/** In the browser: the current profile (src/components/directory/profile-data.ts). */
export function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<TeacherData> {
  return loadProfileInBrowser(getTeacherBySlug, params.slug, request, serverLoader)
}
clientLoader.hydrate = true as const

const unavailable: UnavailableTexts = {
  kind: 'Teacher',
  notFound: 'Teacher not found!',
  description: 'This teacher profile could not be found.',
  moved: 'The profile may have moved or is no longer listed.',
  browse: { href: paths.teachers.href(), label: 'Browse all teachers' },
  loadFailed: 'Could not load this profile',
}

/** The teacher as the message form names them, with the ways of teaching they offer. */
function messageListingOf(teacher: TeacherProfile): MessageListing {
  const offered = teachingOptionsOf(teacher.teachingoptions)
  return {
    kind: 'teacher',
    slug: teacher.slug,
    name: teacher.name,
    practices: TEACHING_OPTIONS.filter(({ key }) => offered[key]).map(({ key, label }) => ({
      value: key,
      label,
    })),
  }
}

/** /teacher/:slug */
export default function TeacherProfileRoute({ loaderData: state }: Route.ComponentProps) {
  if (state.status !== 'found') return <ProfileUnavailable state={state} texts={unavailable} />

  const teacher = state.listing
  const seo = teacherSeo(teacher)
  return (
    <div>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={[teacher.name, 'yoga teacher', teacher.location, teacher.country, ...teacher.specialties]}
        canonicalPath={paths.teacher.href(teacher.slug)}
        image={ownImageUrl(teacher.image)}
        type="profile"
        jsonLd={personJsonLd({ ...teacher, credential: teacher.verification })}
      />
      <TeacherProfileView
        teacher={teacher}
        messaging={
          teacher.accepts_messages && (
            <SendMessage key={teacher.slug} listing={messageListingOf(teacher)} fullWidth />
          )
        }
        manage={<ManageListing key={teacher.slug} kind="teacher" slug={teacher.slug} />}
      />
    </div>
  )
}

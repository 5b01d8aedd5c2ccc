import {
  loadProfile,
  loadProfileInBrowser,
  type ProfileData,
} from '../../components/directory/profile-data.ts'
import { yogaStudioJsonLd } from '../../features/seo/json-ld.ts'
import { studioSeo } from '../../features/seo/seo-defaults.ts'
import { ManageListing } from '../../features/listings/components/manage-listing.tsx'
import { SendMessage } from '../../features/messages/components/send-message.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { getStudioBySlug, type StudioProfileRow } from '../../features/studios/api/get-studio.ts'
import { StudioProfileView } from '../../features/studios/components/studio-profile-view.tsx'
import { paths } from '../../lib/paths.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import { ProfileUnavailable, type UnavailableTexts } from '../layout/profile-unavailable.tsx'
import type { Route } from './+types/studio-profile.ts'

type StudioData = ProfileData<StudioProfileRow>

/** At build time: the profile in the prerendered HTML (a failure fails the build). */
export function loader({ params, request }: Route.LoaderArgs): Promise<StudioData> {
  return loadProfile(getStudioBySlug, params.slug, request.signal)
}

/** In the browser: the current profile (src/components/directory/profile-data.ts). */
export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs): Promise<StudioData> {
  return loadProfileInBrowser(getStudioBySlug, params.slug, request, serverLoader)
}
clientLoader.hydrate = true as const

const unavailable: UnavailableTexts = {
  kind: 'Studio',
  notFound: 'Studio not found!',
  description: 'This studio profile could not be found.',
  moved: 'The studio may have moved or is no longer listed.',
  browse: { href: paths.studios.href(), label: 'Browse all studios' },
  loadFailed: 'Could not load this studio',
}

/** /studio/:slug */
export default function StudioProfileRoute({ loaderData: state }: Route.ComponentProps) {
  if (state.status !== 'found') return <ProfileUnavailable state={state} texts={unavailable} />

  const studio = state.listing
  const seo = studioSeo(studio)
  return (
    <div>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={[studio.name, 'yoga studio', studio.city, studio.country, ...studio.yogastyles]}
        canonicalPath={paths.studio.href(studio.slug)}
        image={ownImageUrl(studio.logo)}
        jsonLd={yogaStudioJsonLd(studio)}
      />
      <StudioProfileView
        studio={studio}
        messaging={
          studio.accepts_messages && (
            <SendMessage
              key={studio.slug}
              listing={{
                kind: 'studio',
                slug: studio.slug,
                name: studio.name,
                practices: studio.yogastyles.map((style) => ({ value: style, label: style })),
              }}
            />
          )
        }
        manage={<ManageListing key={studio.slug} kind="studio" slug={studio.slug} />}
      />
    </div>
  )
}

import { Link, useRevalidator } from 'react-router'
import { LoadError } from '../../components/directory/directory-results.tsx'
import { toError } from '../../components/directory/result-page.ts'
import { ProfileMessage } from '../../components/directory/profile-section.tsx'
import { yogaStudioJsonLd } from '../../features/seo/json-ld.ts'
import { studioSeo } from '../../features/seo/seo-defaults.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { getStudioBySlug, type StudioProfileRow } from '../../features/studios/api/get-studio.ts'
import { StudioProfileView } from '../../features/studios/components/studio-profile-view.tsx'
import { paths } from '../../lib/paths.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { site } from '../../lib/site.ts'
import type { Route } from './+types/studio-profile.ts'

const backLinkClass = 'mt-6 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline'

type StudioData =
  | { status: 'found'; studio: StudioProfileRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string }

async function loadStudio(slug: string, signal: AbortSignal): Promise<StudioData> {
  const studio = await getStudioBySlug(slug, signal)
  return studio ? { status: 'found', studio } : { status: 'not-found' }
}

/** At build time: the profile in the prerendered HTML (a failure fails the build). */
export function loader({ params, request }: Route.LoaderArgs): Promise<StudioData> {
  return loadStudio(params.slug, request.signal)
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
}: Route.ClientLoaderArgs): Promise<StudioData> {
  try {
    return await loadStudio(params.slug, request.signal)
  } catch (error) {
    if (request.signal.aborted) throw error
    const message = toError(error).message
    return serverLoader().catch(() => ({ status: 'error', message }) as const)
  }
}
clientLoader.hydrate = true as const

/** /studio/:slug */
export default function StudioProfileRoute({ loaderData: state }: Route.ComponentProps) {
  const revalidator = useRevalidator()

  if (state.status === 'not-found' || state.status === 'error') {
    const notFound = state.status === 'not-found'
    return (
      <div>
        <Seo
          title={`${notFound ? 'Studio not found' : 'Studio unavailable'} | ${site.name}`}
          description="This studio profile could not be found."
          noindex
        />
        {notFound ? (
          <ProfileMessage title="Studio not found!">
            <p className="mt-3 text-gray-600">The studio may have moved or is no longer listed.</p>
            <Link to={paths.studios.href()} className={backLinkClass}>
              Browse all studios
            </Link>
          </ProfileMessage>
        ) : (
          <div className="mx-auto max-w-xl px-4 py-20">
            <LoadError
              message={`Could not load this studio: ${state.message}`}
              onRetry={() => void revalidator.revalidate()}
            />
          </div>
        )}
      </div>
    )
  }

  const studio = state.studio
  const seo = studioSeo(studio)
  return (
    <div>
      <Seo
        title={seo.title}
        description={seo.description}
        keywords={[studio.name, 'yoga studio', studio.city, studio.country, ...studio.yogastyles]}
        canonicalPath={paths.studio.href(studio.slug)}
        image={safeHttpUrl(studio.logo)}
        jsonLd={yogaStudioJsonLd(studio)}
      />
      <StudioProfileView studio={studio} />
    </div>
  )
}

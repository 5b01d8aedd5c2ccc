import { Link, useParams } from 'react-router-dom'
import { LoadError, LoadingMessage } from '../../components/directory/directory-results.tsx'
import { ProfileMessage } from '../../components/directory/profile-section.tsx'
import { yogaStudioJsonLd } from '../../features/seo/json-ld.ts'
import { studioSeo } from '../../features/seo/seo-defaults.ts'
import { Seo } from '../../features/seo/seo.tsx'
import { useStudio } from '../../features/studios/api/get-studio.ts'
import { StudioProfileView } from '../../features/studios/components/studio-profile-view.tsx'
import { paths } from '../../lib/paths.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { site } from '../../lib/site.ts'

const backLinkClass = 'mt-6 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline'

/** /studio/:slug */
export default function StudioProfileRoute() {
  const { slug = '' } = useParams()
  const state = useStudio(slug)

  if (state.status === 'loading') {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16">
        <Seo title={`Yoga Studio | ${site.name}`} description={site.description} />
        <LoadingMessage>Loading studio profile...</LoadingMessage>
      </div>
    )
  }

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
            <LoadError message={`Could not load this studio: ${state.error.message}`} onRetry={state.retry} />
          </div>
        )}
      </div>
    )
  }

  const studio = state.record
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

import { Link, useRevalidator } from 'react-router'
import { LoadError } from '../../components/ui/load-status.tsx'
import { ProfileMessage } from '../../components/directory/profile-section.tsx'
import { Seo } from '../../features/seo/seo.tsx'
import { site } from '../../lib/site.ts'

const backLinkClass = 'mt-6 inline-block font-semibold text-brand-800 underline-offset-4 hover:underline'

/** The words of one kind of profile page when its listing is missing or failed to load. */
export interface UnavailableTexts {
  /** 'Teacher', 'Studio'. */
  kind: string
  /** The page's heading, word for word from docs/product.md §8: 'Teacher not found!'. */
  notFound: string
  /** The page's description for search engines. */
  description: string
  /** Under the heading. */
  moved: string
  /** The way back to the directory. */
  browse: { href: string; label: string }
  /** What could not be loaded: 'Could not load this profile'. */
  loadFailed: string
}

/** A profile page without its profile: not found, or an error with a way to retry. */
export function ProfileUnavailable({
  state,
  texts,
}: {
  state: { status: 'not-found' } | { status: 'error'; message: string }
  texts: UnavailableTexts
}) {
  const revalidator = useRevalidator()
  const notFound = state.status === 'not-found'
  return (
    <div>
      <Seo
        title={`${texts.kind} ${notFound ? 'not found' : 'unavailable'} | ${site.name}`}
        description={texts.description}
        noindex
      />
      {state.status === 'not-found' ? (
        <ProfileMessage title={texts.notFound}>
          <p className="mt-3 text-gray-600">{texts.moved}</p>
          <Link to={texts.browse.href} className={backLinkClass}>
            {texts.browse.label}
          </Link>
        </ProfileMessage>
      ) : (
        <div className="mx-auto max-w-xl px-4 py-20">
          <LoadError
            message={`${texts.loadFailed}: ${state.message}`}
            onRetry={() => void revalidator.revalidate()}
          />
        </div>
      )}
    </div>
  )
}

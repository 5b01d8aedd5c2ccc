import { useId } from 'react'
import { Link } from 'react-router'
import { CARD_PRACTICE_TAGS } from '../../lib/directory-options.ts'
import { paths } from '../../lib/paths.ts'
import { FallbackImage } from './fallback-image.tsx'
import { placeLine } from './place-line.ts'
import { TagList } from './tag-list.tsx'

/** What a studio card shows (SPEC.md §2 "Studio directory"). */
export interface StudioCardData {
  slug: string
  name: string
  city: string
  country: string
  tagline: string
  yogastyles: readonly string[]
  logo: string | null
}

export function StudioCard({
  studio,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  studio: StudioCardData
  headingLevel?: 2 | 3
  /**
   * 'priority' for the page's first card (its largest paint), 'eager' for the rest of the first
   * screenful, 'lazy' below it.
   */
  imageLoading?: 'priority' | 'eager' | 'lazy'
}) {
  const nameId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FallbackImage
        src={studio.logo}
        fallback="studio"
        alt={`${studio.name} logo`}
        width={480}
        height={360}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-brand-50 object-contain p-5 data-[fallback=true]:object-cover data-[fallback=true]:p-0"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading id={nameId} className="text-lg font-semibold text-gray-900">
            {studio.name}
          </Heading>
          <p className="mt-0.5 text-sm text-gray-600">{placeLine(studio.city, studio.country)}</p>
        </div>
        {studio.tagline.trim() !== '' && (
          <p className="line-clamp-2 text-sm text-gray-700">{studio.tagline}</p>
        )}
        <TagList tags={studio.yogastyles} limit={CARD_PRACTICE_TAGS} label="Practices" />
        <Link
          to={paths.studio.href(studio.slug)}
          aria-describedby={nameId}
          className="mt-auto inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          View Details
        </Link>
      </div>
    </article>
  )
}

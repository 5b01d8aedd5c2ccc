import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { FallbackImage, type FallbackKind } from './fallback-image.tsx'

/** Where a card sits: its heading level and how urgently its picture loads. */
export interface CardPlacement {
  headingLevel?: 2 | 3
  /**
   * 'priority' for the page's first card (its largest paint), 'eager' for the rest of the first
   * screenful, 'lazy' below it.
   */
  imageLoading?: 'priority' | 'eager' | 'lazy'
}

/**
 * A directory card (docs/product.md §2): the listing's picture, its name and place, what `children`
 * add, and a link to its page, described by the name.
 */
export function ListingCard({
  image,
  name,
  place,
  href,
  linkText,
  mark,
  headingLevel = 3,
  imageLoading = 'lazy',
  children,
}: CardPlacement & {
  /** The picture (listing-images.ts) and how it fills the card's 4:3 frame. */
  image: { src: string | null; fallback: FallbackKind; alt: string; className: string }
  name: string
  place: string
  href: string
  linkText: string
  /** A small sign beside the name (the verified mark), outside the heading, whose name stays the listing's. */
  mark?: ReactNode
  children: ReactNode
}) {
  const nameId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FallbackImage
        src={image.src}
        fallback={image.fallback}
        alt={image.alt}
        width={480}
        height={360}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
        className={`aspect-[4/3] w-full bg-brand-50 ${image.className}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <div className="flex items-center gap-1.5">
            <Heading id={nameId} className="text-lg font-semibold text-gray-900">
              {name}
            </Heading>
            {mark}
          </div>
          <p className="mt-0.5 text-sm text-gray-600">{place}</p>
        </div>
        {children}
        <Link
          to={href}
          aria-describedby={nameId}
          className="mt-auto inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {linkText}
        </Link>
      </div>
    </article>
  )
}

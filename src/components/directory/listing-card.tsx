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
 *
 * Below Tailwind's `sm` it is compact: a small square picture beside the text, so a phone shows
 * about three cards a screen rather than one. From `sm` up the picture sits on top, 4:3. Both are
 * CSS alone, so the prerendered HTML is already right for either screen.
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
  /** The picture (listing-images.ts) and how it fills the card's frame (square on phones, else 4:3). */
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
    <article className="flex h-full gap-4 overflow-hidden rounded-2xl border border-gray-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-0">
      <FallbackImage
        src={image.src}
        fallback={image.fallback}
        alt={image.alt}
        width={480}
        height={360}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
        className={`size-24 shrink-0 rounded-xl bg-brand-50 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-none ${image.className}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:p-5">
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

import { CARD_PRACTICE_TAGS } from '../../lib/directory-options.ts'
import { paths } from '../../lib/paths.ts'
import { ListingCard, type CardPlacement } from './listing-card.tsx'
import { studioLogo } from './listing-images.ts'
import { placeLine } from '../../lib/place-line.ts'
import { TagList } from './tag-list.tsx'
import { DistanceAway } from './distance-away.tsx'

/** What a studio card shows (docs/product.md §2 "Studio directory"). */
export interface StudioCardData {
  slug: string
  name: string
  city: string
  country: string
  tagline: string
  yogastyles: readonly string[]
  logo: string | null
  /** How far the studio is from the place searched near, in km. */
  distanceKm?: number | null
}

/**
 * A logo is shown whole, with a margin (narrower in a phone's small square); the default picture
 * fills the frame.
 */
const logoFit = 'object-contain p-2 sm:p-5 data-[fallback=true]:object-cover data-[fallback=true]:p-0'

export function StudioCard({ studio, ...placement }: CardPlacement & { studio: StudioCardData }) {
  return (
    <ListingCard
      {...placement}
      image={{ ...studioLogo(studio), className: logoFit }}
      name={studio.name}
      place={placeLine(studio.city, studio.country)}
      href={paths.studio.href(studio.slug)}
      linkText="View Details"
    >
      <DistanceAway km={studio.distanceKm} />
      {studio.tagline.trim() !== '' && <p className="line-clamp-2 text-sm text-gray-700">{studio.tagline}</p>}
      <TagList tags={studio.yogastyles} limit={CARD_PRACTICE_TAGS} label="Practices" />
    </ListingCard>
  )
}

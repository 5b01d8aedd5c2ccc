import { VerifiedIcon } from '../icons.tsx'
import { CARD_SPECIALTY_CHIPS } from '../../lib/directory-options.ts'
import { paths } from '../../lib/paths.ts'
import { ListingCard, type CardPlacement } from './listing-card.tsx'
import { teacherPhoto } from './listing-images.ts'
import { placeLine } from '../../lib/place-line.ts'
import { TagList } from './tag-list.tsx'
import { DistanceAway } from './distance-away.tsx'

/** What a teacher card shows (docs/product.md §2 "Teacher card"). */
export interface TeacherCardData {
  slug: string
  name: string
  location: string
  country: string
  specialties: readonly string[]
  image: string | null
  /** The teacher's verified credential stands today (decided when the row was read). */
  verified?: boolean
  /** How far the teacher is from the place searched near, in km. */
  distanceKm?: number | null
}

export function TeacherCard({ teacher, ...placement }: CardPlacement & { teacher: TeacherCardData }) {
  return (
    <ListingCard
      {...placement}
      image={{ ...teacherPhoto(teacher), className: 'object-cover' }}
      name={teacher.name}
      place={placeLine(teacher.location, teacher.country)}
      href={paths.teacher.href(teacher.slug)}
      linkText="View Profile"
      mark={
        teacher.verified ? (
          <span role="img" aria-label="Verified" title="Verified credential" className="text-brand-700">
            <VerifiedIcon className="size-5" />
          </span>
        ) : undefined
      }
    >
      <DistanceAway km={teacher.distanceKm} />
      <TagList tags={teacher.specialties.slice(0, CARD_SPECIALTY_CHIPS)} label="Specialties" />
    </ListingCard>
  )
}

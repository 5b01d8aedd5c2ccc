import { useId } from 'react'
import { Link } from 'react-router'
import { CARD_SPECIALTY_CHIPS } from '../../lib/directory-options.ts'
import { paths } from '../../lib/paths.ts'
import { FallbackImage } from './fallback-image.tsx'
import { placeLine } from './place-line.ts'
import { TagList } from './tag-list.tsx'

/** What a teacher card shows (SPEC.md §2 "Teacher card"). */
export interface TeacherCardData {
  slug: string
  name: string
  location: string
  country: string
  specialties: readonly string[]
  image: string | null
}

export function TeacherCard({
  teacher,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  teacher: TeacherCardData
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
        src={teacher.image}
        fallback="teacher"
        alt={`Photo of ${teacher.name}`}
        width={480}
        height={360}
        loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading id={nameId} className="text-lg font-semibold text-gray-900">
            {teacher.name}
          </Heading>
          <p className="mt-0.5 text-sm text-gray-600">{placeLine(teacher.location, teacher.country)}</p>
        </div>
        <TagList tags={teacher.specialties.slice(0, CARD_SPECIALTY_CHIPS)} label="Specialties" />
        <Link
          to={paths.teacher.href(teacher.slug)}
          aria-describedby={nameId}
          className="mt-auto inline-flex justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          View Profile
        </Link>
      </div>
    </article>
  )
}

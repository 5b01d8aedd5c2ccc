import type { ReactNode } from 'react'
import { ExternalLink } from '../../../components/directory/external-link.tsx'
import { ConfirmedOn, TeachesIn } from '../../../components/directory/listing-facts.tsx'
import { LazyImageCarousel } from '../../../components/directory/lazy-image-carousel.tsx'
import { teacherPhoto } from '../../../components/directory/listing-images.ts'
import { placeLine } from '../../../lib/place-line.ts'
import {
  Paragraphs,
  ProfileHeader,
  ProfileSection,
  primaryButtonClass,
} from '../../../components/directory/profile-section.tsx'
import { SocialLinkList } from '../../../components/directory/social-links.tsx'
import { TagList } from '../../../components/directory/tag-list.tsx'
import { TEACHING_OPTIONS } from '../../../lib/directory-options.ts'
import { ownImageUrl } from '../../../lib/own-image-url.ts'
import { safeHttpUrl } from '../../../lib/safe-url.ts'
import type { TeacherProfile, TeacherProfileRow } from '../api/get-teacher.ts'
import { certificationList, experienceText, socialLinksOf, teachingOptionsOf } from '../teacher-model.ts'
import { VerifiedBadge } from './verified-badge.tsx'

const linkClass =
  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800'

function TeachingOptionTiles({ teacher }: { teacher: TeacherProfileRow }) {
  const offered = teachingOptionsOf(teacher.teachingoptions)
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {TEACHING_OPTIONS.map(({ key, label }) => {
        const available = offered[key]
        return (
          <li
            key={key}
            className={`flex items-center gap-3 rounded-xl border p-4 ${
              available
                ? 'border-brand-300 bg-brand-50 text-brand-900'
                : 'border-dashed border-gray-300 bg-white text-gray-500'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                available ? 'bg-brand-700 text-white' : 'bg-gray-100 text-gray-400'
              }`}
            >
              {available ? '✓' : '–'}
            </span>
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm">{available ? 'Available' : 'Not offered'}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}

function ConnectBox({
  teacher,
  messaging,
  manage,
}: {
  teacher: TeacherProfileRow
  messaging: ReactNode
  manage: ReactNode
}) {
  const social = socialLinksOf(teacher.social)
  const contactUrl = safeHttpUrl(teacher.contactformurl)
  return (
    <section
      aria-labelledby="connect-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="connect-heading" className="text-lg font-semibold text-gray-900">
        Connect
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Reach out to {teacher.firstname} directly. No commission, no middleman.
      </p>
      <div className="mt-4">
        {contactUrl ? (
          <ExternalLink href={contactUrl} className={primaryButtonClass}>
            Contact
          </ExternalLink>
        ) : (
          <p className="text-sm text-gray-500">Contact information not provided</p>
        )}
      </div>
      {messaging && <div className="mt-3">{messaging}</div>}
      <SocialLinkList
        pages={social}
        className="mt-4 space-y-1 border-t border-gray-100 pt-4"
        linkClassName={linkClass}
      />
      {manage}
    </section>
  )
}

/**
 * A teacher's public profile (docs/product.md §2 "Teacher profile"). `messaging` is the way to
 * write to the teacher through the directory, shown below the Contact button when they take
 * messages; `manage` the teacher's own way in to keep the listing, at the foot of the contact box.
 */
export function TeacherProfileView({
  teacher,
  messaging,
  manage,
}: {
  teacher: TeacherProfile
  messaging?: ReactNode
  manage?: ReactNode
}) {
  const certifications = certificationList(teacher.certifications)
  const gallery = teacher.gallery.filter((url) => ownImageUrl(url) !== null)
  return (
    <article>
      <ProfileHeader
        image={{
          ...teacherPhoto(teacher),
          className:
            'size-36 shrink-0 rounded-full bg-brand-100 object-cover shadow-md ring-4 ring-white sm:size-44',
        }}
      >
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{teacher.name}</h1>
        <p className="mt-2 text-gray-700">{placeLine(teacher.location, teacher.country)}</p>
        <p className="mt-1 text-sm font-medium text-brand-800">{experienceText(teacher.experience)}</p>
        <TeachesIn languages={teacher.languages} className="mt-1" />
        {teacher.verification && (
          <div className="mt-3">
            <VerifiedBadge verification={teacher.verification} />
          </div>
        )}
        <TagList
          tags={teacher.specialties}
          size="md"
          label="Specialties"
          className="mt-4 justify-center sm:justify-start"
        />
        <ConfirmedOn at={teacher.confirmed_at} className="mt-3" />
      </ProfileHeader>

      <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-x-10 lg:px-8">
        {/* First in reading order (students come to get in touch), in the right column on large screens. */}
        {/* Not sticky while the message form is open: it may be taller than the window. */}
        <div className="mb-12 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:mb-0 lg:has-[form]:static">
          <ConnectBox teacher={teacher} messaging={messaging} manage={manage} />
        </div>
        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          <ProfileSection title="About">
            <Paragraphs text={teacher.bio} />
          </ProfileSection>
          {gallery.length > 0 && (
            <ProfileSection title="Gallery">
              <LazyImageCarousel
                images={gallery}
                label={`Gallery of ${teacher.name}`}
                imageLabel={`${teacher.name}, gallery image`}
                fallback="teacher"
              />
            </ProfileSection>
          )}
          <ProfileSection title="Certifications">
            {certifications.length > 0 ? (
              <ul className="space-y-2">
                {certifications.map((certification) => (
                  <li key={certification} className="flex gap-3 text-gray-700">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
                    {certification}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-500">Not specified</p>
            )}
          </ProfileSection>
          <ProfileSection title="Teaching Options">
            <TeachingOptionTiles teacher={teacher} />
          </ProfileSection>
        </div>
      </div>
    </article>
  )
}

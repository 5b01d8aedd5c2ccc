import { displayUrl, ExternalLink } from '../../../components/directory/external-link.tsx'
import { FallbackImage } from '../../../components/directory/fallback-image.tsx'
import { ConfirmedOn, TeachesIn } from '../../../components/directory/listing-facts.tsx'
import { studioLogo } from '../../../components/directory/listing-images.ts'
import { placeLine } from '../../../lib/place-line.ts'
import {
  Paragraphs,
  ProfileHeader,
  ProfileSection,
  primaryButtonClass,
} from '../../../components/directory/profile-section.tsx'
import { SocialLinkList } from '../../../components/directory/social-links.tsx'
import { TagList } from '../../../components/directory/tag-list.tsx'
import type { ReactNode } from 'react'
import { ownImageUrl } from '../../../lib/own-image-url.ts'
import { safeHttpUrl } from '../../../lib/safe-url.ts'
import type { StudioProfileRow } from '../api/get-studio.ts'
import { studioContact, studioTagline } from '../studio-model.ts'

function ContactButton({ studio }: { studio: StudioProfileRow }) {
  const contact = studioContact(studio)
  if (contact.kind === 'website') {
    return (
      <ExternalLink href={contact.href} className={`${primaryButtonClass} sm:w-auto`}>
        Visit Website &amp; Book
      </ExternalLink>
    )
  }
  if (contact.kind === 'email') {
    return (
      <a href={contact.href} className={`${primaryButtonClass} sm:w-auto`}>
        Email the Studio
      </a>
    )
  }
  return <p className="text-gray-500">Contact information not provided</p>
}

function SidebarItem({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <h3 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      <div className="mt-1.5 text-gray-800">{children}</div>
    </div>
  )
}

const socialLinkClass =
  'flex items-center gap-2 rounded-lg py-1 text-sm font-medium text-brand-800 hover:text-brand-900 hover:underline'

function StudioSidebar({ studio }: { studio: StudioProfileRow }) {
  const website = safeHttpUrl(studio.website)
  const instagram = safeHttpUrl(studio.instagram)
  const facebook = safeHttpUrl(studio.facebook)
  const hours = studio.operatinghours.trim()
  // Addresses often end with the city already; don't say it twice.
  const addressHasCity = studio.address.toLowerCase().includes(studio.city.trim().toLowerCase())
  return (
    <aside
      aria-label="Studio details"
      className="divide-y divide-gray-100 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <SidebarItem title="Address">
        <address className="not-italic">
          {studio.address.trim() !== '' && <span className="block">{studio.address}</span>}
          <span className="block">{placeLine(addressHasCity ? '' : studio.city, studio.country)}</span>
        </address>
      </SidebarItem>
      <SidebarItem title="Hours">
        <p className="whitespace-pre-line">{hours !== '' ? hours : 'Not specified'}</p>
      </SidebarItem>
      <SidebarItem title="Website">
        {website ? (
          <ExternalLink
            href={website}
            className="break-all text-brand-800 underline-offset-4 hover:underline"
          >
            {displayUrl(website)}
          </ExternalLink>
        ) : (
          <p>Not specified</p>
        )}
      </SidebarItem>
      {studio.amenities.length > 0 && (
        <SidebarItem title="Amenities">
          <ul className="mt-1 space-y-1">
            {studio.amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-brand-700">
                  ✓
                </span>
                {amenity}
              </li>
            ))}
          </ul>
        </SidebarItem>
      )}
      <SidebarItem title="Follow Us">
        {instagram || facebook ? (
          <SocialLinkList pages={{ instagram, facebook }} linkClassName={socialLinkClass} />
        ) : (
          <p className="text-gray-500">No social media links provided.</p>
        )}
      </SidebarItem>
    </aside>
  )
}

/**
 * A studio's public profile (docs/product.md §2 "Studio profile"). `messaging` is the way to write
 * to the studio through the directory, shown below the contact button when it takes messages;
 * `manage` the studio's own way in to keep the listing, at the foot of the contact area.
 */
export function StudioProfileView({
  studio,
  messaging,
  manage,
}: {
  studio: StudioProfileRow
  messaging?: ReactNode
  manage?: ReactNode
}) {
  const gallery = studio.gallery.filter((url) => ownImageUrl(url) !== null)
  return (
    <article>
      <ProfileHeader
        image={{
          ...studioLogo(studio),
          className:
            'size-32 shrink-0 rounded-2xl bg-white object-cover shadow-md ring-4 ring-white sm:size-40',
        }}
      >
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {studio.studiotype} studio · {placeLine(studio.city, studio.country)}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{studio.name}</h1>
        <p className="mt-2 text-lg text-gray-700">{studioTagline(studio)}</p>
        <TeachesIn languages={studio.languages} className="mt-2" />
        <ConfirmedOn at={studio.confirmed_at} className="mt-1" />
      </ProfileHeader>

      <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10 lg:px-8">
        <div className="space-y-12">
          <ProfileSection title="About">
            <Paragraphs text={studio.description} />
          </ProfileSection>
          <ProfileSection title="Practices Offered">
            {studio.yogastyles.length > 0 ? (
              <TagList tags={studio.yogastyles} size="md" label="Practices" />
            ) : (
              <p className="text-gray-500">Not specified</p>
            )}
          </ProfileSection>
          <ProfileSection title="Studio Gallery">
            {gallery.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3">
                {gallery.map((url, index) => (
                  <li key={url}>
                    <FallbackImage
                      src={url}
                      fallback="studio"
                      alt={`${studio.name}, gallery image ${index + 1} of ${gallery.length}`}
                      width={480}
                      height={360}
                      className="aspect-[4/3] w-full rounded-xl bg-gray-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-500">No gallery images available yet.</p>
            )}
          </ProfileSection>
          <ProfileSection title="Contact Studio">
            <div className="rounded-2xl bg-brand-50 p-6">
              <p className="mb-4 text-gray-700">
                Interested in a class at {studio.name}? Get in touch with the studio directly.
              </p>
              <ContactButton studio={studio} />
              {messaging && <div className="mt-3">{messaging}</div>}
              {manage}
            </div>
          </ProfileSection>
        </div>
        <div className="mt-12 lg:sticky lg:top-24 lg:mt-0">
          <StudioSidebar studio={studio} />
        </div>
      </div>
    </article>
  )
}

import { ownImageUrl } from '../../lib/own-image-url.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { paths } from '../../lib/paths.ts'
import { absoluteUrl, getSiteUrl } from '../../lib/site.ts'
import type { JsonLd, JsonLdValue } from './serialize-json-ld.ts'

// Person and studio builders live apart from the organisation builder and the serializer,
// which the home page needs: this module loads only with the profile pages that use it.
export { organizationJsonLd } from './organization-json-ld.ts'
export { serializeJsonLd, type JsonLd, type JsonLdValue } from './serialize-json-ld.ts'

const context = 'https://schema.org'

/** Drops keys whose value is empty (undefined, null, '' or []), so the output only states facts. */
function compact(fields: Record<string, JsonLdValue | undefined>): JsonLd {
  const result: JsonLd = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue
    if (typeof value === 'string' && value.trim() === '') continue
    if (Array.isArray(value) && value.length === 0) continue
    result[key] = value
  }
  return result
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function httpUrls(...values: unknown[]): string[] {
  const urls = values.map((value) => (typeof value === 'string' ? safeHttpUrl(value) : null))
  return urls.filter((url): url is string => url !== null)
}

function postalAddress(fields: {
  street?: string | null
  locality?: string | null
  country?: string | null
}) {
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: text(fields.street),
    addressLocality: text(fields.locality),
    addressCountry: text(fields.country),
  })
  return Object.keys(address).length > 1 ? address : undefined
}

/** The fields of a `teachers` row that describe the person. */
export interface PersonJsonLdInput {
  name: string
  slug: string
  bio?: string | null
  image?: string | null
  location?: string | null
  country?: string | null
  specialties?: readonly string[] | null
  /** The row's `social` jsonb: `{ website, instagram, facebook }`; anything else is ignored. */
  social?: unknown
  /** ISO 639 codes of the languages the teacher teaches in. */
  languages?: readonly string[] | null
  /** A verified credential that stands today, or null: a lapsed one must not be stated. */
  credential?: { credential: string; issuer: string; evidenceUrl?: string | null } | null
}

/** Codes as schema.org asks for languages (IETF BCP 47, of which ISO 639 codes are a part). */
function languageCodes(codes: readonly string[] | null | undefined): string[] {
  return [...new Set((codes ?? []).map((code) => code.trim().toLowerCase()).filter(Boolean))]
}

function credentialJsonLd(verified: PersonJsonLdInput['credential']): JsonLd | undefined {
  if (!verified) return undefined
  return compact({
    '@type': 'EducationalOccupationalCredential',
    credentialCategory: 'certification',
    name: text(verified.credential),
    recognizedBy: { '@type': 'Organization', name: verified.issuer },
    url: httpUrls(verified.evidenceUrl)[0],
  })
}

function socialLinks(social: unknown): unknown[] {
  if (typeof social !== 'object' || social === null) return []
  const { website, instagram, facebook } = social as Record<string, unknown>
  return [website, instagram, facebook]
}

/** Structured data of type Person for a teacher's profile page. */
export function personJsonLd(teacher: PersonJsonLdInput, siteUrl: string = getSiteUrl()): JsonLd {
  return compact({
    '@context': context,
    '@type': 'Person',
    name: teacher.name,
    url: absoluteUrl(paths.teacher.href(teacher.slug), siteUrl),
    jobTitle: 'Yoga Teacher',
    description: text(teacher.bio),
    image: ownImageUrl(teacher.image) ?? undefined,
    address: postalAddress({ locality: teacher.location, country: teacher.country }),
    knowsAbout: (teacher.specialties ?? []).map((s) => s.trim()).filter(Boolean),
    knowsLanguage: languageCodes(teacher.languages),
    hasCredential: credentialJsonLd(teacher.credential),
    sameAs: httpUrls(...socialLinks(teacher.social)),
  })
}

/** The fields of a `studios` row that describe the studio. */
export interface YogaStudioJsonLdInput {
  name: string
  slug: string
  description?: string | null
  logo?: string | null
  email?: string | null
  address?: string | null
  city?: string | null
  country?: string | null
  website?: string | null
  instagram?: string | null
  facebook?: string | null
  operatinghours?: string | null
  /** ISO 639 codes of the languages classes are taught in. */
  languages?: readonly string[] | null
}

/**
 * Structured data for a studio's page. schema.org has no YogaStudio type (docs/product.md §2 asks for
 * one), so the page is an ExerciseGym, the closest type that validators accept, with
 * YogaStudio kept as its additionalType.
 */
export function yogaStudioJsonLd(studio: YogaStudioJsonLdInput, siteUrl: string = getSiteUrl()): JsonLd {
  const logo = ownImageUrl(studio.logo) ?? undefined
  return compact({
    '@context': context,
    '@type': 'ExerciseGym',
    additionalType: 'YogaStudio',
    name: studio.name,
    url: absoluteUrl(paths.studio.href(studio.slug), siteUrl),
    description: text(studio.description),
    logo,
    image: logo,
    email: text(studio.email),
    address: postalAddress({ street: studio.address, locality: studio.city, country: studio.country }),
    openingHours: text(studio.operatinghours),
    availableLanguage: languageCodes(studio.languages),
    sameAs: httpUrls(studio.website, studio.instagram, studio.facebook),
  })
}

import { SEO_DESCRIPTION_GUIDE } from '../../lib/directory-options.ts'

export interface PageSeo {
  title: string
  description: string
}

function filled(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

/** The first `max` characters of a text, with runs of whitespace (line breaks) made single spaces. */
export function excerpt(value: string | null | undefined, max: number = SEO_DESCRIPTION_GUIDE): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trimEnd()
}

/** The SEO text an admin may have stored for a listing (docs/product.md §7); blank means none. */
interface StoredSeo {
  seo_title?: string | null
  seo_description?: string | null
}

/** A listing's metadata: its stored SEO text where there is some, the fallbacks elsewhere. */
function listingSeo(stored: StoredSeo, fallbackTitle: string, about: string | null | undefined): PageSeo {
  return {
    title: filled(stored.seo_title) ?? fallbackTitle,
    description: filled(stored.seo_description) ?? excerpt(about),
  }
}

/** 'Yoga Studio in Cebu City', or 'Yoga Studio' when the place is blank. */
function inPlace(what: string, place: string | null | undefined): string {
  const where = filled(place)
  return where ? `${what} in ${where}` : what
}

/** A studio page's metadata: the studio's own SEO text when stored, otherwise a fallback. */
export function studioSeo(
  studio: StoredSeo & { name: string; city?: string | null; description?: string | null },
): PageSeo {
  return listingSeo(studio, `${studio.name} | ${inPlace('Yoga Studio', studio.city)}`, studio.description)
}

/** A teacher page's metadata: the teacher's own SEO text when stored, otherwise a fallback. */
export function teacherSeo(
  teacher: StoredSeo & { name: string; location?: string | null; bio?: string | null },
): PageSeo {
  return listingSeo(teacher, `${teacher.name} - ${inPlace('Yoga Teacher', teacher.location)}`, teacher.bio)
}

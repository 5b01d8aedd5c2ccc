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

export interface StudioSeoInput {
  name: string
  city?: string | null
  description?: string | null
  seo_title?: string | null
  seo_description?: string | null
}

/** A studio page's metadata: the studio's own SEO text when stored, otherwise a fallback. */
export function studioSeo(studio: StudioSeoInput): PageSeo {
  const city = filled(studio.city)
  return {
    title:
      filled(studio.seo_title) ??
      (city ? `${studio.name} | Yoga Studio in ${city}` : `${studio.name} | Yoga Studio`),
    description: filled(studio.seo_description) ?? excerpt(studio.description),
  }
}

export interface TeacherSeoInput {
  name: string
  location?: string | null
  bio?: string | null
  seo_title?: string | null
  seo_description?: string | null
}

/** A teacher page's metadata: the teacher's own SEO text when stored, otherwise a fallback. */
export function teacherSeo(teacher: TeacherSeoInput): PageSeo {
  const location = filled(teacher.location)
  return {
    title:
      filled(teacher.seo_title) ??
      (location ? `${teacher.name} - Yoga Teacher in ${location}` : `${teacher.name} - Yoga Teacher`),
    description: filled(teacher.seo_description) ?? excerpt(teacher.bio),
  }
}

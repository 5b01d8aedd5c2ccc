import { TEACHING_OPTIONS, type TeachingOptions } from '../../lib/directory-options.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import type { Json } from '../../types/database.types.ts'

function isRecord(value: Json | undefined): value is { [key: string]: Json | undefined } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The four teaching options from the stored JSON; anything not literally `true` is not offered. */
export function teachingOptionsOf(value: Json): TeachingOptions {
  const record = isRecord(value) ? value : {}
  return Object.fromEntries(TEACHING_OPTIONS.map(({ key }) => [key, record[key] === true])) as TeachingOptions
}

export interface SocialLinks {
  website: string | null
  instagram: string | null
  facebook: string | null
}

/** The teacher's social links, each only if it is a safe http(s) URL. */
export function socialLinksOf(value: Json): SocialLinks {
  const record = isRecord(value) ? value : {}
  const link = (key: keyof SocialLinks) => {
    const raw = record[key]
    return typeof raw === 'string' ? safeHttpUrl(raw) : null
  }
  return { website: link('website'), instagram: link('instagram'), facebook: link('facebook') }
}

/** Certifications are stored as one text; semicolons or new lines separate them. */
export function certificationList(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
}

export function experienceText(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`
}

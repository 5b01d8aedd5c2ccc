import { COUNTRIES } from '../../lib/countries.ts'
import { NO_TEACHING_OPTIONS, YOGA_STYLES } from '../../lib/directory-options.ts'
import { orNull } from '../../lib/field-rules.ts'
import { safeHttpUrl } from '../../lib/safe-url.ts'
import { slugify } from '../listings/slug.ts'
import type { EditableListing } from '../listings/listing.ts'
import type { Json, Tables, TablesInsert } from '../../types/database.types.ts'
import type { TeacherFormInput, TeacherFormValues, VerificationInput } from './teacher-form-schema.ts'
import { teachingOptionsOf } from './teacher-model.ts'

/** A teacher as the admin form reads it, with its inquiry address. */
export type TeacherRow = EditableListing<'teachers'>
export type TeacherApplicationRow = Tables<'teacherapplications'>

/** The columns the form writes; slug and name are added by the save (they follow the name). */
export type TeacherFields = Omit<
  TablesInsert<'teachers'>,
  'id' | 'slug' | 'created_at' | 'updated_at' | 'seo_title' | 'seo_description'
>

/** No verification recorded: the five fields blank. */
export const noVerification: VerificationInput = {
  credential: '',
  issuer: '',
  evidenceUrl: '',
  checkedOn: '',
  expiresOn: '',
}

export const emptyTeacherForm: TeacherFormInput = {
  firstname: '',
  lastname: '',
  country: '',
  location: '',
  bio: '',
  certifications: '',
  experience: '',
  specialties: [],
  languages: [],
  teachingoptions: NO_TEACHING_OPTIONS,
  website: '',
  instagram: '',
  facebook: '',
  contactformurl: '',
  inquiryEmail: '',
  image: null,
  gallery: [],
  verification: noVerification,
}

/** 'First Last', as the `name` column stores it (docs/product.md §3). */
export function teacherFullName(firstname: string, lastname: string): string {
  return `${firstname.trim()} ${lastname.trim()}`.trim()
}

/** The page address the name leads to, before any '-2' a clash would add. */
export function teacherSlugPreview(firstname: string, lastname: string): string {
  return slugify(teacherFullName(firstname, lastname))
}

function socialText(social: Json, key: 'website' | 'instagram' | 'facebook'): string {
  if (typeof social !== 'object' || social === null || Array.isArray(social)) return ''
  const value = social[key]
  return typeof value === 'string' ? value : ''
}

/** A stored teacher as the form's starting values (edit mode). */
export function teacherRowToFormValues(row: TeacherRow): TeacherFormInput {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    country: row.country,
    location: row.location,
    bio: row.bio,
    certifications: row.certifications,
    experience: String(row.experience),
    specialties: [...row.specialties],
    languages: [...row.languages],
    teachingoptions: teachingOptionsOf(row.teachingoptions),
    website: socialText(row.social, 'website'),
    instagram: socialText(row.social, 'instagram'),
    facebook: socialText(row.social, 'facebook'),
    contactformurl: row.contactformurl ?? '',
    inquiryEmail: row.inquiry?.email ?? '',
    image: row.image,
    gallery: [...row.gallery],
    verification: {
      credential: row.verified_credential ?? '',
      issuer: row.verified_issuer ?? '',
      evidenceUrl: row.verification_evidence_url ?? '',
      checkedOn: row.verified_on ?? '',
      expiresOn: row.verification_expires_on ?? '',
    },
  }
}

/**
 * The columns to write for valid form values: empty social links are left out of `social`. The
 * inquiry address is not a column of teachers; the save writes it to its own table.
 */
export function teacherFormToFields(values: TeacherFormValues): TeacherFields {
  const social: Record<string, string> = {}
  for (const key of ['website', 'instagram', 'facebook'] as const) if (values[key]) social[key] = values[key]
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    name: teacherFullName(values.firstname, values.lastname),
    country: values.country,
    location: values.location,
    bio: values.bio,
    certifications: values.certifications,
    experience: values.experience,
    specialties: values.specialties,
    languages: values.languages,
    teachingoptions: { ...values.teachingoptions },
    social,
    contactformurl: orNull(values.contactformurl),
    image: values.image,
    gallery: values.gallery,
    // Blank fields clear the columns: a cleared verification writes all five as null together.
    verified_credential: orNull(values.verification.credential),
    verified_issuer: orNull(values.verification.issuer),
    verification_evidence_url: orNull(values.verification.evidenceUrl),
    verified_on: orNull(values.verification.checkedOn),
    verification_expires_on: orNull(values.verification.expiresOn),
  }
}

/**
 * 'Cebu City, Philippines' → city 'Cebu City', country 'Philippines' when the last part is a
 * country of the list (any case); otherwise the whole text is the city and the country is open.
 */
export function splitLocation(location: string): { city: string; country: string } {
  const text = location.trim()
  const comma = text.lastIndexOf(',')
  if (comma === -1) return { city: text, country: '' }
  const tail = text
    .slice(comma + 1)
    .trim()
    .toLocaleLowerCase()
  const country = COUNTRIES.find((name) => name.toLocaleLowerCase() === tail)
  if (!country) return { city: text, country: '' }
  return { city: text.slice(0, comma).trim(), country }
}

/**
 * The application's free-text specialties as a list: split on commas and semicolons, trimmed,
 * without repeats (ignoring case), spelled as in YOGA_STYLES when they are one of them (so the
 * directory's exact-match filter finds them).
 */
export function splitSpecialties(text: string): string[] {
  const list: string[] = []
  for (const raw of text.split(/[,;]/)) {
    const item = raw.trim()
    if (!item) continue
    const key = item.toLocaleLowerCase()
    if (list.some((existing) => existing.toLocaleLowerCase() === key)) continue
    list.push(YOGA_STYLES.find((style) => style.toLocaleLowerCase() === key) ?? item)
  }
  return list
}

const INSTAGRAM_HANDLE = /^@?([A-Za-z0-9._]{1,30})$/

/** An Instagram handle ('@anna.yoga' or 'anna.yoga') as a profile URL; a URL as it is; else ''. */
export function instagramUrl(value: string | null | undefined): string {
  const text = (value ?? '').trim()
  if (!text) return ''
  const url = safeHttpUrl(text)
  if (url) return text
  const handle = INSTAGRAM_HANDLE.exec(text)?.[1]
  return handle ? `https://instagram.com/${handle}` : ''
}

export interface ApplicationPrefill {
  values: TeacherFormInput
  /** Application values the form could not take (e.g. a website that is not a web address). */
  notCopied: { label: string; value: string }[]
}

/** A teacher application as the starting values of a new listing (docs/product.md difference 2). */
export function teacherApplicationToFormValues(application: TeacherApplicationRow): ApplicationPrefill {
  const { city, country } = splitLocation(application.location)
  const website = (application.website ?? '').trim()
  const instagram = (application.instagram ?? '').trim()
  const notCopied: ApplicationPrefill['notCopied'] = []
  const websiteUrl = safeHttpUrl(website) ? website : ''
  if (website && !websiteUrl) notCopied.push({ label: 'Website', value: website })
  const instagramLink = instagramUrl(instagram)
  if (instagram && !instagramLink) notCopied.push({ label: 'Instagram', value: instagram })
  return {
    values: {
      ...emptyTeacherForm,
      firstname: application.firstname.trim(),
      lastname: application.lastname.trim(),
      country,
      location: city,
      bio: application.bio,
      certifications: application.certifications,
      experience: String(application.experience),
      specialties: splitSpecialties(application.specialties),
      languages: [...application.languages],
      teachingoptions: teachingOptionsOf(application.teachingoptions),
      website: websiteUrl,
      instagram: instagramLink,
      // Students' messages go where the applicant asked to be answered.
      inquiryEmail: application.email.trim(),
    },
    notCopied,
  }
}

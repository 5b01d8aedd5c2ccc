import * as z from 'zod/mini'
import { emailField, optionalText, orNull } from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'
import type { Json, Tables } from '../../types/database.types.ts'
import type { OwnerListingDetails } from '../listings/api/my-listing-details.ts'
import type { OwnerListingKind } from '../listings/use-owner-listing-form.ts'
import { teacherFormSchema } from './teacher-form-schema.ts'
import { teacherRowToFormValues } from './teacher-form-values.ts'
import { teachingOptionsOf } from './teacher-model.ts'

/**
 * A teacher's own form (docs/product.md "Owners keep their own listing"): the admin form's rules
 * for the fields an owner may change, the inquiry address (required: it is how they sign in) and
 * a new name to ask for.
 */
export const teacherOwnerSchema = z.extend(
  z.pick(teacherFormSchema, {
    bio: true,
    image: true,
    gallery: true,
    specialties: true,
    languages: true,
    teachingoptions: true,
    location: true,
    country: true,
    website: true,
    instagram: true,
    facebook: true,
    contactformurl: true,
  }),
  {
    inquiryEmail: emailField('Inquiry address is required'),
    newName: optionalText('New name', LIMITS.name),
  },
)

export type TeacherOwnerInput = z.input<typeof teacherOwnerSchema>
export type TeacherOwnerValues = z.output<typeof teacherOwnerSchema>

/** The web links as `social` stores them: only those given. */
function socialOf(links: { website: string; instagram: string; facebook: string }): Record<string, string> {
  const social: Record<string, string> = {}
  for (const key of ['website', 'instagram', 'facebook'] as const) if (links[key]) social[key] = links[key]
  return social
}

function teacherOwnerColumns(
  values: Omit<TeacherOwnerValues, 'inquiryEmail' | 'newName'>,
): Record<string, Json> {
  return {
    bio: values.bio,
    image: values.image,
    gallery: values.gallery,
    specialties: values.specialties,
    languages: values.languages,
    teachingoptions: { ...values.teachingoptions },
    location: values.location,
    country: values.country,
    social: socialOf(values),
    contactformurl: orNull(values.contactformurl),
  }
}

/** What the owner workflow needs to know of teachers. */
export const teacherOwnerListing: OwnerListingKind<TeacherOwnerInput, TeacherOwnerValues, 'teachers'> = {
  kind: 'teacher',
  schema: teacherOwnerSchema,
  valuesOf: (row: Tables<'teachers'>, details: OwnerListingDetails) => {
    const all = teacherRowToFormValues(row)
    return {
      bio: all.bio,
      image: all.image,
      gallery: all.gallery,
      specialties: all.specialties,
      languages: all.languages,
      teachingoptions: all.teachingoptions,
      location: all.location,
      country: all.country,
      website: all.website,
      instagram: all.instagram,
      facebook: all.facebook,
      contactformurl: all.contactformurl,
      inquiryEmail: details.inquiryEmail,
      newName: '',
    }
  },
  columnsOf: teacherOwnerColumns,
  storedColumns: (row) => {
    const all = teacherRowToFormValues(row)
    return {
      ...teacherOwnerColumns({ ...all, teachingoptions: teachingOptionsOf(row.teachingoptions) }),
      contactformurl: row.contactformurl,
    }
  },
}

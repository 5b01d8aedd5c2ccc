import { orNull } from '../../lib/field-rules.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import type { EditableListing } from '../listings/listing.ts'
import type { Tables, TablesInsert } from '../../types/database.types.ts'
import type { StudioFormInput, StudioFormValues } from './studio-form-schema.ts'

/** A studio as the admin form reads it, with its inquiry address. */
export type StudioRow = EditableListing<'studios'>
type StudioApplicationRow = Tables<'studioapplications'>

/**
 * The columns the form writes: everything an admin edits, never id, created_at, updated_at or
 * the SEO texts (those belong to the dashboard's SEO modal). The slug is added by the service.
 */
export type StudioFields = Omit<
  TablesInsert<'studios'>,
  'id' | 'slug' | 'created_at' | 'updated_at' | 'seo_title' | 'seo_description'
>

export const emptyStudioForm: StudioFormInput = {
  name: '',
  email: '',
  inquiryEmail: '',
  country: '',
  city: '',
  address: '',
  description: '',
  tagline: '',
  studiotype: '',
  yogastyles: [],
  amenities: [],
  languages: [],
  website: '',
  instagram: '',
  facebook: '',
  operatinghours: '',
  logo: null,
  gallery: [],
  consent: false,
}

/** A saved studio as the form shows it (optional links: null → ''). */
export function studioRowToFormValues(row: StudioRow): StudioFormInput {
  return {
    name: row.name,
    email: row.email,
    inquiryEmail: row.inquiry?.email ?? '',
    country: row.country,
    city: row.city,
    address: row.address,
    description: row.description,
    tagline: row.tagline,
    studiotype: row.studiotype,
    yogastyles: [...row.yogastyles],
    amenities: [...row.amenities],
    languages: [...row.languages],
    website: row.website ?? '',
    instagram: row.instagram ?? '',
    facebook: row.facebook ?? '',
    operatinghours: row.operatinghours,
    logo: row.logo,
    gallery: [...row.gallery],
    consent: row.consent,
  }
}

/**
 * The validated form as table columns (optional links: '' → null; texts stay '' as the table's
 * defaults). The inquiry address is not a column of studios; the save writes it to its own table.
 */
export function studioFormToFields(values: StudioFormValues): StudioFields {
  return {
    name: values.name,
    email: values.email,
    country: values.country,
    city: values.city,
    address: values.address,
    description: values.description,
    tagline: values.tagline,
    studiotype: values.studiotype,
    yogastyles: values.yogastyles,
    amenities: values.amenities,
    languages: values.languages,
    website: orNull(values.website),
    instagram: orNull(values.instagram),
    facebook: orNull(values.facebook),
    operatinghours: values.operatinghours,
    logo: values.logo,
    gallery: values.gallery,
    consent: values.consent,
  }
}

/**
 * A new studio started from a studio application (docs/product.md
 * difference 2). The studio type stays unselected: applications don't ask for it, the admin chooses.
 */
export function applicationToFormValues(application: StudioApplicationRow): StudioFormInput {
  return {
    ...emptyStudioForm,
    name: application.name,
    email: application.email,
    country: application.country,
    city: application.city,
    address: application.address ?? '',
    description: application.description,
    yogastyles: [...application.yogastyles],
    amenities: [...application.amenities],
    languages: [...application.languages],
    website: application.website ?? '',
    instagram: application.instagram ?? '',
    operatinghours: application.hours ?? '',
    // Only our own storage's image: the admin's browser never loads an address an applicant typed.
    logo: ownImageUrl(application.logo),
    consent: application.consent,
  }
}

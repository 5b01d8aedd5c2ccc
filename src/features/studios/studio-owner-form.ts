import * as z from 'zod/mini'
import { emailField, optionalText, orNull } from '../../lib/field-rules.ts'
import { LIMITS } from '../../lib/field-limits.ts'
import type { Json, Tables } from '../../types/database.types.ts'
import type { OwnerListingDetails } from '../listings/api/my-listing-details.ts'
import type { OwnerListingKind } from '../listings/use-owner-listing-form.ts'
import { studioFormSchema } from './studio-form-schema.ts'

/**
 * A studio's own form (docs/product.md "Owners keep their own listing"): the admin form's rules
 * for the fields an owner may change, the inquiry address (required: it is how they sign in) and
 * a new name to ask for.
 */
export const studioOwnerSchema = z.extend(
  z.pick(studioFormSchema, {
    description: true,
    logo: true,
    gallery: true,
    yogastyles: true,
    amenities: true,
    languages: true,
    studiotype: true,
    operatinghours: true,
    address: true,
    city: true,
    country: true,
    website: true,
    instagram: true,
    facebook: true,
  }),
  {
    inquiryEmail: emailField('Inquiry address is required'),
    newName: optionalText('New name', LIMITS.name),
  },
)

export type StudioOwnerInput = z.input<typeof studioOwnerSchema>
export type StudioOwnerValues = z.output<typeof studioOwnerSchema>

type StudioOwnerColumns = Omit<StudioOwnerValues, 'inquiryEmail' | 'newName'>

function studioOwnerColumns(values: StudioOwnerColumns): Record<string, Json> {
  return {
    description: values.description,
    logo: values.logo,
    gallery: values.gallery,
    yogastyles: values.yogastyles,
    amenities: values.amenities,
    languages: values.languages,
    studiotype: values.studiotype,
    operatinghours: values.operatinghours,
    address: values.address,
    city: values.city,
    country: values.country,
    website: orNull(values.website),
    instagram: orNull(values.instagram),
    facebook: orNull(values.facebook),
  }
}

/** What the owner workflow needs to know of studios. */
export const studioOwnerListing: OwnerListingKind<StudioOwnerInput, StudioOwnerValues, 'studios'> = {
  kind: 'studio',
  schema: studioOwnerSchema,
  valuesOf: (row: Tables<'studios'>, details: OwnerListingDetails) => ({
    description: row.description,
    logo: row.logo,
    gallery: [...row.gallery],
    yogastyles: [...row.yogastyles],
    amenities: [...row.amenities],
    languages: [...row.languages],
    studiotype: row.studiotype,
    operatinghours: row.operatinghours,
    address: row.address,
    city: row.city,
    country: row.country,
    website: row.website ?? '',
    instagram: row.instagram ?? '',
    facebook: row.facebook ?? '',
    inquiryEmail: details.inquiryEmail,
    newName: '',
  }),
  columnsOf: studioOwnerColumns,
  storedColumns: (row) =>
    studioOwnerColumns({
      ...row,
      website: row.website ?? '',
      instagram: row.instagram ?? '',
      facebook: row.facebook ?? '',
    }),
}

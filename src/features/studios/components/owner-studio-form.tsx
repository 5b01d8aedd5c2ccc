import {
  LanguagesField,
  MultiSelectField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import type { ToastOptions } from '../../../components/toast/use-toast.ts'
import { AMENITIES, STUDIO_TYPES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import { paths } from '../../../lib/paths.ts'
import { FormSection, UrlFields } from '../../listings/components/listing-fields.tsx'
import { OwnerFormShell, OwnerRequestFields } from '../../listings/components/owner-form-shell.tsx'
import { useOwnerListingForm, type OwnerListingFormProps } from '../../listings/use-owner-listing-form.ts'
import { countryOptions } from '../country-options.ts'
import { studioOwnerListing } from '../studio-owner-form.ts'
import { STUDIO_LINK_FIELDS } from '../studio-link-fields.ts'
import { StudioImageFields } from './studio-image-fields.tsx'

const uploadFailure = (error: Error): ToastOptions => ({
  title: 'Upload Error',
  description: error.message,
  variant: 'destructive',
})

/**
 * A studio's own listing form on /account (docs/product.md "Owners keep their own listing"): what
 * an owner may change, in the admin form's fields and rules; images go to the owner's folder.
 */
export function OwnerStudioForm({ row, details, upload, save }: OwnerListingFormProps<'studios'>) {
  const listing = useOwnerListingForm(studioOwnerListing, { row, details, save })
  const countries = countryOptions(row.country)
  return (
    <OwnerFormShell listing={listing} label="Your listing" cancelHref={paths.studio.href(row.slug)}>
      <FormSection id="owner-form-about" title="About the studio">
        <TextAreaField name="description" label="Description" required rows={8} maxLength={LIMITS.longText} />
        <SelectField
          name="studiotype"
          label="Studio Type"
          required
          options={STUDIO_TYPES}
          placeholder="Select a studio type"
        />
        <MultiSelectField name="yogastyles" legend="Yoga Styles" options={YOGA_STYLES} />
        <MultiSelectField name="amenities" legend="Amenities" options={AMENITIES} />
        <LanguagesField name="languages" legend="Languages" />
        <TextField
          name="operatinghours"
          label="Operating Hours"
          placeholder="Mon-Fri: 9am–8pm"
          maxLength={LIMITS.hours}
        />
      </FormSection>
      <FormSection id="owner-form-place" title="Where the studio is">
        <TextField name="address" label="Address" autoComplete="address-line1" maxLength={LIMITS.address} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            name="city"
            label="City"
            required
            autoComplete="address-level2"
            maxLength={LIMITS.location}
          />
          <SelectField
            name="country"
            label="Country"
            required
            options={countries}
            placeholder="Select a country"
          />
        </div>
      </FormSection>
      <FormSection id="owner-form-links" title="Links">
        <UrlFields fields={STUDIO_LINK_FIELDS} className="grid gap-6 md:grid-cols-3" />
      </FormSection>
      <FormSection id="owner-form-images" title="Images">
        <StudioImageFields
          listing={listing}
          upload={upload}
          logoFailureNotice={uploadFailure}
          galleryFileFailureNotice={(_file, error) => uploadFailure(error)}
        />
      </FormSection>
      <OwnerRequestFields
        kind="studio"
        pendingInquiryEmail={details.pendingInquiryEmail}
        pendingName={details.pendingName}
        currentName={row.name}
      />
    </OwnerFormShell>
  )
}

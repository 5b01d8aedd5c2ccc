import { UrlFields } from '../../listings/components/listing-fields.tsx'
import type { ListingForm } from '../../listings/use-listing-form.ts'
import {
  LanguagesField,
  MultiSelectField,
  SelectField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import { StudioBasicsFields } from '../../../components/forms/studio-basics-fields.tsx'
import type { ToastOptions } from '../../../components/toast/use-toast.ts'
import { AMENITIES, STUDIO_TYPES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import { paths } from '../../../lib/paths.ts'
import { uploadStudioImage } from '../api/upload-studio-image.ts'
import { TAGLINE_MAX, type StudioFormInput, type StudioFormValues } from '../studio-form-schema.ts'
import { STUDIO_LINK_FIELDS } from '../studio-link-fields.ts'
import { countryOptions } from '../country-options.ts'
import { StudioImageFields } from './studio-image-fields.tsx'

/** The field groups of the admin studio form (studio-form.tsx), in the order they appear. */

export function StudioDetailsFields({
  savedCountry,
  slugPreview,
}: {
  /** The country the form started with. */
  savedCountry: string
  /** The page address the name gives (the saved one may get a -2); '' before the name has one. */
  slugPreview: string
}) {
  const countries = countryOptions(savedCountry)
  return (
    <>
      <StudioBasicsFields
        emailLabel="Email"
        countries={countries}
        autoFill={false}
        nameHint={
          slugPreview
            ? `Studio page address: ${paths.studio.href(slugPreview)}`
            : 'Studio page address: appears once the name has a letter or digit.'
        }
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="tagline"
          label="Tagline"
          hint="Optional. Shown on the studio's card and page."
          maxLength={TAGLINE_MAX}
        />
        <SelectField
          name="studiotype"
          label="Studio Type"
          required
          options={STUDIO_TYPES}
          placeholder="Select a studio type"
        />
      </div>
      <MultiSelectField name="yogastyles" legend="Yoga Styles" options={YOGA_STYLES} />
      <MultiSelectField name="amenities" legend="Amenities" options={AMENITIES} />
      <LanguagesField name="languages" legend="Languages" />
    </>
  )
}

export function StudioLinksFields() {
  return (
    <>
      <UrlFields fields={STUDIO_LINK_FIELDS} className="grid gap-6 md:grid-cols-3" />
      <TextField
        name="operatinghours"
        label="Operating Hours"
        placeholder="Mon-Fri: 9am–8pm"
        maxLength={LIMITS.hours}
      />
    </>
  )
}

const logoFailure = (): ToastOptions => ({
  title: 'Upload Error',
  description: 'Could not upload image. Please try again.',
  variant: 'destructive',
})

const galleryFileFailure = (file: File): ToastOptions => ({
  title: 'Upload Error',
  description: `Could not process ${file.name}.`,
  variant: 'destructive',
})

export function StudioImagesFields({ listing }: { listing: ListingForm<StudioFormInput, StudioFormValues> }) {
  return (
    <StudioImageFields
      listing={listing}
      upload={uploadStudioImage}
      logoFailureNotice={logoFailure}
      galleryFileFailureNotice={galleryFileFailure}
    />
  )
}

import { ListingFormShell } from '../../listings/components/listing-form-shell.tsx'
import {
  useListingForm,
  type ListingFormKind,
  type ListingFormProps,
} from '../../listings/use-listing-form.ts'
import { CheckboxField } from '../../../components/forms/form-kit.tsx'
import { InquiryAddressField } from '../../listings/components/inquiry-address-field.tsx'
import { saveInquiryAddress } from '../../listings/api/save-inquiry-address.ts'
import { confirmStudio } from '../api/confirm-studio.ts'
import { getStudioForEdit } from '../api/get-studio-for-edit.ts'
import { saveStudio } from '../api/save-studio.ts'
import {
  CONSENT_LABEL,
  studioFormSchema,
  type StudioFormInput,
  type StudioFormValues,
} from '../studio-form-schema.ts'
import { studioRowToFormValues } from '../studio-form-values.ts'
import { StudioDetailsFields, StudioImagesFields, StudioLinksFields } from './studio-form-fields.tsx'

/** What the listing workflow needs to know of studios (docs/product.md §3 Studio, §8 notices). */
export const studioListing: ListingFormKind<StudioFormInput, StudioFormValues, 'studios'> = {
  kind: 'studio',
  schema: studioFormSchema,
  nameFields: ['name'],
  nameOf: ([name = '']) => name.trim(),
  rowToValues: studioRowToFormValues,
  load: getStudioForEdit,
  save: saveStudio,
  confirm: confirmStudio,
  savedNotice: (_values, _slug, editing) => ({
    title: editing ? 'Studio Updated!' : 'Studio Added!',
    variant: 'success',
  }),
  inquiry: {
    emailOf: (values) => values.inquiryEmail,
    save: (id, email) => saveInquiryAddress('studios', id, email),
    // A studio's messages go to its own email unless an admin sets another.
    fromApplication: false,
  },
}

/** The admin studio form for adding and editing (docs/product.md §2, §5 "Admin studio form", §7). */
export function StudioForm(props: ListingFormProps<StudioFormInput>) {
  const listing = useListingForm(studioListing, props)
  return (
    <ListingFormShell listing={listing} label="Studio details" saveLabel="Save Studio" className="space-y-6">
      <StudioDetailsFields
        savedCountry={props.initialValues.country}
        slugPreview={listing.slugPreview.slug}
      />
      <InquiryAddressField
        kind="studio"
        label="Inquiry address (if not the studio email)"
        hint="Students' messages through the directory go here instead of to the studio email; it is never shown on the studio's page. Leave it empty to use the studio email."
        failure={listing.deliveryFailure}
      />
      <StudioLinksFields />
      <StudioImagesFields listing={listing} />
      <CheckboxField name="consent" label={CONSENT_LABEL} />
    </ListingFormShell>
  )
}

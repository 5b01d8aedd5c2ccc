import {
  CheckboxGroupField,
  LanguagesField,
  MultiSelectField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import { COUNTRIES } from '../../../lib/countries.ts'
import { TEACHING_OPTIONS, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import { paths } from '../../../lib/paths.ts'
import { FormSection, UrlFields, type UrlFieldSpec } from '../../listings/components/listing-fields.tsx'
import { OwnerFormShell, OwnerRequestFields } from '../../listings/components/owner-form-shell.tsx'
import { useOwnerListingForm, type OwnerListingFormProps } from '../../listings/use-owner-listing-form.ts'
import { TEACHER_LIMITS } from '../teacher-form-schema.ts'
import { teacherOwnerListing } from '../teacher-owner-form.ts'
import { TEACHER_SOCIAL_LINK_FIELDS } from '../teacher-link-fields.ts'
import { TeacherImageFields } from './teacher-image-fields.tsx'

const linkFields: readonly UrlFieldSpec[] = [
  ...TEACHER_SOCIAL_LINK_FIELDS,
  {
    name: 'contactformurl',
    label: 'Contact form link',
    hint: 'Optional. The Contact button on your profile opens this page (e.g. your booking form).',
  },
]

/**
 * A teacher's own listing form on /account (docs/product.md "Owners keep their own listing"): what
 * an owner may change, in the admin form's fields and rules; images go to the owner's folder.
 */
export function OwnerTeacherForm({ row, details, upload, save }: OwnerListingFormProps<'teachers'>) {
  const listing = useOwnerListingForm(teacherOwnerListing, { row, details, save })
  return (
    <OwnerFormShell listing={listing} label="Your listing" cancelHref={paths.teacher.href(row.slug)}>
      <FormSection id="owner-form-about" title="About you">
        <TextAreaField name="bio" label="Bio" rows={8} maxLength={LIMITS.longText} />
        <MultiSelectField
          name="specialties"
          legend="Specialties"
          options={YOGA_STYLES}
          maxItems={TEACHER_LIMITS.specialties}
        />
        <LanguagesField name="languages" legend="Teaches In" />
        <CheckboxGroupField name="teachingoptions" legend="Ways of teaching" options={TEACHING_OPTIONS} />
      </FormSection>
      <FormSection id="owner-form-place" title="Where you teach">
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField name="location" label="City" required autoComplete="off" maxLength={LIMITS.location} />
          <SelectField
            name="country"
            label="Country"
            required
            options={COUNTRIES}
            placeholder="Select a country"
          />
        </div>
      </FormSection>
      <FormSection id="owner-form-links" title="Links">
        <UrlFields fields={linkFields} className="grid gap-6 sm:grid-cols-2" />
      </FormSection>
      <FormSection id="owner-form-images" title="Images">
        <TeacherImageFields listing={listing} upload={upload} />
      </FormSection>
      <OwnerRequestFields
        kind="teacher"
        pendingInquiryEmail={details.pendingInquiryEmail}
        pendingName={details.pendingName}
        currentName={row.name}
      />
    </OwnerFormShell>
  )
}

import { ListingImageFields } from '../../../components/admin/listing-form-shell.tsx'
import { UrlFields, type UrlFieldSpec } from '../../../components/admin/listing-fields.tsx'
import type { ListingForm } from '../../../components/admin/use-listing-form.ts'
import {
  CheckboxGroupField,
  MultiSelectField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import { COUNTRIES } from '../../../lib/countries.ts'
import { GALLERY_LIMIT, TEACHING_OPTIONS, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { uploadTeacherImage } from '../api/upload-teacher-image.ts'
import { TEACHER_LIMITS, type TeacherFormInput, type TeacherFormValues } from '../teacher-form-schema.ts'

/** The sections of the admin teacher form (teacher-form.tsx), in the order they appear. */

const linkFields: readonly UrlFieldSpec[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/yourhandle' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/yourpage' },
  {
    name: 'contactformurl',
    label: 'Contact Form URL',
    hint: "Optional. The Contact button on the profile opens this page (e.g. the teacher's booking form).",
  },
]

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function TeacherPersonSection({
  slugPreview,
}: {
  /** The profile address the name gives, or keeps when editing without renaming; '' without a name. */
  slugPreview: { slug: string; kept: boolean }
}) {
  return (
    <Section id="teacher-form-person" title="Teacher">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="firstname" label="First Name" required autoComplete="off" maxLength={LIMITS.name} />
        <TextField name="lastname" label="Last Name" required autoComplete="off" maxLength={LIMITS.name} />
      </div>
      <p className="text-sm text-gray-700">
        {slugPreview.slug ? (
          <>
            <span className="font-medium text-gray-900">{`Profile address: ${paths.teacher.href(slugPreview.slug)}`}</span>
            {!slugPreview.kept && (
              <span className="text-gray-600"> (a number is added if another teacher already uses it)</span>
            )}
          </>
        ) : (
          'Profile address: appears when a name is entered.'
        )}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          name="country"
          label="Country"
          required
          options={COUNTRIES}
          placeholder="Select a country"
        />
        <TextField name="location" label="City" required autoComplete="off" maxLength={LIMITS.location} />
        <TextField
          name="experience"
          label="Years of Experience"
          hint="Whole years, 0 or more."
          type="number"
          inputMode="numeric"
          min={0}
          max={TEACHER_LIMITS.experienceMax}
          step={1}
        />
      </div>
      <TextAreaField name="bio" label="Bio" rows={6} maxLength={LIMITS.longText} />
      <TextAreaField
        name="certifications"
        label="Certifications"
        hint="One per line, or separated by semicolons."
        rows={4}
        maxLength={LIMITS.certifications}
      />
      <MultiSelectField
        name="specialties"
        legend="Specialties"
        options={YOGA_STYLES}
        maxItems={TEACHER_LIMITS.specialties}
      />
      <CheckboxGroupField name="teachingoptions" legend="Teaching Options" options={TEACHING_OPTIONS} />
    </Section>
  )
}

export function TeacherLinksSection() {
  return (
    <Section id="teacher-form-links" title="Links">
      <UrlFields fields={linkFields} className="grid gap-6 sm:grid-cols-2" />
    </Section>
  )
}

export function TeacherImagesSection({
  listing,
}: {
  listing: ListingForm<TeacherFormInput, TeacherFormValues>
}) {
  return (
    <Section id="teacher-form-images" title="Images">
      <ListingImageFields
        listing={listing}
        upload={uploadTeacherImage}
        image={{
          name: 'image',
          label: 'Profile Image',
          purpose: 'profile',
          failureNotice: (error) => ({
            title: 'Upload Failed',
            description: error.message,
            variant: 'destructive',
          }),
        }}
        gallery={{
          name: 'gallery',
          accept: 'image/*',
          limitNotice: (spotsLeft) => ({
            title: 'Upload Limit Exceeded',
            description: `You can only upload up to ${GALLERY_LIMIT} images. You have ${spotsLeft} spots left.`,
            variant: 'destructive',
          }),
          fileFailureNotice: (_file, error) => ({
            title: 'Upload Failed',
            description: error.message,
            variant: 'destructive',
          }),
        }}
      />
    </Section>
  )
}

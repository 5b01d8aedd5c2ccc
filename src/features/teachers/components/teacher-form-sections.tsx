import { InquiryAddressField } from '../../listings/components/inquiry-address-field.tsx'
import { FormSection, UrlFields, type UrlFieldSpec } from '../../listings/components/listing-fields.tsx'
import type { DeliveryFailure } from '../../listings/listing.ts'
import type { ListingForm } from '../../listings/use-listing-form.ts'
import { useEffect, useRef } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
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
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import { paths } from '../../../lib/paths.ts'
import { uploadTeacherImage } from '../api/upload-teacher-image.ts'
import {
  TEACHER_LIMITS,
  VERIFICATION_TEXT_MAX,
  todayUtc,
  type TeacherFormInput,
  type TeacherFormValues,
} from '../teacher-form-schema.ts'
import { noVerification } from '../teacher-form-values.ts'
import { TEACHER_SOCIAL_LINK_FIELDS } from '../teacher-link-fields.ts'
import { TeacherImageFields } from './teacher-image-fields.tsx'

/** The sections of the admin teacher form (teacher-form.tsx), in the order they appear. */

const linkFields: readonly UrlFieldSpec[] = [
  ...TEACHER_SOCIAL_LINK_FIELDS,
  {
    name: 'contactformurl',
    label: 'Contact Form URL',
    hint: "Optional. The Contact button on the profile opens this page (e.g. the teacher's booking form).",
  },
]

export function TeacherPersonSection({
  slugPreview,
}: {
  /** The profile address the name gives, or keeps when editing without renaming; '' without a name. */
  slugPreview: { slug: string; kept: boolean }
}) {
  return (
    <FormSection id="teacher-form-person" title="Teacher">
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
      <LanguagesField name="languages" legend="Teaches In" />
      <CheckboxGroupField name="teachingoptions" legend="Teaching Options" options={TEACHING_OPTIONS} />
    </FormSection>
  )
}

/**
 * What an admin checked of the teacher's credentials: recorded together or not at all (the
 * database refuses half a verification), and cleared in one go when it no longer holds.
 */
export function TeacherVerificationSection() {
  const { control, setValue, clearErrors, trigger } = useFormContext<TeacherFormInput>()
  const fields = useRef<HTMLDivElement>(null)
  const verification = useWatch({ control, name: 'verification' })
  const { submitCount } = useFormState({ control })
  const recorded = Object.values(verification).some((value) => value !== '')
  const key = JSON.stringify(verification)
  // The rules tie the fields together (an expiry after the check, all or none), and the form
  // re-checks only the field being typed in: after a failed save, re-check the whole group so a
  // message on one field goes as soon as another field fixes it.
  useEffect(() => {
    if (submitCount > 0) void trigger('verification')
  }, [key, submitCount, trigger])
  function clear() {
    setValue('verification', noVerification, { shouldDirty: true })
    clearErrors('verification')
    // The button goes with the values, so focus moves to where a new verification would start.
    fields.current?.querySelector('input')?.focus()
  }
  return (
    <FormSection id="teacher-form-verification" title="Verification">
      <p className="text-sm text-gray-700">
        Record a credential you have checked (for example with the issuer&apos;s register). The profile shows
        a Verified badge until the expiry date. Leave all fields empty when nothing was checked.
      </p>
      <div ref={fields} className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="verification.credential"
          label="Credential"
          hint="e.g. RYT-500"
          autoComplete="off"
          maxLength={VERIFICATION_TEXT_MAX}
        />
        <TextField
          name="verification.issuer"
          label="Issuer"
          hint="e.g. Yoga Alliance"
          autoComplete="off"
          maxLength={VERIFICATION_TEXT_MAX}
        />
        <TextField
          name="verification.evidenceUrl"
          label="Evidence URL"
          hint="Optional. Where the credential can be seen, starting with http:// or https://."
          type="url"
          inputMode="url"
          maxLength={LIMITS.url}
        />
        <TextField name="verification.checkedOn" label="Checked On" type="date" max={todayUtc()} />
        <TextField
          name="verification.expiresOn"
          label="Expires On"
          hint="Optional. The badge is not shown after this day."
          type="date"
        />
      </div>
      {recorded && (
        <button type="button" className={buttonClasses('outline', 'sm')} onClick={clear}>
          Clear verification
        </button>
      )}
    </FormSection>
  )
}

export function TeacherLinksSection() {
  return (
    <FormSection id="teacher-form-links" title="Links">
      <UrlFields fields={linkFields} className="grid gap-6 sm:grid-cols-2" />
    </FormSection>
  )
}

/** Where students' messages through the directory go: private, for admins only. */
export function TeacherMessagesSection({ deliveryFailure }: { deliveryFailure: DeliveryFailure | null }) {
  return (
    <FormSection id="teacher-form-messages" title="Messages">
      <InquiryAddressField
        kind="teacher"
        label="Inquiry address (private)"
        hint="Students' messages through the directory go here; it is never shown on the profile. Leave it empty and the profile offers no messages."
        failure={deliveryFailure}
      />
    </FormSection>
  )
}

export function TeacherImagesSection({
  listing,
}: {
  listing: ListingForm<TeacherFormInput, TeacherFormValues>
}) {
  return (
    <FormSection id="teacher-form-images" title="Images">
      <TeacherImageFields listing={listing} upload={uploadTeacherImage} />
    </FormSection>
  )
}

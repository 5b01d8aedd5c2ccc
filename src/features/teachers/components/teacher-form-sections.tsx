import { Controller, type UseFormReturn } from 'react-hook-form'
import { firstItemError } from '../../../components/admin/form-errors.ts'
import { ListField, UrlFields, type UrlFieldSpec } from '../../../components/admin/listing-fields.tsx'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { COUNTRIES } from '../../../lib/countries.ts'
import { GALLERY_LIMIT, TEACHING_OPTIONS, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { GalleryEditor } from '../../../components/media/gallery-editor.tsx'
import { ImageUploadField } from '../../../components/media/image-upload-field.tsx'
import { uploadTeacherImage } from '../api/upload-teacher-image.ts'
import { TEACHER_LIMITS, type TeacherFormInput, type TeacherFormValues } from '../teacher-form-schema.ts'

/** The sections of the admin teacher form (teacher-form.tsx), in the order they appear. */
type TeacherFormApi = UseFormReturn<TeacherFormInput, unknown, TeacherFormValues>

const linkFields: readonly UrlFieldSpec<TeacherFormInput>[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/yourhandle' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/yourpage' },
  {
    name: 'contactformurl',
    label: 'Contact Form URL',
    hint: "Optional. The Contact button on the profile opens this page (e.g. the teacher's booking form).",
  },
]

export function TeacherPersonSection({
  form: {
    register,
    control,
    formState: { errors },
  },
  slugPreview,
  keepsSlug,
}: {
  form: TeacherFormApi
  /** The profile address the name gives (or keeps, when editing without renaming); '' without a name. */
  slugPreview: string
  keepsSlug: boolean
}) {
  return (
    <section className="space-y-6" aria-labelledby="teacher-form-person">
      <h2 id="teacher-form-person" className="text-lg font-semibold text-gray-900">
        Teacher
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="First Name" required error={errors.firstname?.message}>
          {(props) => (
            <input
              {...props}
              {...register('firstname')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Last Name" required error={errors.lastname?.message}>
          {(props) => (
            <input
              {...props}
              {...register('lastname')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.name}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <p className="text-sm text-gray-700">
        {slugPreview ? (
          <>
            <span className="font-medium text-gray-900">{`Profile address: ${paths.teacher.href(slugPreview)}`}</span>
            {!keepsSlug && (
              <span className="text-gray-600"> (a number is added if another teacher already uses it)</span>
            )}
          </>
        ) : (
          'Profile address: appears when a name is entered.'
        )}
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Country" required error={errors.country?.message}>
          {(props) => (
            <select {...props} {...register('country')} className={inputClass}>
              <option value="">Select a country</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="City" required error={errors.location?.message}>
          {(props) => (
            <input
              {...props}
              {...register('location')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.location}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Years of Experience" hint="Whole years, 0 or more." error={errors.experience?.message}>
          {(props) => (
            <input
              {...props}
              {...register('experience')}
              type="number"
              inputMode="numeric"
              min={0}
              max={TEACHER_LIMITS.experienceMax}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Bio" error={errors.bio?.message}>
        {(props) => (
          <textarea
            {...props}
            {...register('bio')}
            rows={6}
            maxLength={LIMITS.longText}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Certifications"
        hint="One per line, or separated by semicolons."
        error={errors.certifications?.message}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('certifications')}
            rows={4}
            maxLength={LIMITS.certifications}
            className={inputClass}
          />
        )}
      </Field>
      <ListField
        control={control}
        name="specialties"
        legend="Specialties"
        options={YOGA_STYLES}
        maxItems={TEACHER_LIMITS.specialties}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">Teaching Options</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TEACHING_OPTIONS.map((option) => (
            <Checkbox key={option.key} label={option.label} {...register(`teachingoptions.${option.key}`)} />
          ))}
        </div>
      </fieldset>
    </section>
  )
}

export function TeacherLinksSection({
  form: {
    register,
    formState: { errors },
  },
}: {
  form: TeacherFormApi
}) {
  return (
    <section className="space-y-6" aria-labelledby="teacher-form-links">
      <h2 id="teacher-form-links" className="text-lg font-semibold text-gray-900">
        Links
      </h2>
      <UrlFields
        fields={linkFields}
        register={register}
        errors={errors}
        className="grid gap-6 sm:grid-cols-2"
      />
    </section>
  )
}

export function TeacherImagesSection({
  form: { control, formState },
  saving,
  imageUploading,
  galleryUploading,
  onImageUploadingChange,
  onGalleryUploadingChange,
}: {
  form: TeacherFormApi
  saving: boolean
  imageUploading: boolean
  galleryUploading: boolean
  onImageUploadingChange: (uploading: boolean) => void
  onGalleryUploadingChange: (uploading: boolean) => void
}) {
  const { errors } = formState
  return (
    <section className="space-y-6" aria-labelledby="teacher-form-images">
      <h2 id="teacher-form-images" className="text-lg font-semibold text-gray-900">
        Images
      </h2>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Profile Image"
            value={field.value}
            onChange={field.onChange}
            upload={uploadTeacherImage}
            purpose="profile"
            disabled={saving || galleryUploading}
            onUploadingChange={onImageUploadingChange}
            failureNotice={(error) => ({
              title: 'Upload Failed',
              description: error.message,
              variant: 'destructive',
            })}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="gallery"
        render={({ field, fieldState }) => (
          <div>
            <GalleryEditor
              label="Gallery"
              value={field.value}
              onChange={field.onChange}
              upload={uploadTeacherImage}
              accept="image/*"
              disabled={saving || imageUploading}
              onUploadingChange={onGalleryUploadingChange}
              limitNotice={(spotsLeft) => ({
                title: 'Upload Limit Exceeded',
                description: `You can only upload up to ${GALLERY_LIMIT} images. You have ${spotsLeft} spots left.`,
                variant: 'destructive',
              })}
              fileFailureNotice={(_file, error) => ({
                title: 'Upload Failed',
                description: error.message,
                variant: 'destructive',
              })}
            />
            {(fieldState.error?.message ?? firstItemError(errors.gallery)) && (
              <p className="mt-1 text-sm text-red-700">
                {fieldState.error?.message ?? firstItemError(errors.gallery)}
              </p>
            )}
          </div>
        )}
      />
    </section>
  )
}

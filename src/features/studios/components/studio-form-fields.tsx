import { Controller, useWatch, type Control, type UseFormReturn } from 'react-hook-form'
import { ListField, UrlFields, type UrlFieldSpec } from '../../../components/admin/listing-fields.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import type { ToastOptions } from '../../../components/toast/use-toast.ts'
import { COUNTRIES } from '../../../lib/countries.ts'
import { AMENITIES, GALLERY_LIMIT, STUDIO_TYPES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { slugify } from '../../../lib/slug.ts'
import { GalleryEditor } from '../../../components/media/gallery-editor.tsx'
import { ImageUploadField } from '../../../components/media/image-upload-field.tsx'
import { uploadStudioImage } from '../api/upload-studio-image.ts'
import {
  GALLERY_TYPES,
  TAGLINE_MAX,
  type StudioFormInput,
  type StudioFormValues,
} from '../studio-form-schema.ts'

/** The field groups of the admin studio form (studio-form.tsx), in the order they appear. */
type StudioFormApi = UseFormReturn<StudioFormInput, unknown, StudioFormValues>

const logoFailure = (): ToastOptions => ({
  title: 'Upload Error',
  description: 'Could not upload image. Please try again.',
  variant: 'destructive',
})

const galleryLimit = (spotsLeft: number): ToastOptions => ({
  title: 'Upload Limit Exceeded',
  description: `You can only upload up to ${GALLERY_LIMIT} gallery images. You have ${spotsLeft} spots left.`,
  variant: 'destructive',
})

const galleryFileFailure = (file: File): ToastOptions => ({
  title: 'Upload Error',
  description: `Could not process ${file.name}.`,
  variant: 'destructive',
})

export function StudioDetailsFields({
  form: {
    register,
    control,
    formState: { errors },
  },
  savedCountry,
}: {
  form: StudioFormApi
  /** The country the form started with. */
  savedCountry: string
}) {
  // A listing saved before the country list changed keeps its country selectable.
  const countries: readonly string[] =
    savedCountry === '' || (COUNTRIES as readonly string[]).includes(savedCountry)
      ? COUNTRIES
      : [savedCountry, ...COUNTRIES]
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <Field
          label="Studio Name"
          required
          error={errors.name?.message}
          hint={<StudioAddress control={control} />}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('name')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('email')}
              type="email"
              autoComplete="off"
              maxLength={LIMITS.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          {(controlProps) => (
            <select {...controlProps} {...register('country')} className={inputClass}>
              <option value="">Select a country</option>
              {countries.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="City" required error={errors.city?.message}>
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('city')}
              type="text"
              autoComplete="off"
              maxLength={LIMITS.location}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message}>
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('address')}
            type="text"
            autoComplete="off"
            maxLength={LIMITS.address}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        {(controlProps) => (
          <textarea
            {...controlProps}
            {...register('description')}
            rows={6}
            maxLength={LIMITS.longText}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-6 md:grid-cols-2">
        <Field
          label="Tagline"
          hint="Optional. Shown on the studio's card and page."
          error={errors.tagline?.message}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('tagline')}
              type="text"
              maxLength={TAGLINE_MAX}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Studio Type" required error={errors.studiotype?.message}>
          {(controlProps) => (
            <select {...controlProps} {...register('studiotype')} className={inputClass}>
              <option value="">Select a studio type</option>
              {STUDIO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </>
  )
}

export function StudioStylesFields({ form: { control } }: { form: StudioFormApi }) {
  return (
    <>
      <ListField
        control={control}
        name="yogastyles"
        legend="Yoga Styles"
        options={YOGA_STYLES}
        maxItems={LIMITS.listItems}
      />
      <ListField
        control={control}
        name="amenities"
        legend="Amenities"
        options={AMENITIES}
        maxItems={LIMITS.listItems}
      />
    </>
  )
}

const linkFields: readonly UrlFieldSpec<StudioFormInput>[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/studio' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/studio' },
]

export function StudioLinksFields({
  form: {
    register,
    formState: { errors },
  },
}: {
  form: StudioFormApi
}) {
  return (
    <>
      <UrlFields
        fields={linkFields}
        register={register}
        errors={errors}
        className="grid gap-6 md:grid-cols-3"
      />
      <Field label="Operating Hours" error={errors.operatinghours?.message}>
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('operatinghours')}
            type="text"
            placeholder="Mon-Fri: 9am–8pm"
            maxLength={LIMITS.hours}
            className={inputClass}
          />
        )}
      </Field>
    </>
  )
}

export function StudioImagesFields({
  form: { control },
  disabled,
  onLogoUploadingChange,
  onGalleryUploadingChange,
}: {
  form: StudioFormApi
  disabled: boolean
  onLogoUploadingChange: (uploading: boolean) => void
  onGalleryUploadingChange: (uploading: boolean) => void
}) {
  return (
    <>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label="Logo"
            value={field.value}
            onChange={field.onChange}
            upload={uploadStudioImage}
            purpose="logo"
            disabled={disabled}
            onUploadingChange={onLogoUploadingChange}
            failureNotice={logoFailure}
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
              upload={uploadStudioImage}
              accept={GALLERY_TYPES}
              disabled={disabled}
              onUploadingChange={onGalleryUploadingChange}
              limitNotice={galleryLimit}
              fileFailureNotice={galleryFileFailure}
            />
            {fieldState.error?.message && (
              <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>
            )}
          </div>
        )}
      />
    </>
  )
}

/** The page address the name gives, updated as the admin types (the saved one may get a -2). */
function StudioAddress({ control }: { control: Control<StudioFormInput, unknown, StudioFormValues> }) {
  const slug = slugify(useWatch({ control, name: 'name' }))
  if (!slug) return 'Studio page address: appears once the name has a letter or digit.'
  return `Studio page address: ${paths.studio.href(slug)}`
}

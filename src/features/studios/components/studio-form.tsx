import { useCallback, useId, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch, type Control } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { MultiSelect } from '../../../components/forms/multi-select.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { useToast, type ToastOptions } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { COUNTRIES } from '../../../lib/countries.ts'
import { AMENITIES, GALLERY_LIMIT, STUDIO_TYPES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { slugify } from '../../../lib/slug.ts'
import { GalleryEditor } from '../../media/components/gallery-editor.tsx'
import { ImageUploadField } from '../../media/components/image-upload-field.tsx'
import { saveStudio, type SaveStudioResult } from '../api/save-studio.ts'
import {
  CONSENT_LABEL,
  GALLERY_TYPES,
  studioFormSchema,
  TAGLINE_MAX,
  type StudioFormInput,
  type StudioFormValues,
} from '../studio-form-schema.ts'
import type { StudioVersion } from '../studio-form-values.ts'

export const CHANGED_ELSEWHERE =
  'This studio was changed by someone else after you opened it. Your changes have not been saved.'

export const slugTakenMessage = (slug: string) =>
  `Another studio already uses the address ${paths.studio.href(slug)}. Change the name slightly and save again.`

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

export interface StudioFormProps {
  initialValues: StudioFormInput
  /** The row being edited, as loaded; absent when adding a studio. */
  loaded?: StudioVersion
  /** Loads the studio again (after someone else changed it); the form is replaced. */
  onLoadLatest?: () => void
}

/** The admin studio form for adding and editing (SPEC.md §2, §5 "Admin studio form", §7). */
export function StudioForm({ initialValues, loaded, onLoadLatest }: StudioFormProps) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const oneAtATime = useOneAtATime()
  const [logoUploading, setLogoUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)
  const [changedElsewhere, setChangedElsewhere] = useState(false)
  const [confirmingReload, setConfirmingReload] = useState(false)
  const uploading = logoUploading || galleryUploading
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StudioFormInput, unknown, StudioFormValues>({
    resolver: zodResolver(studioFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  const formRef = useRef<HTMLFormElement>(null)
  const uploadingNoteId = useId()
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)
  const busy = isSubmitting || uploading
  // A listing saved before the country list changed keeps its country selectable.
  const countries: readonly string[] =
    initialValues.country === '' || (COUNTRIES as readonly string[]).includes(initialValues.country)
      ? COUNTRIES
      : [initialValues.country, ...COUNTRIES]

  const onSubmit = (values: StudioFormValues) =>
    // One save per click, and never with an image half uploaded (its URL would be missing).
    oneAtATime(async () => {
      if (uploading) return
      let result: SaveStudioResult
      try {
        result = await saveStudio(values, loaded)
      } catch {
        toast({
          title: 'Submission Failed',
          description: 'There was a problem saving the studio data.',
          variant: 'destructive',
        })
        return
      }
      if (result.status === 'changed-elsewhere') {
        setChangedElsewhere(true)
        return
      }
      if (result.status === 'slug-taken') {
        setError('name', { type: 'slug', message: slugTakenMessage(result.slug) }, { shouldFocus: true })
        return
      }
      toast({ title: loaded ? 'Studio Updated!' : 'Studio Added!', variant: 'success' })
      navigate(paths.admin.href())
    })

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="space-y-6"
        aria-label="Studio details"
      >
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
        <Controller
          control={control}
          name="yogastyles"
          render={({ field, fieldState }) => (
            <MultiSelect
              legend="Yoga Styles"
              options={YOGA_STYLES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? firstItemError(errors.yogastyles)}
              maxItems={LIMITS.listItems}
              maxLength={LIMITS.listItem}
            />
          )}
        />
        <Controller
          control={control}
          name="amenities"
          render={({ field, fieldState }) => (
            <MultiSelect
              legend="Amenities"
              options={AMENITIES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? firstItemError(errors.amenities)}
              maxItems={LIMITS.listItems}
              maxLength={LIMITS.listItem}
            />
          )}
        />
        <div className="grid gap-6 md:grid-cols-3">
          <Field label="Website" hint="Optional, e.g. https://example.com" error={errors.website?.message}>
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('website')}
                type="url"
                maxLength={LIMITS.url}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Instagram"
            hint="Optional, e.g. https://instagram.com/studio"
            error={errors.instagram?.message}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('instagram')}
                type="url"
                maxLength={LIMITS.url}
                className={inputClass}
              />
            )}
          </Field>
          <Field
            label="Facebook"
            hint="Optional, e.g. https://facebook.com/studio"
            error={errors.facebook?.message}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('facebook')}
                type="url"
                maxLength={LIMITS.url}
                className={inputClass}
              />
            )}
          </Field>
        </div>
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
        <Controller
          control={control}
          name="logo"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Logo"
              value={field.value}
              onChange={field.onChange}
              folder="studios"
              purpose="logo"
              disabled={busy}
              onUploadingChange={setLogoUploading}
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
                folder="studios"
                accept={GALLERY_TYPES}
                disabled={busy}
                onUploadingChange={setGalleryUploading}
                limitNotice={galleryLimit}
                fileFailureNotice={galleryFileFailure}
              />
              {fieldState.error?.message && (
                <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>
              )}
            </div>
          )}
        />
        <Checkbox label={CONSENT_LABEL} error={errors.consent?.message} {...register('consent')} />

        {changedElsewhere && (
          <div
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p>{CHANGED_ELSEWHERE}</p>
            <button
              type="button"
              className={`${buttonClasses('outline', 'sm')} mt-3`}
              onClick={() => setConfirmingReload(true)}
            >
              Load the latest version
            </button>
          </div>
        )}

        <div className="flex flex-col gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={busy}
            aria-busy={isSubmitting}
            aria-describedby={uploading ? uploadingNoteId : undefined}
            className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}
          >
            {isSubmitting && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {isSubmitting ? 'Saving...' : 'Save Studio'}
          </button>
          <Link to={paths.admin.href()} className={`${buttonClasses('outline', 'lg')} w-full sm:w-auto`}>
            Cancel
          </Link>
          {uploading && (
            <p id={uploadingNoteId} className="text-sm text-gray-700">
              Saving is possible once the image upload has finished.
            </p>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmingReload}
        onOpenChange={setConfirmingReload}
        title="Load the latest version?"
        message="The studio will be loaded as it is saved now, and the changes you typed here will be replaced."
        confirmLabel="Replace my changes"
        busyLabel="Loading..."
        destructive={false}
        onConfirm={() => onLoadLatest?.()}
      />
    </>
  )
}

/** Runs one task at a time: a second click while saving does nothing. */
function useOneAtATime() {
  const running = useRef(false)
  return useCallback(async (task: () => Promise<void>) => {
    if (running.current) return
    running.current = true
    try {
      await task()
    } finally {
      running.current = false
    }
  }, [])
}

/** The page address the name gives, updated as the admin types (the saved one may get a -2). */
function StudioAddress({ control }: { control: Control<StudioFormInput, unknown, StudioFormValues> }) {
  const slug = slugify(useWatch({ control, name: 'name' }))
  if (!slug) return 'Studio page address: appears once the name has a letter or digit.'
  return `Studio page address: ${paths.studio.href(slug)}`
}

/** The message of the first invalid value of a list, when the list itself is fine. */
function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) if (error?.message) return error.message
  return undefined
}

import { useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { clearDraft, readDraft, useFormDraft } from '../../../components/forms/form-draft.ts'
import { STUDIO_DRAFT_KEY } from '../draft-keys.ts'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { MultiSelect } from '../../../components/forms/multi-select.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { COUNTRIES } from '../../../lib/countries.ts'
import { AMENITIES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { paths } from '../../../lib/paths.ts'
import { LogoUploadError, submitStudioApplication } from '../api/submit-studio-application.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import {
  CONSENT_LABEL,
  emptyStudioApplication,
  LOGO_TYPES,
  studioApplicationSchema,
  type StudioApplicationInput,
  type StudioApplicationValues,
} from '../studio-application-schema.ts'
import { useSubmitOnce } from './use-submit-once.ts'

export const studioThankYou = {
  title: 'Application Received!',
  message: 'Thank you for applying to list your studio.',
  details: "We'll review your application and get back to you within 3-5 business days.",
} as const satisfies ThankYouState

/** The studio application (SPEC.md §2, §4, §5). */
export function StudioApplicationForm() {
  const navigate = useNavigate()
  const { toast } = useToast()
  const submitOnce = useSubmitOnce()
  const {
    register,
    handleSubmit,
    control,
    watch,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StudioApplicationInput, unknown, StudioApplicationValues>({
    resolver: zodResolver(studioApplicationSchema),
    defaultValues: { ...readDraft(STUDIO_DRAFT_KEY, emptyStudioApplication), logo: null },
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  // A file can't be kept in session storage; the visitor picks it again after a reload.
  useFormDraft(STUDIO_DRAFT_KEY, watch, ['logo', HONEYPOT_FIELD])
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)

  const onSubmit = (values: StudioApplicationValues) =>
    submitOnce(async () => {
      try {
        await submitStudioApplication(values)
      } catch (error) {
        if (!(error instanceof LogoUploadError)) throw error
        toast({ title: 'Logo Upload Failed', description: error.message, variant: 'destructive' })
        return
      }
      reset(emptyStudioApplication)
      clearDraft(STUDIO_DRAFT_KEY)
      navigate(paths.thankYou.href(), { state: studioThankYou })
    })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative space-y-6"
      aria-label="Studio application"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Studio Name" required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="organization"
              maxLength={LIMITS.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Contact Email" required error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Country" required error={errors.country?.message}>
          {(control) => (
            <select {...control} {...register('country')} autoComplete="country-name" className={inputClass}>
              <option value="">Select a country</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {country}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="City" required error={errors.city?.message}>
          {(control) => (
            <input
              {...control}
              {...register('city')}
              type="text"
              autoComplete="address-level2"
              maxLength={LIMITS.location}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Address" error={errors.address?.message}>
        {(control) => (
          <input
            {...control}
            {...register('address')}
            type="text"
            autoComplete="street-address"
            maxLength={LIMITS.address}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('description')}
            rows={5}
            maxLength={LIMITS.longText}
            className={inputClass}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="yogaStyles"
        render={({ field, fieldState }) => (
          <MultiSelect
            legend="Practices Offered"
            options={YOGA_STYLES}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message ?? firstItemError(errors.yogaStyles)}
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
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Website" hint="Optional, e.g. https://example.com" error={errors.website?.message}>
          {(control) => (
            <input
              {...control}
              {...register('website')}
              type="url"
              autoComplete="url"
              maxLength={LIMITS.url}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Instagram"
          hint="Optional, e.g. https://instagram.com/yourstudio"
          error={errors.instagram?.message}
        >
          {(control) => (
            <input
              {...control}
              {...register('instagram')}
              type="url"
              maxLength={LIMITS.url}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label="Operating Hours" hint="Optional, e.g. Mon-Fri: 9am–8pm" error={errors.hours?.message}>
        {(control) => (
          <input
            {...control}
            {...register('hours')}
            type="text"
            maxLength={LIMITS.hours}
            className={inputClass}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <Field
            label="Studio Logo"
            hint="Optional. An image file; it is resized to 800 px wide."
            error={errors.logo?.message}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                type="file"
                accept={LOGO_TYPES.join(',')}
                className="mt-1.5 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
              />
            )}
          </Field>
        )}
      />
      <Checkbox label={CONSENT_LABEL} error={errors.consent?.message} {...register('consent')} />
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SubmitButton sending={isSubmitting} label="Submit Application" sendingLabel="Submitting..." />
    </form>
  )
}

/** The message of the first invalid value of a list, when the list itself is fine. */
function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) if (error?.message) return error.message
  return undefined
}

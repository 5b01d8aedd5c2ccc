import { useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { clearDraft, readDraft, useFormDraft } from '../../../components/forms/form-draft.ts'
import { JOIN_DRAFT_KEY } from '../draft-keys.ts'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { TEACHING_OPTIONS } from '../../../lib/directory-options.ts'
import { paths } from '../../../lib/paths.ts'
import { submitTeacherApplication } from '../api/submit-teacher-application.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import {
  emptyTeacherApplication,
  teacherApplicationSchema,
  type TeacherApplicationInput,
  type TeacherApplicationValues,
} from '../teacher-application-schema.ts'
import { countWords } from '../word-count.ts'
import { useSubmitOnce } from './use-submit-once.ts'

export const BIO_WORD_GUIDE = 200

export const joinThankYou = {
  title: 'Application Submitted!',
  message: 'Thank you for your interest in joining our community.',
  details: "We'll review your application and get back to you within 3-5 business days.",
} as const satisfies ThankYouState

type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'location' | 'website' | 'instagram'

const textFields: readonly {
  name: TextName
  label: string
  type: string
  autoComplete: string
  max: number
  required: boolean
  placeholder?: string
}[] = [
  {
    name: 'firstName',
    label: 'First Name',
    type: 'text',
    autoComplete: 'given-name',
    max: LIMITS.name,
    required: true,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    type: 'text',
    autoComplete: 'family-name',
    max: LIMITS.name,
    required: true,
  },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', max: LIMITS.email, required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', max: LIMITS.phone, required: true },
  {
    name: 'location',
    label: 'Location',
    type: 'text',
    autoComplete: 'address-level2',
    max: LIMITS.location,
    required: true,
    placeholder: 'City, Country',
  },
]

/** The Join as a Teacher application (SPEC.md §2, §5). */
export function JoinForm() {
  const navigate = useNavigate()
  const submitOnce = useSubmitOnce()
  const {
    register,
    handleSubmit,
    control,
    watch,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TeacherApplicationInput, unknown, TeacherApplicationValues>({
    resolver: zodResolver(teacherApplicationSchema),
    defaultValues: readDraft(JOIN_DRAFT_KEY, emptyTeacherApplication),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  useFormDraft(JOIN_DRAFT_KEY, watch, [HONEYPOT_FIELD])
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)
  const bio = useWatch({ control, name: 'bio' })
  const words = countWords(bio)

  const onSubmit = (values: TeacherApplicationValues) =>
    submitOnce(async () => {
      await submitTeacherApplication(values)
      reset(emptyTeacherApplication)
      clearDraft(JOIN_DRAFT_KEY)
      navigate(paths.thankYou.href(), { state: joinThankYou })
    })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative space-y-6"
      aria-label="Join as a Teacher"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        {textFields.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            required={field.required}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <input
                {...control}
                {...register(field.name)}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                placeholder={field.placeholder}
                className={inputClass}
              />
            )}
          </Field>
        ))}
        <Field label="Years of Experience" required error={errors.experience?.message}>
          {(control) => (
            <input
              {...control}
              {...register('experience')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field
        label="Specialties"
        required
        hint="For example: Vinyasa, Yin Yoga, Meditation"
        error={errors.specialties?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('specialties')}
            type="text"
            maxLength={LIMITS.specialties}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Certifications" required error={errors.certifications?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('certifications')}
            rows={3}
            maxLength={LIMITS.certifications}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label="Bio (200 words max)"
        required
        hint={<span aria-live="polite">{`${words} / ${BIO_WORD_GUIDE} words`}</span>}
        error={errors.bio?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...register('bio')}
            rows={6}
            maxLength={LIMITS.longText}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">Teaching Options</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {TEACHING_OPTIONS.map((option) => (
            <Checkbox key={option.key} label={option.label} {...register(`teachingOptions.${option.key}`)} />
          ))}
        </div>
      </fieldset>
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
        <Field label="Instagram Handle" hint="Optional, e.g. @yourhandle" error={errors.instagram?.message}>
          {(control) => (
            <input
              {...control}
              {...register('instagram')}
              type="text"
              maxLength={LIMITS.instagramHandle}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Checkbox
        label="I agree to the terms of service and privacy policy"
        error={errors.terms?.message}
        {...register('terms')}
      />
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SubmitButton sending={isSubmitting} label="Submit Application" sendingLabel="Submitting..." />
    </form>
  )
}

import { useEffect, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router-dom'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { MultiSelect } from '../../../components/forms/multi-select.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { COUNTRIES } from '../../../lib/countries.ts'
import { GALLERY_LIMIT, TEACHING_OPTIONS, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { GalleryEditor } from '../../media/components/gallery-editor.tsx'
import { ImageUploadField } from '../../media/components/image-upload-field.tsx'
import { getTeacherById } from '../api/get-teacher-for-edit.ts'
import { saveTeacher } from '../api/save-teacher.ts'
import {
  TEACHER_LIMITS,
  teacherFormSchema,
  type TeacherFormInput,
  type TeacherFormValues,
} from '../teacher-form-schema.ts'
import {
  teacherFullName,
  teacherRowToFormValues,
  teacherSlugPreview,
  teacherVersionOf,
  type TeacherVersion,
} from '../teacher-form-values.ts'

export const CHANGED_ELSEWHERE =
  'This teacher was changed by someone else after you opened it. Your changes have not been saved.'
export const slugTakenMessage = (slug: string) =>
  `Another teacher already uses the address ${paths.teacher.href(slug)}. Change the name slightly and save again.`

export interface TeacherFormProps {
  /** The starting values: empty, from an application, or the stored teacher. */
  initialValues: TeacherFormInput
  /** Edit mode: the stored version the values came from. Absent in add mode. */
  loaded?: TeacherVersion
}

type TextName = 'website' | 'instagram' | 'facebook' | 'contactformurl'

const linkFields: readonly { name: TextName; label: string; hint: string }[] = [
  { name: 'website', label: 'Website', hint: 'Optional, e.g. https://example.com' },
  { name: 'instagram', label: 'Instagram', hint: 'Optional, e.g. https://instagram.com/yourhandle' },
  { name: 'facebook', label: 'Facebook', hint: 'Optional, e.g. https://facebook.com/yourpage' },
  {
    name: 'contactformurl',
    label: 'Contact Form URL',
    hint: "Optional. The Contact button on the profile opens this page (e.g. the teacher's booking form).",
  },
]

/**
 * The admin teacher form, shared by add and edit (SPEC.md §2, §5 "Admin teacher form", §7).
 * An edit only applies to the version it was opened from; if someone else saved the teacher
 * meanwhile nothing is overwritten and what was typed stays on screen.
 */
export function TeacherForm({ initialValues, loaded }: TeacherFormProps) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [version, setVersion] = useState(loaded)
  const [problem, setProblem] = useState<
    { kind: 'changed-elsewhere' } | { kind: 'slug-taken'; slug: string } | { kind: 'gone' } | null
  >(null)
  const [confirmReload, setConfirmReload] = useState(false)
  const [reloading, setReloading] = useState(false)
  const [imageUploading, setImageUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)
  const inFlight = useRef(false)
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TeacherFormInput, unknown, TeacherFormValues>({
    resolver: zodResolver(teacherFormSchema),
    defaultValues: initialValues,
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)

  const problemRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A refused save: take the keyboard user to the explanation and its action.
    if (problem) problemRef.current?.focus()
  }, [problem])

  const [firstname, lastname] = useWatch({ control, name: ['firstname', 'lastname'] })
  const name = teacherFullName(firstname, lastname)
  const keepsSlug = version !== undefined && version.name === name
  const slugPreview = keepsSlug ? version.slug : teacherSlugPreview(firstname, lastname)

  const uploading = imageUploading || galleryUploading
  const saving = isSubmitting
  const editing = version !== undefined

  const onSubmit = async (values: TeacherFormValues) => {
    if (inFlight.current) return
    inFlight.current = true
    setProblem(null)
    try {
      const result = await saveTeacher(values, version)
      if (result.status === 'changed-elsewhere') {
        setProblem({ kind: 'changed-elsewhere' })
        return
      }
      if (result.status === 'slug-taken') {
        setProblem({ kind: 'slug-taken', slug: result.slug })
        return
      }
      toast({
        title: editing ? 'Teacher Updated' : 'Teacher Added',
        description: `${teacherFullName(values.firstname, values.lastname)} is listed at ${paths.teacher.href(result.slug)}.`,
        variant: 'success',
      })
      navigate(paths.admin.href())
    } catch {
      toast({
        title: 'Submission Failed',
        description: 'There was a problem saving the teacher data.',
        variant: 'destructive',
      })
    } finally {
      inFlight.current = false
    }
  }

  async function loadLatest() {
    if (!version) return
    setReloading(true)
    try {
      const row = await getTeacherById(version.id)
      if (!row) {
        setProblem({ kind: 'gone' })
        return
      }
      reset(teacherRowToFormValues(row))
      setVersion(teacherVersionOf(row))
      setProblem(null)
      toast({
        title: 'Latest version loaded',
        description: 'The form now shows the teacher as currently saved.',
        variant: 'neutral',
      })
    } catch {
      toast({ title: 'Error', description: 'Failed to load teacher data.', variant: 'destructive' })
    } finally {
      setReloading(false)
      setConfirmReload(false)
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-8"
      aria-label={editing ? 'Edit Teacher' : 'Add Teacher'}
    >
      <p className="text-sm text-gray-700">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
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
          <Field
            label="Years of Experience"
            hint="Whole years, 0 or more."
            error={errors.experience?.message}
          >
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
        <Controller
          control={control}
          name="specialties"
          render={({ field, fieldState }) => (
            <MultiSelect
              legend="Specialties"
              options={YOGA_STYLES}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message ?? firstItemError(errors.specialties)}
              maxItems={TEACHER_LIMITS.specialties}
              maxLength={LIMITS.listItem}
            />
          )}
        />
        <fieldset>
          <legend className="text-sm font-semibold text-gray-900">Teaching Options</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {TEACHING_OPTIONS.map((option) => (
              <Checkbox
                key={option.key}
                label={option.label}
                {...register(`teachingoptions.${option.key}`)}
              />
            ))}
          </div>
        </fieldset>
      </section>

      <section className="space-y-6" aria-labelledby="teacher-form-links">
        <h2 id="teacher-form-links" className="text-lg font-semibold text-gray-900">
          Links
        </h2>
        <div className="grid gap-6 sm:grid-cols-2">
          {linkFields.map((link) => (
            <Field key={link.name} label={link.label} hint={link.hint} error={errors[link.name]?.message}>
              {(props) => (
                <input
                  {...props}
                  {...register(link.name)}
                  type="url"
                  autoComplete="off"
                  maxLength={LIMITS.url}
                  className={inputClass}
                />
              )}
            </Field>
          ))}
        </div>
      </section>

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
              folder="teachers"
              purpose="profile"
              disabled={saving || galleryUploading}
              onUploadingChange={setImageUploading}
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
                folder="teachers"
                accept="image/*"
                disabled={saving || imageUploading}
                onUploadingChange={setGalleryUploading}
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

      {problem && (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
        >
          {problem.kind === 'changed-elsewhere' && (
            <>
              <p>{CHANGED_ELSEWHERE}</p>
              <button
                type="button"
                className={`${buttonClasses('outline', 'sm')} mt-3`}
                onClick={() => setConfirmReload(true)}
              >
                Load the latest version
              </button>
            </>
          )}
          {problem.kind === 'slug-taken' && <p>{slugTakenMessage(problem.slug)}</p>}
          {problem.kind === 'gone' && (
            <p>
              This teacher no longer exists: someone deleted it after you opened it. Nothing was saved.{' '}
              <Link to={paths.admin.href()} className="font-medium underline">
                Back to the dashboard
              </Link>
            </p>
          )}
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:items-center sm:justify-end">
        <Link to={paths.admin.href()} className={buttonClasses('outline', 'lg')}>
          Cancel
        </Link>
        <button
          type="submit"
          disabled={saving || uploading || reloading}
          aria-busy={saving}
          aria-describedby={uploading ? 'teacher-form-uploading' : undefined}
          className={buttonClasses('primary', 'lg')}
        >
          {saving && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {saving ? 'Saving...' : 'Save Teacher'}
        </button>
      </div>
      {uploading && (
        <p id="teacher-form-uploading" className="text-right text-sm text-gray-700">
          Saving is possible once the image upload has finished.
        </p>
      )}

      <Modal
        open={confirmReload}
        onOpenChange={(open) => {
          if (!reloading) setConfirmReload(open)
        }}
        title="Load the latest version?"
        description="The form will show the teacher as it is saved now. Everything you changed here since opening it will be replaced."
        locked={reloading}
      >
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClasses('outline')}
            disabled={reloading}
            onClick={() => setConfirmReload(false)}
          >
            Keep my changes
          </button>
          <button
            type="button"
            className={buttonClasses('primary')}
            disabled={reloading}
            aria-busy={reloading}
            onClick={() => void loadLatest()}
          >
            {reloading ? 'Loading...' : 'Replace my changes'}
          </button>
        </div>
      </Modal>
    </form>
  )
}

/** The message of the first invalid value of a list, when the list itself is fine. */
function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) if (error?.message) return error.message
  return undefined
}

import { useEffect, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import {
  adminDraftKey,
  clearAdminDraft,
  DraftNote,
  openAdminDraft,
  useAdminDraft,
} from '../../../components/admin/admin-draft.tsx'
import { FormActions, RequiredNote } from '../../../components/admin/form-actions.tsx'
import { StaleEditAlert } from '../../../components/admin/stale-edit-alert.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { paths } from '../../../lib/paths.ts'
import { getTeacherById } from '../api/get-teacher-for-edit.ts'
import { saveTeacher } from '../api/save-teacher.ts'
import { teacherFormSchema, type TeacherFormInput, type TeacherFormValues } from '../teacher-form-schema.ts'
import {
  teacherFullName,
  teacherRowToFormValues,
  teacherSlugPreview,
  teacherVersionOf,
  type TeacherVersion,
} from '../teacher-form-values.ts'
import { TeacherImagesSection, TeacherLinksSection, TeacherPersonSection } from './teacher-form-sections.tsx'

export const slugTakenMessage = (slug: string) =>
  `Another teacher already uses the address ${paths.teacher.href(slug)}. Change the name slightly and save again.`

export interface TeacherFormProps {
  /** The starting values: empty, from an application, or the stored teacher. */
  initialValues: TeacherFormInput
  /** Edit mode: the stored version the values came from. Absent in add mode. */
  loaded?: TeacherVersion
  /** Add mode: the application the values came from, which keeps its own draft. */
  applicationId?: number
}

type Problem = { kind: 'changed-elsewhere' } | { kind: 'slug-taken'; slug: string } | { kind: 'gone' }

/**
 * The admin teacher form, shared by add and edit (SPEC.md §2, §5 "Admin teacher form", §7).
 * An edit only applies to the version it was opened from; if someone else saved the teacher
 * meanwhile nothing is overwritten and what was typed stays on screen.
 */
export function TeacherForm({ initialValues, loaded, applicationId }: TeacherFormProps) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const [version, setVersion] = useState(loaded)
  // What "Discard changes" goes back to: the values as loaded (or as reloaded), or the empty form.
  const [startValues, setStartValues] = useState(initialValues)
  const draftKey = adminDraftKey('teacher', { listingId: loaded?.id, applicationId })
  const [draft] = useState(() => openAdminDraft(draftKey, initialValues, loaded?.updatedAt))
  const [draftNote, setDraftNote] = useState(draft.state)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [imageUploading, setImageUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)
  const inFlight = useRef(false)
  const form = useForm<TeacherFormInput, unknown, TeacherFormValues>({
    resolver: zodResolver(teacherFormSchema),
    defaultValues: draft.values,
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  const {
    handleSubmit,
    control,
    reset,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = form
  useAdminDraft(draftKey, watch, version?.updatedAt)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)

  const problemRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // A refused save: take the keyboard user to the explanation (the stale-edit alert does so itself).
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
      clearAdminDraft(draftKey)
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
    try {
      const row = await getTeacherById(version.id)
      if (!row) {
        setProblem({ kind: 'gone' })
        return
      }
      const latest = teacherRowToFormValues(row)
      reset(latest)
      setStartValues(latest)
      setVersion(teacherVersionOf(row))
      setProblem(null)
      setDraftNote('none')
      toast({
        title: 'Latest version loaded',
        description: 'The form now shows the teacher as currently saved.',
        variant: 'neutral',
      })
    } catch {
      toast({ title: 'Error', description: 'Failed to load teacher data.', variant: 'destructive' })
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
      <DraftNote
        state={draftNote}
        kind="teacher"
        onDiscard={() => {
          reset(startValues)
          clearAdminDraft(draftKey)
          setDraftNote('none')
        }}
      />
      <RequiredNote />
      <TeacherPersonSection form={form} slugPreview={slugPreview} keepsSlug={keepsSlug} />
      <TeacherLinksSection form={form} />
      <TeacherImagesSection
        form={form}
        saving={saving}
        imageUploading={imageUploading}
        galleryUploading={galleryUploading}
        onImageUploadingChange={setImageUploading}
        onGalleryUploadingChange={setGalleryUploading}
      />

      {problem?.kind === 'changed-elsewhere' && <StaleEditAlert kind="teacher" onLoadLatest={loadLatest} />}
      {(problem?.kind === 'slug-taken' || problem?.kind === 'gone') && (
        <div
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
        >
          {problem.kind === 'slug-taken' ? (
            <p>{slugTakenMessage(problem.slug)}</p>
          ) : (
            <p>
              This teacher no longer exists: someone deleted it after you opened it. Nothing was saved.{' '}
              <Link to={paths.admin.href()} className="font-medium underline">
                Back to the dashboard
              </Link>
            </p>
          )}
        </div>
      )}

      <FormActions saveLabel="Save Teacher" saving={saving} uploading={uploading} />
    </form>
  )
}

import { useCallback, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  adminDraftKey,
  clearAdminDraft,
  DraftNote,
  openAdminDraft,
  useAdminDraft,
} from '../../../components/admin/admin-draft.tsx'
import { FormActions, RequiredNote } from '../../../components/admin/form-actions.tsx'
import { StaleEditAlert } from '../../../components/admin/stale-edit-alert.tsx'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { paths } from '../../../lib/paths.ts'
import { saveStudio, type SaveStudioResult } from '../api/save-studio.ts'
import {
  CONSENT_LABEL,
  studioFormSchema,
  type StudioFormInput,
  type StudioFormValues,
} from '../studio-form-schema.ts'
import type { StudioVersion } from '../studio-form-values.ts'
import {
  StudioDetailsFields,
  StudioImagesFields,
  StudioLinksFields,
  StudioStylesFields,
} from './studio-form-fields.tsx'

export const slugTakenMessage = (slug: string) =>
  `Another studio already uses the address ${paths.studio.href(slug)}. Change the name slightly and save again.`

export interface StudioFormProps {
  initialValues: StudioFormInput
  /** The row being edited, as loaded; absent when adding a studio. */
  loaded?: StudioVersion
  /** Loads the studio again (after someone else changed it); the form is replaced. */
  onLoadLatest?: () => void
  /** Add mode: the application the values came from, which keeps its own draft. */
  applicationId?: number
}

/** The admin studio form for adding and editing (SPEC.md §2, §5 "Admin studio form", §7). */
export function StudioForm({ initialValues, loaded, onLoadLatest, applicationId }: StudioFormProps) {
  const navigate = useNavigate()
  const { toast } = useToast()
  const draftKey = adminDraftKey('studio', { listingId: loaded?.id, applicationId })
  const [draft] = useState(() => openAdminDraft(draftKey, initialValues, loaded?.updatedAt))
  const [draftNote, setDraftNote] = useState(draft.state)
  const oneAtATime = useOneAtATime()
  const [logoUploading, setLogoUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)
  const [changedElsewhere, setChangedElsewhere] = useState(false)
  const uploading = logoUploading || galleryUploading
  const form = useForm<StudioFormInput, unknown, StudioFormValues>({
    resolver: zodResolver(studioFormSchema),
    defaultValues: draft.values,
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = form
  useAdminDraft(draftKey, watch, loaded?.updatedAt)
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)
  const busy = isSubmitting || uploading

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
      clearAdminDraft(draftKey)
      toast({ title: loaded ? 'Studio Updated!' : 'Studio Added!', variant: 'success' })
      navigate(paths.admin.href())
    })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-6"
      aria-label="Studio details"
    >
      <DraftNote
        state={draftNote}
        kind="studio"
        onDiscard={() => {
          reset(initialValues)
          clearAdminDraft(draftKey)
          setDraftNote('none')
        }}
      />
      <RequiredNote />
      <StudioDetailsFields form={form} savedCountry={initialValues.country} />
      <StudioStylesFields form={form} />
      <StudioLinksFields form={form} />
      <StudioImagesFields
        form={form}
        disabled={busy}
        onLogoUploadingChange={setLogoUploading}
        onGalleryUploadingChange={setGalleryUploading}
      />
      <Checkbox label={CONSENT_LABEL} error={errors.consent?.message} {...register('consent')} />

      {changedElsewhere && (
        <StaleEditAlert
          kind="studio"
          onLoadLatest={() => {
            // The admin chose the saved version over the typed one, so its draft goes too.
            clearAdminDraft(draftKey)
            onLoadLatest?.()
          }}
        />
      )}

      <FormActions saveLabel="Save Studio" saving={isSubmitting} uploading={uploading} />
    </form>
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

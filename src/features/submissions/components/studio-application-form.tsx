import { useNavigate } from 'react-router'
import {
  AppFormElement,
  CheckboxField,
  FileField,
  MultiSelectField,
  TextField,
  useAppForm,
} from '../../../components/forms/form-kit.tsx'
import { clearDraft } from '../../../components/forms/form-draft.ts'
import { StudioBasicsFields } from '../../../components/forms/studio-basics-fields.tsx'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { useToast } from '../../../components/toast/use-toast.ts'
import { AMENITIES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { paths } from '../../../lib/paths.ts'
import { LogoUploadError, submitStudioApplication } from '../api/submit-studio-application.ts'
import { STUDIO_DRAFT_KEY } from '../draft-keys.ts'
import {
  CONSENT_LABEL,
  emptyStudioApplication,
  LOGO_TYPES,
  studioApplicationSchema,
  type StudioApplicationInput,
  type StudioApplicationValues,
} from '../studio-application-schema.ts'
import { useSendFailureNotice } from './use-send-failure-notice.ts'

export const studioThankYou = {
  title: 'Application Received!',
  message: 'Thank you for applying to list your studio.',
  details: "We'll review your application and get back to you within 3-5 business days.",
} as const satisfies ThankYouState

/** The studio application (SPEC.md §2, §4, §5). */
export function StudioApplicationForm() {
  const navigate = useNavigate()
  const { toast } = useToast()
  const failed = useSendFailureNotice()
  // A file can't be kept in session storage; the visitor picks it again after a reload.
  const kit = useAppForm<StudioApplicationInput, StudioApplicationValues>(studioApplicationSchema, {
    defaultValues: emptyStudioApplication,
    draftKey: STUDIO_DRAFT_KEY,
    exclude: ['logo', HONEYPOT_FIELD],
  })
  const { register, reset, formState } = kit.form

  const send = kit.onSubmit((values) =>
    failed(async () => {
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
    }),
  )

  return (
    <AppFormElement kit={kit} onSubmit={send} className="relative space-y-6" aria-label="Studio application">
      <StudioBasicsFields emailLabel="Contact Email" autoFill />
      <MultiSelectField name="yogaStyles" legend="Practices Offered" options={YOGA_STYLES} />
      <MultiSelectField name="amenities" legend="Amenities" options={AMENITIES} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          name="website"
          label="Website"
          hint="Optional, e.g. https://example.com"
          type="url"
          autoComplete="url"
          maxLength={LIMITS.url}
        />
        <TextField
          name="instagram"
          label="Instagram"
          hint="Optional, e.g. https://instagram.com/yourstudio"
          type="url"
          maxLength={LIMITS.url}
        />
      </div>
      <TextField
        name="hours"
        label="Operating Hours"
        hint="Optional, e.g. Mon-Fri: 9am–8pm"
        maxLength={LIMITS.hours}
      />
      <FileField
        name="logo"
        label="Studio Logo"
        hint="Optional. An image file; it is resized to 800 px wide."
        accept={LOGO_TYPES.join(',')}
      />
      <CheckboxField name="consent" label={CONSENT_LABEL} />
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SubmitButton
        sending={formState.isSubmitting}
        label="Submit Application"
        sendingLabel="Submitting..."
      />
    </AppFormElement>
  )
}

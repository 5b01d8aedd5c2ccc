import {
  AppFormElement,
  CheckboxField,
  FileField,
  LanguagesField,
  MultiSelectField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { StudioBasicsFields } from '../../../components/forms/studio-basics-fields.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { AMENITIES, YOGA_STYLES } from '../../../lib/directory-options.ts'
import { IMAGE_TYPES, LIMITS } from '../../../lib/field-limits.ts'
import { LogoUploadError } from '../api/submission-error.ts'
import { STUDIO_DRAFT_KEY } from '../draft-keys.ts'
import type { StudioApplicationInput, StudioApplicationValues } from '../studio-application-schema.ts'
import { SendControls } from './send-controls.tsx'
import { usePublicForm } from './use-public-form.ts'
import { WebsiteField } from './website-field.tsx'

export const studioThankYou = {
  title: 'Application Received!',
  message: 'Thank you for applying to list your studio.',
  details: "We'll review your application and get back to you within 3-5 business days.",
} as const satisfies ThankYouState

export const CONSENT_LABEL = 'I consent to having my studio details listed on the product.'

export const emptyStudioApplication: StudioApplicationInput = {
  name: '',
  email: '',
  country: '',
  city: '',
  address: '',
  description: '',
  yogaStyles: [],
  amenities: [],
  languages: [],
  website: '',
  instagram: '',
  hours: '',
  logo: null,
  consent: false,
  [HONEYPOT_FIELD]: '',
}

/** The studio's lists: chosen from the directory's options, or typed in. */
const studioLists = [
  { name: 'yogaStyles', legend: 'Practices Offered', options: YOGA_STYLES },
  { name: 'amenities', legend: 'Amenities', options: AMENITIES },
] as const

/** The studio application (docs/product.md §2, §4, §5). */
export function StudioApplicationForm() {
  const { kit, sendAndThank } = usePublicForm<StudioApplicationInput, StudioApplicationValues>(
    // The schema and the sending code load on the first check and the first send.
    () => import('../studio-application-schema.ts').then((module) => module.studioApplicationSchema),
    {
      empty: emptyStudioApplication,
      draftKey: STUDIO_DRAFT_KEY,
      // A file can't be kept in session storage; the visitor picks it again after a reload.
      notKept: ['logo'],
      thankYou: studioThankYou,
      noticeFor: (error) =>
        error instanceof LogoUploadError
          ? { title: 'Logo Upload Failed', description: error.message, variant: 'destructive' }
          : undefined,
    },
  )

  const send = kit.onSubmit((values) =>
    sendAndThank(async () => {
      const { submitStudioApplication } = await import('../api/submit-studio-application.ts')
      return { statusToken: await submitStudioApplication(values) }
    }),
  )

  return (
    <AppFormElement kit={kit} onSubmit={send} className="relative space-y-6" aria-label="Studio application">
      <StudioBasicsFields emailLabel="Contact Email" autoFill />
      {studioLists.map((list) => (
        <MultiSelectField key={list.name} {...list} />
      ))}
      <LanguagesField name="languages" legend="Languages Classes Are Taught In (optional)" />
      <div className="grid gap-6 sm:grid-cols-2">
        <WebsiteField />
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
        accept={IMAGE_TYPES.join(',')}
      />
      <CheckboxField name="consent" label={CONSENT_LABEL} />
      <SendControls label="Submit Application" sendingLabel="Submitting..." />
    </AppFormElement>
  )
}

import { useWatch } from 'react-hook-form'
import {
  AppFormElement,
  CheckboxField,
  CheckboxGroupField,
  LanguagesField,
  TextAreaField,
  TextField,
} from '../../../components/forms/form-kit.tsx'
import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { NO_TEACHING_OPTIONS, TEACHING_OPTIONS } from '../../../lib/directory-options.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import { JOIN_DRAFT_KEY } from '../draft-keys.ts'
import type { TeacherApplicationInput, TeacherApplicationValues } from '../teacher-application-schema.ts'
import { countWords } from '../word-count.ts'
import { SendControls } from './send-controls.tsx'
import { usePublicForm } from './use-public-form.ts'
import { WebsiteField } from './website-field.tsx'

export const BIO_WORD_GUIDE = 200

export const emptyTeacherApplication: TeacherApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  specialties: '',
  certifications: '',
  bio: '',
  experience: '',
  languages: [],
  teachingOptions: NO_TEACHING_OPTIONS,
  website: '',
  instagram: '',
  terms: false,
  [HONEYPOT_FIELD]: '',
}

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

/**
 * The bio's word count, as it is typed. A component of its own, below the form's: it follows the
 * field from the form's first commit on, when a draft or what was typed before the page hydrated
 * is put back.
 */
function BioWordCount() {
  const bio = useWatch<TeacherApplicationInput, 'bio'>({ name: 'bio' })
  return <span aria-live="polite">{`${countWords(bio)} / ${BIO_WORD_GUIDE} words`}</span>
}

/** The Join as a Teacher application (docs/product.md §2, §5). */
export function JoinForm() {
  // The schema and the sending code load on the first check and the first send.
  const { kit, sendAndThank } = usePublicForm<TeacherApplicationInput, TeacherApplicationValues>(
    () => import('../teacher-application-schema.ts').then((module) => module.teacherApplicationSchema),
    { empty: emptyTeacherApplication, draftKey: JOIN_DRAFT_KEY, thankYou: joinThankYou },
  )
  const send = kit.onSubmit((values) =>
    sendAndThank(async () => {
      const { submitTeacherApplication } = await import('../api/submit-teacher-application.ts')
      return { statusToken: await submitTeacherApplication(values) }
    }),
  )

  return (
    <AppFormElement kit={kit} onSubmit={send} className="relative space-y-6" aria-label="Join as a Teacher">
      <div className="grid gap-6 sm:grid-cols-2">
        {textFields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            required={field.required}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={field.max}
            placeholder={field.placeholder}
          />
        ))}
        <TextField
          name="experience"
          label="Years of Experience"
          required
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
        />
      </div>
      <TextField
        name="specialties"
        label="Specialties"
        required
        hint="For example: Vinyasa, Yin Yoga, Meditation"
        maxLength={LIMITS.specialties}
      />
      <TextAreaField
        name="certifications"
        label="Certifications"
        required
        rows={3}
        maxLength={LIMITS.certifications}
      />
      <TextAreaField
        name="bio"
        label="Bio (200 words max)"
        required
        hint={<BioWordCount />}
        rows={6}
        maxLength={LIMITS.longText}
      />
      <LanguagesField name="languages" legend="Languages You Teach In (optional)" />
      <CheckboxGroupField name="teachingOptions" legend="Teaching Options" options={TEACHING_OPTIONS} />
      <div className="grid gap-6 sm:grid-cols-2">
        <WebsiteField />
        <TextField
          name="instagram"
          label="Instagram Handle"
          hint="Optional, e.g. @yourhandle"
          maxLength={LIMITS.instagramHandle}
        />
      </div>
      <CheckboxField name="terms" label="I agree to the terms of service and privacy policy" />
      <SendControls label="Submit Application" sendingLabel="Submitting..." />
    </AppFormElement>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Field, inputClass } from '../../../components/forms/field.tsx'
import { clearDraft, readDraft, useFormDraft } from '../../../components/forms/form-draft.ts'
import { CONTACT_DRAFT_KEY } from '../draft-keys.ts'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error.ts'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { paths } from '../../../lib/paths.ts'
import { sendContactMessage } from '../api/send-contact-message.ts'
import { contactFormSchema, emptyContactForm, type ContactFormInput } from '../contact-message-schema.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { checkMathAnswer, newMathQuestion, questionText } from '../math-captcha.ts'
import { useSubmitOnce } from './use-submit-once.ts'


export const contactThankYou = {
  title: 'Message Sent!',
  message: 'Thank you for reaching out to us.',
  details: "We'll review your message and get back to you within 24 hours.",
} as const satisfies ThankYouState

type ContactFormValues = ContactFormInput

/** The Contact Us message form with its maths captcha (SPEC.md §2, §5). */
export function ContactForm() {
  const navigate = useNavigate()
  const submitOnce = useSubmitOnce()
  const [question, setQuestion] = useState(() => newMathQuestion())
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { ...readDraft(CONTACT_DRAFT_KEY, emptyContactForm), captcha: '' },
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
  })
  // The captcha answer belongs to one question: it is neither kept in the draft nor sent.
  useFormDraft(CONTACT_DRAFT_KEY, watch, ['captcha', HONEYPOT_FIELD])
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0)

  const onSubmit = ({ captcha, ...message }: ContactFormValues) =>
    submitOnce(async () => {
      const wrong = checkMathAnswer(question, captcha)
      if (wrong) {
        setQuestion(newMathQuestion())
        setValue('captcha', '')
        setError('captcha', { type: 'validate', message: wrong })
        setFocus('captcha')
        return
      }
      await sendContactMessage(message)
      reset(emptyContactForm)
      clearDraft(CONTACT_DRAFT_KEY)
      navigate(paths.thankYou.href(), { state: contactThankYou })
    })

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="relative space-y-6"
      aria-label="Contact us"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.name}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
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
      </div>
      <Field label="Subject" required error={errors.subject?.message}>
        {(control) => (
          <input
            {...control}
            {...register('subject')}
            type="text"
            maxLength={LIMITS.subject}
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        {(control) => (
          <textarea
            {...control}
            {...register('message')}
            rows={6}
            maxLength={LIMITS.longText}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={questionText(question)}
        required
        hint="Answer this to show you're not a robot."
        error={errors.captcha?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('captcha')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            className={`${inputClass} sm:max-w-40`}
          />
        )}
      </Field>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      <SubmitButton sending={isSubmitting} label="Send Message" sendingLabel="Sending..." />
    </form>
  )
}

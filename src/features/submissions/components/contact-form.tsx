import { useState } from 'react'
import { AppFormElement, TextAreaField, TextField } from '../../../components/forms/form-kit.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { LIMITS } from '../../../lib/field-rules.ts'
import { sendContactMessage } from '../api/send-contact-message.ts'
import { contactFormSchema, emptyContactForm, type ContactFormInput } from '../contact-message-schema.ts'
import { CONTACT_DRAFT_KEY } from '../draft-keys.ts'
import { checkMathAnswer, newMathQuestion, questionText } from '../math-captcha.ts'
import { SendControls } from './send-controls.tsx'
import { usePublicForm } from './use-public-form.ts'

export const contactThankYou = {
  title: 'Message Sent!',
  message: 'Thank you for reaching out to us.',
  details: "We'll review your message and get back to you within 24 hours.",
} as const satisfies ThankYouState

/** The Contact Us message form with its maths captcha (SPEC.md §2, §5). */
export function ContactForm() {
  const [question, setQuestion] = useState(() => newMathQuestion())
  // The captcha answer belongs to one question: it is neither kept in the draft nor sent.
  const { kit, sendAndThank } = usePublicForm<ContactFormInput>(contactFormSchema, {
    empty: emptyContactForm,
    draftKey: CONTACT_DRAFT_KEY,
    notKept: ['captcha'],
    thankYou: contactThankYou,
  })
  const { setError, setValue, setFocus } = kit.form

  const send = kit.onSubmit(async ({ captcha, ...message }) => {
    const wrong = checkMathAnswer(question, captcha)
    if (wrong) {
      setQuestion(newMathQuestion())
      setValue('captcha', '')
      setError('captcha', { type: 'validate', message: wrong })
      setFocus('captcha')
      return
    }
    await sendAndThank(() => sendContactMessage(message))
  })

  return (
    <AppFormElement kit={kit} onSubmit={send} className="relative space-y-6" aria-label="Contact us">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField name="name" label="Name" required autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          name="email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
      </div>
      <TextField name="subject" label="Subject" required maxLength={LIMITS.subject} />
      <TextAreaField name="message" label="Message" required rows={6} maxLength={LIMITS.longText} />
      <TextField
        name="captcha"
        label={questionText(question)}
        required
        hint="Answer this to show you're not a robot."
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        inputClassName="sm:max-w-40"
      />
      <SendControls label="Send Message" sendingLabel="Sending..." />
    </AppFormElement>
  )
}

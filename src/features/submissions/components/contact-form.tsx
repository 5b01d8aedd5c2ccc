import { AppFormElement, TextAreaField, TextField } from '../../../components/forms/form-kit.tsx'
import { HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import type { ThankYouState } from '../../../components/thank-you-state.ts'
import { LIMITS } from '../../../lib/field-limits.ts'
import type { IssuedQuestion } from '../api/get-contact-question.ts'
import { QuestionRefusedError } from '../api/submission-error.ts'
import type { ContactFormInput } from '../contact-message-schema.ts'
import { CONTACT_DRAFT_KEY } from '../draft-keys.ts'
import { CAPTCHA_UNAVAILABLE, questionText, refusalMessage } from '../math-captcha.ts'
import { SendControls } from './send-controls.tsx'
import { usePublicForm } from './use-public-form.ts'

export const contactThankYou = {
  title: 'Message Sent!',
  message: 'Thank you for reaching out to us.',
  details: "We'll review your message and get back to you within 24 hours.",
} as const satisfies ThankYouState

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  subject: '',
  message: '',
  captcha: '',
  [HONEYPOT_FIELD]: '',
}

/** Where the form's question from the database stands. */
export type QuestionLookup =
  { state: 'loading' } | { state: 'ready'; question: IssuedQuestion } | { state: 'failed'; message: string }

/** The label until the database's question arrives (also what the prerendered page shows). */
const QUESTION_LOADING = 'Loading the question…'

/**
 * The Contact Us message form with its maths captcha (docs/product.md §2, §5). The question comes from the
 * database (public.contact_question, through the route), which also checks the answer, once;
 * after a wrong or used-up answer the form asks for a new question (`askNew`).
 */
export function ContactForm({ question: lookup, askNew }: { question: QuestionLookup; askNew: () => void }) {
  const question = lookup.state === 'ready' ? lookup.question : null
  // The captcha answer belongs to one question: it is neither kept in the draft nor stored.
  // The schema and the sending code load on the first check and the first send.
  const { kit, sendAndThank } = usePublicForm<ContactFormInput>(
    () => import('../contact-message-schema.ts').then((module) => module.contactFormSchema),
    {
      empty: emptyContactForm,
      draftKey: CONTACT_DRAFT_KEY,
      notKept: ['captcha'],
      thankYou: contactThankYou,
    },
  )
  const { setError, setValue, setFocus } = kit.form

  const sendWithAnswer = kit.onSubmit(async ({ captcha, ...message }) => {
    if (!question) {
      setError('captcha', {
        type: 'question',
        message: lookup.state === 'failed' ? lookup.message : CAPTCHA_UNAVAILABLE,
      })
      setFocus('captcha')
      return
    }
    const send = async () => {
      const { sendContactMessage } = await import('../api/send-contact-message.ts')
      return sendContactMessage(message, { id: question.id, answer: captcha })
    }
    await sendAndThank(send, {
      handled: (error) => {
        if (!(error instanceof QuestionRefusedError)) return false
        // An answer, right or wrong, uses the question up; only a blank one leaves it open.
        if (error.refusal !== 'unanswered') {
          setValue('captcha', '')
          askNew()
        }
        setError('captcha', { type: 'validate', message: refusalMessage(error.refusal) })
        setFocus('captcha')
        return true
      },
    })
  })

  // A question that could not be loaded is asked for again on every send, valid or not: with no
  // question to answer the captcha field is blank, so validation alone would never try again.
  const send = (event?: React.BaseSyntheticEvent) => {
    if (lookup.state === 'failed') askNew()
    return sendWithAnswer(event)
  }

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
        label={question ? questionText(question) : QUESTION_LOADING}
        required
        hint={lookup.state === 'failed' ? lookup.message : "Answer this to show you're not a robot."}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        inputClassName="sm:max-w-40"
      />
      <SendControls label="Send Message" sendingLabel="Sending..." />
    </AppFormElement>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { Checkbox } from '../../../components/forms/checkbox.tsx'
import { clearDraft } from '../../../components/forms/form-draft.ts'
import {
  AppFormElement,
  TextAreaField,
  TextField,
  useAppForm,
  useFieldError,
} from '../../../components/forms/form-kit.tsx'
import { Honeypot, HONEYPOT_FIELD } from '../../../components/forms/honeypot.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { LIMITS } from '../../../lib/field-limits.ts'
import { messageOf } from '../../../lib/error-message.ts'
import { sendListingMessage } from '../api/send-listing-message.ts'
import {
  listingMessageSchema,
  MESSAGE_MAX,
  messageCountText,
  type ListingMessageInput,
  type ListingMessageValues,
} from '../listing-message-schema.ts'
import {
  CONFIRM_LINK_VALIDITY_HOURS,
  messageDraftKey,
  type MessageListing,
  type PracticeChoice,
} from '../message-listing.ts'

/** Where the database's refusal of a send is kept (a root error: the next send clears it). */
const SEND_ERROR = 'root.send'

const emptyMessage: ListingMessageInput = {
  name: '',
  email: '',
  message: '',
  practices: [],
  [HONEYPOT_FIELD]: '',
}

const practicesLegend = (kind: MessageListing['kind']) =>
  kind === 'teacher'
    ? 'Ways of teaching you are interested in (optional)'
    : 'Practices you are interested in (optional)'

/** The listing's ways of practising as checkboxes, bound to the list of chosen values. */
function PracticeChoices({ legend, choices }: { legend: string; choices: readonly PracticeChoice[] }) {
  const { field } = useController<ListingMessageInput, 'practices'>({ name: 'practices' })
  const chosen = field.value
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            label={choice.label}
            name={field.name}
            value={choice.value}
            checked={chosen.includes(choice.value)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(
                event.target.checked
                  ? [...chosen, choice.value]
                  : chosen.filter((value) => value !== choice.value),
              )
            }
          />
        ))}
      </div>
    </fieldset>
  )
}

/** The message field with its character count, which follows every keystroke. */
function MessageField() {
  const { control } = useFormContext<ListingMessageInput>()
  const message = useWatch({ control, name: 'message' })
  return (
    <TextAreaField
      name="message"
      label="Message"
      required
      rows={6}
      maxLength={MESSAGE_MAX}
      hint={messageCountText(message)}
    />
  )
}

/** The end of the form: the honeypot, the database's refusal if any, and the send button. */
function SendRow() {
  const { register } = useFormContext<ListingMessageInput>()
  const { isSubmitting } = useFormState()
  const refusal = useFieldError(SEND_ERROR)
  return (
    <>
      <Honeypot registration={register(HONEYPOT_FIELD)} />
      {refusal && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <SubmitButton sending={isSubmitting} label="Send message" sendingLabel="Sending..." />
    </>
  )
}

function MessageForm({ listing, onSent }: { listing: MessageListing; onSent: (email: string) => void }) {
  const headingId = useId()
  const draftKey = messageDraftKey(listing)
  const kit = useAppForm<ListingMessageInput, ListingMessageValues>(listingMessageSchema, {
    defaultValues: emptyMessage,
    draftKey,
    exclude: [HONEYPOT_FIELD],
  })
  const { setError, setFocus, reset } = kit.form

  // The form opens on the student's press: they go on typing in it.
  useEffect(() => setFocus('name'), [setFocus])

  const send = kit.onSubmit(async (values) => {
    try {
      await sendListingMessage(listing, values)
    } catch (error) {
      // Everything typed stays; the database's sentence says what to change or how long to wait.
      setError(SEND_ERROR, { type: 'server', message: messageOf(error) })
      return
    }
    reset(emptyMessage)
    clearDraft(draftKey)
    onSent(values.email)
  })

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        Write to {listing.name}
      </h3>
      <p className="mt-1 text-sm text-gray-600">
        We email you a link to confirm your message; {listing.name} gets it once you do, with your address to
        reply to.
      </p>
      <AppFormElement
        kit={kit}
        onSubmit={send}
        className="relative mt-4 space-y-5"
        aria-labelledby={headingId}
      >
        <TextField name="name" label="Name" required autoComplete="name" maxLength={LIMITS.name} />
        <TextField
          name="email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
        <MessageField />
        {listing.practices.length > 0 && (
          <PracticeChoices legend={practicesLegend(listing.kind)} choices={listing.practices} />
        )}
        <SendRow />
      </AppFormElement>
    </section>
  )
}

/** After sending: where the confirmation link went, and that nothing is delivered until it is used. */
function CheckInbox({ email, listing }: { email: string; listing: MessageListing }) {
  const headingId = useId()
  const panel = useRef<HTMLElement>(null)
  useEffect(() => panel.current?.focus(), [])
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-brand-200 bg-brand-50 p-5 text-gray-800 focus:outline-2 focus:outline-brand-600/40"
    >
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        Check your inbox
      </h3>
      <p className="mt-2 text-sm">
        We sent a link to <strong className="break-all">{email}</strong>. Open it within{' '}
        {CONFIRM_LINK_VALIDITY_HOURS} hours to send your message to {listing.name}: nothing reaches{' '}
        {listing.name} until you do.
      </p>
      <p className="mt-2 text-sm text-gray-600">No mail after a few minutes? Look in your spam folder.</p>
    </section>
  )
}

/**
 * A student's message to a teacher or a studio (docs/product.md §2 "Messages to teachers and studios"): name, email, the
 * message and, optionally, which of the listing's ways of practising they are interested in.
 * Sending stores it unconfirmed and mails the student a confirmation link; the form then says so.
 * A draft is kept per listing, so closing the form or reloading the page loses nothing typed.
 */
export function ListingMessageForm({ listing }: { listing: MessageListing }) {
  const [sentTo, setSentTo] = useState<string | null>(null)
  return sentTo === null ? (
    <MessageForm listing={listing} onSent={setSentTo} />
  ) : (
    <CheckInbox email={sentTo} listing={listing} />
  )
}

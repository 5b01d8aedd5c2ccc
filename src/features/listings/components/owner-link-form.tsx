import { useEffect, useId, useState } from 'react'
import { AppFormElement, TextField, useAppForm, useFieldError } from '../../../components/forms/form-kit.tsx'
import { SubmitButton } from '../../../components/forms/submit-button.tsx'
import { LIMITS } from '../../../lib/field-limits.ts'
import { messageOf } from '../../../lib/error-message.ts'
import { refusedWith } from '../api/database-refusal.ts'
import { requestOwnerLink, type OwnerLinkListing } from '../api/request-owner-link.ts'
import {
  OWNER_LINK_SENT,
  OWNER_LINK_SENT_ANY,
  OWNER_LINK_VALIDITY,
  ownerLinkSchema,
  type OwnerLinkInput,
  type OwnerLinkValues,
} from '../owner-link-schema.ts'

/** Where the database's refusal of a request is kept (a root error: the next send clears it). */
const REQUEST_ERROR = 'root.request'

function RequestRefusal() {
  const refusal = useFieldError(REQUEST_ERROR)
  if (!refusal) return null
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {refusal}
    </p>
  )
}

/**
 * The listing's email address, to mail a one-time sign-in link to (public.request_owner_link).
 * Every address gets the same answer, so nobody can find out which address a listing has; a
 * malformed address is said on the field, and a limit keeps what was typed and says how long
 * to wait. `listing` null asks for any listing the address keeps (/account).
 */
export function OwnerLinkForm({
  listing,
  autoFocus = false,
}: {
  listing: OwnerLinkListing
  autoFocus?: boolean
}) {
  const headingId = useId()
  const [sent, setSent] = useState(false)
  const kit = useAppForm<OwnerLinkInput, OwnerLinkValues>(ownerLinkSchema, {
    defaultValues: { email: '' },
    validate: 'onSubmit',
  })
  const { setError, setFocus } = kit.form
  useEffect(() => {
    // Opened by a press on 'Manage this listing': the visitor goes on typing in it.
    if (autoFocus) setFocus('email')
  }, [autoFocus, setFocus])

  const send = kit.onSubmit(async ({ email }) => {
    setSent(false)
    try {
      await requestOwnerLink(listing, email)
    } catch (error) {
      if (refusedWith(error, 400)) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
      } else {
        // A limit says how long to wait; the address stays typed for the next try.
        setError(REQUEST_ERROR, { type: 'server', message: messageOf(error) })
      }
      return
    }
    setSent(true)
  })

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {listing ? 'Manage this listing' : 'Sign in to your listing'}
      </h3>
      <p className="text-sm text-gray-700">
        {`Enter the address that receives this listing's messages. We email it a sign-in link, valid for ${OWNER_LINK_VALIDITY}; no password needed.`}
      </p>
      <AppFormElement kit={kit} onSubmit={send} className="space-y-4" aria-labelledby={headingId}>
        <TextField
          name="email"
          label="Your listing's email address"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
        <RequestRefusal />
        <SubmitButton
          sending={kit.form.formState.isSubmitting}
          label="Send me a link"
          sendingLabel="Sending..."
        />
      </AppFormElement>
      <p role="status" className="text-sm text-gray-900">
        {sent ? (listing ? OWNER_LINK_SENT : OWNER_LINK_SENT_ANY) : ''}
      </p>
    </section>
  )
}

import { useEffect, useRef, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { AppFormElement, TextField } from '../../../components/forms/form-kit.tsx'
import { LIMITS } from '../../../lib/field-limits.ts'
import type { OwnerListingForm, OwnerSaveNote } from '../use-owner-listing-form.ts'
import { FormActions } from './form-actions.tsx'
import { FormSection } from './listing-fields.tsx'
import { SaveProblemAlert, StaleEditAlert } from './stale-edit-alert.tsx'

/** What the last save did, said where the Save button is, and read out when it changes. */
function SaveNote({ note }: { note: OwnerSaveNote }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (note?.kind === 'saved') ref.current?.focus()
  }, [note])
  if (note === null) return null
  if (note.kind === 'failed') return <SaveProblemAlert>{note.message}</SaveProblemAlert>
  if (note.kind === 'nothing-changed') {
    return (
      <p role="status" className="text-sm text-gray-700">
        Nothing has changed, so there was nothing to save.
      </p>
    )
  }
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="space-y-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 focus:outline-2 focus:outline-brand-700"
    >
      <p className="font-semibold">Your changes are saved.</p>
      {note.newAddress && (
        <p>
          {`We've sent a confirmation link to ${note.newAddress}; messages keep going to ${note.oldAddress} until it is confirmed.`}
        </p>
      )}
      {note.renameAsked && <p>{`Your request for the name "${note.renameAsked}" has gone to our team.`}</p>}
    </div>
  )
}

/**
 * The frame of an owner's listing form around its fields: below them why a save wrote nothing,
 * if it did not, what the last save did, then Save.
 */
export function OwnerFormShell<TInput extends FieldValues, TOutput>({
  listing,
  label,
  cancelHref,
  children,
}: {
  listing: OwnerListingForm<TInput, TOutput>
  /** The form's accessible name. */
  label: string
  /** Where Cancel leads (the listing's public page). */
  cancelHref: string
  children: ReactNode
}) {
  const { kind, kit, uploads } = listing
  return (
    <AppFormElement kit={kit} onSubmit={listing.send} className="space-y-8" aria-label={label}>
      {children}
      {listing.changedElsewhere && <StaleEditAlert kind={kind} onLoadLatest={listing.loadLatest} />}
      <SaveNote note={listing.note} />
      <FormActions
        saveLabel="Save changes"
        saving={kit.form.formState.isSubmitting}
        uploading={uploads.image || uploads.gallery}
        cancelHref={cancelHref}
      />
    </AppFormElement>
  )
}

/**
 * The two changes an owner asks for rather than makes: a new inquiry address (it takes over
 * once its confirmation link is opened) and a new name (our team decides), each with what is
 * pending.
 */
export function OwnerRequestFields({
  kind,
  pendingInquiryEmail,
  pendingName,
  currentName,
}: {
  kind: 'teacher' | 'studio'
  pendingInquiryEmail: string | null
  pendingName: string | null
  currentName: string
}) {
  return (
    <>
      <FormSection id="owner-form-messages" title="Messages and sign-in">
        <TextField
          name="inquiryEmail"
          label="Inquiry address"
          required
          hint={`Students' messages through the directory go here, and it is the address you sign in with; it is never shown on the ${kind === 'teacher' ? 'profile' : "studio's page"}. A new address takes over once you open the confirmation link we send to it.`}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={LIMITS.email}
        />
        {pendingInquiryEmail && (
          <p className="text-sm text-gray-800">
            {`Waiting for confirmation: ${pendingInquiryEmail}. Messages go to the current address until the link we sent there is opened.`}
          </p>
        )}
      </FormSection>
      <FormSection id="owner-form-name" title="Name">
        <p className="text-sm text-gray-800">
          {`Listed as ${currentName}. The name and the page address are changed by our team: ask for a new name here.`}
        </p>
        <TextField
          name="newName"
          label="Request a new name"
          hint="Optional. Leave it empty to keep the name."
          autoComplete="off"
          maxLength={LIMITS.name}
        />
        {pendingName && (
          <p className="text-sm text-gray-800">{`Requested name: ${pendingName} (waiting for our team).`}</p>
        )}
      </FormSection>
    </>
  )
}

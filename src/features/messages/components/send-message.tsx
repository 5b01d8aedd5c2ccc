import { FormOpenedInPlace } from '../../../components/ui/form-opened-in-place.tsx'
import type { MessageListing } from '../message-listing.ts'

const buttonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 py-3 text-sm font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60'

/**
 * 'Send a message' on a profile, and below it the message form, which opens in place on the
 * press. The form's code (with zod and the form library) loads on that press rather than with
 * the profile, which most visitors read without writing; this part stays as small as a button.
 * Pressing again closes the form; what was typed is kept as a draft (ListingMessageForm).
 */
export function SendMessage({
  listing,
  fullWidth = false,
}: {
  listing: MessageListing
  fullWidth?: boolean
}) {
  return (
    <FormOpenedInPlace
      label="Send a message"
      buttonClassName={fullWidth ? buttonClass : `${buttonClass} sm:w-auto`}
      panelClassName="mt-5"
      formName="the message form"
      loadForm={() => import('./listing-message-form.tsx').then((module) => module.ListingMessageForm)}
      formProps={{ listing }}
    />
  )
}

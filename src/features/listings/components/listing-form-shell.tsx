import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { ImageUpload } from '../../../lib/storage.ts'
import { AppFormElement } from '../../../components/forms/form-kit.tsx'
import { GalleryField, ImageField } from '../../../components/media/image-fields.tsx'
import type { ToastOptions } from '../../../components/toast/use-toast.ts'
import { DraftNote } from './admin-draft.tsx'
import { ConfirmedDetails } from './confirmed-details.tsx'
import { FormActions, RequiredNote } from './form-actions.tsx'
import { GoneAlert, StaleEditAlert } from './stale-edit-alert.tsx'
import type { ListingForm } from '../use-listing-form.ts'

/**
 * The frame of an admin listing form around its fields: the draft note and the required-fields
 * note above them; below them why a save wrote nothing, if it did not, then Save and Cancel.
 */
export function ListingFormShell<TInput extends FieldValues, TOutput>({
  listing,
  label,
  saveLabel,
  className,
  children,
}: {
  listing: ListingForm<TInput, TOutput>
  /** The form's accessible name. */
  label: string
  saveLabel: string
  className: string
  children: ReactNode
}) {
  const { kind, kit, uploads } = listing
  return (
    <AppFormElement kit={kit} onSubmit={listing.send} className={className} aria-label={label}>
      <DraftNote state={listing.draftNote} kind={kind} onDiscard={listing.discardDraft} />
      <RequiredNote />
      {children}
      {listing.editing && (
        <ConfirmedDetails confirmedAt={listing.confirmedAt} onConfirm={listing.confirmToday} />
      )}
      {(listing.problem === 'changed-elsewhere' || listing.problem === 'changed-before-confirm') && (
        <StaleEditAlert
          kind={kind}
          refused={listing.problem === 'changed-elsewhere' ? 'save' : 'confirm'}
          onLoadLatest={listing.loadLatest}
        />
      )}
      {listing.problem === 'gone' && <GoneAlert kind={kind} />}
      <FormActions
        saveLabel={saveLabel}
        saving={kit.form.formState.isSubmitting}
        uploading={uploads.image || uploads.gallery}
        cancelHref={listing.returnPath}
      />
    </AppFormElement>
  )
}

/**
 * A listing's main image (profile photo or logo) and its gallery. Each upload control waits
 * while the other uploads or the form saves.
 */
export function ListingImageFields<TInput extends FieldValues, TOutput>({
  listing: { kit, uploads },
  upload,
  image,
  gallery,
}: {
  /** The form and its uploads in progress (the admin's or an owner's listing form). */
  listing: Pick<ListingForm<TInput, TOutput>, 'kit' | 'uploads'>
  upload: ImageUpload
  image: {
    name: string
    label: string
    purpose: 'profile' | 'logo'
    failureNotice: (error: Error, file: File) => ToastOptions
  }
  gallery: {
    name: string
    accept: string
    limitNotice: (spotsLeft: number) => ToastOptions
    fileFailureNotice: (file: File, error: Error) => ToastOptions
  }
}) {
  const saving = kit.form.formState.isSubmitting
  return (
    <>
      <ImageField
        {...image}
        upload={upload}
        disabled={saving || uploads.gallery}
        onUploadingChange={uploads.setImage}
      />
      <GalleryField
        {...gallery}
        label="Gallery"
        upload={upload}
        disabled={saving || uploads.image}
        onUploadingChange={uploads.setGallery}
      />
    </>
  )
}

import { useEffect, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useAppForm, type AppForm, type FormSchema } from '../../components/forms/form-kit.tsx'
import type { ImageUpload } from '../../lib/storage.ts'
import type { Json, Tables } from '../../types/database.types.ts'
import type { OwnerListingDetails } from './api/my-listing-details.ts'
import type { ListingKind, ListingTable } from './listing.ts'
import { changedColumns, ownerRequests, type OwnerChanges } from './owner-changes.ts'

/** The fields every owner form has besides the listing's columns. */
export interface OwnerRequestFields {
  /** The inquiry address: a new one waits for its confirmation link. */
  inquiryEmail: string
  /** A new name to ask the admins for ('' asks for none). */
  newName: string
}

/** What differs between a teacher's and a studio's owner form. */
export interface OwnerListingKind<
  TInput extends FieldValues & OwnerRequestFields,
  TOutput,
  T extends ListingTable,
> {
  kind: ListingKind
  schema: FormSchema
  /** The stored listing as the form's values (the inquiry address from the owner's details). */
  valuesOf: (row: Tables<T>, details: OwnerListingDetails) => TInput
  /** The owner columns the valid values give, as the table stores them. */
  columnsOf: (values: TOutput) => Record<string, Json>
  /** The same owner columns of the stored row. */
  storedColumns: (row: Tables<T>) => Record<string, Json>
}

/** What the route answers to a save (its clientAction, public.update_my_listing). */
export type OwnerSaveAnswer = { ok: true; updatedAt: string } | { ok: false; status: number; message: string }

/** What /account gives an owner's form of either kind: the listing, its details, where images go, how to save. */
export interface OwnerListingFormProps<T extends ListingTable> {
  row: Tables<T>
  details: OwnerListingDetails
  upload: ImageUpload
  save: (changes: OwnerChanges, loadedUpdatedAt: string) => Promise<OwnerSaveAnswer>
}

/** What the last save did, for the note under the form. */
export type OwnerSaveNote =
  | { kind: 'saved'; newAddress: string | null; oldAddress: string; renameAsked: string | null }
  | { kind: 'nothing-changed' }
  | { kind: 'failed'; message: string }
  | null

export interface OwnerListingForm<TInput extends FieldValues, TOutput> {
  kind: ListingKind
  kit: AppForm<TInput, TOutput>
  send: (event?: React.BaseSyntheticEvent) => Promise<void>
  /** A save refused because the listing changed after it was loaded (an admin saved it). */
  changedElsewhere: boolean
  /** Replaces the typed values by the listing as saved now. */
  loadLatest: () => void
  note: OwnerSaveNote
  uploads: {
    image: boolean
    gallery: boolean
    setImage: (uploading: boolean) => void
    setGallery: (uploading: boolean) => void
  }
}

/**
 * An owner's listing form (docs/product.md "Owners keep their own listing"), the listing workflow
 * of the admin form cut to what an owner may change: the form kit over the stored values, a save
 * that sends only the changed fields and applies only onto the version loaded, and a refused
 * stale save that keeps what was typed and can load the latest version in place. `save` is the
 * route's action; the route loads the listing again after it, and the form follows a new version
 * only while nothing typed would be lost.
 */
export function useOwnerListingForm<
  TInput extends FieldValues & OwnerRequestFields,
  TOutput extends OwnerRequestFields,
  T extends ListingTable,
>(
  listing: OwnerListingKind<TInput, TOutput, T>,
  {
    row,
    details,
    save,
  }: {
    row: Tables<T>
    details: OwnerListingDetails
    save: (changes: OwnerChanges, loadedUpdatedAt: string) => Promise<OwnerSaveAnswer>
  },
): OwnerListingForm<TInput, TOutput> {
  // The stored version the typed values apply to: a save is refused once it is not current.
  const [version, setVersion] = useState(details.updatedAt)
  const [changedElsewhere, setChangedElsewhere] = useState(false)
  const [note, setNote] = useState<OwnerSaveNote>(null)
  const [imageUploading, setImageUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)
  const kit = useAppForm<TInput, TOutput>(listing.schema, { defaultValues: listing.valuesOf(row, details) })
  const { reset, getValues, formState } = kit.form
  const { isDirty } = formState

  // The listing was saved anew (a confirmation moves its version too): the form follows when
  // nothing typed would be lost; otherwise a save is refused as stale and says so.
  useEffect(() => {
    if (details.updatedAt === version || isDirty || changedElsewhere) return
    // react-hook-form keeps the values outside React: they and the version they apply to move
    // together, once per newly loaded version.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVersion(details.updatedAt)
    reset(listing.valuesOf(row, details))
    // Only a new stored version is a reason to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [details.updatedAt])

  const send = kit.onSubmit(async (values) => {
    // Never save with an image half uploaded: its address would be missing from the row.
    if (imageUploading || galleryUploading) return
    const changes: OwnerChanges = {
      ...changedColumns(listing.storedColumns(row), listing.columnsOf(values)),
      ...ownerRequests({
        inquiryEmail: values.inquiryEmail,
        currentInquiryEmail: details.inquiryEmail,
        newName: values.newName,
        currentName: row.name,
      }),
    }
    if (Object.keys(changes).length === 0) {
      setNote({ kind: 'nothing-changed' })
      return
    }
    const typed = getValues()
    const answer = await save(changes, version)
    if (!answer.ok) {
      if (answer.status === 409) {
        setChangedElsewhere(true)
        setNote(null)
      } else {
        setNote({ kind: 'failed', message: answer.message })
      }
      return
    }
    const newAddress = typeof changes.inquiry_email === 'string' ? changes.inquiry_email : null
    const renameAsked = typeof changes.name === 'string' ? changes.name : null
    // What was saved stays on screen; the address and the name are requests, shown as pending.
    reset({ ...typed, inquiryEmail: details.inquiryEmail, newName: '' })
    setVersion(answer.updatedAt)
    setChangedElsewhere(false)
    setNote({ kind: 'saved', newAddress, oldAddress: details.inquiryEmail, renameAsked })
  })

  function loadLatest() {
    setVersion(details.updatedAt)
    reset(listing.valuesOf(row, details))
    setChangedElsewhere(false)
    setNote(null)
  }

  return {
    kind: listing.kind,
    kit,
    send,
    changedElsewhere,
    loadLatest,
    note,
    uploads: {
      image: imageUploading,
      gallery: galleryUploading,
      setImage: setImageUploading,
      setGallery: setGalleryUploading,
    },
  }
}

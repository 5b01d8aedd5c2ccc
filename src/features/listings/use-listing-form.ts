import { useState } from 'react'
import { useWatch, type FieldValues, type Path } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { listingSectionHref, useReturnPath } from '../../components/admin/return-to.ts'
import { useAppForm, type AppForm, type FormSchema } from '../../components/forms/form-kit.tsx'
import { useToast, type ToastOptions } from '../../components/toast/use-toast.ts'
import { messageOf } from '../../lib/error-message.ts'
import { paths } from '../../lib/paths.ts'
import type { Confirmation } from './api/confirm-listing.ts'
import type { SaveListingResult } from './api/save-listing.ts'
import {
  adminDraftKey,
  clearAdminDraft,
  openAdminDraft,
  useAdminDraft,
  type DraftState,
} from './components/admin-draft.tsx'
import {
  deliveryFailureOf,
  listingVersionOf,
  type DeliveryFailure,
  type EditableListing,
  type ListingKind,
  type ListingTable,
  type ListingVersion,
} from './listing.ts'
import { slugify } from './slug.ts'

/**
 * What differs between the teacher and the studio form; everything else about adding and
 * editing a listing is the one workflow of useListingForm.
 */
export interface ListingFormKind<TInput extends FieldValues, TOutput, TTable extends ListingTable> {
  kind: ListingKind
  schema: FormSchema
  /** The fields the name is typed in; a clash of page addresses is reported on the first. */
  nameFields: readonly [Path<TInput>, ...Path<TInput>[]]
  /** The name those fields give the listing, as the `name` column stores it. */
  nameOf: (parts: string[]) => string
  rowToValues: (row: EditableListing<TTable>) => TInput
  /** The listing by page address or by id, read fresh (api/load-listing.ts). */
  load: (
    by: { slug: string } | { id: string },
    signal?: AbortSignal,
  ) => Promise<EditableListing<TTable> | null>
  save: (values: TOutput, loaded?: ListingVersion) => Promise<SaveListingResult>
  /** 'Details confirmed today' for the loaded version (api/confirm-listing.ts). */
  confirm: (id: string, updatedAt: string) => Promise<Confirmation | null>
  /** docs/product.md §8's notice of a saved listing (the failure notices are worded alike for both). */
  savedNotice: (values: TOutput, slug: string, editing: boolean) => ToastOptions
  /** Where the listing's messages go, written to its own table after the listing. */
  inquiry: {
    /** The address the form holds ('' for none). */
    emailOf: (values: TOutput) => string
    /** Sets the address of listing `id` (null: none) (api/save-inquiry-address.ts). */
    save: (id: string, email: string | null) => Promise<void>
    /**
     * Whether marking an application Listed gives the new listing the applicant's email as its
     * address (the database does so for teachers), which the form's value then replaces.
     */
    fromApplication: boolean
  }
}

/** docs/product.md §8's words when a listing could not be saved or loaded, alike for both kinds. */
const failureWords = {
  teacher: {
    saveFailed: 'There was a problem saving the teacher data.',
    loadFailed: 'Failed to load teacher data.',
  },
  studio: {
    saveFailed: 'There was a problem saving the studio data.',
    loadFailed: 'Failed to load studio data.',
  },
} as const

/** A failed save keeps what was typed and says so. */
export const saveFailedNotice = (kind: ListingKind): ToastOptions => ({
  title: 'Submission Failed',
  description: failureWords[kind].saveFailed,
  variant: 'destructive',
})

/** The listing to edit could not be loaded. */
export const loadFailedNotice = (kind: ListingKind): ToastOptions => ({
  title: 'Error',
  description: failureWords[kind].loadFailed,
  variant: 'destructive',
})

export interface ListingFormProps<TInput> {
  /** The starting values: empty, from an application, or the stored listing. */
  initialValues: TInput
  /** Edit mode: the stored version the values came from. Absent in add mode. */
  loaded?: ListingVersion
  /** Edit mode: when an admin last confirmed the listing's details (null: never). */
  confirmedAt?: string | null
  /** Edit mode: delivery to the listing's inquiry address failed for good (null: it did not). */
  deliveryFailure?: DeliveryFailure | null
  /** Add mode: the application the values came from, which keeps its own draft. */
  applicationId?: number
  /** Add mode from an application: the listing is saved; mark the application Listed. */
  onCreated?: (listingId: string) => Promise<void>
}

/** Why the last save wrote nothing, when it is not a message on a field. */
export type ListingProblem = 'changed-elsewhere' | 'changed-before-confirm' | 'gone' | null

const slugTakenMessage = (kind: ListingKind, slug: string, freeSlug?: string) => {
  const href = paths[kind].href
  const offer =
    freeSlug && freeSlug !== slug
      ? `Save again to use ${href(freeSlug)}, or change the name.`
      : 'Change the name slightly and save again.'
  return `Another ${kind} already uses the address ${href(slug)}. ${offer}`
}

export interface ListingForm<TInput extends FieldValues, TOutput> {
  kind: ListingKind
  kit: AppForm<TInput, TOutput>
  /** The form's onSubmit. */
  send: (event?: React.BaseSyntheticEvent) => Promise<void>
  editing: boolean
  /** The page address the typed name gives, or keeps when an edit leaves the name as it was. */
  slugPreview: { slug: string; kept: boolean }
  problem: ListingProblem
  /** Replaces the typed values by the listing as saved now (after a refused stale save). */
  loadLatest: () => Promise<void>
  /** Edit mode: when the details were last confirmed (null: never). */
  confirmedAt: string | null
  /** 'Details confirmed today': records it without touching what was typed. */
  confirmToday: () => Promise<void>
  /** Delivery to the inquiry address as loaded failed for good (null: it did not). */
  deliveryFailure: DeliveryFailure | null
  draftNote: DraftState
  discardDraft: () => void
  /** Where Cancel and a save lead: the admin list the form was opened from. */
  returnPath: string
  /** Image uploads in progress: saving waits for them, and one upload control waits for the other. */
  uploads: {
    image: boolean
    gallery: boolean
    setImage: (uploading: boolean) => void
    setGallery: (uploading: boolean) => void
  }
}

/**
 * The admin workflow for adding and editing a teacher or a studio (docs/product.md §5, §7): the form kit
 * with a draft per listing, saving only onto the version that was loaded, a refused stale save
 * that keeps what was typed and can load the latest version in place, a listing deleted
 * meanwhile, and a page address taken at the last moment reported on the name with the free one.
 */
export function useListingForm<TInput extends FieldValues, TOutput, TTable extends ListingTable>(
  listing: ListingFormKind<TInput, TOutput, TTable>,
  {
    initialValues,
    loaded,
    confirmedAt: loadedConfirmedAt = null,
    deliveryFailure: loadedDeliveryFailure = null,
    applicationId,
    onCreated,
  }: ListingFormProps<TInput>,
): ListingForm<TInput, TOutput> {
  const navigate = useNavigate()
  // Back to the list the form was opened from (the inbox, for an application).
  const returnPath = useReturnPath(
    applicationId === undefined
      ? listingSectionHref(listing.kind)
      : paths.adminSubmissions.href({ tab: listing.kind }),
  )
  const { toast } = useToast()
  const [version, setVersion] = useState(loaded)
  const [confirmedAt, setConfirmedAt] = useState(loadedConfirmedAt)
  const [deliveryFailure, setDeliveryFailure] = useState(loadedDeliveryFailure)
  // What "Discard changes" goes back to: the values as loaded (or as reloaded), or the empty form.
  const [startValues, setStartValues] = useState(initialValues)
  const draftKey = adminDraftKey(listing.kind, { listingId: loaded?.id, applicationId })
  const [draft] = useState(() => openAdminDraft(draftKey, initialValues, loaded?.updatedAt))
  const [draftNote, setDraftNote] = useState(draft.state)
  const [problem, setProblem] = useState<ListingProblem>(null)
  const [imageUploading, setImageUploading] = useState(false)
  const [galleryUploading, setGalleryUploading] = useState(false)

  const kit = useAppForm<TInput, TOutput>(listing.schema, { defaultValues: draft.values })
  const { reset, setError, watch, control } = kit.form
  useAdminDraft(draftKey, watch, version?.updatedAt)

  const name = listing.nameOf(useWatch({ control, name: [...listing.nameFields] }) as string[])
  const kept = version !== undefined && version.name === name
  const slugPreview = { slug: kept ? version.slug : slugify(name), kept }

  const send = kit.onSubmit(async (values) => {
    // Never save with an image half uploaded: its address would be missing from the row.
    if (imageUploading || galleryUploading) return
    setProblem(null)
    let result: SaveListingResult
    try {
      result = await listing.save(values, version)
    } catch {
      toast(saveFailedNotice(listing.kind))
      return
    }
    if (result.status === 'changed-elsewhere') {
      setProblem((await stillThere()) ? 'changed-elsewhere' : 'gone')
      return
    }
    if (result.status === 'slug-taken') {
      const message = slugTakenMessage(listing.kind, result.slug, result.freeSlug)
      setError(listing.nameFields[0], { type: 'slug', message }, { shouldFocus: true })
      return
    }
    clearAdminDraft(draftKey)
    const listed = !version && onCreated ? await markCreated(result.id) : true
    // After marking the application Listed, which may have given the listing an address already.
    const inquiryNotSaved = await saveInquiry(result.id, listing.inquiry.emailOf(values))
    // One notice shows at a time: a failure says what is left to do instead of 'saved'.
    if (inquiryNotSaved !== null) {
      toast({
        title: 'Inquiry address not saved',
        description: `The ${listing.kind} is saved, but its inquiry address could not be saved (${inquiryNotSaved}). Edit the ${listing.kind} and save the address again.`,
        variant: 'destructive',
      })
    } else if (listed) {
      toast(listing.savedNotice(values, result.slug, version !== undefined))
    }
    navigate(returnPath)
  })

  /**
   * Writes the saved listing's inquiry address when it differs from what the database holds: an
   * untouched address keeps its delivery state. The listing stays saved either way; returns why
   * the address was not, or null.
   */
  async function saveInquiry(listingId: string, email: string): Promise<string | null> {
    const unchanged = version
      ? email === version.inquiryEmail
      : email === '' && !(applicationId !== undefined && listing.inquiry.fromApplication)
    if (unchanged) return null
    try {
      await listing.inquiry.save(listingId, email === '' ? null : email)
      return null
    } catch (error) {
      return messageOf(error)
    }
  }

  /**
   * The listing made from an application is saved: the application becomes Listed. False when
   * it could not be marked (the notice says so).
   */
  async function markCreated(listingId: string): Promise<boolean> {
    try {
      await onCreated?.(listingId)
      return true
    } catch (error) {
      // The listing is saved either way; say what is left to do rather than lose the save.
      console.warn('Marking the application Listed failed:', error)
      toast({
        title: 'Application still New',
        description: `The ${listing.kind} is saved, but the application could not be marked Listed (${
          error instanceof Error ? error.message : String(error)
        }). Set it to Listed in Form Submissions.`,
        variant: 'destructive',
      })
      return false
    }
  }

  /** After a refused update: whether the listing still exists (if that can't be read, assume so). */
  async function stillThere(): Promise<boolean> {
    if (!version) return true
    return listing.load({ id: version.id }).then(
      (row) => row !== null,
      () => true,
    )
  }

  async function confirmToday() {
    if (!version) return
    let confirmation: Confirmation | null
    try {
      confirmation = await listing.confirm(version.id, version.updatedAt)
    } catch (error) {
      toast({
        title: 'Confirmation Failed',
        description: `The details could not be marked as confirmed (${
          error instanceof Error ? error.message : String(error)
        }). Try again.`,
        variant: 'destructive',
      })
      return
    }
    if (!confirmation) {
      // Someone saved (or deleted) the listing since it was opened: confirming details nobody
      // here has seen would vouch for them, so the admin reviews the latest version first.
      setProblem((await stillThere()) ? 'changed-before-confirm' : 'gone')
      return
    }
    setConfirmedAt(confirmation.confirmedAt)
    // The row's version moved with the confirmation; the typed values still apply to it.
    setVersion({ ...version, updatedAt: confirmation.updatedAt })
  }

  async function loadLatest() {
    if (!version) return
    let row: EditableListing<TTable> | null
    try {
      row = await listing.load({ id: version.id })
    } catch {
      toast(loadFailedNotice(listing.kind))
      return
    }
    if (!row) {
      setProblem('gone')
      return
    }
    const latest = listing.rowToValues(row)
    // The admin chose the saved version over the typed one, so the draft goes too.
    clearAdminDraft(draftKey)
    reset(latest)
    setStartValues(latest)
    setVersion(listingVersionOf(row))
    setConfirmedAt(row.confirmed_at)
    setDeliveryFailure(deliveryFailureOf(row.inquiry))
    setProblem(null)
    setDraftNote('none')
    toast({
      title: 'Latest version loaded',
      description: `The form now shows the ${listing.kind} as currently saved.`,
      variant: 'neutral',
    })
  }

  return {
    kind: listing.kind,
    kit,
    send,
    editing: version !== undefined,
    slugPreview,
    problem,
    loadLatest,
    confirmedAt,
    confirmToday,
    deliveryFailure,
    draftNote,
    returnPath,
    discardDraft: () => {
      reset(startValues)
      clearAdminDraft(draftKey)
      setDraftNote('none')
    },
    uploads: {
      image: imageUploading,
      gallery: galleryUploading,
      setImage: setImageUploading,
      setGallery: setGalleryUploading,
    },
  }
}

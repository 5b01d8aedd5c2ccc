import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { useRouteAction } from '../../../components/admin/use-route-action.ts'
import { AppFormElement, TextAreaField, TextField, useAppForm } from '../../../components/forms/form-kit.tsx'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { useToast } from '../../../components/toast/use-toast.ts'
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '../../../lib/directory-options.ts'
import type { SeoChange, SeoChangeResult } from '../seo-change.ts'
import {
  characterCount,
  initialSeoFields,
  isOverGuide,
  seoUpdateFrom,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type ListingKind,
  type SeoListing,
} from '../seo-suggestions.ts'

/** '{n}/{guide}', red with a written warning above the guide (docs/product.md §5: a hint, never a block). */
function LengthCounter({ value, guide }: { value: string; guide: number }) {
  const over = isOverGuide(value, guide)
  return (
    <>
      <span className={over ? 'font-semibold text-red-700' : undefined}>
        {`${characterCount(value)}/${guide}`}
      </span>
      {over && <span className="text-red-700"> (over the recommended length)</span>}
    </>
  )
}

/** The two fields as typed; the guides are hints, and the inputs' maxLength keeps the caps. */
const seoFieldsSchema = z.object({ title: z.string(), description: z.string() })
type SeoFields = z.infer<typeof seoFieldsSchema>

export interface SeoDialogProps {
  kind: ListingKind
  listing: SeoListing
  /** Closes the dialog (Cancel, Escape, or after a save). */
  onClose: () => void
}

/**
 * Edits one listing's SEO title and description. Mount it per listing (key by id): the fields
 * start from the stored text, or from suggestions where none is stored. The save goes to the
 * clientAction of the route showing it (applySeoChange), after which React Router loads the list
 * again. A failed save keeps the dialog open with what was typed.
 */
export function SeoDialog({ kind, listing, onClose }: SeoDialogProps) {
  const { toast } = useToast()
  const saveChange = useRouteAction<SeoChange, SeoChangeResult>()
  const [start] = useState(() => initialSeoFields(kind, listing))
  const kit = useAppForm<SeoFields>(seoFieldsSchema, {
    defaultValues: { title: start.title, description: start.description },
  })
  const { control, formState } = kit.form
  const [title, description] = useWatch({ control, name: ['title', 'description'] })
  const saving = formState.isSubmitting

  const save = kit.onSubmit(async (fields) => {
    const result = await saveChange.run({ kind, id: listing.id, ...seoUpdateFrom(fields) })
    if (!result.ok) {
      toast({ title: 'Error', description: 'Failed to save SEO data.', variant: 'destructive' })
      return
    }
    toast({
      title: 'SEO Updated!',
      description: `Successfully saved SEO data for ${listing.name}.`,
      variant: 'success',
    })
    onClose()
  })

  const suggestionNote =
    start.suggested.title || start.suggested.description
      ? 'Fields without stored SEO text start with a suggestion; it is stored only when you save.'
      : undefined

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose()
      }}
      title={`Edit SEO: ${listing.name}`}
      description={suggestionNote}
      locked={saving}
    >
      <AppFormElement kit={kit} onSubmit={save} className="mt-4 space-y-5">
        <TextField
          name="title"
          label="SEO Title"
          hint={<LengthCounter value={title} guide={SEO_TITLE_GUIDE} />}
          maxLength={SEO_TITLE_MAX}
          readOnly={saving}
        />
        <TextAreaField
          name="description"
          label="SEO Description"
          hint={<LengthCounter value={description} guide={SEO_DESCRIPTION_GUIDE} />}
          rows={5}
          maxLength={SEO_DESCRIPTION_MAX}
          readOnly={saving}
        />
        <p className="text-xs text-gray-600">
          Search engines usually show about {SEO_TITLE_GUIDE} characters of a title and{' '}
          {SEO_DESCRIPTION_GUIDE} of a description. Leave a field empty to use the page&apos;s automatic text.
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClasses('outline')} disabled={saving} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('primary')} disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </AppFormElement>
    </Modal>
  )
}

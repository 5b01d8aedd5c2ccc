import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import { useToast, type ToastOptions } from '../toast/use-toast.ts'
import { GALLERY_LIMIT } from '../../lib/directory-options.ts'
import { ownImageUrl } from '../../lib/own-image-url.ts'
import { useMountedRef } from '../../lib/use-mounted-ref.ts'
import { isImageFile, type ImageUpload } from '../../lib/storage.ts'
import { filePickerClass } from './image-upload-field.tsx'

export interface GalleryEditorProps {
  label: string
  value: string[]
  onChange: (urls: string[]) => void
  /** Compresses and stores one image (the listing's api: src/lib/storage.ts imageUploadTo). */
  upload: ImageUpload
  /** The file types offered and accepted ('image/*' or a list such as 'image/png,image/jpeg'). */
  accept?: string
  disabled?: boolean
  onUploadingChange?: (uploading: boolean) => void
  /** When the chosen files would exceed GALLERY_LIMIT. */
  limitNotice: (spotsLeft: number) => ToastOptions
  /** One file that could not be compressed/uploaded or is not an accepted type. */
  fileFailureNotice: (file: File, error: Error) => ToastOptions
}

/** '6 spots left', '1 spot left', 'Gallery full (9 of 9), 0 spots left'. */
export function spotsLeftText(spotsLeft: number, limit: number = GALLERY_LIMIT): string {
  if (spotsLeft <= 0) return `Gallery full (${limit} of ${limit}), 0 spots left`
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** The reason `file` is refused before any upload, or null when it may be uploaded. */
export function refusedFileReason(file: File, accept: string): string | null {
  if (!isImageFile(file)) return `${file.name} is not an image file.`
  const accepted = accept
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean)
  const type = file.type.toLowerCase()
  const extension = file.name.toLowerCase().match(/\.[^.]+$/)?.[0] ?? ''
  const ok = accepted.some((pattern) => {
    if (pattern.startsWith('.')) return pattern === extension
    return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type
  })
  return ok ? null : `${file.name} is not one of the accepted image types (${accepted.join(', ')}).`
}

interface Batch {
  done: number
  total: number
  percent: number
}

type FocusTarget = { index: number; control: 'left' | 'right' | 'remove' } | 'picker'

/**
 * The gallery of a listing: add images (compressed, uploaded one after another), reorder and
 * remove them, up to GALLERY_LIMIT. Only the list of URLs changes; the form saves it.
 *
 * Removing an image leaves its file in storage on purpose: the saved listing may still show
 * it until the form is saved (or the edit is abandoned). Deleting unused files is a later job.
 */
export function GalleryEditor({
  label,
  value,
  onChange,
  upload,
  accept = 'image/*',
  disabled = false,
  onUploadingChange,
  limitNotice,
  fileFailureNotice,
}: GalleryEditorProps) {
  const id = useId()
  const { toast } = useToast()
  const [batch, setBatch] = useState<Batch | null>(null)
  const [notAdded, setNotAdded] = useState<string[]>([])
  const mounted = useMountedRef()

  const root = useRef<HTMLFieldSetElement>(null)
  // Where the keyboard focus goes after a move or a removal (set by the handler, used after the
  // re-render): those change which buttons exist or are enabled, so keep the user's place.
  const pendingFocus = useRef<FocusTarget | null>(null)
  useLayoutEffect(() => {
    const target = pendingFocus.current
    if (target === null) return
    pendingFocus.current = null
    const find = (key: string) =>
      root.current?.querySelector<HTMLInputElement | HTMLButtonElement>(`[data-control="${key}"]`)
    if (target === 'picker') {
      find('picker')?.focus()
      return
    }
    const wanted = find(`${target.control}-${target.index}`)
    // A thumbnail moved to an end: its button for that direction is now disabled.
    const other = find(`${target.control === 'left' ? 'right' : 'left'}-${target.index}`)
    if (wanted && !wanted.disabled) wanted.focus()
    else other?.focus()
  })

  const uploading = batch !== null
  const locked = disabled || uploading
  const spotsLeft = Math.max(0, GALLERY_LIMIT - value.length)
  const statusId = `${id}-status`

  function move(from: number, to: number, control: 'left' | 'right') {
    if (to < 0 || to >= value.length) return
    onChange(moveItem(value, from, to))
    pendingFocus.current = { index: to, control }
  }

  function remove(index: number) {
    const next = value.filter((_, position) => position !== index)
    onChange(next)
    pendingFocus.current =
      next.length === 0 ? 'picker' : { index: Math.min(index, next.length - 1), control: 'remove' }
  }

  async function onFilesChosen(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const files = Array.from(input.files ?? [])
    // Cleared so that choosing the same files again fires a change again.
    input.value = ''
    if (files.length === 0) return
    // All or nothing: uploading only the first few of the chosen files would leave the admin
    // guessing which ones made it, so a choice that does not fit uploads none of them.
    if (files.length > spotsLeft) {
      toast(limitNotice(spotsLeft))
      return
    }
    setNotAdded([])
    setBatch({ done: 0, total: files.length, percent: 0 })
    onUploadingChange?.(true)
    const urls = [...value]
    const failed: string[] = []
    try {
      // One after another: two cores compressing several photos at once would freeze the page.
      for (const [index, file] of files.entries()) {
        if (!mounted.current) return
        setBatch({ done: index, total: files.length, percent: Math.round((index / files.length) * 100) })
        const refused = refusedFileReason(file, accept)
        try {
          if (refused) throw new Error(refused)
          const url = await upload(file, 'gallery', (percent) => {
            if (!mounted.current) return
            setBatch({
              done: index,
              total: files.length,
              percent: Math.round(((index + percent / 100) / files.length) * 100),
            })
          })
          urls.push(url)
          if (mounted.current) onChange([...urls])
        } catch (caught) {
          const failure = caught instanceof Error ? caught : new Error(String(caught))
          console.warn(`Adding ${file.name} to the gallery failed:`, failure)
          failed.push(file.name)
          if (mounted.current) toast(fileFailureNotice(file, failure))
        }
      }
      if (!mounted.current) return
      const added = files.length - failed.length
      setNotAdded(failed)
      if (added > 0) {
        toast({
          title: 'Gallery Updated!',
          description:
            failed.length === 0
              ? `Added ${added} ${added === 1 ? 'image' : 'images'}. Save the form to keep them.`
              : `Added ${added} of ${files.length} images; ${failed.join(', ')} could not be added. Save the form to keep them.`,
          variant: 'success',
        })
      }
    } finally {
      if (mounted.current) setBatch(null)
      onUploadingChange?.(false)
    }
  }

  return (
    <fieldset ref={root} disabled={disabled} aria-describedby={statusId}>
      <legend className="text-sm font-semibold text-gray-900">{label}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <label className={filePickerClass}>
          Add gallery images
          <input
            data-control="picker"
            type="file"
            multiple
            accept={accept}
            disabled={locked || spotsLeft === 0}
            aria-describedby={statusId}
            onChange={(event) => void onFilesChosen(event)}
            className="sr-only"
          />
        </label>
        <p id={statusId} className="text-sm text-gray-700">
          {spotsLeftText(spotsLeft)}
        </p>
      </div>
      <p className="mt-1 text-xs text-gray-600">
        {`Up to ${GALLERY_LIMIT} images, resized to 1024 px. The order here is the order on the profile.`}
      </p>
      {batch && (
        <div role="status" className="mt-2 flex items-center gap-3">
          <progress
            max={100}
            value={batch.percent}
            aria-label={`Uploading ${label.toLowerCase()} images`}
            className="h-2 w-40 accent-brand-700"
          />
          <span className="text-sm text-gray-700">{`Uploading ${batch.done + 1} of ${batch.total}`}</span>
        </div>
      )}
      {notAdded.length > 0 && !batch && (
        <p className="mt-2 text-sm text-red-700">{`Not added: ${notAdded.join(', ')}`}</p>
      )}
      {value.length > 0 && (
        <ol
          aria-label={`${label} images`}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {value.map((url, index) => {
            const position = index + 1
            // Only our own storage's images are shown: an address from elsewhere is never loaded.
            const src = ownImageUrl(url)
            return (
              <li key={keyOf(value, index)} className="rounded-lg border border-gray-200 bg-white p-2">
                {src ? (
                  <img
                    src={src}
                    alt={`Gallery image ${position}`}
                    width={160}
                    height={120}
                    className="aspect-4/3 w-full rounded object-cover"
                  />
                ) : (
                  <p className="flex aspect-4/3 items-center justify-center text-xs text-gray-600">
                    {`Image ${position} (not stored on this site)`}
                  </p>
                )}
                <div className="mt-2 flex items-center justify-between gap-1">
                  <button
                    data-control={`left-${index}`}
                    type="button"
                    disabled={locked || index === 0}
                    onClick={() => move(index, index - 1, 'left')}
                    className={iconButton}
                    title="Move left"
                  >
                    <span aria-hidden="true">←</span>
                    <span className="sr-only">{`Move image ${position} left`}</span>
                  </button>
                  <button
                    data-control={`remove-${index}`}
                    type="button"
                    disabled={locked}
                    onClick={() => remove(index)}
                    className={`${iconButton} text-red-700`}
                    title="Remove"
                  >
                    <span aria-hidden="true">×</span>
                    <span className="sr-only">{`Remove image ${position}`}</span>
                  </button>
                  <button
                    data-control={`right-${index}`}
                    type="button"
                    disabled={locked || index === value.length - 1}
                    onClick={() => move(index, index + 1, 'right')}
                    className={iconButton}
                    title="Move right"
                  >
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">{`Move image ${position} right`}</span>
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </fieldset>
  )
}

const iconButton =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-gray-300 bg-white text-base text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-40'

/** A stable key per image, so a moved thumbnail keeps its DOM node (and the focus in it). */
function keyOf(list: readonly string[], index: number): string {
  const url = list[index]
  let occurrence = 0
  for (let position = 0; position < index; position += 1) if (list[position] === url) occurrence += 1
  return `${url}#${occurrence}`
}

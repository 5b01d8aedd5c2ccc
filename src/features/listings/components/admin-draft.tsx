import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'
import { clearDraft, readDraft, useFormDraft } from '../../../components/forms/form-draft.ts'
import { buttonClasses } from '../../../components/ui/button-styles.ts'
import type { ListingKind } from '../listing.ts'

/**
 * Drafts of the admin listing forms (docs/architecture.md "Nothing typed is lost"): what the admin
 * types stays in session storage until it is saved, so a reload or a closed tab loses nothing.
 * An edit's draft remembers the `updated_at` it started from and is only restored onto that same
 * version: restored onto a row someone has saved since, it would overwrite their work.
 */

export type DraftState = 'none' | 'restored' | 'discarded'

/** Add mode: one draft per kind (and per application it starts from); edit mode: per listing. */
export function adminDraftKey(
  kind: ListingKind,
  where: { listingId?: string; applicationId?: number },
): string {
  if (where.listingId !== undefined) return `draft:admin:${kind}:edit:${where.listingId}`
  if (where.applicationId !== undefined) return `draft:admin:${kind}:new:application:${where.applicationId}`
  return `draft:admin:${kind}:new`
}

const baseKey = (key: string) => `${key}:based-on`

function storedItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function storeItem(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Storage full or unavailable: the form still works, only without a draft.
  }
}

export function clearAdminDraft(key: string) {
  clearDraft(key)
  clearDraft(baseKey(key))
}

/**
 * The values a form opens with: its draft where there is a usable one, else `defaults`.
 * `basedOn` is the loaded row's `updated_at` (edit mode only).
 */
export function openAdminDraft<T extends FieldValues>(
  key: string,
  defaults: T,
  basedOn?: string,
): { values: T; state: DraftState } {
  const raw = storedItem(key)
  if (raw === null) return { values: defaults, state: 'none' }
  if (basedOn !== undefined && storedItem(baseKey(key)) !== basedOn) {
    clearAdminDraft(key)
    return { values: defaults, state: 'discarded' }
  }
  const values: Record<string, unknown> = readDraft(key, defaults)
  // readDraft keeps only values shaped like the defaults; an image is a URL or null either way.
  let stored: unknown = null
  try {
    stored = JSON.parse(raw)
  } catch {
    // Unreadable: readDraft has already fallen back to the defaults.
  }
  if (typeof stored === 'object' && stored !== null) {
    for (const [name, template] of Object.entries(defaults)) {
      const value = (stored as Record<string, unknown>)[name]
      const nullableText = (v: unknown) => v === null || typeof v === 'string'
      if (nullableText(template) && nullableText(value)) values[name] = value
    }
  }
  // A draft equal to what the form starts with anyway (e.g. only reset) is nothing to mention.
  if (JSON.stringify(values) === JSON.stringify(defaults)) return { values: defaults, state: 'none' }
  return { values: values as T, state: 'restored' }
}

/** Keeps the form's values (and, when editing, the version they are based on) as its draft. */
export function useAdminDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>, basedOn?: string) {
  useFormDraft(key, watch)
  useEffect(() => {
    if (basedOn !== undefined) storeItem(baseKey(key), basedOn)
  }, [key, basedOn])
}

/** Says what became of an earlier draft; a restored one can be thrown away from here. */
export function DraftNote({
  state,
  kind,
  onDiscard,
}: {
  state: DraftState
  kind: ListingKind
  onDiscard: () => void
}) {
  if (state === 'none') return null
  if (state === 'discarded') {
    return (
      <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        {`Your unsaved changes from earlier were not restored: this ${kind} was changed by someone else since, and they would have overwritten that work.`}
      </p>
    )
  }
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p>Your unsaved changes were restored.</p>
      <button type="button" className={buttonClasses('outline', 'sm')} onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  )
}

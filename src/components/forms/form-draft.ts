import { useEffect } from 'react'
import type { FieldValues, UseFormWatch } from 'react-hook-form'

/**
 * Drafts of long forms in session storage, so a reload in the middle of filling
 * one loses nothing (docs/architecture.md "Nothing typed is lost"). Only values of the
 * same type as the defaults are restored, so a stale or tampered draft can't break
 * the form.
 */
export function readDraft<T extends FieldValues>(key: string, defaults: T): T {
  let stored: unknown
  try {
    stored = JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
  } catch {
    return defaults
  }
  if (typeof stored !== 'object' || stored === null) return defaults
  return mergeLike(defaults, stored as Record<string, unknown>) as T
}

function sameShape(template: unknown, value: unknown): boolean {
  if (Array.isArray(template)) return Array.isArray(value) && value.every((item) => typeof item === 'string')
  if (template === null) return value === null
  return typeof template === typeof value && value !== null
}

function mergeLike(
  defaults: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults }
  for (const [key, template] of Object.entries(defaults)) {
    const value = stored[key]
    if (!sameShape(template, value)) continue
    result[key] =
      typeof template === 'object' && template !== null && !Array.isArray(template)
        ? mergeLike(template as Record<string, unknown>, value as Record<string, unknown>)
        : value
  }
  return result
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable (private mode, quota): there is no draft to clear.
  }
}

/** Stores the form's values, minus `exclude`, as the draft under `key`. */
export function writeDraft(
  key: string,
  values: Record<string, unknown>,
  exclude: readonly string[] = [],
): void {
  const draft: Record<string, unknown> = { ...values }
  for (const name of exclude) delete draft[name]
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or unavailable: the form still works, only without a draft.
  }
}

/** Saves the form's values (minus `exclude`) to session storage on every change, under `key` if given. */
export function useFormDraft<T extends FieldValues>(
  key: string | undefined,
  watch: UseFormWatch<T>,
  exclude: readonly string[] = [],
) {
  useEffect(() => {
    // A form without a draft key keeps no draft (the admin forms have their own edit drafts).
    if (!key) return undefined
    const subscription = watch((values) => writeDraft(key, values, exclude))
    return () => subscription.unsubscribe()
    // `exclude` is a constant list per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, watch])
}

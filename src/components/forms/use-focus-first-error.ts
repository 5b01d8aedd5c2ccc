import { useEffect, type RefObject } from 'react'

/**
 * After a submit that failed validation, focuses the first invalid control in page
 * order (react-hook-form's own focus follows registration order, which custom
 * controls such as the multi-select don't share).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  hasErrors: boolean,
) {
  useEffect(() => {
    if (submitCount === 0 || !hasErrors) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    // Only on a new submit attempt, not on every correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount])
}

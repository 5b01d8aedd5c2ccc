import { useLayoutEffect, type RefObject } from 'react'

/**
 * After a submit that failed validation, focuses the first invalid control in page
 * order (react-hook-form's own focus follows registration order, which custom
 * controls such as the multi-select don't share). A layout effect, so focus moves in the same
 * commit that shows the errors: nobody (a screen reader, a test) sees the messages before focus.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  hasErrors: boolean,
) {
  useLayoutEffect(() => {
    if (submitCount === 0 || !hasErrors) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    // Only on a new submit attempt, not on every correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount])
}

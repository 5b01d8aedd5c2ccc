import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/**
 * `callback`, called only once calls have paused for `delay` ms. Returns the debounced
 * function and a `cancel` for a pending call. A pending call is dropped on unmount.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
): [run: (...args: Args) => void, cancel: () => void] {
  const callbackRef = useRef(callback)
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useLayoutEffect(() => {
    callbackRef.current = callback
  })

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current)
    timerRef.current = undefined
  }, [])

  useEffect(() => cancel, [cancel])

  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timerRef.current)
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined
        callbackRef.current(...args)
      }, delay)
    },
    [delay],
  )

  return [run, cancel]
}

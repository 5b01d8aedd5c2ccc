import { useEffect, useState } from 'react'

export type AdminLoad<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' }

/**
 * Runs `load` once per mount and again on `retry` (an admin form's row or application). The
 * caller keys the component by what it loads, so a new slug or application starts from a clean
 * state. Admin code has its own loader rather than the directory's `useRecord`: sharing public
 * modules with admin chunks makes the bundler split them differently and grows public routes.
 */
export function useAdminLoad<T>(load: (signal: AbortSignal) => Promise<T>, onFailure?: () => void) {
  const [state, setState] = useState<AdminLoad<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Loading an admin form failed:', error)
        setState({ status: 'failed' })
        onFailure?.()
      },
    )
    return () => controller.abort()
    // `load` and `onFailure` are new functions each render; the key and `attempt` decide reloads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  const retry = () => {
    setState({ status: 'loading' })
    setAttempt((value) => value + 1)
  }
  return { state, retry }
}

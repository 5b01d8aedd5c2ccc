import { useCallback, useEffect, useState } from 'react'
import { toError } from './use-directory-search.ts'

export type RecordState<T> =
  | { status: 'loading' }
  | { status: 'found'; record: T }
  | { status: 'not-found' }
  | { status: 'error'; error: Error }

interface Settled<T> {
  request: string
  record: T | null
  error: Error | null
}

/**
 * Loads one record (a profile) for `key` (its slug) with `load`, which resolves
 * to null when there is no such record. A change of key aborts the older request.
 * `load` must be stable (module-level).
 */
export function useRecord<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<T | null>,
): RecordState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const request = `${attempt}\n${key}`
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    load(key, controller.signal).then(
      (record) => {
        if (!controller.signal.aborted) setSettled({ request, record, error: null })
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) setSettled({ request, record: null, error: toError(reason) })
      },
    )
    return () => controller.abort()
  }, [key, load, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  if (!settled || settled.request !== request) return { status: 'loading', retry }
  if (settled.error) return { status: 'error', error: settled.error, retry }
  if (settled.record === null) return { status: 'not-found', retry }
  return { status: 'found', record: settled.record, retry }
}

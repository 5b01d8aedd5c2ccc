import { useCallback, useEffect, useState } from 'react'

/** One answer of a directory search: the rows shown and how many match in all. */
export interface ResultPage<T> {
  items: T[]
  total: number
}

export type SearchStatus = 'loading' | 'ready' | 'error'

export interface DirectorySearch<T> {
  status: SearchStatus
  /**
   * The latest rows received (or cached). While a new query loads they stay, so the
   * page can keep showing them; null before anything has arrived.
   */
  page: ResultPage<T> | null
  /** The key `page` was loaded (or cached) for; null before anything has arrived. */
  pageKey: string | null
  error: Error | null
  retry: () => void
}

export function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason))
}

interface Settled<T> {
  /** The request this answer belongs to; null for an initial (cached) page. */
  request: string | null
  page: ResultPage<T> | null
  pageKey: string | null
  error: Error | null
}

/**
 * Runs `load(key, signal)` whenever `key` (the serialized query) changes, aborting
 * the request still running for an older key, so a slow answer can never replace a
 * newer one. `load` must be a stable (module-level) function; `initial` may provide
 * a page to show before the first answer (a cache).
 */
export function useDirectorySearch<T>(
  key: string,
  load: (key: string, signal: AbortSignal) => Promise<ResultPage<T>>,
  initial?: (key: string) => ResultPage<T> | null,
): DirectorySearch<T> {
  const [attempt, setAttempt] = useState(0)
  const request = `${attempt}\n${key}`
  const [settled, setSettled] = useState<Settled<T>>(() => {
    const page = initial?.(key) ?? null
    return { request: null, page, pageKey: page ? key : null, error: null }
  })

  useEffect(() => {
    const controller = new AbortController()
    load(key, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setSettled({ request, page, pageKey: key, error: null })
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) {
          setSettled((previous) => ({ ...previous, request, error: toError(reason) }))
        }
      },
    )
    return () => controller.abort()
  }, [key, load, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  // Status is derived, not stored: an answer for another request means this one is loading.
  const status: SearchStatus = settled.request !== request ? 'loading' : settled.error ? 'error' : 'ready'
  return {
    status,
    page: settled.page,
    pageKey: settled.pageKey,
    error: status === 'error' ? settled.error : null,
    retry,
  }
}

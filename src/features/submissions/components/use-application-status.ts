import { useCallback, useEffect, useState } from 'react'
import { getApplicationStatus, type ApplicationStatusAnswer } from '../api/get-application-status.ts'

export type StatusLookup =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'not-found' }
  | { state: 'found'; application: ApplicationStatusAnswer }

interface Settled {
  token: string
  attempt: number
  lookup: StatusLookup
}

const loading: StatusLookup = { state: 'loading' }
const notFound: StatusLookup = { state: 'not-found' }

/**
 * The status for a token from the link's fragment, and `retry` after a failed request. No token
 * (missing or malformed) is 'not-found' at once, without asking the backend.
 *
 * Loaded here rather than in a route loader: the token lives in the URL's fragment, which React
 * Router leaves out of a loader's request, and a loader runs before a navigation changes
 * window.location.
 */
export function useApplicationStatus(token: string | null): { lookup: StatusLookup; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled | null>(null)

  useEffect(() => {
    if (!token) return
    const controller = new AbortController()
    const settle = (lookup: StatusLookup) => {
      if (!controller.signal.aborted) setSettled({ token, attempt, lookup })
    }
    getApplicationStatus(token, controller.signal).then(
      (application) => settle(application ? { state: 'found', application } : notFound),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('Could not load the application status:', error)
        settle({ state: 'failed' })
      },
    )
    return () => controller.abort()
  }, [token, attempt])

  const retry = useCallback(() => setAttempt((count) => count + 1), [])

  if (!token) return { lookup: notFound, retry }
  const current = settled?.token === token && settled.attempt === attempt ? settled.lookup : loading
  return { lookup: current, retry }
}

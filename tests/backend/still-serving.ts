import { expect } from 'vitest'
import { rawFetch } from './support.ts'

/** Longest a health check or an ordinary read may take after a hostile request. */
export const STILL_SERVING_WITHIN_MS = 5000

/** The backend still answers: its health route and an ordinary read, each within 5 s. */
export async function expectStillServing(): Promise<void> {
  const signal = () => AbortSignal.timeout(STILL_SERVING_WITHIN_MS)
  const health = await rawFetch('/auth/v1/health', { key: null, signal: signal() })
  expect(health.status).toBe(200)
  const read = await rawFetch('/rest/v1/teachers?select=id&limit=1', { signal: signal() })
  expect(read.status, read.text).toBe(200)
  expect(read.json).toHaveLength(1)
}

import { describe, expect, it } from 'vitest'
import { describeRequest, headerBytes, hostileRequests, sendAll } from '../hostile-requests.ts'
import { expectStillServing } from './still-serving.ts'
import { backend } from './support.ts'

/**
 * A few thousand malformed requests (tests/hostile-requests.ts) against the shared backend, as
 * someone holding only the anon key might send them: every one is answered, none with a 5xx,
 * none after more than 5 s, and the backend still serves afterwards. `npm run figures:fuzz`
 * prints the figures of the same generator.
 */

const REQUESTS = 6000
const SEED = 21
const CEILING_MS = 5000
/**
 * Node's HTTP parser refuses a request head over 16 KiB with 431 and closes the connection,
 * sometimes before the client has read the 431: for such requests no answer is an answer.
 */
const MAX_HEADER_BYTES = 16 * 1024

describe('malformed requests', () => {
  it(
    `${REQUESTS} are each answered below 500 within ${CEILING_MS / 1000} s`,
    { timeout: 180_000 },
    async () => {
      const requests = hostileRequests(REQUESTS, SEED, { anonKey: backend().anonKey })
      const outcomes = await sendAll(backend().url, requests, { concurrency: 4, timeoutMs: 2 * CEILING_MS })
      const faults = outcomes
        .filter(
          ({ status, ms, request }) =>
            status >= 500 || ms > CEILING_MS || (status === 0 && headerBytes(request) <= MAX_HEADER_BYTES),
        )
        .map(
          ({ status, ms, error, request }) =>
            `${status} in ${Math.round(ms)} ms ${error ?? ''} ${describeRequest(request)}`,
        )
      expect(faults).toEqual([])
      await expectStillServing()
    },
  )
})

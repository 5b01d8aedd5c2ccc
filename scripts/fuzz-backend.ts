/**
 * `npm run figures:fuzz`: a few thousand malformed requests (tests/hostile-requests.ts, the
 * generator the fuzz test uses) against a fresh local backend, as someone holding only the anon
 * key would send them. A figure script: it prints requests, answers by class and the slowest
 * answer for each area, the slowest requests and any 5xx or unanswered one, and exits non-zero
 * only when it could not measure.
 *
 * FUZZ_REQUESTS (default 6000, as the fuzz test sends) and FUZZ_SEED (default 21) choose the run.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv } from '../supabase/local/config.ts'
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts'
import { describeRequest, figuresOf, hostileRequests, sendAll } from '../tests/hostile-requests.ts'

const count = Number(process.env.FUZZ_REQUESTS ?? 6000)
const seed = Number(process.env.FUZZ_SEED ?? 21)
/** Past this the client gives up on an answer; it is reported as unanswered. */
const CLIENT_TIMEOUT_MS = 30_000

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-fuzz-'))
let backend: RunningBackend | undefined
try {
  backend = await startLocalBackend({
    ...configFromEnv({ LOCAL_SUPABASE_STORAGE_CLEANUP: 'off' }),
    dataDir,
    port: 0,
    sampleAdmin: null,
  })
  const requests = hostileRequests(count, seed, { anonKey: backend.anonKey })
  const started = performance.now()
  const outcomes = await sendAll(backend.url, requests, { concurrency: 4, timeoutMs: CLIENT_TIMEOUT_MS })
  const seconds = (performance.now() - started) / 1000

  console.log(`${count} malformed requests (seed ${seed}) in ${seconds.toFixed(1)} s:`)
  console.table(figuresOf(outcomes))
  console.log('Slowest requests:')
  for (const outcome of [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    console.log(`  ${Math.round(outcome.ms)} ms → ${outcome.status}  ${describeRequest(outcome.request)}`)
  }
  const faults = outcomes.filter((o) => o.status >= 500 || o.status === 0)
  console.log(faults.length === 0 ? 'No 5xx and no unanswered request.' : '5xx or unanswered:')
  for (const outcome of faults) {
    console.log(`  ${outcome.status} ${outcome.error ?? ''} ${describeRequest(outcome.request)}`)
  }
  const health = await fetch(`${backend.url}/auth/v1/health`, { signal: AbortSignal.timeout(5000) })
  const read = await fetch(`${backend.url}/rest/v1/teachers?select=id&limit=1`, {
    headers: { apikey: backend.anonKey },
    signal: AbortSignal.timeout(5000),
  })
  console.log(`Afterwards: health ${health.status}, an ordinary read ${read.status}.`)
} catch (error) {
  console.error(`Could not measure: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await backend?.close()
  await rm(dataDir, { recursive: true, force: true })
}

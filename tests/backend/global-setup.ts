import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { configFromEnv } from '../../supabase/local/config.ts'
import { startLocalBackend } from '../../supabase/local/server.ts'

export interface TestBackendInfo {
  url: string
  anonKey: string
  serviceRoleKey: string
  dataDir: string
  sampleAdmin: { email: string; password: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackendInfo
  }
}

/** One fresh local backend (new data directory, any free port) for the whole backend test run. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-backend-test-'))
  // The test files sign in hundreds of times from 127.0.0.1, side by side, so the run turns
  // Auth's per-client rate limits off; tests/backend/auth-rate-limit.test.ts proves them on a
  // backend of its own.
  const config = { ...configFromEnv({}), dataDir, port: 0, authRateLimits: null }
  const backend = await startLocalBackend(config)
  // The test files send hundreds of submissions from 127.0.0.1 and run side by side, so the run
  // raises the per-client limits as an operator would (the overall limits stay as shipped).
  // tests/backend/submission-limits.test.ts proves the shipped limits on a backend of its own.
  await backend.db.query(`update public.submission_limits set per_client = 100000`)
  project.provide('backend', {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    dataDir,
    sampleAdmin: config.sampleAdmin!,
  })
  return async () => {
    await backend.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

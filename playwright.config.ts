import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/check-chromium.ts'
import { DEMO_JWT_SECRET } from './supabase/local/config.ts'

/**
 * End-to-end tests: the built site (`npm run build`'s script: prerendered pages and the SPA
 * fallback) served as a CDN serves it (scripts/static-server.ts), against a local
 * backend started fresh for this run (new temporary data directory), both
 * started here and stopped after the run. The backend's mail goes to E2E_SMTP_PORT, where the
 * specs that read mail start their own SMTP server. `npm run test:e2e` checks Chromium and
 * picks free ports first; `npx playwright test` works too (54329, 4173 and 54330).
 *
 * This file is also evaluated in every worker; the workers inherit process.env,
 * so the run directory is created (and removed) once, by the runner process.
 */

// Supabase's public demo keys, valid for DEMO_JWT_SECRET only (pinned below).
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

const HOST = '127.0.0.1'
const backendPort = Number(process.env.E2E_BACKEND_PORT || 54329)
const appPort = Number(process.env.E2E_APP_PORT || 4173)
/** Where the backend sends its mail: the specs' test SMTP server (e2e/support/fixtures.ts `mailbox`). */
const smtpPort = Number(process.env.E2E_SMTP_PORT || 54330)
const backendUrl = `http://${HOST}:${backendPort}`
const appUrl = `http://${HOST}:${appPort}`

// One temporary directory per run: the backend's data and the app's build.
if (!process.env.E2E_RUN_DIR) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-e2e-'))
  // The database server may run as another user (postgres, when we are root): it must pass.
  chmodSync(runDir, 0o755)
  process.env.E2E_RUN_DIR = runDir
  // 'exit' comes after Playwright has stopped the web servers (globalTeardown would
  // run while the backend is still using the directory).
  process.on('exit', () => rmSync(runDir, { recursive: true, force: true }))
}
const runDir = process.env.E2E_RUN_DIR
const dataDir = path.join(runDir, 'data')
// The build sits under node_modules/ (its server half imports packages from there).
if (!process.env.E2E_BUILD_DIR) {
  const cacheDir = path.resolve('node_modules/.cache')
  mkdirSync(cacheDir, { recursive: true })
  const buildDir = mkdtempSync(path.join(cacheDir, 'yoga-e2e-build-'))
  process.env.E2E_BUILD_DIR = buildDir
  process.on('exit', () => rmSync(buildDir, { recursive: true, force: true }))
}
const buildDir = process.env.E2E_BUILD_DIR

// What the specs read (e2e/support/backend.ts); workers inherit it.
process.env.E2E_SUPABASE_URL = backendUrl
process.env.E2E_SUPABASE_ANON_KEY = ANON_KEY
process.env.E2E_SUPABASE_SERVICE_ROLE_KEY = SERVICE_ROLE_KEY
process.env.E2E_APP_URL = appUrl
process.env.E2E_SMTP_PORT = String(smtpPort)

const tsx = JSON.stringify(path.resolve('node_modules/.bin/tsx'))
const stopGracefully = { signal: 'SIGTERM', timeout: 10_000 } as const

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: appUrl,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  // Runs once the web servers below are up: raises the per-client submission limits of the fresh
  // backend, because every page of the run is one client (127.0.0.1) to it (see the file).
  globalSetup: './e2e/global-setup.ts',
  webServer: [
    {
      name: 'backend',
      command: `${tsx} supabase/local/main.ts`,
      url: `${backendUrl}/auth/v1/health`,
      env: {
        LOCAL_SUPABASE_HOST: HOST,
        LOCAL_SUPABASE_PORT: String(backendPort),
        LOCAL_SUPABASE_DIR: dataDir,
        LOCAL_SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
        LOCAL_SUPABASE_SAMPLE_ADMIN: 'true',
        LOCAL_SUPABASE_CORS_ORIGINS: appUrl,
        // Every journey signs in from 127.0.0.1; tests/backend/auth-rate-limit.test.ts proves the limits.
        LOCAL_SUPABASE_AUTH_RATE_LIMITS: 'off',
        // A spec that needs owners' reminders queues them itself (public.queue_owner_reminders);
        // the hourly run would mail the seed's long-unconfirmed listings at a moment no spec knows.
        LOCAL_SUPABASE_OWNER_REMINDERS: 'off',
        // The backend's mail goes to the test SMTP server a spec starts when it reads mail.
        SMTP_HOST: HOST,
        SMTP_PORT: String(smtpPort),
        // Links in mails lead to the built site under test.
        SITE_ORIGIN: appUrl,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: stopGracefully,
    },
    {
      name: 'app',
      // Prerendered from the fresh backend's seed data; the build never touches a developer's dist/.
      command:
        `${tsx} scripts/build.ts --logLevel warn && ` +
        `${tsx} scripts/static-server.ts --dir ${JSON.stringify(path.join(buildDir, 'client'))} ` +
        `--host ${HOST} --port ${appPort}`,
      url: appUrl,
      env: {
        VITE_SUPABASE_URL: backendUrl,
        VITE_SUPABASE_ANON_KEY: ANON_KEY,
        VITE_SITE_URL: appUrl,
        BUILD_DIR: buildDir,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      gracefulShutdown: stopGracefully,
    },
  ],
})

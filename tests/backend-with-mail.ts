import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv, type BackendConfig } from '../supabase/local/config.ts'
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts'
import { startTestSmtpServer, type TestSmtpServer, type TestSmtpServerOptions } from './test-smtp-server.ts'

/** A fresh local backend whose mail (Auth's and the send-mail function's) goes to a test SMTP server. */
export interface BackendWithMail {
  backend: RunningBackend
  smtp: TestSmtpServer
  /** Stops both and removes the backend's data. */
  close(): Promise<void>
}

export interface BackendWithMailOptions {
  /** Names the temporary data directory, so a leftover one says which test made it. */
  name: string
  /** Where links in mails lead (SITE_ORIGIN). */
  siteOrigin?: string
  /** The From of every mail. */
  from?: string
  smtp?: TestSmtpServerOptions
  /** Anything else of the backend's configuration. */
  config?: Partial<BackendConfig>
}

/**
 * Starts the SMTP server, then the backend on a free port with a new data directory. Nothing runs
 * on a schedule (storage cleanup, message purge, owner reminders) unless `config` turns it on: a
 * test runs a job itself when it needs it. No sample admin, no Auth rate limits (every request
 * comes from 127.0.0.1).
 */
export async function startBackendWithMail(options: BackendWithMailOptions): Promise<BackendWithMail> {
  const smtp = await startTestSmtpServer(options.smtp)
  let dataDir: string | undefined
  try {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `yoga-${options.name}-`))
    const defaults = configFromEnv({})
    const backend = await startLocalBackend({
      ...defaults,
      dataDir,
      port: 0,
      sampleAdmin: null,
      storageCleanup: null,
      messagePurge: null,
      ownerReminders: null,
      authRateLimits: null,
      smtp: { host: smtp.host, port: smtp.port, from: options.from ?? 'Yoga Directory <no-reply@yoga.test>' },
      siteOrigin: options.siteOrigin ?? defaults.siteOrigin,
      ...options.config,
    })
    const createdDir = dataDir
    return {
      backend,
      smtp,
      async close() {
        await backend.close()
        await smtp.stop()
        await rm(createdDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await smtp.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}

import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from './app.ts'
import type { BackendConfig } from './config.ts'
import type { BackendContext } from './context.ts'
import { localMessagePurge, localOwnerReminders } from './database-jobs.ts'
import type { Db } from './db.ts'
import { mustBeSafeToExpose, mustNotExposeSampleAdmin } from './exposure.ts'
import { freePort } from './free-port.ts'
import { FunctionStartError } from './functions/deno-function.ts'
import { startLocalMailSender, type LocalMailSender } from './functions/mail-sender.ts'
import { readLiveLock, removeLock, writeLock } from './lock.ts'
import { openPreparedDatabase } from './prepare.ts'
import { localStorageCleanup, scheduleStorageCleanup, type CleanupSchedule } from './storage/cleanup.ts'

export interface RunningBackend {
  url: string
  port: number
  anonKey: string
  serviceRoleKey: string
  /** Milliseconds from the call to the moment the server accepted connections. */
  startupMs: number
  /** Migrations applied during this start (all of them on a fresh directory). */
  appliedMigrations: string[]
  seeded: boolean
  db: Db
  /** The send-mail function and its poll; null when no SMTP server is configured or it is paused. */
  mailSender: LocalMailSender | null
  /**
   * Why the send-mail function could not start, and the command that fixes it, when the backend
   * was started with `pauseMailIfSenderFails`. Mail stays queued in the outbox meanwhile.
   */
  mailPaused: { reason: string; fix: string } | null
  close(): Promise<void>
}

async function withFreePort(config: BackendConfig): Promise<BackendConfig> {
  const port = await freePort(config.host)
  return { ...config, port, publicUrl: `http://${config.host}:${port}` }
}

function listen(ctx: BackendContext, functions: Map<string, string>): Promise<ServerType> {
  const app = createApp(ctx, functions)
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, () =>
      resolve(server),
    )
    server.once('error', reject)
  })
}

/**
 * Opens (or creates) the data directory, brings the schema up to date, seeds a
 * fresh database, and serves the API. The data directory is locked while it runs. Beyond
 * loopback it refuses to start with the demo JWT secret or the sample admin (exposure.ts).
 */
export interface StartOptions {
  /**
   * When the send-mail function cannot start (Deno missing, a broken lock), serve anyway with mail
   * paused (`mailPaused` says why) instead of failing: `npm run dev` and `npm run backend` do, so
   * that a broken mail sender never takes the site down. Tests and scripts fail instead.
   */
  pauseMailIfSenderFails?: boolean
}

export async function startLocalBackend(
  requested: BackendConfig,
  options: StartOptions = {},
): Promise<RunningBackend> {
  const started = performance.now()
  mustBeSafeToExpose(requested)
  // Port 0 means any free port; it is chosen first because seeded links contain the URL.
  const config = requested.port === 0 ? await withFreePort(requested) : requested
  const existing = readLiveLock(config.dataDir)
  if (existing && existing.pid !== process.pid) {
    throw new Error(
      `Another local backend (pid ${existing.pid}, ${existing.url}) is using ${config.dataDir}.`,
    )
  }
  const { ctx, applied, seeded } = await openPreparedDatabase(config)
  const { db, keys } = ctx
  let server: ServerType
  // Filled once the functions run; they start after the server, whose URL they are given.
  const functions = new Map<string, string>()
  try {
    await mustNotExposeSampleAdmin(config, db)
    server = await listen(ctx, functions)
  } catch (error) {
    await db.close()
    throw error
  }
  const port = (server.address() as AddressInfo).port
  const url = `http://${config.host}:${port}`
  writeLock(config.dataDir, { pid: process.pid, port, url })

  // A job on its schedule, or none when its setting is off; a failed run is logged, and the next
  // one comes as planned.
  const schedule = (
    name: string,
    run: () => Promise<unknown>,
    settings: { firstRunMs: number; everyMs: number } | null,
  ): CleanupSchedule | null =>
    settings
      ? scheduleStorageCleanup(run, {
          ...settings,
          onError: (error) =>
            console.warn(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        })
      : null
  // Deletes unreferenced files through this backend's own Storage API, as the hosted job does.
  const cleanup = schedule(
    'storage cleanup',
    localStorageCleanup(url, keys.serviceRoleKey),
    config.storageCleanup,
  )
  // Deletes expired and old messages in the database, as the hosted pg_cron job does.
  const messagePurge = schedule('message purge', localMessagePurge(db), config.messagePurge)
  // Queues owners' 'still correct?' reminders in the database, as the hosted pg_cron job does.
  const ownerReminders = schedule('owner reminders', localOwnerReminders(db), config.ownerReminders)

  let mailSender: LocalMailSender | null = null
  let mailPaused: RunningBackend['mailPaused'] = null
  if (config.smtp) {
    try {
      mailSender = await startLocalMailSender({
        smtp: config.smtp,
        siteOrigin: config.siteOrigin,
        backendUrl: url,
        serviceRoleKey: keys.serviceRoleKey,
        db,
        deno: config.deno,
        onError: (error) =>
          console.warn(`send-mail run failed: ${error instanceof Error ? error.message : String(error)}`),
      })
    } catch (error) {
      if (options.pauseMailIfSenderFails && error instanceof FunctionStartError) {
        mailPaused = { reason: error.reason, fix: error.fix }
      } else {
        await cleanup?.stop()
        await messagePurge?.stop()
        await ownerReminders?.stop()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await db.close()
        removeLock(config.dataDir)
        throw error
      }
    }
    if (mailSender) functions.set('send-mail', mailSender.function.url)
  }

  let closed = false
  return {
    url,
    port,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    startupMs: Math.round(performance.now() - started),
    appliedMigrations: applied,
    seeded,
    db,
    mailSender,
    mailPaused,
    async close() {
      if (closed) return
      closed = true
      // First, while the server still answers the runs under way.
      await mailSender?.stop()
      await cleanup?.stop()
      await messagePurge?.stop()
      await ownerReminders?.stop()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      await db.close()
      removeLock(config.dataDir)
    },
  }
}

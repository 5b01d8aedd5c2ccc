/**
 * `npm run dev`: the local backend (in this process), a mail catcher for its mail (unless
 * SMTP_HOST names a server of your own) and the Vite dev server, with the app pointed at the
 * backend. Ctrl-C stops all three.
 */
import { createServer as createNetServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { configFromEnv } from '../supabase/local/config.ts'
import { mustBeSafeToExpose } from '../supabase/local/exposure.ts'
import { readLiveLock } from '../supabase/local/lock.ts'
import { describeMail, mailPauseOf, startInbox } from '../supabase/local/mail-status.ts'
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const APP_HOST = '127.0.0.1'
const APP_PORT = 5173

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Resolves when host:port can be bound, rejects with the listen error otherwise. */
function probePort(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}

function portBusyLine(what: string, host: string, port: number, hint: string): string {
  return `npm run dev: ${what} port ${host}:${port} is already in use (${hint}).`
}

const config = configFromEnv()

// Fail fast, before opening the database, with one line each.
const owner = readLiveLock(config.dataDir)
if (owner && owner.pid !== process.pid) {
  fail(
    `npm run dev: another local backend (pid ${owner.pid}, ${owner.url}) is using ${config.dataDir}; stop it first (Ctrl-C in its terminal).`,
  )
}
const backendHint = 'is another backend or `npm run dev` running? Stop it or set LOCAL_SUPABASE_PORT'
const appHint = 'is another `npm run dev` or Vite running? Stop it first'
if (config.port !== 0) {
  await probePort(config.host, config.port).catch((error: unknown) =>
    fail(
      errorCode(error) === 'EADDRINUSE'
        ? portBusyLine('the backend', config.host, config.port, backendHint)
        : `npm run dev: cannot use ${config.host}:${config.port} for the backend: ${errorMessage(error)}`,
    ),
  )
}
await probePort(APP_HOST, APP_PORT).catch((error: unknown) =>
  fail(
    errorCode(error) === 'EADDRINUSE'
      ? portBusyLine('the app', APP_HOST, APP_PORT, appHint)
      : `npm run dev: cannot use ${APP_HOST}:${APP_PORT} for the app: ${errorMessage(error)}`,
  ),
)

// Refused before the mail catcher starts, so that a refusal is the one line it prints.
try {
  mustBeSafeToExpose(config)
} catch (error) {
  fail(`npm run dev: the local backend failed to start: ${errorMessage(error)}`)
}

const { catcher, inboxFailed } = await startInbox(config)

const backend: RunningBackend = await startLocalBackend(config, {
  pauseMailIfSenderFails: true,
}).catch(async (error: unknown) => {
  await catcher?.close()
  return fail(
    errorCode(error) === 'EADDRINUSE'
      ? portBusyLine('the backend', config.host, config.port, backendHint)
      : `npm run dev: the local backend failed to start: ${errorMessage(error)}`,
  )
})

// import.meta.env reads VITE_* from process.env (it wins over .env files).
process.env.VITE_SUPABASE_URL = backend.url
process.env.VITE_SUPABASE_ANON_KEY = backend.anonKey

// Vite exits the process on SIGTERM (and when stdin ends) by itself; take those
// over so the backend is always closed too.
const viteSigterm = new Set(process.listeners('SIGTERM'))
const viteStdinEnd = new Set(process.stdin.listeners('end'))

let vite: ViteDevServer | undefined
try {
  vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { host: APP_HOST, port: APP_PORT, strictPort: true },
  })
  for (const listener of process.listeners('SIGTERM')) {
    if (!viteSigterm.has(listener)) process.off('SIGTERM', listener)
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!viteStdinEnd.has(listener)) process.stdin.off('end', listener as () => void)
  }
  await vite.listen()
} catch (error) {
  await vite?.close().catch(() => {})
  await backend.close()
  await catcher?.close()
  fail(
    errorCode(error) === 'EADDRINUSE' || /already in use/i.test(errorMessage(error))
      ? portBusyLine('the app', APP_HOST, APP_PORT, appHint)
      : `npm run dev: the Vite dev server failed to start: ${errorMessage(error)}`,
  )
}

const appUrl = vite.resolvedUrls?.local[0] ?? `http://${APP_HOST}:${APP_PORT}/`
console.log('')
console.log(
  `  Yoga directory (dev)   backend ready in ${backend.startupMs} ms${backend.seeded ? ', seeded' : ''}`,
)
console.log(`  App:     ${appUrl}`)
console.log(`  API:     ${backend.url}`)
const mailPaused = mailPauseOf(inboxFailed, backend.mailPaused)
console.log(
  `  Mail:    ${describeMail({ catcher, smtp: config.smtp, paused: mailPaused })}${catcher && !mailPaused ? ': every mail the app sends lands here' : ''}`,
)
console.log(`  Data:    ${config.dataDir}`)
if (config.sampleAdmin) {
  console.log(`  Sample admin: ${config.sampleAdmin.email} / ${config.sampleAdmin.password}`)
}
console.log('  Press Ctrl-C to stop.')
console.log('')

let stopping = false
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`\n  ${signal}: stopping the dev server, the backend and the mail catcher...`)
  let code = 0
  try {
    await vite?.close()
  } catch (error) {
    console.error(`  Vite did not close cleanly: ${errorMessage(error)}`)
    code = 1
  }
  try {
    await backend.close()
  } catch (error) {
    console.error(`  The backend did not close cleanly: ${errorMessage(error)}`)
    code = 1
  }
  await catcher?.close()
  process.exit(code)
}
process.on('SIGINT', (signal) => void stop(signal))
process.on('SIGTERM', (signal) => void stop(signal))
process.on('SIGHUP', (signal) => void stop(signal))

/**
 * `npm run build`: the static site in dist/client (prerendered pages, the SPA fallback,
 * sitemap.xml, robots.txt). Prerendering reads the listings from Supabase, so it must be
 * reachable: without VITE_SUPABASE_URL the build uses the local backend, starting it (and
 * stopping it after) when none is running; a Supabase that cannot be reached is named in one line.
 * Arguments are passed to `react-router build`.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { localBackendDefaults } from '../src/lib/local-backend-defaults.ts'
import { configFromEnv } from '../supabase/local/config.ts'
import { startLocalBackend } from '../supabase/local/server.ts'
import { buildEnvFrom, readBuildEnv } from './build/build-env.ts'

async function reachable(url: string, anonKey: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/rest/v1/`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(5000),
    })
    return response.status < 500
  } catch {
    return false
  }
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const raw = readBuildEnv()
const usesLocalBackend = !raw.VITE_SUPABASE_URL?.trim()
const env = { ...process.env }
if (usesLocalBackend) {
  env.VITE_SUPABASE_URL = localBackendDefaults.VITE_SUPABASE_URL
  env.VITE_SUPABASE_ANON_KEY ||= raw.VITE_SUPABASE_ANON_KEY || localBackendDefaults.VITE_SUPABASE_ANON_KEY
}
const settings = buildEnvFrom({ ...raw, ...env })
if ('problem' in settings) fail(settings.problem)
const { url, anonKey } = settings.supabase

let stopBackend: (() => Promise<void>) | undefined
if (!(await reachable(url, anonKey))) {
  if (!usesLocalBackend) {
    fail(`Cannot reach Supabase at ${url} (VITE_SUPABASE_URL): the build reads the listings from it.`)
  }
  console.log(`No backend at ${url}: starting the local backend for the build.`)
  const backend = await startLocalBackend(configFromEnv()).catch((error: unknown) =>
    fail(`The local backend could not start: ${error instanceof Error ? error.message : String(error)}`),
  )
  stopBackend = () => backend.close()
} else if (usesLocalBackend) {
  console.log(`No VITE_SUPABASE_URL set: building against the local backend at ${url}.`)
}

const cli = path.resolve('node_modules/@react-router/dev/bin.js')
const code = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, [cli, 'build', ...process.argv.slice(2)], { stdio: 'inherit', env })
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  child.on('error', (error) => {
    console.error(`Could not start react-router build: ${error.message}`)
    resolve(1)
  })
})
await stopBackend?.()
process.exit(code)

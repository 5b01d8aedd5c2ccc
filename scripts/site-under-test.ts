/**
 * The site as a visitor meets it, for the browser tests and the figure scripts: a fresh local
 * backend (new temporary data directory, the seed data), the site built against it with
 * `npm run build`'s script into a temporary folder, and that build served as a CDN serves it
 * (scripts/static-server.ts). Everything on free ports on 127.0.0.1; close() stops and removes it.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { localBackendDefaults } from '../src/lib/local-backend-defaults.ts'
import { configFromEnv, DEMO_JWT_SECRET } from '../supabase/local/config.ts'
import { freePort } from '../supabase/local/free-port.ts'
import { startLocalBackend } from '../supabase/local/server.ts'
import { startStaticServer } from './static-server.ts'

/** Where temporary builds go: under node_modules/ (ignored), where their imports resolve. */
export function siteBuildsDir(): string {
  const dir = path.resolve('node_modules/.cache/yoga-site-builds')
  mkdirSync(dir, { recursive: true })
  return dir
}

/** Runs `npm run build`'s script (scripts/build.ts) with `env`; rejects with its output on failure. */
export function buildSite(env: NodeJS.ProcessEnv, quiet = true): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/build.ts')], {
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The build failed (exit ${code}):\n${output.slice(-4000)}`)),
    )
  })
}

export interface SiteUnderTest {
  appUrl: string
  backendUrl: string
  anonKey: string
  /** The build's folder (its client files are in `client/`). */
  buildDir: string
  close: () => Promise<void>
}

export interface SiteOptions {
  /** A data directory prepared beforehand (e.g. by seed-large); by default a fresh one. */
  dataDir?: string
  /** Called with the running backend before the build, to add data (e.g. many listings). */
  beforeBuild?: (backend: { url: string; dataDir: string }) => Promise<void>
  /** Print the build's output. */
  verbose?: boolean
}

export async function startSiteUnderTest(options: SiteOptions = {}): Promise<SiteUnderTest> {
  // Inside the repository: the build's server half imports packages from node_modules/.
  const runDir = mkdtempSync(path.join(siteBuildsDir(), 'site-'))
  // The database server may run as another user (postgres, when we are root): it must pass.
  chmodSync(runDir, 0o755)
  const appPort = await freePort()
  const appUrl = `http://127.0.0.1:${appPort}`
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(runDir, { recursive: true, force: true })]
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {})
  }
  try {
    const dataDir = options.dataDir ?? path.join(runDir, 'data')
    const backend = await startLocalBackend(
      configFromEnv({
        LOCAL_SUPABASE_PORT: '0',
        LOCAL_SUPABASE_DIR: dataDir,
        LOCAL_SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
        LOCAL_SUPABASE_CORS_ORIGINS: appUrl,
      }),
    )
    cleanups.push(() => backend.close())
    await options.beforeBuild?.({ url: backend.url, dataDir })
    const buildDir = path.join(runDir, 'build')
    await buildSite(
      {
        VITE_SUPABASE_URL: backend.url,
        VITE_SUPABASE_ANON_KEY: localBackendDefaults.VITE_SUPABASE_ANON_KEY,
        VITE_SITE_URL: appUrl,
        BUILD_DIR: buildDir,
      },
      !options.verbose,
    )
    const app = await startStaticServer(path.join(buildDir, 'client'), appPort)
    cleanups.push(() => app.close())
    return {
      appUrl,
      backendUrl: backend.url,
      anonKey: localBackendDefaults.VITE_SUPABASE_ANON_KEY,
      buildDir,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { repoPaths } from '../config.ts'
import { freePort } from '../free-port.ts'
import { functionPackageProblems } from './function-packages.ts'

/**
 * One Supabase Edge Function served by Deno, as the Supabase CLI's edge runtime serves it: a
 * long-lived `deno run` of the function's own index.ts with its deno.json, listening on a free
 * loopback port (Deno.serve honours DENO_SERVE_ADDRESS), stopped with the backend.
 */
export interface DenoFunction {
  name: string
  /** The function's own address; the backend proxies /functions/v1/<name> to it. */
  url: string
  close(): Promise<void>
}

/**
 * Why a function could not start, and the command that fixes it: the backend goes on without
 * the function and says both (mail stays queued until its sender runs).
 */
export class FunctionStartError extends Error {
  constructor(
    readonly functionName: string,
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`Edge Function ${functionName} cannot start: ${reason} (fix: ${fix})`)
    this.name = 'FunctionStartError'
  }
}

/** The deno executable of the `deno` npm package (its platform package holds the binary). */
export function denoExecutable(): string {
  const require = createRequire(import.meta.url)
  // deno's install API finds (and links) the binary of this platform. package.json's allowScripts
  // lets npm run it at install; asking again here costs nothing and covers installs that skipped it.
  const installApi = require('deno/install_api.cjs') as { runInstall(): string }
  return installApi.runInstall()
}

/**
 * Where Deno keeps what it derives from the function's code (transpiled modules, analysis):
 * DENO_DIR when the machine sets one, else a folder inside node_modules, so that nothing depends
 * on HOME and `npm ci` starts it afresh. It holds no packages: those come from node_modules.
 */
export function denoDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DENO_DIR || path.join(repoPaths.root, 'node_modules', '.cache', 'deno')
}

/** Proxy variables, as curl, npm and Deno read them (either case). */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'HTTP_PROXY', 'ALL_PROXY', 'NO_PROXY'].flatMap((name) => [
  name,
  name.toLowerCase(),
])
/** Certificate settings: Deno's own, and the OpenSSL ones its system store reads. */
const CERTIFICATE_VARIABLES = ['DENO_CERT', 'DENO_TLS_CA_STORE', 'SSL_CERT_FILE', 'SSL_CERT_DIR']

/**
 * The machine's network settings in Deno's terms: its proxy variables; its certificate
 * authorities (DENO_CERT, else the file NODE_EXTRA_CA_CERTS or SSL_CERT_FILE names, as Node and
 * OpenSSL tools read them); and the system store beside Deno's bundled one, so a certificate
 * authority installed the Debian way (/etc/ssl/certs) is trusted too.
 */
export function denoNetworkEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const result: Record<string, string> = {}
  for (const name of [...PROXY_VARIABLES, ...CERTIFICATE_VARIABLES]) {
    const value = env[name]
    if (value) result[name] = value
  }
  if (!result.DENO_CERT) {
    const file = [env.NODE_EXTRA_CA_CERTS, env.SSL_CERT_FILE].find(
      (candidate) => candidate && existsSync(candidate),
    )
    if (file) result.DENO_CERT = file
  }
  result.DENO_TLS_CA_STORE ??= 'mozilla,system'
  return result
}

/**
 * What every Deno the project starts inherits from this process's environment: what Deno needs to
 * run and to reach the network the machine's way, never the backend's own settings or secrets.
 */
export function denoEnv(cacheDir: string = denoDir()): Record<string, string> {
  return {
    ...(process.env.PATH && { PATH: process.env.PATH }),
    ...(process.env.HOME && { HOME: process.env.HOME }),
    ...denoNetworkEnv(),
    DENO_DIR: cacheDir,
    // Deno looks for a newer release now and then; nothing here wants it to.
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  }
}

/** The local backend's wrapper around a function's index.ts (serve-function.ts). */
const SERVE_FUNCTION = fileURLToPath(new URL('./serve-function.ts', import.meta.url))

/** Startup reads only local files (modules, node_modules): a second or two even on a busy machine. */
const READY_TIMEOUT_MS = 60_000

export async function startDenoFunction(options: {
  name: string
  env: Record<string, string>
  /** The Deno executable; the `deno` npm package's by default. */
  deno?: string
}): Promise<DenoFunction> {
  const { name } = options
  const folder = path.join(repoPaths.functionsDir, name)
  let deno: string
  try {
    deno = options.deno ?? denoExecutable()
  } catch (error) {
    throw new FunctionStartError(name, `Deno is not installed (${firstLine(error)})`, 'npm install')
  }
  const problems = functionPackageProblems(folder, repoPaths.root)
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''
    throw new FunctionStartError(name, `${problems[0]!.problem}${more}`, problems[0]!.fix)
  }
  const port = await freePort('127.0.0.1')
  const child = spawn(
    deno,
    [
      'run',
      // What hosted functions may do: reach the network, read their env and their own files.
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read`,
      '--no-prompt',
      // The function's npm imports from the project's node_modules, where npm installed them at
      // the versions deno.lock pins (checked above); nothing is ever downloaded (decision 0030).
      '--node-modules-dir=manual',
      '--cached-only',
      '--frozen',
      `--lock=${path.join(folder, 'deno.lock')}`,
      `--config=${path.join(folder, 'deno.json')}`,
      // index.ts through a wrapper that ends it with the backend, even after kill -9.
      SERVE_FUNCTION,
      pathToFileURL(path.join(folder, 'index.ts')).href,
    ],
    {
      cwd: folder,
      env: {
        ...denoEnv(),
        ...options.env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      // Its standard input stays open, unwritten, for as long as this process lives.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilListening(child, name)
  } catch (error) {
    await stop(child)
    throw error
  }
  // What the function logs after start (its errors) goes to the backend's own output.
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefixLines(name, chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefixLines(name, chunk)))
  let closing = false
  child.once('exit', (code, signal) => {
    // The backend keeps serving; the function's route answers 502 until the next start.
    if (!closing)
      console.warn(`Edge Function ${name} stopped unexpectedly (${signal ?? `exit code ${code}`})`)
  })
  return {
    name,
    url,
    close: () => {
      closing = true
      return stop(child)
    },
  }
}

function prefixLines(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `[${name}] ${line}\n`)
    .join('')
}

/** Resolves on Deno.serve's "Listening on" line; rejects when the process ends or hangs first. */
function waitUntilListening(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(`it did not start listening within ${READY_TIMEOUT_MS / 1000} s`),
      READY_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Listening on /.test(output)) done()
    }
    const onExit = (code: number | null) => fail(`Deno exited with code ${code}`)
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      child.off('error', onError)
    }
    const onError = (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT'
        ? failWith(startFailure(name, 'Deno is not installed', ''))
        : fail(error.message)
    function done() {
      cleanup()
      resolve()
    }
    function fail(what: string) {
      failWith(startFailure(name, what, output))
    }
    function failWith(error: FunctionStartError) {
      cleanup()
      reject(error)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
    child.once('error', onError)
  })
}

/**
 * Deno's own word for why the function did not start (its first `error:` line), and the command
 * that fixes that kind of failure.
 */
function startFailure(name: string, what: string, output: string): FunctionStartError {
  const lines = output.split('\n').map((line) => line.trim())
  const said = lines.find((line) => line.startsWith('error:')) ?? lines.filter(Boolean).at(-1)
  const reason = said ? `${what}: ${said.replace(/^error:\s*/, '')}` : what
  // A lock that is broken or no longer matches deno.json is pinned again from deno.json; anything
  // else (a missing binary, a package, a half-done install) is what npm install puts right.
  const fix = /lockfile|lock file|deno\.lock/i.test(output) ? 'npm run functions:lock' : 'npm install'
  return new FunctionStartError(name, reason, fix)
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

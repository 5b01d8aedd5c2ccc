import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { repoPaths } from '../config.ts'
import { freePort } from '../free-port.ts'

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

/** The deno executable of the `deno` npm package (its platform package holds the binary). */
export function denoExecutable(): string {
  const require = createRequire(import.meta.url)
  // deno's install API finds (and links) the binary of this platform; npm 11 skips its
  // postinstall script, so it is asked here rather than trusted to have run.
  const installApi = require('deno/install_api.cjs') as { runInstall(): string }
  return installApi.runInstall()
}

/**
 * What the function inherits from the backend's environment: only what Deno needs to find its
 * cache and reach the npm registry, never the backend's own settings or secrets.
 */
const INHERITED = ['PATH', 'HOME', 'DENO_DIR', 'NPM_CONFIG_REGISTRY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY']

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    INHERITED.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  )
}

/** First start of a function downloads its npm imports into Deno's cache; later starts take ~1 s. */
const READY_TIMEOUT_MS = 120_000

export async function startDenoFunction(options: {
  name: string
  env: Record<string, string>
}): Promise<DenoFunction> {
  const { name } = options
  const folder = path.join(repoPaths.functionsDir, name)
  const port = await freePort('127.0.0.1')
  const child = spawn(
    denoExecutable(),
    [
      'run',
      // What hosted functions may do: reach the network, read their env and their own files.
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      `--allow-read`,
      '--no-prompt',
      // The function's imports exactly as its deno.lock pins them.
      '--frozen',
      `--lock=${path.join(folder, 'deno.lock')}`,
      `--config=${path.join(folder, 'deno.json')}`,
      path.join(folder, 'index.ts'),
    ],
    {
      cwd: folder,
      env: {
        ...inheritedEnv(),
        NO_COLOR: '1',
        ...options.env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
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
      () => fail(`did not start listening within ${READY_TIMEOUT_MS / 1000} s`),
      READY_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Listening on /.test(output)) done()
    }
    const onExit = (code: number | null) => fail(`exited with code ${code}`)
    const cleanup = () => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      child.off('error', onError)
    }
    const onError = (error: Error) => fail(error.message)
    function done() {
      cleanup()
      resolve()
    }
    function fail(reason: string) {
      cleanup()
      reject(new Error(`Edge Function ${name} ${reason}:\n${output.trim()}`))
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
    child.once('error', onError)
  })
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

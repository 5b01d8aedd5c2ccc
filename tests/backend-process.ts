import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { repoPaths } from '../supabase/local/config.ts'

/** `npm run backend` as a process of its own: what it printed at start, and its address. */
export interface BackendProcess {
  child: ChildProcess
  /** Everything it printed so far (stdout and stderr). */
  output(): string
  /** The API URL it printed. */
  url: string
  stop(): Promise<void>
}

const MAIN = path.join(repoPaths.root, 'supabase/local/main.ts')

/**
 * Starts supabase/local/main.ts (what `npm run backend` runs) with exactly `env`, and resolves
 * once it has printed its whole start-up report (the last line names the Auth rate limits).
 */
export async function startBackendProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<BackendProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: repoPaths.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () => stopProcess(child)
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => finish(new Error(`the backend did not start:\n${output}`)), timeoutMs)
      const onData = () => {
        if (/auth rate limits:.*\n/.test(output)) finish()
      }
      const onExit = (code: number | null) => finish(new Error(`the backend exited with ${code}:\n${output}`))
      function finish(error?: Error) {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.off('exit', onExit)
        if (error) reject(error)
        else resolve()
      }
      child.stdout.on('data', onData)
      child.once('exit', onExit)
    })
  } catch (error) {
    await stop()
    throw error
  }
  const url = /API URL:\s+(\S+)/.exec(output)?.[1]
  if (!url) {
    await stop()
    throw new Error(`the backend printed no API URL:\n${output}`)
  }
  return { child, output: () => output, url, stop }
}

/** SIGTERM, as Ctrl-C would, and SIGKILL if it has not ended 15 s later. */
export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

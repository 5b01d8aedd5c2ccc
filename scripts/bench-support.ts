/**
 * What the benchmarks in scripts/ share (bench-backend.ts, bench-filter.ts): the local backend as a
 * child process, the large data generator, a temporary directory, cleanup on an error or Ctrl-C,
 * plain HTTP reads and the printing of figures. Nothing here measures anything by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort as freePortOn } from '../supabase/local/free-port.ts'
import { readLiveLock } from '../supabase/local/lock.ts'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tsxBin = path.join(root, 'node_modules/.bin/tsx')
const backendMain = path.join(root, 'supabase/local/main.ts')
const seedLargeScript = path.join(root, 'supabase/local/cli/seed-large.ts')

/** The anon key of Supabase's local development setup (signed with the demo JWT secret). */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const HOST = '127.0.0.1'
const START_TIMEOUT_MS = 180_000
export const STOP_TIMEOUT_MS = 30_000
const HEALTH_POLL_MS = 10

/** A failure worth a plain message rather than a stack trace. */
export class BenchError extends Error {}

/**
 * A bench's command line, parsed by `parse` (node:util parseArgs); a wrong argument becomes a
 * BenchError that says what was wrong and shows the usage.
 */
export function parseWithUsage<T>(parse: () => T, usage: string): T {
  try {
    return parse()
  } catch (error) {
    throw new BenchError(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
  }
}

export function positiveInt(raw: string | undefined, flag: string, fallback: number, min: number): number {
  if (raw === undefined) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new BenchError(`--${flag} needs a whole number >= ${min}, got "${raw}"`)
  return Number(raw)
}

// ---------------------------------------------------------------------------
// Child processes and cleanup

export interface Child {
  name: string
  proc: ChildProcess
  /** The last 64 KB of stdout and stderr, for error messages. */
  output: string
  exited: boolean
  exitCode: number | null
  exit: Promise<void>
  /**
   * The process that should get Ctrl-C, if not the whole group. tsx relays a signal to the node
   * process it started but SIGKILLs that process when it does not acknowledge within 30 ms (a
   * busy event loop), so the backend is signalled directly, by the pid in its lock file.
   */
  signalTarget?: () => number | null
}

const liveChildren = new Set<Child>()
let tempDir: string | null = null
let keepTempDir = false
let interrupted = false
let cleaning: Promise<void> | null = null
/** Things to close before the children stop (a browser, a server in this process), newest first. */
const cleanupHooks: { name: string; close: () => Promise<void> }[] = []

/** Whether Ctrl-C (or SIGTERM) has started the cleanup. */
export function isInterrupted(): boolean {
  return interrupted
}

export function throwIfInterrupted(): void {
  if (interrupted) throw new BenchError('interrupted')
}

/** The run's temporary directory, removed by cleanup() (and on exit) unless kept. */
export async function makeTempDir(prefix: string, keep = false): Promise<string> {
  if (tempDir) throw new Error('makeTempDir: a benchmark has one temporary directory')
  tempDir = await mkdtemp(path.join(os.tmpdir(), prefix))
  keepTempDir = keep
  return tempDir
}

/**
 * Registers something cleanup() must close before it stops the child processes and removes the
 * temporary directory; hooks run newest first, and a failing or hanging one does not stop the rest.
 */
export function onCleanup(name: string, close: () => Promise<void>): void {
  if (cleaning) {
    // Started while the cleanup was already running (Ctrl-C during a launch): close it at once.
    close().catch((error: unknown) => {
      console.error(`Closing ${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    })
    return
  }
  cleanupHooks.unshift({ name, close })
}

export function spawnTsx(name: string, script: string, args: string[], env: NodeJS.ProcessEnv): Child {
  throwIfInterrupted()
  // Its own process group: a signal reaches tsx and the node process it starts.
  const proc = spawn(tsxBin, [script, ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const child: Child = { name, proc, output: '', exited: false, exitCode: null, exit: Promise.resolve() }
  const collect = (chunk: Buffer) => {
    child.output = (child.output + chunk.toString('utf8')).slice(-65_536)
  }
  proc.stdout?.on('data', collect)
  proc.stderr?.on('data', collect)
  child.exit = new Promise<void>((resolve) => {
    proc.once('error', (error) => {
      child.output += `\n${error.message}`
      child.exited = true
      liveChildren.delete(child)
      resolve()
    })
    proc.once('exit', (code, signal) => {
      child.exited = true
      child.exitCode = code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : null)
      liveChildren.delete(child)
      resolve()
    })
  })
  liveChildren.add(child)
  return child
}

export function signalGroup(child: Child, signal: NodeJS.Signals): void {
  if (child.exited || child.proc.pid === undefined) return
  try {
    process.kill(-child.proc.pid, signal)
  } catch {
    // Already gone.
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Whether the promise settled within ms (the timer does not keep the process alive). */
export function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    timer.unref()
    void promise.then(() => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** Ctrl-C for the child (the backend closes its database and removes its lock), SIGKILL if it hangs. */
export async function stopChild(child: Child): Promise<void> {
  if (child.exited) return
  const target = child.signalTarget?.() ?? null
  try {
    if (target === null) signalGroup(child, 'SIGINT')
    else process.kill(target, 'SIGINT')
  } catch {
    // Gone already; the exit event follows.
  }
  const done = await within(child.exit, STOP_TIMEOUT_MS)
  if (!done) {
    console.error(`${child.name} did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it.`)
    signalGroup(child, 'SIGKILL')
    await child.exit
  }
}

export function tail(text: string, lines = 30): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

/** Closes the hooks, stops the children and removes the temporary directory; safe to call twice. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const hook of cleanupHooks) {
      try {
        const done = await within(hook.close(), STOP_TIMEOUT_MS)
        if (!done) console.error(`${hook.name} did not close within ${STOP_TIMEOUT_MS / 1000} s.`)
      } catch (error) {
        console.error(
          `Closing ${hook.name} failed: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
    await Promise.all([...liveChildren].map(stopChild))
    if (tempDir && !keepTempDir) await rm(tempDir, { recursive: true, force: true })
  })()
  return cleaning
}

/**
 * Ctrl-C and SIGTERM run cleanup() and exit with 130; `what` says what that does ("stopping the
 * backend and removing the temporary directory"). On any other exit the children are killed and the
 * directory removed, as a last resort: nothing may outlive the bench.
 */
export function installCleanupHandlers(what: string): void {
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: ${what}…`)
    void cleanup().finally(() => process.exit(130))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
  process.on('exit', () => {
    for (const child of liveChildren) signalGroup(child, 'SIGKILL')
    if (tempDir && !keepTempDir) rmSync(tempDir, { recursive: true, force: true })
  })
}

// ---------------------------------------------------------------------------
// The backend

export interface Backend {
  child: Child
  url: string
}

export interface StartFigures {
  /** Spawn until GET /auth/v1/health answered 200. */
  coldMs: number
  /** What the backend itself printed ("ready in N ms"): opening, migrating, seeding, listening. */
  reportedMs: number | null
}

/** A port free on HOST right now, for a bench's backend. */
export const freePort = (): Promise<number> => freePortOn(HOST)

export function backendEnv(dataDir: string, port?: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOCAL_SUPABASE_DIR: dataDir,
    ...(port === undefined ? {} : { LOCAL_SUPABASE_PORT: String(port) }),
    LOCAL_SUPABASE_HOST: HOST,
    // Empty means the demo secret, which the fixed anon key above is signed with.
    LOCAL_SUPABASE_JWT_SECRET: '',
    LOCAL_SUPABASE_LOG: '0',
  }
}

/**
 * Starts the backend on the data directory as `npm run backend` does, on `port` (a free one if not
 * given), and waits until GET /auth/v1/health answers 200.
 */
export async function startBackend(
  dataDir: string,
  port?: number,
): Promise<{ backend: Backend; figures: StartFigures }> {
  port ??= await freePort()
  const url = `http://${HOST}:${port}`
  const started = performance.now()
  const child = spawnTsx('backend', backendMain, [], backendEnv(dataDir, port))
  child.signalTarget = () => {
    const lock = readLiveLock(dataDir)
    return lock && lock.port === port ? lock.pid : null
  }
  for (;;) {
    if (child.exited) {
      throw new BenchError(
        `The backend exited (code ${child.exitCode}) before it answered:\n${tail(child.output)}`,
      )
    }
    throwIfInterrupted()
    if (performance.now() - started > START_TIMEOUT_MS) {
      throw new BenchError(
        `The backend did not answer within ${START_TIMEOUT_MS / 1000} s:\n${tail(child.output)}`,
      )
    }
    try {
      const response = await fetch(`${url}/auth/v1/health`, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.status === 200) {
        const coldMs = performance.now() - started
        // The "ready in" line may still be in the pipe.
        let reported = /ready in (\d+) ms/.exec(child.output)
        for (let waited = 0; !reported && waited < 1_000; waited += HEALTH_POLL_MS) {
          await sleep(HEALTH_POLL_MS)
          reported = /ready in (\d+) ms/.exec(child.output)
        }
        return {
          backend: { child, url },
          figures: { coldMs, reportedMs: reported ? Number(reported[1]) : null },
        }
      }
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS)
  }
}

/** Stops the backend and returns how long that took. */
export async function stopBackend(backend: Backend): Promise<number> {
  const started = performance.now()
  await stopChild(backend.child)
  const stopMs = performance.now() - started
  if (backend.child.exitCode !== 0) {
    console.error(
      `Note: the backend exited with code ${backend.child.exitCode}.\n${tail(backend.child.output, 10)}`,
    )
  }
  return stopMs
}

/**
 * Runs supabase/local/cli/seed-large.ts on the data directory (the backend must be stopped); on a
 * new directory it first gets the schema and the sample data. `port` is the port the backend will
 * listen on, which the generated image URLs name.
 */
export async function runSeedLarge(
  dataDir: string,
  counts: { teachers: number; studios: number },
  port?: number,
): Promise<{ ms: number; output: string }> {
  const started = performance.now()
  const args = ['--teachers', String(counts.teachers), '--studios', String(counts.studios)]
  const child = spawnTsx('seed-large', seedLargeScript, args, backendEnv(dataDir, port))
  await child.exit
  throwIfInterrupted()
  if (child.exitCode !== 0) {
    throw new BenchError(
      `seed-large.ts ${args.join(' ')} failed (code ${child.exitCode}):\n${tail(child.output)}`,
    )
  }
  return { ms: performance.now() - started, output: child.output.trim() }
}

// ---------------------------------------------------------------------------
// HTTP

export interface Sample {
  status: number
  ms: number
  bytes: number
  contentRange: string | null
  body: string
}

export const BASE_HEADERS: Record<string, string> = {
  apikey: ANON_KEY,
  Authorization: `Bearer ${ANON_KEY}`,
  'Accept-Profile': 'public',
  Accept: 'application/json',
}

export async function timedGet(url: string, headers: Record<string, string>): Promise<Sample> {
  const started = performance.now()
  const response = await fetch(url, { headers: { ...BASE_HEADERS, ...headers } })
  const buffer = Buffer.from(await response.arrayBuffer())
  const ms = performance.now() - started
  return {
    status: response.status,
    ms,
    bytes: buffer.byteLength,
    contentRange: response.headers.get('content-range'),
    body: buffer.toString('utf8'),
  }
}

/** One request a bench times: GET /rest/v1/<pathAndQuery>. */
export interface RestRequestSpec {
  pathAndQuery: string
}

/**
 * Times GET /rest/v1/<pathAndQuery> for each spec, as the search and filter benches do:
 * `processWarmupRounds` rounds over all specs while V8 compiles the request path of a new process,
 * then per spec `warmup` untimed and `runs` sequential timed requests. `check` validates an answer
 * (and throws on a wrong one); it runs after the timing, so a JSON parse never counts.
 * `onTimed` hears each spec's sorted times as they come (for progress lines).
 */
export async function timeRestGets<Spec extends RestRequestSpec>(
  base: string,
  headers: Record<string, string>,
  specs: readonly Spec[],
  options: { processWarmupRounds: number; warmup: number; runs: number },
  check: (spec: Spec, sample: Sample) => void,
  onTimed: (spec: Spec, times: number[]) => void = () => {},
): Promise<{ spec: Spec; times: number[]; last: Sample }[]> {
  const get = (pathAndQuery: string) => timedGet(`${base}/rest/v1/${pathAndQuery}`, headers)
  for (let round = 0; round < options.processWarmupRounds; round++) {
    for (const spec of specs) check(spec, await get(spec.pathAndQuery))
  }
  const results: { spec: Spec; times: number[]; last: Sample }[] = []
  for (const spec of specs) {
    for (let i = 0; i < options.warmup; i++) check(spec, await get(spec.pathAndQuery))
    const times: number[] = []
    let last: Sample | null = null
    for (let i = 0; i < options.runs; i++) {
      throwIfInterrupted()
      last = await get(spec.pathAndQuery)
      times.push(last.ms)
      check(spec, last)
    }
    if (!last) throw new BenchError('A bench needs at least one timed run.')
    times.sort((x, y) => x - y)
    results.push({ spec, times, last })
    onTimed(spec, times)
  }
  return results
}

export function parseJsonArray(sample: Sample, what: string): unknown[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(sample.body) as unknown
  } catch {
    throw new BenchError(`${what}: the response is not JSON: ${sample.body.slice(0, 300)}`)
  }
  if (!Array.isArray(parsed))
    throw new BenchError(`${what}: expected a JSON array, got ${sample.body.slice(0, 300)}`)
  return parsed
}

/**
 * Fetches every row of a query for choosing filters, 1,000 at a time (the backend, like hosted
 * Supabase, returns at most that many per request); aborts unless each answer is a 200/206 JSON
 * array. The query must have a stable order for the pages to add up.
 */
export async function getRows(
  base: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
): Promise<unknown[]> {
  const rows: unknown[] = []
  for (;;) {
    throwIfInterrupted()
    const range = `${rows.length}-${rows.length + 999}`
    const sample = await timedGet(`${base}/rest/v1/${pathAndQuery}`, { ...headers, Range: range })
    if (sample.status !== 200 && sample.status !== 206) {
      throw new BenchError(
        `GET /rest/v1/${pathAndQuery} answered ${sample.status}: ${sample.body.slice(0, 300)}`,
      )
    }
    const page = parseJsonArray(sample, `GET /rest/v1/${pathAndQuery}`)
    rows.push(...page)
    if (page.length === 0) return rows
  }
}

export function totalFromContentRange(value: string | null): number | null {
  const match = /\/(\d+)$/.exec(value ?? '')
  return match ? Number(match[1]) : null
}

// ---------------------------------------------------------------------------
// Rows

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function stringArray(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export interface TeacherFacet {
  country: string
  name: string
  specialties: string[]
  experience: number
  online1on1: boolean
}

export function teacherFacet(row: unknown): TeacherFacet {
  const r = isRecord(row) ? row : {}
  const options = isRecord(r.teachingoptions) ? r.teachingoptions : {}
  return {
    country: text(r.country),
    name: text(r.name),
    specialties: [...new Set(stringArray(r.specialties))].sort(),
    experience: typeof r.experience === 'number' ? r.experience : -1,
    online1on1: options.online1on1 === true,
  }
}

// ---------------------------------------------------------------------------
// Figures

/** The p-th percentile (0 to 1) of ascending values, by nearest rank. */
export function percentile(sorted: number[], p: number): number {
  // Nearest rank.
  const rank = Math.max(1, Math.ceil(p * sorted.length))
  return sorted[rank - 1]!
}

/** The median of ascending values. */
export function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The 1-minute load average (0 on Windows, which has none). */
export function loadAverage(): string {
  return (os.loadavg()[0] ?? 0).toFixed(2)
}

export function ms(value: number): string {
  return value.toFixed(1)
}

export function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`
}

export function thousands(value: number): string {
  return value.toLocaleString('en-US')
}

/** "CPU model × count, memory, OS, Node version". */
export function machineDescription(): string {
  const cpus = os.cpus()
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${thousands(Math.round(os.totalmem() / 2 ** 30))} GB, ${os.platform()} ${os.release()}, Node ${process.version}`
}

/** A plain-text table, indented by two spaces. */
export function table(headings: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(headings), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)]
    .map((l) => `  ${l}`)
    .join('\n')
}

/**
 * `npm run figures:backend`: how long `npm run backend` takes to start on a new data directory
 * (cold: database made, migrations, seed, seed images) and on that directory again (warm), and
 * how much memory it holds at rest, 10 s after the start, with its processes apart: the backend's
 * own Node process, the database server's processes, the mail sender's Deno. Memory is PSS
 * (/proc/<pid>/smaps_rollup: shared pages divided among the processes that share them, so the
 * server's shared buffers count once). A figure script: it prints what it measured and exits
 * non-zero only when it could not measure. Linux only.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { descendantsOf } from '../supabase/local/processes.ts'
import { startBackendProcess, type BackendProcess } from '../tests/backend-process.ts'

const AT_REST_MS = 10_000

/** Proportional set size in MB, or 0 for a process that is gone. */
function pssMb(pid: number): number {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1]
    return Number(kb ?? 0) / 1024
  } catch {
    return 0
  }
}

async function start(env: NodeJS.ProcessEnv): Promise<{ backend: BackendProcess; readyMs: number }> {
  const backend = await startBackendProcess(env)
  const readyMs = Number(/ready in (\d+) ms/.exec(backend.output())?.[1])
  return { backend, readyMs }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-figures-backend-'))
let running: BackendProcess | undefined
try {
  const env = {
    ...process.env,
    LOCAL_SUPABASE_DIR: dataDir,
    LOCAL_SUPABASE_PORT: '0',
    LOCAL_SUPABASE_STORAGE_CLEANUP: 'off',
    LOCAL_SUPABASE_MESSAGE_PURGE: 'off',
    LOCAL_SUPABASE_OWNER_REMINDERS: 'off',
  }
  const cold = await start(env)
  running = cold.backend
  await cold.backend.stop()
  const warm = await start(env)
  running = warm.backend
  await new Promise((resolve) => setTimeout(resolve, AT_REST_MS))
  const pid = warm.backend.child.pid!
  const below = descendantsOf(pid)
  const sum = (pids: number[]) => pids.reduce((total, each) => total + pssMb(each), 0)
  const database = below.filter(({ command }) => command === 'postgres' || command === 'sh')
  const mail = below.filter(({ command }) => command === 'deno')
  console.log(`figures:backend: npm run backend, ${os.cpus().length} CPUs`)
  console.table([
    { measure: 'cold start (new data directory)', value: `${cold.readyMs} ms` },
    { measure: 'warm start (the same directory)', value: `${warm.readyMs} ms` },
    { measure: 'at rest: the backend (Node)', value: `${pssMb(pid).toFixed(0)} MB` },
    {
      measure: `at rest: the database server (${database.length} processes)`,
      value: `${sum(database.map((each) => each.pid)).toFixed(0)} MB`,
    },
    {
      measure: 'at rest: the mail sender (Deno)',
      value: `${sum(mail.map((each) => each.pid)).toFixed(0)} MB`,
    },
  ])
} catch (error) {
  console.error(
    `figures:backend: could not measure: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exitCode = 1
} finally {
  await running?.stop()
  await rm(dataDir, { recursive: true, force: true })
}

import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoPaths } from '../../supabase/local/config.ts'
import {
  initCluster,
  pgBinDir,
  runAs,
  runnableBinDir,
  serverDir,
  startServer,
  SUPERUSER,
} from '../../supabase/local/postgres-server.ts'
import { isAlive } from '../../supabase/local/processes.ts'
import { stopProcess } from '../backend-process.ts'

/**
 * A backend killed outright (`kill -9`) takes its database server with it, but the server's socket
 * directory (supabase/local/postgres-server.ts socketDirFor) stays behind. The next start
 * (supabase/local/db.ts openDatabase) removes it, and leaves every running server's alone: several
 * backends may run at once. Each process here opens its database as the backend does, with a
 * temporary directory of the test's own (TMPDIR), so the machine's others are left alone.
 */

const SOCKET_PORT = 5432

let tmp: string
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'yoga-socket-dirs-'))
  // As root the server runs as postgres, which must reach its directories here.
  await chmod(tmp, 0o755)
})

afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
  await rm(tmp, { recursive: true, force: true })
})

async function untilGone(pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The postmaster's pid, from the lock file beside its socket. */
function postmasterOf(socketDir: string): number {
  return Number(readFileSync(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`), 'utf8').split('\n')[0])
}

/** Whether the server on the socket in `socketDir` answers a query. */
async function answers(socketDir: string): Promise<boolean> {
  const client = new pg.Client({ host: socketDir, port: SOCKET_PORT, user: SUPERUSER, database: 'postgres' })
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ one: number }>('select 1 as one')
    return rows[0]?.one === 1
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

interface DatabaseProcess {
  pid: number
  /** The socket directory its server uses, named after the process. */
  socketDir: string
  postmaster: number
}

/** A process that opens a database on `name` (in the test's directory) as the backend does, and stays. */
async function openInProcess(name: string): Promise<DatabaseProcess> {
  const db = path.join(repoPaths.root, 'supabase/local/db.ts')
  const code = `import { openDatabase } from ${JSON.stringify(db)}
    const db = await openDatabase(${JSON.stringify(path.join(tmp, name))})
    process.on('SIGTERM', () => void db.close().finally(() => process.exit(0)))
    setInterval(() => {}, 1 << 30)
    console.log('open')`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', code], {
    cwd: repoPaths.root,
    env: { ...process.env, TMPDIR: tmp },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(() => stopProcess(child))
  let output = ''
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('open\n')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`it exited with ${code}:\n${output}`)))
  })
  const names = (await readdir(tmp)).filter((entry) => entry.startsWith(`yoga-pg-${child.pid}-`))
  expect(names, 'one socket directory, named after the process').toHaveLength(1)
  const socketDir = path.join(tmp, names[0]!)
  return { pid: child.pid!, socketDir, postmaster: postmasterOf(socketDir) }
}

/** What a directory holds, but the copy of the programs the server's user may have needed. */
async function contents(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((entry) => entry !== 'postgres-binaries').sort()
}

describe('socket directories left behind', () => {
  it('are removed at the next start; those of running servers stay', async () => {
    const running = await openInProcess('running')

    // Killed outright: its server stops with it, its socket directory stays, empty.
    const killed = await openInProcess('killed')
    process.kill(killed.pid, 'SIGKILL')
    await untilGone(killed.pid)
    await untilGone(killed.postmaster)
    expect(await contents(killed.socketDir)).toEqual([])

    // Its database server killed outright first (out of memory, say): the socket and its lock stay.
    const crashed = await openInProcess('crashed')
    process.kill(crashed.postmaster, 'SIGKILL')
    await untilGone(crashed.postmaster)
    process.kill(crashed.pid, 'SIGKILL')
    await untilGone(crashed.pid)
    expect(await contents(crashed.socketDir)).toEqual([
      `.s.PGSQL.${SOCKET_PORT}`,
      `.s.PGSQL.${SOCKET_PORT}.lock`,
    ])

    // A server still running though the process that made its socket directory has ended (as one
    // does while it shuts down after its backend was killed).
    const ended = spawnSync(process.execPath, ['--eval', '']).pid
    expect(isAlive(ended)).toBe(false)
    const as = runAs()
    const outlived = path.join(tmp, `yoga-pg-${ended}-server`)
    await serverDir(outlived, as)
    const dataDir = path.join(tmp, 'outlived-data')
    await serverDir(dataDir, as)
    const binDir = runnableBinDir(pgBinDir(), as, outlived)
    initCluster(binDir, dataDir, as, outlived)
    const server = await startServer({
      binDir,
      dataDir,
      socketDir: outlived,
      port: SOCKET_PORT,
      logFile: path.join(tmp, 'outlived.log'),
      as,
    })
    cleanups.push(() => server.stop())

    // An empty one of a process still running: it may be about to start its server there.
    const starting = path.join(tmp, `yoga-pg-${process.pid}-starts`)
    await serverDir(starting, as)

    const next = await openInProcess('next')

    expect(existsSync(killed.socketDir), 'the killed backend’s directory').toBe(false)
    expect(existsSync(crashed.socketDir), 'the crashed server’s directory').toBe(false)
    expect(existsSync(starting), 'the directory of a process still running').toBe(true)
    for (const socketDir of [running.socketDir, outlived, next.socketDir]) {
      expect(existsSync(socketDir), socketDir).toBe(true)
      expect(await answers(socketDir), socketDir).toBe(true)
    }
  }, 120_000)
})

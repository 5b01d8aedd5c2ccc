import { createHash } from 'node:crypto'
import { existsSync, writeFileSync } from 'node:fs'
import { readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { repoPaths } from './config.ts'
import {
  initCluster,
  pgBinDir,
  reachableBy,
  type RunAs,
  postgresProblem,
  removeLeftoverSocketDirs,
  runAs,
  runnableBinDir,
  serverDir,
  socketDirFor,
  startServer,
  stopLeftoverServer,
  SUPERUSER,
} from './postgres-server.ts'

export interface QueryResult<T> {
  rows: T[]
  /** Rows inserted, updated or deleted by the statement. */
  affectedRows?: number
}

/** A statement runner: the database itself, or one transaction in it. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>
}

export interface TransactionOptions {
  /**
   * Hosted Postgres's statement_timeout for the caller's role: a transaction still running after
   * this long is stopped and fails with 57014. Without it, a transaction may run as long as it needs.
   */
  timeoutMs?: number
}

export interface Db extends Tx {
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>
  close(): Promise<void>
}

export type Queryable = Db | Tx

/** The caller as PostgREST sees it: a database role and the JWT claims. */
export interface RequestAuth {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Record<string, unknown>
  /** The request's headers as PostgREST passes them in `request.headers` (lower-case names). */
  headers?: Record<string, string>
}

/** An error Postgres raised, with its SQLSTATE `code`, `detail`, `hint` and the rest. */
export class PostgresError extends Error {
  readonly code: string
  readonly detail?: string
  readonly hint?: string

  constructor(message: string, fields: Record<string, string>) {
    super(message)
    Object.assign(this, fields)
    this.name = 'PostgresError'
    this.code = fields.code ?? 'XX000'
  }
}

/**
 * The database could not answer: its server is not running (it was stopped, or it died). The
 * request that met it cannot be answered.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The database is not available. Try again in a moment.')
    this.name = 'DatabaseUnavailableError'
  }
}

/** The server's error as a PostgresError; anything else (a lost connection) as DatabaseUnavailableError. */
function translated(error: unknown): Error {
  if (error instanceof pg.DatabaseError) {
    const fields: Record<string, string> = {}
    for (const [key, value] of Object.entries(error)) if (typeof value === 'string') fields[key] = value
    return new PostgresError(error.message, fields)
  }
  return new DatabaseUnavailableError(error instanceof Error ? error.message : String(error))
}

/**
 * Values as the code reading them expects: bigint as a number (ids and counts stay far below
 * 2^53), as PGlite, the backend's earlier engine, gave them; everything else as pg parses it.
 */
const TYPES = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
} as pg.CustomTypesConfig

function resultOf<T>(result: pg.QueryResult): QueryResult<T> {
  const writes = result.command === 'INSERT' || result.command === 'UPDATE' || result.command === 'DELETE'
  return { rows: result.rows as T[], affectedRows: writes ? (result.rowCount ?? 0) : 0 }
}

function runner(client: pg.PoolClient | pg.Pool): Tx {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      try {
        return resultOf<T>(await client.query(sql, params))
      } catch (error) {
        throw translated(error)
      }
    },
    async exec(sql: string) {
      try {
        // Without parameters, pg sends the simple query protocol: several statements at once.
        await client.query(sql)
      } catch (error) {
        throw translated(error)
      }
    },
  }
}

/**
 * The local backend's PostgreSQL (supabase/local/postgres-server.ts): a server on the data
 * directory for as long as this Db is open, and a pool of connections to it as its superuser.
 * Requests run side by side, each transaction on a connection of its own.
 */
class PostgresDatabase implements Db {
  readonly #pool: pg.Pool
  readonly #any: Tx
  readonly #stopServer: () => Promise<void>
  #closed = false

  constructor(pool: pg.Pool, stopServer: () => Promise<void>) {
    this.#pool = pool
    this.#any = runner(pool)
    this.#stopServer = stopServer
    // A connection the server ends (at stop, or when it dies) must not end the process: the query
    // that was running on it rejects on its own.
    pool.on('error', () => {})
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.#any.query<T>(sql, params)
  }

  exec(sql: string): Promise<void> {
    return this.#any.exec(sql)
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    let client: pg.PoolClient
    try {
      client = await this.#pool.connect()
    } catch (error) {
      throw translated(error)
    }
    const tx = runner(client)
    let broken: Error | undefined
    try {
      await tx.exec('begin')
      if (options.timeoutMs !== undefined) {
        await tx.exec(`set local statement_timeout = ${Math.max(1, Math.round(options.timeoutMs))}`)
      }
      const result = await fn(tx)
      await tx.exec('commit')
      return result
    } catch (error) {
      await tx.exec('rollback').catch((failed: unknown) => {
        broken = failed instanceof Error ? failed : new Error(String(failed))
      })
      throw error
    } finally {
      // A connection that could not roll back is closed, not given to the next request.
      client.release(broken)
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#pool.end()
    await this.#stopServer()
  }
}

export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'postgres')
}

/**
 * Where the cluster of `dataDir` lives: in it, unless the user the server runs as (postgres, when
 * we are root) cannot reach it, as in a directory under root's home or under a private temporary
 * directory. Then in a directory of its own in the system's temporary directory, named after the
 * data directory and written down in it, so that a new data directory never finds an old cluster.
 */
async function clusterDirFor(dataDir: string, as: RunAs): Promise<string> {
  if (as.uid === undefined || reachableBy(dataDir, as)) return pgDataDir(dataDir)
  const marker = path.join(dataDir, 'postgres.location')
  const elsewhere = path.join(
    os.tmpdir(),
    `yoga-postgres-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`,
  )
  if (!existsSync(marker)) {
    await rm(elsewhere, { recursive: true, force: true })
    writeFileSync(marker, `${elsewhere}\n`)
  }
  return elsewhere
}

/** Where PGlite, the backend's earlier engine, kept its data. */
function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata')
}

/** The number in the socket's name; each server has a socket directory of its own. */
const SOCKET_PORT = 5432
/** Connections the backend holds at most: requests beyond them wait for one. */
const POOL_SIZE = 10

/**
 * The server's settings beyond initdb's: hosted Supabase's time zone, and no fsync: a killed
 * process loses nothing committed (a commit hands its log to the operating system); only a crash
 * of the machine could.
 */
const SERVER_SETTINGS: Record<string, string> = {
  TimeZone: 'UTC',
  fsync: 'off',
  full_page_writes: 'off',
  max_connections: '40',
}

/**
 * Starts PostgreSQL on the data directory (made by initdb the first time) and opens a pool of
 * connections to it; closing the Db stops the server. A server left running on the directory by a
 * process that died is stopped first, and the socket directories that backends killed outright
 * left behind are removed.
 */
export async function openDatabase(dataDir: string): Promise<Db> {
  if (existsSync(pgliteDataDir(dataDir)) && !existsSync(pgDataDir(dataDir))) {
    throw new Error(
      `${dataDir} holds the data of the backend's earlier database engine (PGlite). ` +
        'Rebuild it with `npm run db:reset` (its uploaded files and users are lost).',
    )
  }
  const problem = postgresProblem()
  if (problem) throw new Error(problem)
  const as = runAs()
  await serverDir(dataDir, as)
  await removeLeftoverSocketDirs()
  const socket = await socketDirFor(as)
  try {
    const binDir = runnableBinDir(pgBinDir(), as, socket.dir)
    const data = await clusterDirFor(dataDir, as)
    if (!existsSync(path.join(data, 'PG_VERSION'))) {
      await serverDir(data, as)
      initCluster(binDir, data, as, socket.dir)
    }
    await stopLeftoverServer(data)
    const server = await startServer({
      binDir,
      dataDir: data,
      socketDir: socket.dir,
      port: SOCKET_PORT,
      logFile: path.join(dataDir, 'postgres.log'),
      as,
      settings: SERVER_SETTINGS,
    })
    const pool = new pg.Pool({
      host: socket.dir,
      port: SOCKET_PORT,
      user: SUPERUSER,
      database: 'postgres',
      max: POOL_SIZE,
      types: TYPES,
    })
    return new PostgresDatabase(pool, async () => {
      await server.stop()
      await socket.remove()
    })
  } catch (error) {
    await socket.remove()
    throw error
  }
}

/** supabase/platform/*.sql in the order they run. */
export async function listPlatformFiles(): Promise<string[]> {
  const files = (await readdir(repoPaths.platformDir)).filter((f) => f.endsWith('.sql')).sort()
  return files.map((file) => path.join(repoPaths.platformDir, file))
}

/**
 * The search_path migrations run with on hosted Supabase: the postgres role's own setting
 * (supabase/platform/00_roles.sql), which applies at login; migrate() switches to the role within
 * the superuser's connection, so it sets it.
 */
export const MIGRATION_SEARCH_PATH = `"\\$user", public, extensions`

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(repoPaths.migrations)).filter((f) => f.endsWith('.sql')).sort()
  return files.map((file) => {
    const match = /^(\d{14})_(.+)\.sql$/.exec(file)
    if (!match) throw new Error(`Migration file name must be YYYYMMDDHHmmss_name.sql: ${file}`)
    return { version: match[1]!, name: match[2]!, file: path.join(repoPaths.migrations, file) }
  })
}

/**
 * Brings a database up to date: hosted Supabase's platform (supabase/platform) once, as the
 * superuser, then every migration not yet applied, in order, each in its own transaction as the
 * role postgres, which is no superuser, as on hosted Supabase (so the objects are postgres's, as
 * there). Hosted Supabase lets postgres create policies on storage.objects through its supautils
 * extension; here postgres is a member of supabase_storage_admin while the migrations run, as in
 * `npm run test:pg`. Returns whether the database was new (so the caller seeds it).
 */
export async function migrate(db: Db): Promise<{ fresh: boolean; applied: string[] }> {
  const { rows } = await db.query<{ exists: boolean; platform: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists,
       to_regclass('auth.sso_providers') is not null as platform`,
  )
  const fresh = !rows[0]?.exists
  if (!fresh && !rows[0]?.platform) {
    // Made by the first local backend, whose stand-in for the platform lacked most of the auth
    // and storage schemas that the backend now relies on.
    throw new Error(
      'This data directory predates supabase/platform (the reproduction of hosted Supabase). ' +
        'Rebuild it with `npm run db:reset` (its uploaded files and users are lost).',
    )
  }
  if (fresh) {
    for (const file of await listPlatformFiles()) await db.exec(await readFile(file, 'utf8'))
    await db.exec(`
      create schema supabase_migrations;
      create table supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );`)
  }
  const done = new Set(
    (
      await db.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`)
    ).rows.map((r) => r.version),
  )
  const applied: string[] = []
  const pending = (await listMigrations()).filter((migration) => !done.has(migration.version))
  if (pending.length === 0) return { fresh, applied }
  await db.exec('grant supabase_storage_admin to postgres')
  try {
    for (const migration of pending) {
      const sql = await readFile(migration.file, 'utf8')
      await db.transaction(async (tx) => {
        await tx.exec(`set local role postgres; set local search_path to ${MIGRATION_SEARCH_PATH}`)
        await tx.exec(sql)
        await tx.exec('reset role')
        await tx.query(`insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)`, [
          migration.version,
          migration.name,
        ])
      })
      applied.push(`${migration.version}_${migration.name}`)
    }
  } finally {
    await db.exec('revoke supabase_storage_admin from postgres')
  }
  return { fresh, applied }
}

/**
 * Hosted Supabase's statement_timeout per API role (anon 3 s, authenticated 8 s); the service role
 * has none. The roles' settings apply at login, and asCaller switches roles within a connection, so
 * it sets the timeout itself, as PostgREST applies role settings per request.
 */
export const STATEMENT_TIMEOUT_MS: Readonly<Record<RequestAuth['role'], number | undefined>> = {
  anon: 3_000,
  authenticated: 8_000,
  service_role: undefined,
}

/**
 * Runs fn in one transaction as the caller's role with the caller's claims and headers, as
 * PostgREST does, within the role's statement timeout; `settings` are further transaction-local
 * settings (the storage server sets its own); `readOnly` refuses any write.
 */
export async function asCaller<T>(
  db: Db,
  auth: RequestAuth,
  fn: (tx: Tx) => Promise<T>,
  settings: Readonly<Record<string, string>> = {},
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(
    async (tx) => {
      // PostgREST's access mode: GET and HEAD (and calls of stable functions) cannot write (25006).
      if (readOnly) await tx.exec('set transaction read only')
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('request.headers', $3, true)`,
        [auth.role, JSON.stringify(auth.claims), JSON.stringify(auth.headers ?? {})],
      )
      for (const [name, value] of Object.entries(settings)) {
        await tx.query(`select set_config($1, $2, true)`, [name, value])
      }
      return fn(tx)
    },
    { timeoutMs: STATEMENT_TIMEOUT_MS[auth.role] },
  )
}

/** Inside asCaller: the rest of the transaction runs as the backend's own superuser again. */
export async function asSuperuser(tx: Tx): Promise<void> {
  await tx.query(`select set_config('role', 'none', true)`)
}

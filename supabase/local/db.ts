import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { repoPaths } from './config.ts'
import type { WorkerReply, WorkerRequest, WorkerStart } from './database-protocol.ts'

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
 * The database failed in a way that is not an SQL error (the WebAssembly Postgres crashed, or its
 * thread died). It is reopened from its data directory; the request that met it cannot be answered.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly reason: string) {
    super('The database had to restart. Try again in a moment.')
    this.name = 'DatabaseUnavailableError'
  }
}

/** What hosted Postgres raises when statement_timeout stops a statement. */
function statementTimeout(): PostgresError {
  return new PostgresError('canceling statement due to statement timeout', { code: '57014' })
}

/**
 * Starts supabase/local/database-worker.ts. It is TypeScript, so the thread first registers tsx's
 * loader, whether the backend itself runs under tsx or under vitest.
 */
const WORKER_BOOTSTRAP = `
  import(${JSON.stringify(tsxEsmApiUrl())})
    .then(({ register }) => register())
    .then(() => import(${JSON.stringify(new URL('./database-worker.ts', import.meta.url).href)}))
`

/** tsx's ESM API (`tsx/esm/api`, import condition), found from its package.json. */
function tsxEsmApiUrl(): string {
  const packageJson = createRequire(import.meta.url).resolve('tsx/package.json')
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>
  }
  return pathToFileURL(path.join(path.dirname(packageJson), exports['./esm/api']!.import.default)).href
}

/**
 * PGlite in a worker thread (supabase/local/database-worker.ts), used as one connection: one
 * statement or transaction at a time, in the order asked. A transaction past its timeout, or any
 * failure that is not an SQL error, ends the thread and starts a new one on the same data
 * directory; Postgres recovers from its write-ahead log as after a crash, so what was committed stays.
 */
class WorkerDatabase implements Db {
  readonly #dataDir: string
  #worker!: Worker
  #ready!: Promise<void>
  /** Counts restarts: a transaction begun before one cannot go on in the new thread. */
  #generation = 0
  #nextId = 1
  readonly #pending = new Map<
    number,
    { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void }
  >()
  /** The tail of the queue of statements and transactions waiting for the connection. */
  #queue: Promise<unknown> = Promise.resolve()
  #closed = false

  constructor(dataDir: string) {
    this.#dataDir = dataDir
    this.#ready = this.#start()
  }

  /** Resolves once the first thread has opened the database, or rejects with why it could not. */
  get ready(): Promise<void> {
    return this.#ready
  }

  /** Opens the database in a new thread, for the current generation. */
  #start(): Promise<void> {
    const generation = this.#generation
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { dataDir: this.#dataDir } satisfies WorkerStart,
    })
    this.#worker = worker
    const ready = new Promise<void>((resolve, reject) => {
      const opened = (reply: WorkerReply) => {
        if (reply.id !== 0) return
        worker.off('message', opened)
        resolve()
      }
      worker.on('message', opened)
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`The database thread exited (${code}) while opening`)))
    })
    // An unobserved rejection is reported by whoever awaits #ready next.
    ready.catch(() => undefined)
    worker.on('message', (reply: WorkerReply) => {
      if (reply.id === 0) return
      const waiting = this.#pending.get(reply.id)
      this.#pending.delete(reply.id)
      waiting?.resolve(reply)
    })
    // Once open, a thread that fails or ends on its own is replaced; one that cannot open the
    // database is not (#ready carries why to the callers).
    let open = false
    void ready.then(() => (open = true)).catch(() => undefined)
    const replace = (reason: string) => {
      if (open && generation === this.#generation) this.#restart(reason)
    }
    worker.on('error', (error) => replace(`${error.name}: ${error.message}`))
    worker.on('exit', () => replace('the database thread exited'))
    return ready
  }

  /** Ends the current thread (whatever it is doing) and opens the database in a new one. */
  #restart(reason: string): void {
    if (this.#closed) return
    console.warn(`local database restarting: ${reason}`)
    const failing = [...this.#pending.values()]
    this.#pending.clear()
    for (const waiting of failing) waiting.reject(new DatabaseUnavailableError(reason))
    // Never two threads on one data directory: the new one opens it once the old one has ended.
    this.#generation++
    const ended = this.#worker.terminate()
    this.#ready = ended.then(() => this.#start())
    this.#ready.catch(() => undefined)
  }

  async #send(request: DistributiveOmit<WorkerRequest, 'id'>, generation: number, timeoutAt?: number) {
    await this.#ready
    if (generation !== this.#generation) throw new DatabaseUnavailableError('restarted during a transaction')
    const id = this.#nextId++
    const reply = await new Promise<WorkerReply>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const settle =
        <A>(fn: (arg: A) => void) =>
        (arg: A) => {
          clearTimeout(timer)
          fn(arg)
        }
      this.#pending.set(id, { resolve: settle(resolve), reject: settle(reject) })
      if (timeoutAt !== undefined) {
        timer = setTimeout(
          () => {
            this.#pending.delete(id)
            reject(statementTimeout())
            this.#restart('a statement ran past its timeout')
          },
          Math.max(0, timeoutAt - performance.now()),
        )
      }
      this.#worker.postMessage({ ...request, id } as WorkerRequest)
    })
    if (reply.ok) return reply
    if (reply.postgres) throw new PostgresError(reply.message, reply.fields)
    this.#restart(reply.message)
    throw new DatabaseUnavailableError(reply.message)
  }

  /** Runs fn when the connection is free; the next waiter starts when it settles. */
  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new DatabaseUnavailableError('the database is closed'))
    const run = this.#queue.then(fn, fn)
    this.#queue = run.catch(() => undefined)
    return run
  }

  #runner(generation: () => number, timeoutAt?: number): Tx {
    return {
      query: async <T>(sql: string, params: unknown[] = []) => {
        const reply = await this.#send({ op: 'query', sql, params }, generation(), timeoutAt)
        return { rows: reply.rows as T[], affectedRows: reply.affectedRows }
      },
      exec: async (sql: string) => {
        await this.#send({ op: 'exec', sql }, generation(), timeoutAt)
      },
    }
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.#exclusive(() => this.#runner(() => this.#generation).query<T>(sql, params))
  }

  exec(sql: string): Promise<void> {
    return this.#exclusive(() => this.#runner(() => this.#generation).exec(sql))
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.#exclusive(async () => {
      await this.#ready
      const generation = this.#generation
      const timeoutAt = options.timeoutMs === undefined ? undefined : performance.now() + options.timeoutMs
      const tx = this.#runner(() => generation, timeoutAt)
      await tx.exec('begin')
      try {
        const result = await fn(tx)
        await tx.exec('commit')
        return result
      } catch (error) {
        // After a restart the transaction is gone with the old thread: nothing to roll back.
        if (generation === this.#generation) await tx.exec('rollback').catch(() => undefined)
        throw error
      }
    })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    await this.#exclusive(async () => {
      await this.#ready.catch(() => undefined)
      await this.#send({ op: 'close' }, this.#generation).catch(() => undefined)
    })
    this.#closed = true
    await this.#worker.terminate()
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata')
}

export async function openDatabase(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true })
  const db = new WorkerDatabase(pgDataDir(dataDir))
  await db.ready
  return db
}

/** supabase/platform/*.sql in the order they run. */
export async function listPlatformFiles(): Promise<string[]> {
  const files = (await readdir(repoPaths.platformDir)).filter((f) => f.endsWith('.sql')).sort()
  return files.map((file) => path.join(repoPaths.platformDir, file))
}

/**
 * The search_path migrations run with on hosted Supabase: the postgres role's own setting
 * (supabase/platform/00_roles.sql). PGlite ignores role settings, so migrate() sets it.
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
 * Brings a database up to date: hosted Supabase's platform (supabase/platform) once, then every
 * migration not yet applied, in order, each in its own transaction. Returns whether the
 * database was new (so the caller seeds it).
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
  for (const migration of await listMigrations()) {
    if (done.has(migration.version)) continue
    const sql = await readFile(migration.file, 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(`set local search_path to ${MIGRATION_SEARCH_PATH}`)
      await tx.exec(sql)
      await tx.query(`insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)`, [
        migration.version,
        migration.name,
      ])
    })
    applied.push(`${migration.version}_${migration.name}`)
  }
  return { fresh, applied }
}

/**
 * Hosted Supabase's statement_timeout per API role (anon 3 s, authenticated 8 s); the service role
 * has none. PGlite cannot time a statement out itself, so the database thread's watchdog does.
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

export function dataDirIsInitialised(dataDir: string): boolean {
  return existsSync(path.join(pgDataDir(dataDir), 'PG_VERSION'))
}

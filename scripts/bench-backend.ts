/**
 * Benchmarks the local backend (supabase/local/) and prints figures; it never
 * passes or fails anything. Run:
 *
 *   npm run bench:backend -- --teachers 10000 --studios 2000
 *
 * In a fresh temporary data directory it
 *   1. times the backend's cold start as a child process (spawn until
 *      GET /auth/v1/health answers 200): on the new directory (migrations and
 *      seed) and on a warm restart of the same directory;
 *   2. stops it, adds generated rows with supabase/local/cli/seed-large.ts
 *      (skipped with --no-large) and starts it again;
 *   3. times the directory's queries over HTTP (warm-up, then sequential runs):
 *      median and p95 latency and response size;
 *   4. prints a table, stops the backend and deletes the directory (also on an
 *      error or Ctrl-C).
 *
 * See docs/benchmarks.md.
 */
import { parseArgs } from 'node:util'
import {
  BenchError,
  cleanup,
  getRows,
  installCleanupHandlers,
  isInterrupted,
  isRecord,
  loadAverage,
  machineDescription,
  makeTempDir,
  median,
  ms,
  parseJsonArray,
  percentile,
  parseWithUsage,
  positiveInt,
  runSeedLarge,
  seconds,
  startBackend,
  stopBackend,
  stringArray,
  table,
  teacherFacet,
  text,
  thousands,
  throwIfInterrupted,
  timedGet,
  totalFromContentRange,
  type Sample,
  type StartFigures,
  type TeacherFacet,
} from './bench-support.ts'

const PAGE_SIZE = 24
/** The name substrings tried for the teachers' name filter, most typical first. */
const NAME_SUBSTRINGS = ['an', 'ar', 'el', 'in', 'a', 'e']
/**
 * Rounds of all paginated queries sent to a newly started backend before any query is timed. The
 * first twenty or so requests of a new process run slower while V8 compiles the request path; without
 * this, that cost would land on whichever query came first.
 */
const PROCESS_WARMUP_ROUNDS = 20

const USAGE = `Usage: npm run bench:backend -- [options]

  --teachers N   teachers the large data generator adds (default 10000)
  --studios M    studios the large data generator adds (default 2000)
  --runs R       timed sequential requests per query (default 50)
  --warmup W     untimed requests per query before those (default 5)
  --no-large     skip the large data generator (measure the normal seed only)
  --keep         keep the temporary data directory and print its path
  -h, --help     show this help`

interface Options {
  teachers: number
  studios: number
  runs: number
  warmup: number
  large: boolean
  keep: boolean
}

function parseOptions(): Options | null {
  const { values } = parseWithUsage(
    () =>
      parseArgs({
        options: {
          teachers: { type: 'string' },
          studios: { type: 'string' },
          runs: { type: 'string' },
          warmup: { type: 'string' },
          'no-large': { type: 'boolean', default: false },
          keep: { type: 'boolean', default: false },
          help: { type: 'boolean', short: 'h', default: false },
        },
        strict: true,
        allowPositionals: false,
      }),
    USAGE,
  )
  if (values.help) return null
  return {
    teachers: positiveInt(values.teachers, 'teachers', 10_000, 0),
    studios: positiveInt(values.studios, 'studios', 2_000, 0),
    runs: positiveInt(values.runs, 'runs', 50, 1),
    warmup: positiveInt(values.warmup, 'warmup', 5, 0),
    large: !values['no-large'],
    keep: values.keep,
  }
}

// ---------------------------------------------------------------------------
// HTTP

// As the directory asks: exact up to 1,000 matches, estimated above (docs/decisions/0016-…).
const PAGE_HEADERS: Record<string, string> = { Prefer: 'count=estimated', Range: `0-${PAGE_SIZE - 1}` }

// ---------------------------------------------------------------------------
// Choosing filters that match the data

interface StudioFacet {
  country: string
  city: string
  yogastyles: string[]
  amenities: string[]
}

function studioFacet(row: unknown): StudioFacet {
  const r = isRecord(row) ? row : {}
  return {
    country: text(r.country),
    city: text(r.city),
    yogastyles: [...new Set(stringArray(r.yogastyles))],
    amenities: [...new Set(stringArray(r.amenities))],
  }
}

interface TeacherChoice {
  country: string
  specialties: [string, string]
  nameSubstring: string
  /** Rows the client expects each query to match. */
  expectedA: number
  expectedB: number
}

interface PairCounts {
  country: string
  pair: [string, string]
  nameHits: number
  bandHits: number
}

function inBand(t: TeacherFacet): boolean {
  return t.experience >= 3 && t.experience <= 5 && t.online1on1
}

function pairCounts(teachers: TeacherFacet[], substring: string): PairCounts[] {
  const counts = new Map<string, PairCounts>()
  for (const t of teachers) {
    const nameHit = t.name.toLowerCase().includes(substring)
    const bandHit = inBand(t)
    for (let i = 0; i < t.specialties.length; i++) {
      for (let j = i + 1; j < t.specialties.length; j++) {
        const pair: [string, string] = [t.specialties[i]!, t.specialties[j]!]
        const key = JSON.stringify([t.country, ...pair])
        let entry = counts.get(key)
        if (!entry) {
          entry = { country: t.country, pair, nameHits: 0, bandHits: 0 }
          counts.set(key, entry)
        }
        if (nameHit) entry.nameHits++
        if (bandHit) entry.bandHits++
      }
    }
  }
  return [...counts.values()]
}

/**
 * The country and co-occurring pair of specialties with the most teachers whose
 * name contains the substring, among those where the experience band query
 * (b) matches too; ties go to the alphabetically first, so a run is repeatable.
 */
function chooseTeacherFilters(teachers: TeacherFacet[]): {
  a: TeacherChoice
  b: TeacherChoice
  shared: boolean
} {
  const byKey = (x: PairCounts, y: PairCounts) =>
    x.country.localeCompare(y.country) || x.pair.join().localeCompare(y.pair.join())
  for (const substring of NAME_SUBSTRINGS) {
    const counts = pairCounts(teachers, substring)
    const joint = counts
      .filter((c) => c.nameHits > 0 && c.bandHits > 0)
      .sort((x, y) => y.nameHits - x.nameHits || byKey(x, y))[0]
    if (joint) {
      const choice = {
        country: joint.country,
        specialties: joint.pair,
        nameSubstring: substring,
        expectedA: joint.nameHits,
        expectedB: joint.bandHits,
      }
      return { a: choice, b: choice, shared: true }
    }
  }
  // Small data sets (the normal seed) may have no pair that suits both: choose each on its own,
  // and if no teacher at all is in the band, query (b) runs with (a)'s filters and must come back empty.
  for (const substring of NAME_SUBSTRINGS) {
    const counts = pairCounts(teachers, substring)
    const bestA = counts
      .filter((c) => c.nameHits > 0)
      .sort((x, y) => y.nameHits - x.nameHits || byKey(x, y))[0]
    if (!bestA) continue
    const bestB =
      counts.filter((c) => c.bandHits > 0).sort((x, y) => y.bandHits - x.bandHits || byKey(x, y))[0] ?? bestA
    const choice = (c: PairCounts): TeacherChoice => ({
      country: c.country,
      specialties: c.pair,
      nameSubstring: substring,
      expectedA: c.nameHits,
      expectedB: c.bandHits,
    })
    return { a: choice(bestA), b: choice(bestB), shared: bestA === bestB }
  }
  throw new BenchError(
    'No country has two teachers’ specialties in common with the filters; the data set is too small.',
  )
}

interface StudioChoice {
  country: string
  citySubstring: string
  yogastyle: string
  amenity: string
  expected: number
}

/** Countries by studio count, then for each its cities: the first city prefix with a style and an amenity in common. */
function chooseStudioFilters(studios: StudioFacet[]): StudioChoice {
  const count = <T>(items: T[]) => {
    const counts = new Map<T, number>()
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
    return [...counts.entries()].sort((x, y) => y[1] - x[1] || String(x[0]).localeCompare(String(y[0])))
  }
  for (const [country] of count(studios.map((s) => s.country))) {
    const inCountry = studios.filter((s) => s.country === country)
    for (const [city] of count(inCountry.map((s) => s.city))) {
      const citySubstring = city.toLowerCase().slice(0, 4)
      // Plain letters only, so ILIKE and toLowerCase agree and nothing needs escaping.
      if (!/^[a-z]{2,4}$/.test(citySubstring)) continue
      const matching = inCountry.filter((s) => s.city.toLowerCase().includes(citySubstring))
      const pairs = count(
        matching.flatMap((s) => s.yogastyles.flatMap((y) => s.amenities.map((a) => JSON.stringify([y, a])))),
      )
      const best = pairs[0]
      if (!best) continue
      const [yogastyle, amenity] = JSON.parse(best[0]) as [string, string]
      return { country, citySubstring, yogastyle, amenity, expected: best[1] }
    }
  }
  throw new BenchError(
    'No studio has a country, city, yoga style and amenity to filter by; the data set is too small.',
  )
}

/** An array value for cs.{…}: each item double-quoted, as Postgres array literals allow. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

function queryString(pairs: [string, string][]): string {
  const params = new URLSearchParams()
  for (const [key, value] of pairs) params.append(key, value)
  return params.toString()
}

// ---------------------------------------------------------------------------
// Measuring

interface QuerySpec {
  label: string
  pathAndQuery: string
  headers: Record<string, string>
  /** The rows the client expects the query to match (the whole table for the full list). */
  expectedTotal: number
  paginated: boolean
}

interface QueryResult {
  spec: QuerySpec
  rows: number
  total: number | null
  medianMs: number
  p95Ms: number
  bytes: number
}

function checkSample(spec: QuerySpec, sample: Sample): { rows: number; total: number | null } {
  const what = `${spec.label} (GET /rest/v1/${spec.pathAndQuery})`
  if (sample.status !== 200 && sample.status !== 206) {
    throw new BenchError(`${what} answered ${sample.status}: ${sample.body.slice(0, 300)}`)
  }
  const rows = parseJsonArray(sample, what).length
  // Only the normal seed can leave a query without matches (see chooseTeacherFilters).
  if (rows === 0 && spec.expectedTotal > 0) throw new BenchError(`${what} returned no rows.`)
  const total = totalFromContentRange(sample.contentRange)
  if (spec.paginated) {
    if (total === null) throw new BenchError(`${what}: no total in Content-Range "${sample.contentRange}".`)
    if (rows !== Math.min(PAGE_SIZE, total))
      throw new BenchError(`${what}: ${rows} rows for a total of ${total}.`)
  } else if (rows !== spec.expectedTotal) {
    throw new BenchError(`${what}: ${rows} rows, expected all ${spec.expectedTotal}.`)
  }
  return { rows, total }
}

async function measure(base: string, spec: QuerySpec, options: Options): Promise<QueryResult> {
  const url = `${base}/rest/v1/${spec.pathAndQuery}`
  for (let i = 0; i < options.warmup; i++) checkSample(spec, await timedGet(url, spec.headers))
  const times: number[] = []
  let last: Sample | null = null
  for (let i = 0; i < options.runs; i++) {
    throwIfInterrupted()
    last = await timedGet(url, spec.headers)
    times.push(last.ms)
    // Checked after timing, so the check (a JSON parse) does not count.
    if (last.status !== 200 && last.status !== 206) checkSample(spec, last)
  }
  const { rows, total } = checkSample(spec, last!)
  if (spec.paginated && total !== spec.expectedTotal) {
    console.error(
      `Note: ${spec.label} matched ${total} rows; the client-side count was ${spec.expectedTotal}.`,
    )
  }
  times.sort((x, y) => x - y)
  return { spec, rows, total, medianMs: median(times), p95Ms: percentile(times, 0.95), bytes: last!.bytes }
}

async function buildQueries(
  base: string,
): Promise<{ queries: QuerySpec[]; teacherCount: number; studioCount: number; notes: string[] }> {
  const teachers = (
    await getRows(base, 'teachers?select=country,name,specialties,experience,teachingoptions&order=id')
  ).map(teacherFacet)
  const studios = (await getRows(base, 'studios?select=country,city,yogastyles,amenities&order=id')).map(
    studioFacet,
  )
  if (teachers.length === 0 || studios.length === 0) {
    throw new BenchError(
      `The database has ${teachers.length} teachers and ${studios.length} studios; the benchmark needs both.`,
    )
  }
  const { a, b, shared } = chooseTeacherFilters(teachers)
  const s = chooseStudioFilters(studios)
  const teacherColumns = 'id,slug,firstname,lastname,name,country,location,specialties,image'
  const teacherOrder = 'firstname.asc,lastname.asc,id.asc'
  const paging: [string, string][] = [
    ['offset', '0'],
    ['limit', String(PAGE_SIZE)],
  ]
  const queries: QuerySpec[] = [
    {
      label: 'a. teachers: country+specialties+name',
      pathAndQuery: `teachers?${queryString([
        ['select', teacherColumns],
        ['country', `eq.${a.country}`],
        ['specialties', `cs.${arrayLiteral(a.specialties)}`],
        ['name', `ilike.*${a.nameSubstring}*`],
        ['order', teacherOrder],
        ...paging,
      ])}`,
      headers: PAGE_HEADERS,
      expectedTotal: a.expectedA,
      paginated: true,
    },
    {
      label: 'b. teachers: +experience 3-5+online',
      pathAndQuery: `teachers?${queryString([
        ['select', teacherColumns],
        ['country', `eq.${b.country}`],
        ['specialties', `cs.${arrayLiteral(b.specialties)}`],
        ['experience', 'gte.3'],
        ['experience', 'lte.5'],
        ['teachingoptions', 'cs.{"online1on1":true}'],
        ['order', teacherOrder],
        ...paging,
      ])}`,
      headers: PAGE_HEADERS,
      expectedTotal: b.expectedB,
      paginated: true,
    },
    {
      label: 'c. teachers: full list, select=*',
      pathAndQuery: `teachers?${queryString([
        ['select', '*'],
        ['order', 'name.asc'],
      ])}`,
      headers: {},
      expectedTotal: teachers.length,
      paginated: false,
    },
    {
      label: 'd. studios: country+city+style+amenity',
      pathAndQuery: `studios?${queryString([
        ['select', '*'],
        ['country', `eq.${s.country}`],
        ['city', `ilike.*${s.citySubstring}*`],
        ['yogastyles', `cs.${arrayLiteral([s.yogastyle])}`],
        ['amenities', `cs.${arrayLiteral([s.amenity])}`],
        ['order', 'name.asc,id.asc'],
        ...paging,
      ])}`,
      headers: PAGE_HEADERS,
      expectedTotal: s.expected,
      paginated: true,
    },
  ]
  const notes = [
    `a: country=${a.country}, specialties ${a.specialties.join(' + ')}, name ilike *${a.nameSubstring}*`,
    `b: ${shared ? 'same country and specialties' : `country=${b.country}, specialties ${b.specialties.join(' + ')} (no pair suits a and b both)`}, experience 3-5, online 1:1${b.expectedB === 0 ? ' (no teacher here is in that band: empty by design)' : ''}`,
    `d: country=${s.country}, city ilike *${s.citySubstring}*, yoga style ${s.yogastyle}, amenity ${s.amenity}`,
  ]
  return { queries, teacherCount: teachers.length, studioCount: studios.length, notes }
}

// ---------------------------------------------------------------------------
// Output

/** A query string as a person reads it (it is sent encoded, as supabase-js does). */
function readable(pathAndQuery: string): string {
  return decodeURIComponent(pathAndQuery.replaceAll('+', ' '))
}

function startLine(label: string, figures: StartFigures): string[] {
  return [
    label,
    `${Math.round(figures.coldMs)} ms`,
    figures.reportedMs === null ? '?' : `${figures.reportedMs} ms`,
  ]
}

// ---------------------------------------------------------------------------

installCleanupHandlers('stopping the backend and removing the temporary directory')

async function main(): Promise<void> {
  const options = parseOptions()
  if (!options) {
    console.log(USAGE)
    return
  }
  console.log('Local backend benchmark')
  console.log(`  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at start: ${loadAverage()} (other processes make the figures noisier)`)

  const dataDir = await makeTempDir('yoga-bench-', options.keep)
  console.log(`  data directory: ${dataDir}`)

  const progress = (figures: StartFigures, stopMs?: number) =>
    console.log(
      `  answered after ${Math.round(figures.coldMs)} ms` +
        (stopMs === undefined ? '' : `; stopped in ${Math.round(stopMs)} ms`),
    )
  console.log('\nStarting the backend on a new data directory…')
  const first = await startBackend(dataDir)
  progress(first.figures, await stopBackend(first.backend))
  console.log('Restarting it (warm)…')
  const second = await startBackend(dataDir)
  progress(second.figures, await stopBackend(second.backend))
  const fresh = first.figures
  const warm = second.figures

  let seedLarge: { ms: number; output: string } | null = null
  if (options.large) {
    console.log(
      `Generating ${thousands(options.teachers)} teachers and ${thousands(options.studios)} studios (seed-large.ts)…`,
    )
    seedLarge = await runSeedLarge(dataDir, options)
    console.log(`  done in ${seconds(seedLarge.ms)}`)
  }
  console.log('Starting the backend again…')
  const third = await startBackend(dataDir)
  progress(third.figures)
  const backend = third.backend
  const large = options.large ? third.figures : null

  const { queries, teacherCount, studioCount, notes } = await buildQueries(backend.url)
  console.log(
    `Measuring ${queries.length} queries: ${PROCESS_WARMUP_ROUNDS} rounds of the paginated ones to warm the process up, then ${options.warmup} warm-up + ${options.runs} sequential runs each, on ${thousands(teacherCount)} teachers and ${thousands(studioCount)} studios…`,
  )
  for (let round = 0; round < PROCESS_WARMUP_ROUNDS; round++) {
    for (const spec of queries.filter((q) => q.paginated)) {
      checkSample(spec, await timedGet(`${backend.url}/rest/v1/${spec.pathAndQuery}`, spec.headers))
    }
  }
  const results: QueryResult[] = []
  for (const spec of queries) results.push(await measure(backend.url, spec, options))
  await stopBackend(backend)

  console.log('\nCold start (spawn → GET /auth/v1/health answers 200; "backend" = its own "ready in" figure)')
  const startRows = [startLine('fresh directory (migrations + seed)', fresh), startLine('warm restart', warm)]
  if (large) startRows.push(startLine(`restart with large data`, large))
  console.log(table(['start', 'to health 200', 'backend'], startRows, [false, true, true]))
  if (seedLarge === null) {
    console.log('  data: normal seed only (--no-large)')
  } else {
    console.log(
      `  data: seed-large.ts --teachers ${options.teachers} --studios ${options.studios} took ${seconds(seedLarge.ms)} (process included); it said:`,
    )
    for (const line of seedLarge.output.split('\n')) console.log(`    ${line}`)
  }

  console.log(
    `\nQueries (${options.warmup} warm-up + ${options.runs} sequential runs, ms from request to last body byte)`,
  )
  console.log(
    table(
      ['query', 'rows', 'matched', 'median ms', 'p95 ms', 'bytes'],
      results.map((r) => [
        r.spec.label,
        thousands(r.rows),
        r.spec.paginated && r.total !== null ? thousands(r.total) : '-',
        ms(r.medianMs),
        ms(r.p95Ms),
        thousands(r.bytes),
      ]),
      [false, true, true, true, true, true],
    ),
  )
  console.log(`  database: ${thousands(teacherCount)} teachers, ${thousands(studioCount)} studios`)
  console.log(`  load average (1 min) at the end: ${loadAverage()}`)
  for (const note of notes) console.log(`  ${note}`)
  for (const r of results)
    console.log(`  ${r.spec.label.slice(0, 2)} GET /rest/v1/${readable(r.spec.pathAndQuery)}`)
  if (options.keep) console.log(`\nData directory kept: ${dataDir}`)
}

try {
  await main()
} catch (error) {
  if (!isInterrupted()) {
    console.error(error instanceof BenchError ? `\nbench-backend: ${error.message}` : error)
    process.exitCode = 1
  }
} finally {
  await cleanup()
}

/**
 * Times the directory's 'Teaches in' filter against the local backend and prints figures; it never
 * passes or fails anything. Run:
 *
 *   npm run bench:language-filter -- --teachers 100000
 *
 * In a fresh temporary data directory it
 *   1. adds generated rows with supabase/local/cli/seed-large.ts (languages drawn from a pool in
 *      which English is common and most languages are rare) and starts the backend;
 *   2. counts how many teachers teach in each language and picks the most common language, a
 *      middling one, a rare one, two languages at once (any of them matches) and a code no
 *      teacher has;
 *   3. times the first page of /teachers filtered by each, as a visitor's browser asks for it
 *      (the anon key, `languages=ov.{…}`, the directory's order and page size, count=estimated
 *      for "N teachers": exact up to 1,000, the planner's estimate above), warm-up then
 *      sequential runs: median and p95 per filter and overall; then the same with count=exact,
 *      for comparison (docs/decisions/0016-directory-totals-estimated-past-1000.md);
 *   4. stops the backend and deletes the directory (also on an error or Ctrl-C).
 *
 * See docs/benchmarks.md, "Language filter".
 */
import { parseArgs } from 'node:util'
import { DIRECTORY_PAGE_SIZE } from '../src/lib/directory-options.ts'
import {
  ANON_KEY,
  BenchError,
  cleanup,
  freePort,
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
  thousands,
  timeRestGets,
  totalFromContentRange,
  type Sample,
} from './bench-support.ts'

/**
 * A teacher card's columns, as searchTeachers asks (src/features/teachers/api/search-teachers.ts;
 * scripts may not import the app's data modules, which read import.meta.env).
 */
const TEACHER_CARD_COLUMNS =
  'id,slug,firstname,lastname,name,country,location,specialties,image,verified_on,verification_expires_on'
/** Up to this many matches count=estimated is exact (the backend's default LOCAL_SUPABASE_MAX_ROWS). */
const EXACT_UP_TO = 1000

/** The target for the filter's p95 at 100,000 teachers, in ms. */
const TARGET_P95_MS = 20
const PROCESS_WARMUP_ROUNDS = 10

const USAGE = `Usage: npm run bench:language-filter -- [options]

  --teachers N   teachers the large data generator adds (default 100000)
  --runs R       timed sequential requests per filter (default 50)
  --warmup W     untimed requests per filter before those (default 5)
  --keep         keep the temporary data directory and print its path
  -h, --help     show this help`

interface Options {
  teachers: number
  runs: number
  warmup: number
  keep: boolean
}

function parseOptions(): Options | null {
  const { values } = parseWithUsage(
    () =>
      parseArgs({
        options: {
          teachers: { type: 'string' },
          runs: { type: 'string' },
          warmup: { type: 'string' },
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
    teachers: positiveInt(values.teachers, 'teachers', 100_000, 0),
    runs: positiveInt(values.runs, 'runs', 50, 1),
    warmup: positiveInt(values.warmup, 'warmup', 5, 0),
    keep: values.keep,
  }
}

interface Filter {
  kind: string
  codes: string[]
  /** Teachers having any of the codes, counted by the bench from all rows. */
  expected: number
}

/** GET /rest/v1/teachers, the first page of the directory filtered by languages (any of them). */
function filterPath(codes: string[]): string {
  const params = new URLSearchParams()
  params.append('select', TEACHER_CARD_COLUMNS)
  params.append('languages', `ov.{${codes.join(',')}}`)
  params.append('order', 'firstname.asc,lastname.asc,id.asc')
  params.append('offset', '0')
  params.append('limit', String(DIRECTORY_PAGE_SIZE))
  return `teachers?${params.toString()}`
}

function chooseFilters(rows: unknown[]): Filter[] {
  const languages = rows.map((row) => stringArray(isRecord(row) ? row.languages : undefined))
  const counts = new Map<string, number>()
  for (const list of languages)
    for (const code of new Set(list)) counts.set(code, (counts.get(code) ?? 0) + 1)
  const byCount = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
  if (byCount.length < 3) throw new BenchError('The generated teachers have fewer than three languages.')
  const [common] = byCount[0]!
  const [middling] = byCount[Math.floor(byCount.length / 2)]!
  const [rare] = byCount[byCount.length - 1]!
  const anyOf = (codes: string[]) =>
    languages.filter((list) => codes.some((code) => list.includes(code))).length
  const none = ['xx', 'qq', 'zzz'].find((code) => !counts.has(code))
  if (!none) throw new BenchError('Could not find a code no teacher has.')
  return [
    { kind: 'most common', codes: [common], expected: anyOf([common]) },
    { kind: 'middling', codes: [middling], expected: anyOf([middling]) },
    { kind: 'rarest', codes: [rare], expected: anyOf([rare]) },
    { kind: 'two languages (any of)', codes: [middling, rare], expected: anyOf([middling, rare]) },
    { kind: 'nobody', codes: [none], expected: 0 },
  ]
}

type CountMode = 'estimated' | 'exact'

interface Result {
  filter: Filter
  pathAndQuery: string
  total: number
  times: number[]
}

/** A reported total against the bench's own count: exact where it must be, else the error. */
function totalNote(total: number, expected: number): string {
  if (total === expected) return 'exact'
  return `${((100 * (total - expected)) / Math.max(expected, 1)).toFixed(1)} %`
}

function check(filter: Filter, pathAndQuery: string, sample: Sample, mode: CountMode): number {
  const what = `${filter.codes.join(', ')} (GET /rest/v1/${decodeURIComponent(pathAndQuery)})`
  if (sample.status !== 200 && sample.status !== 206) {
    throw new BenchError(`${what} answered ${sample.status}: ${sample.body.slice(0, 300)}`)
  }
  const rows = parseJsonArray(sample, what).length
  const total = totalFromContentRange(sample.contentRange)
  if (total === null) throw new BenchError(`${what}: no total in Content-Range "${sample.contentRange}".`)
  if (rows !== Math.min(DIRECTORY_PAGE_SIZE, total))
    throw new BenchError(`${what}: ${rows} rows for ${total}.`)
  const mustBeExact = mode === 'exact' || filter.expected <= EXACT_UP_TO
  if (mustBeExact ? total !== filter.expected : total <= EXACT_UP_TO)
    throw new BenchError(
      `${what}: ${total} teachers with count=${mode}, the bench counted ${filter.expected}.`,
    )
  return total
}

async function measure(
  base: string,
  filters: Filter[],
  options: Options,
  mode: CountMode,
): Promise<Result[]> {
  // As a visitor's browser asks: the anon key, and a count for "N teachers" above the list.
  const headers = { Authorization: `Bearer ${ANON_KEY}`, Prefer: `count=${mode}` }
  const specs = filters.map((filter) => ({ filter, pathAndQuery: filterPath(filter.codes) }))
  const timed = await timeRestGets(
    base,
    headers,
    specs,
    { processWarmupRounds: PROCESS_WARMUP_ROUNDS, ...options },
    ({ filter, pathAndQuery }, sample) => void check(filter, pathAndQuery, sample, mode),
    ({ filter }, times) =>
      console.log(
        `  count=${mode}, ${filter.kind} (${filter.codes.join(', ')}): median ${ms(median(times))} ms, p95 ${ms(percentile(times, 0.95))} ms`,
      ),
  )
  return timed.map(({ spec: { filter, pathAndQuery }, times, last }) => ({
    filter,
    pathAndQuery,
    total: check(filter, pathAndQuery, last, mode),
    times,
  }))
}

installCleanupHandlers('stopping the backend and removing the temporary directory')

async function main(): Promise<void> {
  const options = parseOptions()
  if (!options) {
    console.log(USAGE)
    return
  }
  console.log('Language filter benchmark')
  console.log(`  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at start: ${loadAverage()} (other processes make the figures noisier)`)
  const dataDir = await makeTempDir('yoga-bench-language-filter-', options.keep)
  console.log(`  data directory: ${dataDir}`)
  const port = await freePort()
  console.log(`\nGenerating ${thousands(options.teachers)} teachers (seed-large.ts, sample data first)…`)
  const seeded = await runSeedLarge(dataDir, { teachers: options.teachers, studios: 0 }, port)
  console.log(`  done in ${seconds(seeded.ms)}`)
  const { backend, figures } = await startBackend(dataDir, port)
  console.log(`  ${backend.url} answered after ${Math.round(figures.coldMs)} ms`)

  const rows = await getRows(backend.url, 'teachers?select=languages&order=id', {
    Authorization: `Bearer ${ANON_KEY}`,
  })
  const filters = chooseFilters(rows)
  console.log(`\nTiming the filter on ${thousands(rows.length)} teachers…`)
  const asAsked = await measure(backend.url, filters, options, 'estimated')
  const exact = await measure(backend.url, filters, options, 'exact')
  await stopBackend(backend)

  const mark = (p95: number) => (p95 <= TARGET_P95_MS ? 'yes' : 'NO')
  const report = (title: string, results: Result[]) => {
    const all = results.flatMap((r) => r.times).sort((x, y) => x - y)
    console.log(`\n${title}`)
    console.log(
      table(
        ['filter', 'languages', 'teachers', 'reported', 'median ms', 'p95 ms', `p95 ≤ ${TARGET_P95_MS}`],
        [
          ...results.map((r) => {
            const p95 = percentile(r.times, 0.95)
            return [
              r.filter.kind,
              r.filter.codes.join(', '),
              thousands(r.filter.expected),
              `${thousands(r.total)} (${totalNote(r.total, r.filter.expected)})`,
              ms(median(r.times)),
              ms(p95),
              mark(p95),
            ]
          }),
          ['overall', '', '', '', ms(median(all)), ms(percentile(all, 0.95)), mark(percentile(all, 0.95))],
        ],
        [false, false, true, true, true, true, false],
      ),
    )
  }
  const runs = `${options.warmup} warm-up + ${options.runs} sequential runs per filter, ms from request to last body byte`
  report(
    `'Teaches in' on ${thousands(rows.length)} teachers, as the directory asks (count=estimated; ${runs})`,
    asAsked,
  )
  report(`For comparison, the same with count=exact`, exact)
  for (const r of asAsked) console.log(`  GET /rest/v1/${decodeURIComponent(r.pathAndQuery)}`)
  console.log(`\n  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at the end: ${loadAverage()}`)
  if (options.keep) console.log(`\nData directory kept: ${dataDir}`)
}

try {
  await main()
} catch (error) {
  if (!isInterrupted()) {
    console.error(error instanceof BenchError ? error.message : error)
    process.exitCode = 1
  }
} finally {
  await cleanup()
}

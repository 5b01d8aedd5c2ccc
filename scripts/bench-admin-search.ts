/**
 * Times the admin's listing search against the local backend and prints figures; it never passes
 * or fails anything. Run:
 *
 *   npm run bench:admin-search -- --teachers 100000 [--studios]
 *
 * In a fresh temporary data directory it
 *   1. adds generated rows with supabase/local/cli/seed-large.ts (the sample data and the sample
 *      admin first, as on any new directory) and starts the backend as `npm run backend` does;
 *   2. signs in as the sample admin (supabase/local/config.ts SAMPLE_ADMIN);
 *   3. reads every teacher's name (page by page: a read returns at most 1,000 rows) and picks
 *      search terms from them: a common three-letter fragment, a full first name, a full
 *      "First Last", a rare name and a term that matches nothing;
 *   4. times the admin's teacher search for each term exactly as the admin list sends it (see
 *      TEACHER_SEARCH below), warm-up then sequential runs: median and p95 per term and overall;
 *   5. with --studios, the same for the admin's studio search;
 *   6. stops the backend and deletes the directory (also on an error or Ctrl-C).
 *
 * See docs/benchmarks.md.
 */
import { parseArgs } from 'node:util'
import { searchWords } from '../src/lib/admin-list.ts'
import { SAMPLE_ADMIN } from '../supabase/local/config.ts'
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
  table,
  text,
  thousands,
  timeRestGets,
  totalFromContentRange,
  type Sample,
} from './bench-support.ts'

/** The p95 the admin search should stay under, in ms. */
const TARGET_P95_MS = 50
const PAGE_SIZE = 25
/** The most rows one read returns (the backend's LOCAL_SUPABASE_MAX_ROWS default, as on Supabase). */
/** Rounds over all terms before any timing, while V8 compiles the request path of a new process. */
const PROCESS_WARMUP_ROUNDS = 10

const USAGE = `Usage: npm run bench:admin-search -- [options]

  --teachers N        teachers the large data generator adds (default 100000)
  --studio-count M    studios the large data generator adds (default 2000)
  --studios           also time the admin's studio search
  --runs R            timed sequential requests per search term (default 50)
  --warmup W          untimed requests per term before those (default 5)
  --keep              keep the temporary data directory and print its path
  -h, --help          show this help`

interface Options {
  teachers: number
  studioCount: number
  studios: boolean
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
          'studio-count': { type: 'string' },
          studios: { type: 'boolean', default: false },
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
    studioCount: positiveInt(values['studio-count'], 'studio-count', 2_000, 0),
    studios: values.studios,
    runs: positiveInt(values.runs, 'runs', 50, 1),
    warmup: positiveInt(values.warmup, 'warmup', 5, 0),
    keep: values.keep,
  }
}

// ---------------------------------------------------------------------------
// The requests, as the admin lists send them

interface Search {
  table: 'teachers' | 'studios'
  select: string
  order: string
}

const TEACHER_SEARCH: Search = {
  table: 'teachers',
  // listTeachersForAdmin's columns (adminTeacherColumns), without spaces as supabase-js sends them.
  select:
    'id,slug,firstname,lastname,name,location,country,experience,bio,seo_title,seo_description,updated_at',
  // As listTeachersForAdmin sends it while searching (see the note there).
  order: 'firstname.asc.nullsfirst,lastname.asc.nullsfirst,id.asc',
}

const STUDIO_SEARCH: Search = {
  table: 'studios',
  select: 'id,slug,name,city,country,studiotype,description,seo_title,seo_description,updated_at',
  order: 'name.asc,id.asc',
}

/** GET /rest/v1/<table>?select=…&name=ilike.*<term>*&order=…&offset=0&limit=25, encoded as supabase-js does. */
function searchPath(search: Search, term: string): string {
  const params = new URLSearchParams()
  params.append('select', search.select)
  // One pattern per word, as the app's withSearch sends them (src/lib/admin-list.ts).
  for (const word of searchWords(term)) params.append('name', `ilike.%${word}%`)
  params.append('order', search.order)
  params.append('offset', '0')
  params.append('limit', String(PAGE_SIZE))
  return `${search.table}?${params.toString()}`
}

/** A query string as a person reads it. */
function readable(pathAndQuery: string): string {
  return decodeURIComponent(pathAndQuery.replaceAll('+', ' '))
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: SAMPLE_ADMIN.email, password: SAMPLE_ADMIN.password }),
  })
  const body: unknown = await response.json().catch(() => null)
  const token = isRecord(body) ? body.access_token : undefined
  if (response.status !== 200 || typeof token !== 'string') {
    throw new BenchError(
      `Signing in as ${SAMPLE_ADMIN.email} answered ${response.status}: ${JSON.stringify(body)}`,
    )
  }
  return token
}

// ---------------------------------------------------------------------------
// Choosing terms from the data

interface Term {
  kind: string
  term: string
  /** Names containing the term (case-insensitive), counted by the bench. */
  expected: number
}

/** How many of the names contain the term, ignoring case (as ILIKE does for these names). */
function matches(names: string[], term: string): number {
  const lower = term.toLowerCase()
  return names.filter((name) => name.includes(lower)).length
}

/** The most frequent value; ties go to the alphabetically first, so a run is repeatable. */
function mostCommon(values: string[]): [string, number] {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  const best = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))[0]
  if (!best) throw new BenchError('No names to choose search terms from.')
  return best
}

/** The three-letter run of plain letters found in the most names. */
function commonFragment(names: string[]): string {
  const perName = names.map((name) => {
    const fragments = new Set<string>()
    for (let i = 0; i + 3 <= name.length; i++) {
      const fragment = name.slice(i, i + 3)
      if (/^[a-z]{3}$/.test(fragment)) fragments.add(fragment)
    }
    return [...fragments]
  })
  return mostCommon(perName.flat())[0]
}

/** A term that no name contains: letters in an order no name has. */
function noMatch(names: string[]): string {
  for (const candidate of ['qzx', 'xqz', 'zqxj', 'qxzjv']) {
    if (matches(names, candidate) === 0) return candidate
  }
  throw new BenchError('Could not find a term that matches no name.')
}

/**
 * The search terms: words are plain letters only (so ILIKE and toLowerCase agree, and nothing
 * needs escaping in the pattern).
 */
function teacherTerms(rows: unknown[]): Term[] {
  const people = rows.map((row) => {
    const r = isRecord(row) ? row : {}
    return { firstname: text(r.firstname), lastname: text(r.lastname), name: text(r.name) }
  })
  const names = people.map((p) => p.name.toLowerCase())
  const plain = (word: string) => /^[A-Za-z]+$/.test(word)
  const fragment = commonFragment(names)
  const [firstname] = mostCommon(people.map((p) => p.firstname).filter(plain))
  const [fullName] = mostCommon(
    people.filter((p) => plain(p.firstname) && plain(p.lastname)).map((p) => `${p.firstname} ${p.lastname}`),
  )
  // The rarest last name: the fewest teachers whose name contains it (at least its own).
  const rare = [...new Set(people.map((p) => p.lastname).filter((w) => plain(w) && w.length >= 5))]
    .map((word) => ({ word, count: matches(names, word) }))
    .sort((x, y) => x.count - y.count || x.word.localeCompare(y.word))[0]
  if (!rare) throw new BenchError('No last name to use as a rare term.')
  const none = noMatch(names)
  return [
    { kind: 'common 3-letter fragment', term: fragment, expected: matches(names, fragment) },
    { kind: 'full first name', term: firstname, expected: matches(names, firstname) },
    { kind: 'full "First Last"', term: fullName, expected: matches(names, fullName) },
    { kind: 'rare name', term: rare.word, expected: rare.count },
    { kind: 'no match', term: none, expected: 0 },
  ]
}

function studioTerms(rows: unknown[]): Term[] {
  const names = rows.map((row) => text(isRecord(row) ? row.name : undefined))
  const lower = names.map((name) => name.toLowerCase())
  const words = names.flatMap((name) => name.split(' ')).filter((w) => /^[A-Za-z]{4,}$/.test(w))
  const fragment = commonFragment(lower)
  // A name's first word, as someone remembering "Lotus something" types it.
  const [firstWord] = mostCommon(
    names.map((name) => name.split(' ')[0] ?? '').filter((w) => /^[A-Za-z]+$/.test(w)),
  )
  const [fullName] = mostCommon(names.filter((name) => /^[A-Za-z ]+$/.test(name)))
  const rare = [...new Set(words)]
    .map((word) => ({ word, count: matches(lower, word) }))
    .sort((x, y) => x.count - y.count || x.word.localeCompare(y.word))[0]
  if (!rare) throw new BenchError('No studio name word to use as a rare term.')
  const none = noMatch(lower)
  return [
    { kind: 'common 3-letter fragment', term: fragment, expected: matches(lower, fragment) },
    { kind: 'first word of a name', term: firstWord, expected: matches(lower, firstWord) },
    { kind: 'full name', term: fullName, expected: matches(lower, fullName) },
    { kind: 'rare word', term: rare.word, expected: rare.count },
    { kind: 'no match', term: none, expected: 0 },
  ]
}

// ---------------------------------------------------------------------------
// Measuring

interface TermResult {
  term: Term
  pathAndQuery: string
  rows: number
  total: number | null
  times: number[]
}

function checkSample(
  term: Term,
  pathAndQuery: string,
  sample: Sample,
): { rows: number; total: number | null } {
  const what = `"${term.term}" (GET /rest/v1/${readable(pathAndQuery)})`
  if (sample.status !== 200 && sample.status !== 206) {
    throw new BenchError(`${what} answered ${sample.status}: ${sample.body.slice(0, 300)}`)
  }
  const rows = parseJsonArray(sample, what).length
  const total = totalFromContentRange(sample.contentRange)
  if (total === null) throw new BenchError(`${what}: no total in Content-Range "${sample.contentRange}".`)
  if (rows !== Math.min(PAGE_SIZE, total))
    throw new BenchError(`${what}: ${rows} rows for a total of ${total}.`)
  return { rows, total }
}

async function measureSearch(
  base: string,
  headers: Record<string, string>,
  search: Search,
  terms: Term[],
  options: Options,
): Promise<TermResult[]> {
  const specs = terms.map((term) => ({ term, pathAndQuery: searchPath(search, term.term) }))
  const timed = await timeRestGets(
    base,
    headers,
    specs,
    { processWarmupRounds: PROCESS_WARMUP_ROUNDS, ...options },
    ({ term, pathAndQuery }, sample) => void checkSample(term, pathAndQuery, sample),
    ({ term }, times) =>
      console.log(
        `  ${term.kind} "${term.term}": median ${ms(median(times))} ms, p95 ${ms(percentile(times, 0.95))} ms`,
      ),
  )
  return timed.map(({ spec: { term, pathAndQuery }, times, last }) => {
    const { rows, total } = checkSample(term, pathAndQuery, last)
    if (total !== term.expected) {
      console.error(`Note: "${term.term}" matched ${total} rows; the bench's own count was ${term.expected}.`)
    }
    return { term, pathAndQuery, rows, total, times }
  })
}

function printResults(title: string, results: TermResult[], options: Options): void {
  const all = results.flatMap((r) => r.times).sort((x, y) => x - y)
  const mark = (p95: number) => (p95 <= TARGET_P95_MS ? 'yes' : 'NO')
  console.log(
    `\n${title} (${options.warmup} warm-up + ${options.runs} sequential runs per term, ms from request to last body byte)`,
  )
  console.log(
    table(
      ['term', '', 'rows', 'total', 'median ms', 'p95 ms', `p95 ≤ ${TARGET_P95_MS}`],
      [
        ...results.map((r) => {
          const p95 = percentile(r.times, 0.95)
          return [
            r.term.kind,
            `"${r.term.term}"`,
            thousands(r.rows),
            r.total === null ? '?' : thousands(r.total),
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
  for (const r of results) console.log(`  GET /rest/v1/${readable(r.pathAndQuery)}`)
}

// ---------------------------------------------------------------------------

installCleanupHandlers('stopping the backend and removing the temporary directory')

async function main(): Promise<void> {
  const options = parseOptions()
  if (!options) {
    console.log(USAGE)
    return
  }
  console.log('Admin search benchmark')
  console.log(`  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at start: ${loadAverage()} (other processes make the figures noisier)`)
  const dataDir = await makeTempDir('yoga-bench-admin-search-', options.keep)
  console.log(`  data directory: ${dataDir}`)

  const port = await freePort()
  console.log(
    `\nGenerating ${thousands(options.teachers)} teachers and ${thousands(options.studioCount)} studios (seed-large.ts, sample data first)…`,
  )
  const seeded = await runSeedLarge(
    dataDir,
    { teachers: options.teachers, studios: options.studioCount },
    port,
  )
  console.log(`  done in ${seconds(seeded.ms)}`)
  console.log('Starting the backend…')
  const { backend, figures } = await startBackend(dataDir, port)
  console.log(`  ${backend.url} answered after ${Math.round(figures.coldMs)} ms`)

  const token = await signIn(backend.url)
  console.log(`Signed in as ${SAMPLE_ADMIN.email}.`)
  // As supabase-js sends a signed-in admin's request; count=exact for "N teachers" above the list.
  const headers = { Authorization: `Bearer ${token}`, Prefer: 'count=exact' }
  const readHeaders = { Authorization: `Bearer ${token}` }

  const teachers = await getRows(backend.url, 'teachers?select=firstname,lastname,name&order=id', readHeaders)
  const terms = teacherTerms(teachers)
  console.log(
    `\nTiming the teacher search on ${thousands(teachers.length)} teachers: ${PROCESS_WARMUP_ROUNDS} rounds over all terms to warm the process up, then ${options.warmup} warm-up + ${options.runs} runs per term…`,
  )
  const teacherResults = await measureSearch(backend.url, headers, TEACHER_SEARCH, terms, options)

  let studioResults: TermResult[] | null = null
  let studioCount = 0
  if (options.studios) {
    const studios = await getRows(backend.url, 'studios?select=name&order=id', readHeaders)
    studioCount = studios.length
    console.log(`\nTiming the studio search on ${thousands(studios.length)} studios…`)
    studioResults = await measureSearch(backend.url, headers, STUDIO_SEARCH, studioTerms(studios), options)
  }
  await stopBackend(backend)

  printResults(`Teacher search, ${thousands(teachers.length)} teachers`, teacherResults, options)
  if (studioResults) printResults(`Studio search, ${thousands(studioCount)} studios`, studioResults, options)
  console.log(`\n  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at the end: ${loadAverage()}`)
  if (options.keep) console.log(`\nData directory kept: ${dataDir}`)
}

try {
  await main()
} catch (error) {
  if (!isInterrupted()) {
    console.error(error instanceof BenchError ? `\nbench-admin-search: ${error.message}` : error)
    process.exitCode = 1
  }
} finally {
  await cleanup()
}

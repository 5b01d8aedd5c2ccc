/**
 * Benchmarks the /teachers page in a real browser: the time from a filter change to the updated
 * results on screen. It prints figures; it never passes or fails anything. Run:
 *
 *   npm run bench:filter -- --teachers 10000
 *
 * In a fresh temporary directory it
 *   1. generates the data (supabase/local/cli/seed-large.ts: the sample data, then N teachers and
 *      M studios), starts the backend on it as a child process (a free port) and waits for
 *      GET /auth/v1/health;
 *   2. builds the app with Vite's build() for that backend and serves the build with Vite's
 *      preview() (a free port), both in this process;
 *   3. opens /teachers in Chromium (Playwright) and, for each kind of change (a specialty, a
 *      country, an experience band, a name typed, 'Show more'), does warm-up runs and then timed
 *      runs, alternating between two states so that every run changes the results. Each time is
 *      taken inside the page with performance.now(): from the input event (for typing, the last
 *      keystroke) to the DOM mutation that shows the new count, read by a MutationObserver;
 *      the app's request to /rest/v1/teachers is timed with the Resource Timing API;
 *   4. prints median and p95 per kind, then closes the browser and the preview server, stops the
 *      backend (SIGINT) and deletes the directory, also after an error or Ctrl-C.
 *
 * See docs/performance.md, "Filter change to results".
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { COUNTRIES } from '../src/lib/countries.ts'
import { DIRECTORY_PAGE_SIZE, EXPERIENCE_BANDS, YOGA_STYLES } from '../src/lib/directory-options.ts'
import {
  ANON_KEY,
  BenchError,
  HOST,
  cleanup,
  freePort,
  getRows,
  installCleanupHandlers,
  isInterrupted,
  loadAverage,
  machineDescription,
  makeTempDir,
  median,
  ms,
  onCleanup,
  percentile,
  parseWithUsage,
  positiveInt,
  root,
  runSeedLarge,
  seconds,
  startBackend,
  table,
  teacherFacet,
  thousands,
  throwIfInterrupted,
  type TeacherFacet,
} from './bench-support.ts'
import { CHROMIUM_ARGS, chromiumPath, chromiumProblem } from './check-chromium.ts'

const USAGE = `Usage: npm run bench:filter -- [options]

  --teachers N   teachers the large data generator adds (default 10000)
  --studios M    studios the large data generator adds (default 2000)
  --runs R       timed runs per kind of change (default 15)
  --warmup W     untimed runs per kind of change before those (default 3)
  --keep         keep the temporary directory (data and build) and print its path
  -h, --help     show this help`

/** Wide enough for the sidebar layout (lg, 1024 px), where the filters are always visible. */
const VIEWPORT = { width: 1280, height: 900 }
/** How long one change may take before the bench gives up (an error, not a figure). */
const RESULT_TIMEOUT_MS = 30_000
/** The pause between keystrokes: a quick typist, well under the page's typing debounce (300 ms). */
const TYPE_DELAY_MS = 80
/** A quiet moment after each run, so the new cards' images don't load during the next one. */
const PAUSE_MS = 300
/** Name substrings tried for the name filter, in this order. */
const NAME_CANDIDATES = ['ana', 'son', 'mar', 'lee', 'kim', 'ell', 'an', 'el', 'a', 'e']

interface Options {
  teachers: number
  studios: number
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
          studios: { type: 'string' },
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
    teachers: positiveInt(values.teachers, 'teachers', 10_000, 0),
    studios: positiveInt(values.studios, 'studios', 2_000, 0),
    runs: positiveInt(values.runs, 'runs', 15, 1),
    warmup: positiveInt(values.warmup, 'warmup', 3, 0),
    keep: values.keep,
  }
}

// ---------------------------------------------------------------------------
// The app: build and preview in this process

async function buildApp(outDir: string, backendUrl: string): Promise<void> {
  // Vite gives variables already in process.env precedence over .env files.
  process.env.VITE_SUPABASE_URL = backendUrl
  process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY
  const { build } = await import('vite')
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  })
}

async function previewApp(outDir: string): Promise<string> {
  const { preview } = await import('vite')
  const port = await freePort()
  const sigterm = process.listeners('SIGTERM')
  const stdinEnd = process.stdin.listeners('end')
  const server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir },
    preview: { host: HOST, port, strictPort: true, open: false },
  })
  onCleanup('the preview server', () => server.close())
  // preview() closes itself and calls process.exit() on SIGTERM (and when stdin ends), which would
  // cut this script's own cleanup short; cleanup() closes it instead.
  for (const listener of process.listeners('SIGTERM')) {
    if (!sigterm.includes(listener)) process.off('SIGTERM', listener as NodeJS.SignalsListener)
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!stdinEnd.includes(listener)) process.stdin.off('end', listener as () => void)
  }
  return `http://${HOST}:${port}`
}

// ---------------------------------------------------------------------------
// In the page
//
// The functions below run in Chromium (Playwright sends their source). scripts/ are type-checked
// without the DOM library, so they see the page through these few declarations.

interface PageElement {
  readonly textContent: string | null
  getAttribute(name: string): string | null
}

interface PageResourceEntry {
  readonly name: string
  readonly startTime: number
  readonly responseEnd: number
}

interface PageGlobals {
  document: {
    querySelector(selectors: string): PageElement | null
    addEventListener(type: string, listener: () => void, capture: boolean): void
  }
  MutationObserver: new (callback: () => void) => {
    observe(
      target: unknown,
      options: { subtree: boolean; childList: boolean; characterData: boolean; attributes: boolean },
    ): void
    disconnect(): void
  }
  requestAnimationFrame(callback: () => void): number
  setTimeout(callback: () => void, ms: number): number
  performance: {
    now(): number
    getEntriesByType(type: 'resource'): PageResourceEntry[]
    clearResourceTimings(): void
    setResourceTimingBufferSize(size: number): void
  }
  __name?: (fn: unknown) => unknown
  __filterBench?: Probe
}

/** What one timed change recorded, in the page's performance.now() time (ms since navigation). */
interface ProbeRecord {
  /** The first input event (click, input, change) after arm(). */
  firstInput: number | null
  /** The last one: for typing, the last keystroke. */
  lastInput: number | null
  /** The DOM mutation that made the results show the expected count. */
  domAt: number
  /** A task queued from the next animation frame: that frame, with the new results, is painted. */
  paintAt: number
  /** The app's requests to /rest/v1/teachers since arm(). */
  requests: PageResourceEntry[]
}

/** The object installProbe() leaves on window.__filterBench. */
interface Probe {
  /** Starts watching: input events from now on, and the DOM until it shows `expected`. */
  arm(expected: string): void
  /** The record once the expected results are painted, else null. */
  record(): ProbeRecord | null
  /** The results count text on screen ('' when there is none). */
  statusText(): string
  /** Whether the page shows `expected` as its count, with the results grid no longer busy. */
  shows(expected: string): boolean
  /** When the results count first appeared after this page load (ms since navigation start). */
  firstResultsAt: number | null
}

/**
 * tsx compiles with esbuild's keepNames, which wraps functions in __name(fn, "name") calls; the
 * page has no such helper, so it gets one that does nothing.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn'

/** Runs in the page before the app's own scripts (an init script). */
function installProbe(): void {
  const w = globalThis as unknown as PageGlobals
  const statusSelector = 'section[aria-label="Results"] p[role="status"]'
  const gridSelector = 'section[aria-label="Results"] ul[aria-label="Teachers"]'
  const statusText = (): string => w.document.querySelector(statusSelector)?.textContent ?? ''
  const shows = (expected: string): boolean => {
    const grid = w.document.querySelector(gridSelector)
    return statusText() === expected && grid !== null && grid.getAttribute('aria-busy') === null
  }

  let armed = false
  let firstInput: number | null = null
  let lastInput: number | null = null
  let domAt: number | null = null
  let paintAt: number | null = null
  let observer: { disconnect(): void } | null = null

  const onInput = (): void => {
    if (!armed) return
    const now = w.performance.now()
    firstInput ??= now
    lastInput = now
  }
  for (const type of ['click', 'input', 'change']) w.document.addEventListener(type, onInput, true)
  // Card photos add entries too; the buffer is cleared on every arm().
  w.performance.setResourceTimingBufferSize(2_000)

  const probe: Probe = {
    firstResultsAt: null,
    arm(expected) {
      observer?.disconnect()
      armed = true
      firstInput = null
      lastInput = null
      domAt = null
      paintAt = null
      w.performance.clearResourceTimings()
      if (shows(expected)) throw new Error(`The page already shows "${expected}"`)
      const watcher = new w.MutationObserver(() => {
        if (domAt !== null || !shows(expected)) return
        domAt = w.performance.now()
        watcher.disconnect()
        w.requestAnimationFrame(() => {
          w.setTimeout(() => {
            paintAt = w.performance.now()
          }, 0)
        })
      })
      watcher.observe(w.document, { subtree: true, childList: true, characterData: true, attributes: true })
      observer = watcher
    },
    record() {
      if (domAt === null || paintAt === null) return null
      armed = false
      return {
        firstInput,
        lastInput,
        domAt,
        paintAt,
        requests: w.performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rest/v1/teachers'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })),
      }
    },
    statusText,
    shows,
  }
  w.__filterBench = probe

  // The first results of this page load.
  const firstLoad = new w.MutationObserver(() => {
    if (/^Showing \d+ of \d+ teachers?$/.test(statusText())) {
      probe.firstResultsAt = w.performance.now()
      firstLoad.disconnect()
    }
  })
  firstLoad.observe(w.document, { subtree: true, childList: true, characterData: true, attributes: false })
}

// ---------------------------------------------------------------------------
// Scenarios

function countText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} ${total === 1 ? 'teacher' : 'teachers'}`
}

/** The count text of the first page for `matches` results. */
function firstPageText(matches: number): string {
  return countText(Math.min(DIRECTORY_PAGE_SIZE, matches), matches)
}

interface Target {
  /** What a run towards this state does, e.g. 'tick Vinyasa'. */
  label: string
  /** The results count the page shows once this state's results are in. */
  expected: string
  act: (page: Page) => Promise<void>
}

interface Scenario {
  label: string
  /** The page the runs start from (path and query); it shows `initial`. */
  startPath: string
  initial: string
  /** Run i goes to targets[i % targets.length]; with one target, `reset` goes back after each run. */
  targets: Target[]
  reset?: (page: Page) => Promise<void>
  /** Time from the last input event (the last keystroke) rather than the first. */
  fromLastInput: boolean
  /** What the states are, for the notes. */
  description: string
}

function teachersPath(params: [string, string][]): string {
  const query = new URLSearchParams(params).toString()
  return query ? `/teachers?${query}` : '/teachers'
}

function countWhere(teachers: TeacherFacet[], test: (t: TeacherFacet) => boolean): number {
  let count = 0
  for (const t of teachers) if (test(t)) count++
  return count
}

/** The first candidate with results and the next one whose count differs from it, in the candidates' order. */
function twoDistinct<T>(candidates: readonly T[], count: (value: T) => number): [T, T] | null {
  const usable = candidates.map((value) => ({ value, n: count(value) })).filter((c) => c.n > 0)
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      if (usable[i]!.n !== usable[j]!.n) return [usable[i]!.value, usable[j]!.value]
    }
  }
  return null
}

async function waitForShows(page: Page, expected: string, what: string): Promise<void> {
  try {
    await page.waitForFunction(
      (text) => (globalThis as unknown as PageGlobals).__filterBench?.shows(text) === true,
      expected,
      {
        polling: 'raf',
        timeout: RESULT_TIMEOUT_MS,
      },
    )
  } catch (error) {
    throw await notShown(page, expected, what, error)
  }
}

async function notShown(page: Page, expected: string, what: string, error: unknown): Promise<Error> {
  if (isInterrupted()) return new BenchError('interrupted')
  const shown = await page
    .evaluate(() => (globalThis as unknown as PageGlobals).__filterBench?.statusText() ?? '(no probe)')
    .catch(() => '?')
  const alert = await page
    .getByRole('alert')
    .first()
    .textContent({ timeout: 1_000 })
    .catch(() => null)
  return new BenchError(
    `${what}: the page did not show "${expected}" within ${RESULT_TIMEOUT_MS / 1000} s; it shows "${shown}"` +
      (alert ? ` and the alert "${alert.trim()}"` : '') +
      `.\n${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
  )
}

function buildScenarios(teachers: TeacherFacet[]): { scenarios: Scenario[]; skipped: string[] } {
  const total = teachers.length
  const scenarios: Scenario[] = []
  const skipped: string[] = []

  // a. A specialty checkbox: the style with the most teachers, ticked and unticked.
  const styleCounts = YOGA_STYLES.map((style) => ({
    style,
    n: countWhere(teachers, (t) => t.specialties.includes(style)),
  }))
    .filter((c) => c.n > 0 && c.n !== total)
    .sort((x, y) => y.n - x.n || x.style.localeCompare(y.style))
  const style = styleCounts[0]
  if (style) {
    const box = (page: Page) => page.getByRole('checkbox', { name: style.style, exact: true })
    scenarios.push({
      label: 'a. specialty checkbox',
      startPath: teachersPath([]),
      initial: firstPageText(total),
      targets: [
        { label: `tick ${style.style}`, expected: firstPageText(style.n), act: (page) => box(page).click() },
        { label: `untick ${style.style}`, expected: firstPageText(total), act: (page) => box(page).click() },
      ],
      fromLastInput: false,
      description: `tick and untick ${style.style}: ${thousands(style.n)} and ${thousands(total)} teachers`,
    })
  } else skipped.push('a. specialty: no style narrows the results')

  // b. The country select: the two countries with the most teachers, one after the other.
  const byCountry = new Map<string, number>()
  for (const t of teachers) byCountry.set(t.country, (byCountry.get(t.country) ?? 0) + 1)
  const countries = twoDistinct(
    [...byCountry.entries()]
      .filter(([country]) => (COUNTRIES as readonly string[]).includes(country))
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .map(([country]) => country),
    (country) => byCountry.get(country) ?? 0,
  )
  if (countries) {
    const [first, second] = countries
    const select = (page: Page) => page.getByLabel('Country', { exact: true })
    const n = (country: string) => byCountry.get(country) ?? 0
    scenarios.push({
      label: 'b. country select',
      startPath: teachersPath([['country', second]]),
      initial: firstPageText(n(second)),
      targets: [first, second].map((country) => ({
        label: `choose ${country}`,
        expected: firstPageText(n(country)),
        act: async (page: Page) => {
          await select(page).selectOption(country)
        },
      })),
      fromLastInput: false,
      description: `${first} and ${second} in turn: ${thousands(n(first))} and ${thousands(n(second))} teachers`,
    })
  } else skipped.push('b. country: fewer than two countries with different counts')

  // c. The experience select: two bands in turn.
  const bandCount = (value: string) => {
    const band = EXPERIENCE_BANDS.find((b) => b.value === value)
    if (!band) return 0
    return countWhere(
      teachers,
      (t) => t.experience >= band.min && (band.max === null || t.experience <= band.max),
    )
  }
  const preferred = ['3-5', '6-10', '0-2', '10+']
  const bands = twoDistinct(
    preferred.filter((value) => EXPERIENCE_BANDS.some((b) => b.value === value)),
    bandCount,
  )
  if (bands) {
    const [first, second] = bands
    const select = (page: Page) => page.getByLabel('Experience level', { exact: true })
    scenarios.push({
      label: 'c. experience select',
      startPath: teachersPath([['experience', second]]),
      initial: firstPageText(bandCount(second)),
      targets: [first, second].map((band) => ({
        label: `choose ${band} years`,
        expected: firstPageText(bandCount(band)),
        act: async (page: Page) => {
          await select(page).selectOption(band)
        },
      })),
      fromLastInput: false,
      description: `${first} and ${second} years in turn: ${thousands(bandCount(first))} and ${thousands(bandCount(second))} teachers`,
    })
  } else skipped.push('c. experience: fewer than two bands with different counts')

  // d. The name field: select what is there and type another substring.
  const nameCount = (substring: string) =>
    countWhere(teachers, (t) => t.name.toLowerCase().includes(substring.toLowerCase()))
  const names = twoDistinct(NAME_CANDIDATES, nameCount)
  if (names) {
    const [first, second] = names
    const field = (page: Page) => page.getByLabel('Search by name', { exact: true })
    scenarios.push({
      label: 'd. name typed',
      startPath: teachersPath([['q', second]]),
      initial: firstPageText(nameCount(second)),
      targets: [first, second].map((substring) => ({
        label: `type "${substring}"`,
        expected: firstPageText(nameCount(substring)),
        act: async (page: Page) => {
          await field(page).focus()
          await page.keyboard.press('ControlOrMeta+A')
          await page.keyboard.type(substring, { delay: TYPE_DELAY_MS })
        },
      })),
      fromLastInput: true,
      description: `"${first}" and "${second}" typed in turn (${TYPE_DELAY_MS} ms between keys, over the selected text): ${thousands(nameCount(first))} and ${thousands(nameCount(second))} teachers`,
    })
  } else skipped.push('d. name: no two substrings with different counts')

  // e. 'Show more' on the unfiltered list: page 1 to pages 1-2; Back returns to page 1 (untimed).
  if (total > 2 * DIRECTORY_PAGE_SIZE) {
    const pageOne = firstPageText(total)
    scenarios.push({
      label: "e. 'Show more'",
      startPath: teachersPath([]),
      initial: pageOne,
      targets: [
        {
          label: 'show more',
          expected: countText(2 * DIRECTORY_PAGE_SIZE, total),
          act: (page) => page.getByRole('button', { name: 'Show more', exact: true }).click(),
        },
      ],
      reset: async (page) => {
        await page.goBack()
        await waitForShows(page, pageOne, "e. 'Show more', going back to page 1")
      },
      fromLastInput: false,
      description: `no filters, ${DIRECTORY_PAGE_SIZE} to ${2 * DIRECTORY_PAGE_SIZE} of ${thousands(total)} teachers (one request for both pages); Back to page 1 between runs, untimed`,
    })
  } else skipped.push(`e. 'Show more': ${total} teachers fit on two pages`)

  return { scenarios, skipped }
}

// ---------------------------------------------------------------------------
// Measuring

interface RunSample {
  target: string
  /** Input event (or last keystroke) to the results in the DOM. */
  totalMs: number
  /** The results in the DOM to the frame that shows them painted. */
  paintMs: number
  /** Input to the request being sent (React, the URL change, the debounce for typing). */
  toRequestMs: number | null
  /** The request, from start to the last byte of the response (including a CORS preflight if one was sent). */
  requestMs: number | null
  /** The last byte of the response to the results in the DOM (parsing, React rendering). */
  afterResponseMs: number | null
}

interface ScenarioResult {
  scenario: Scenario
  samples: RunSample[]
  /** Runs where the app sent more than one request (should be none). */
  extraRequests: number
}

async function runOnce(
  page: Page,
  scenario: Scenario,
  target: Target,
): Promise<RunSample & { requests: number }> {
  throwIfInterrupted()
  await page.evaluate((expected) => {
    const probe = (globalThis as unknown as PageGlobals).__filterBench
    if (!probe) throw new Error('The benchmark probe is not installed in this page')
    probe.arm(expected)
  }, target.expected)
  await target.act(page)
  let record: ProbeRecord
  try {
    const handle = await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).__filterBench?.record() ?? null,
      undefined,
      { polling: 'raf', timeout: RESULT_TIMEOUT_MS },
    )
    const value = await handle.jsonValue()
    await handle.dispose()
    if (!value) throw new Error('the probe returned no record')
    record = value
  } catch (error) {
    throw await notShown(page, target.expected, `${scenario.label}, ${target.label}`, error)
  }
  const start = scenario.fromLastInput ? record.lastInput : record.firstInput
  if (start === null) {
    throw new BenchError(`${scenario.label}, ${target.label}: the page saw no input event`)
  }
  const requests = record.requests.filter((r) => r.startTime >= start)
  const request = requests[requests.length - 1]
  const sample: RunSample & { requests: number } = {
    target: target.label,
    totalMs: record.domAt - start,
    paintMs: record.paintAt - record.domAt,
    toRequestMs: request ? request.startTime - start : null,
    requestMs: request ? request.responseEnd - request.startTime : null,
    afterResponseMs: request ? record.domAt - request.responseEnd : null,
    requests: requests.length,
  }
  await scenario.reset?.(page)
  await page.waitForTimeout(PAUSE_MS)
  return sample
}

async function openStart(page: Page, appUrl: string, scenario: Scenario): Promise<number | null> {
  await page.goto(`${appUrl}${scenario.startPath}`)
  await waitForShows(page, scenario.initial, `${scenario.label}, opening ${scenario.startPath}`)
  const firstResultsAt = await page.evaluate(
    () => (globalThis as unknown as PageGlobals).__filterBench?.firstResultsAt ?? null,
  )
  await page.waitForTimeout(PAUSE_MS)
  return firstResultsAt
}

async function measureScenario(page: Page, scenario: Scenario, options: Options): Promise<ScenarioResult> {
  const samples: RunSample[] = []
  let extraRequests = 0
  for (let i = 0; i < options.warmup + options.runs; i++) {
    const target = scenario.targets[i % scenario.targets.length]!
    const sample = await runOnce(page, scenario, target)
    if (i < options.warmup) continue
    if (sample.requests > 1) extraRequests++
    samples.push(sample)
  }
  return { scenario, samples, extraRequests }
}

// ---------------------------------------------------------------------------
// Output

function stats(values: (number | null)[]): { median: number; p95: number; min: number; max: number } | null {
  const known = values.filter((v): v is number => v !== null).sort((x, y) => x - y)
  if (known.length === 0) return null
  return {
    median: median(known),
    p95: percentile(known, 0.95),
    min: known[0]!,
    max: known[known.length - 1]!,
  }
}

function medianOf(values: (number | null)[]): string {
  const s = stats(values)
  return s ? ms(s.median) : '-'
}

function p95Of(values: (number | null)[]): string {
  const s = stats(values)
  return s ? ms(s.p95) : '-'
}

function printResults(results: ScenarioResult[], options: Options): void {
  console.log(
    `\nFilter change → updated results in the DOM (ms, in the page; ${options.warmup} warm-up + ${options.runs} timed runs each)`,
  )
  const rows: string[][] = []
  for (const r of results) {
    const total = stats(r.samples.map((s) => s.totalMs))!
    rows.push([
      r.scenario.label + (r.scenario.fromLastInput ? ', from last keystroke' : ''),
      String(r.samples.length),
      ms(total.median),
      ms(total.p95),
      ms(total.min),
      ms(total.max),
    ])
    if (r.scenario.fromLastInput) {
      const fromRequest = r.samples.map((s) =>
        s.requestMs === null || s.afterResponseMs === null ? null : s.requestMs + s.afterResponseMs,
      )
      const known = stats(fromRequest)
      rows.push([
        `   network + render (request sent → results)`,
        String(fromRequest.filter((v) => v !== null).length),
        known ? ms(known.median) : '-',
        known ? ms(known.p95) : '-',
        known ? ms(known.min) : '-',
        known ? ms(known.max) : '-',
      ])
    }
  }
  console.log(
    table(['change', 'runs', 'median', 'p95', 'min', 'max'], rows, [false, true, true, true, true, true]),
  )

  console.log('\nWhere the time goes (medians, ms; the request is timed with the Resource Timing API)')
  console.log(
    table(
      ['change', 'input → request', 'request', 'response → DOM', 'DOM → painted', 'request p95'],
      results.map((r) => [
        r.scenario.label,
        medianOf(r.samples.map((s) => s.toRequestMs)),
        medianOf(r.samples.map((s) => s.requestMs)),
        medianOf(r.samples.map((s) => s.afterResponseMs)),
        medianOf(r.samples.map((s) => s.paintMs)),
        p95Of(r.samples.map((s) => s.requestMs)),
      ]),
      [false, true, true, true, true, true],
    ),
  )

  console.log('\nBy direction (median ms, input → results in the DOM)')
  for (const r of results) {
    const parts = r.scenario.targets.map(
      (t) => `${t.label} ${medianOf(r.samples.filter((s) => s.target === t.label).map((s) => s.totalMs))}`,
    )
    console.log(`  ${r.scenario.label}: ${parts.join(', ')}`)
  }
}

// ---------------------------------------------------------------------------

installCleanupHandlers(
  'closing the browser and the preview server, stopping the backend and removing the temporary directory',
)

async function main(): Promise<void> {
  const options = parseOptions()
  if (!options) {
    console.log(USAGE)
    return
  }
  const problem = chromiumProblem()
  if (problem) throw new BenchError(problem)

  console.log('Filter change to results benchmark (/teachers in Chromium)')
  console.log(`  machine: ${machineDescription()}`)
  console.log(`  load average (1 min) at start: ${loadAverage()} (other processes make the figures noisier)`)
  const runDir = await makeTempDir('yoga-bench-filter-', options.keep)
  const dataDir = path.join(runDir, 'data')
  const outDir = path.join(runDir, 'dist')
  console.log(`  temporary directory: ${runDir}`)

  const backendPort = await freePort()
  console.log(
    `\nGenerating ${thousands(options.teachers)} teachers and ${thousands(options.studios)} studios (seed-large.ts, sample data first)…`,
  )
  const seeded = await runSeedLarge(dataDir, options, backendPort)
  console.log(`  done in ${seconds(seeded.ms)}`)
  console.log('Starting the backend…')
  const { backend, figures } = await startBackend(dataDir, backendPort)
  console.log(`  ${backend.url} answered after ${Math.round(figures.coldMs)} ms`)

  console.log('Building the app for it (Vite build())…')
  const buildStarted = performance.now()
  await buildApp(outDir, backend.url)
  console.log(`  done in ${seconds(performance.now() - buildStarted)}`)
  throwIfInterrupted()
  const appUrl = await previewApp(outDir)
  console.log(`Serving it with Vite preview() at ${appUrl}`)

  const teachers = (
    await getRows(backend.url, 'teachers?select=name,country,specialties,experience&order=id')
  ).map(teacherFacet)
  if (teachers.length === 0) throw new BenchError('The database has no teachers.')
  const { scenarios, skipped } = buildScenarios(teachers)

  throwIfInterrupted()
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    // cleanup() closes it; Playwright's own handlers would exit the process first.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  })
  onCleanup('the browser', () => browser.close())
  console.log(
    `Chromium ${browser.version()} (${chromiumPath()}), headless, viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
  )
  const context = await browser.newContext({ viewport: VIEWPORT })
  await context.addInitScript({ content: KEEP_NAMES_SHIM })
  await context.addInitScript(installProbe)
  const page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text())
  })

  console.log(
    `\nMeasuring ${scenarios.length} kinds of change on ${thousands(teachers.length)} teachers: ${options.warmup} warm-up + ${options.runs} timed runs each…`,
  )
  const loads: number[] = []
  const results: ScenarioResult[] = []
  for (const scenario of scenarios) {
    const firstResultsAt = await openStart(page, appUrl, scenario)
    if (firstResultsAt !== null) loads.push(firstResultsAt)
    const result = await measureScenario(page, scenario, options)
    results.push(result)
    const s = stats(result.samples.map((x) => x.totalMs))!
    console.log(`  ${scenario.label}: median ${ms(s.median)} ms, p95 ${ms(s.p95)} ms`)
  }

  printResults(results, options)
  console.log(
    `\n  database: ${thousands(teachers.length)} teachers (sample data + ${thousands(options.teachers)} generated)`,
  )
  console.log(`  machine: ${machineDescription()}`)
  console.log(`  Chromium ${browser.version()}; load average (1 min) at the end: ${loadAverage()}`)
  if (loads.length > 0) {
    console.log(
      `  first results after opening a /teachers URL (navigation start → count in the DOM): ${ms(loads[0]!)} ms the first time (cold cache), then ${loads
        .slice(1)
        .map((v) => ms(v))
        .join(', ')} ms`,
    )
  }
  for (const r of results) console.log(`  ${r.scenario.label}: ${r.scenario.description}`)
  for (const note of skipped) console.log(`  skipped ${note}`)
  const extra = results.filter((r) => r.extraRequests > 0)
  for (const r of extra) {
    console.log(`  note: ${r.scenario.label}: ${r.extraRequests} runs sent more than one request`)
  }
  if (pageErrors.length > 0) {
    console.log(`  the page logged ${pageErrors.length} errors, e.g.: ${pageErrors.slice(0, 3).join(' | ')}`)
  }
  if (options.keep) console.log(`\nTemporary directory kept: ${runDir}`)
}

try {
  await main()
} catch (error) {
  if (!isInterrupted()) {
    console.error(error instanceof BenchError ? `\nbench-filter: ${error.message}` : error)
    process.exitCode = 1
  }
} finally {
  await cleanup()
}

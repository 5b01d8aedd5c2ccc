/**
 * `npm run bench:vitals`: Lighthouse's scores and web vitals for each kind of public page, and how
 * the page's LCP compares with the same prerendered HTML served without any JavaScript. It starts
 * the site as a visitor meets it (scripts/site-under-test.ts), audits every route with Lighthouse
 * (mobile, simulated throttling: its defaults), then audits a script-free copy of the route's
 * prerendered file from a second static server. A figure script: it prints the figures, marks the
 * ones that miss their targets and lists the audits behind them; it exits non-zero only when it
 * could not measure.
 *
 *   --runs N        Lighthouse runs per page and per variant (default 1); figures are medians
 *   --routes a,b    only these paths (default: one of each public page type)
 *   --json          print the raw figures as JSON instead of the tables
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath, chromiumProblem } from './check-chromium.ts'
import { startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts'
import { startStaticServer, type StaticServer } from './static-server.ts'

const DEFAULT_ROUTES = [
  '/',
  '/teachers',
  '/studios',
  '/teacher/ana-reyes',
  '/studio/casa-prana-yoga',
  '/about',
  '/join',
  '/contact',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

const TARGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  lcpRatio: 1.1,
}
const MISS = '✗'

/** What one Lighthouse run yields: scores 0-100, times in ms. */
interface Figures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  speedIndexMs: number
  /** The unthrottled load as the browser saw it; the scores use the simulated values above. */
  observedFcpMs: number
  observedLcpMs: number
  /** Lighthouse's CPU benchmark of this machine at the time of the run (higher is faster). */
  benchmarkIndex: number
}

interface AuditNote {
  category: Category
  id: string
  title: string
  score: number | null
  displayValue?: string
  details: string[]
}

interface RouteReport {
  route: string
  app: Figures[]
  static: Figures[]
  median?: { app: Figures; static: Figures; lcpRatio: number }
  misses: string[]
  /** From the app run with the median performance score. */
  failingAudits: AuditNote[]
  /** What Lighthouse chose as the largest contentful paint in the static copy, for comparison. */
  staticLcpElement?: string[]
  error?: string
}

class UsageError extends Error {}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      routes: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  })
  if (!/^\d+$/.test(values.runs) || Number(values.runs) < 1)
    throw new UsageError(`--runs needs a whole number >= 1, got "${values.runs}"`)
  const routes = values.routes
    ? values.routes
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean)
    : DEFAULT_ROUTES
  for (const route of routes) {
    if (!route.startsWith('/')) throw new UsageError(`--routes takes paths starting with /, got "${route}"`)
  }
  if (routes.length === 0) throw new UsageError('--routes is empty')
  return { runs: Number(values.runs), routes, json: values.json }
}

/** The prerendered file that answers `route` (scripts/static-server.ts's rule). */
function prerenderedFile(clientDir: string, route: string): string {
  return path.join(clientDir, decodeURIComponent(route), 'index.html')
}

/**
 * The page as plain HTML: no hydration, no route modules, so its LCP is what the markup and CSS
 * alone can do: the yardstick for what the app's JavaScript costs.
 */
export function stripScripts(html: string): string {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, '')
  if (/<script\b/i.test(stripped) || /rel=["']?modulepreload/i.test(stripped))
    throw new Error('a <script> or modulepreload survived stripping: the markup is not what was expected')
  return stripped
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    cls: pick('cls'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    speedIndexMs: pick('speedIndexMs'),
    observedFcpMs: pick('observedFcpMs'),
    observedLcpMs: pick('observedLcpMs'),
    benchmarkIndex: pick('benchmarkIndex'),
  }
}

function categoryScore(lhr: Result, id: Category): number {
  const score = lhr.categories[id]?.score
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${id} score`)
  return Math.round(score * 100)
}

function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}`)
  return value
}

function observed(lhr: Result, key: string): number {
  const details = lhr.audits.metrics?.details
  const item = details?.type === 'debugdata' ? details.items?.[0] : undefined
  const value: unknown = isRecord(item) ? item[key] : undefined
  return typeof value === 'number' ? value : Number.NaN
}

function figuresOf(lhr: Result): Figures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    speedIndexMs: metric(lhr, 'speed-index'),
    observedFcpMs: observed(lhr, 'observedFirstContentfulPaint'),
    observedLcpMs: observed(lhr, 'observedLargestContentfulPaint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

// ---------------------------------------------------------------------------
// Audit details, reduced to a few lines a developer can act on

function shorten(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function formatMs(ms: number): string {
  if (ms < 10_000) return `${Math.round(ms)} ms`
  if (ms < 120_000) return `${(ms / 1000).toFixed(1)} s`
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`
  return `${Math.round(ms / 3_600_000)} h`
}

/** One table cell as text; audit details are loosely typed (a union of many value shapes). */
function describeValue(value: unknown, valueType?: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number') {
    if (valueType === 'bytes') return `${(value / 1024).toFixed(1)} KiB`
    if (valueType === 'ms' || valueType === 'timespanMs') return formatMs(value)
    return Number.isInteger(value) ? String(value) : value.toFixed(3)
  }
  if (!isRecord(value)) return null
  switch (value.type) {
    case 'node': {
      const snippet = typeof value.snippet === 'string' ? value.snippet : ''
      const selector = typeof value.selector === 'string' ? value.selector : ''
      return [snippet, selector && `(${selector})`].filter(Boolean).join(' ') || null
    }
    case 'url':
    case 'source-location':
      return typeof value.url === 'string' ? value.url : null
    case 'code':
    case 'text':
      return typeof value.value === 'string' ? value.value : null
    case 'link':
      return typeof value.text === 'string' ? value.text : null
    case 'numeric':
      return typeof value.value === 'number' ? describeValue(value.value, valueType) : null
    default:
      return null
  }
}

interface Column {
  key: string
  label: string
  valueType?: unknown
}

/** A row as "first cell · Label value · …", the way Lighthouse's report reads. */
function describeItem(item: Record<string, unknown>, columns: Column[]): string {
  const parts: string[] = []
  columns.forEach(({ key, label, valueType }, index) => {
    const text = describeValue(item[key], valueType)
    if (text) parts.push(index === 0 || !label ? text : `${label} ${text}`)
  })
  const keys = columns.map((column) => column.key)
  if (typeof item.wastedMs === 'number' && !keys.includes('wastedMs'))
    parts.push(`saves ${formatMs(item.wastedMs)}`)
  if (typeof item.wastedBytes === 'number' && !keys.includes('wastedBytes'))
    parts.push(`saves ${(item.wastedBytes / 1024).toFixed(1)} KiB`)
  return shorten(parts.join(' · '), 200)
}

/** Up to `limit` lines from an audit's details table (or each table of a list). */
function describeDetails(details: unknown, limit = 4): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return []
  if (details.type === 'list') return details.items.flatMap((item) => describeDetails(item, limit))
  const headings = Array.isArray(details.headings) ? details.headings.filter(isRecord) : []
  const columns: Column[] = headings
    .filter((heading) => typeof heading.key === 'string')
    .map((heading) => ({
      key: String(heading.key),
      label: typeof heading.label === 'string' ? heading.label : '',
      valueType: heading.valueType,
    }))
  const items = details.items.filter(isRecord)
  const lines = items
    .slice(0, limit)
    .map((item) =>
      describeItem(
        item,
        columns.length > 0 ? columns : Object.keys(item).map((key) => ({ key, label: key })),
      ),
    )
  if (items.length > limit) lines.push(`… and ${items.length - limit} more`)
  return lines.filter(Boolean)
}

function note(lhr: Result, category: Category, id: string): AuditNote | null {
  const audit = lhr.audits[id]
  if (!audit) return null
  return {
    category,
    id,
    title: audit.title,
    score: audit.score,
    ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
    details: describeDetails(audit.details),
  }
}

/** Audits scored below 1 in accessibility, best practices and SEO. */
function failingCategoryAudits(lhr: Result, category: Exclude<Category, 'performance'>): AuditNote[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.group !== 'hidden')
    .filter((ref) => {
      const score = lhr.audits[ref.id]?.score
      return score !== null && score !== undefined && score < 1
    })
    .map((ref) => note(lhr, category, ref.id))
    .filter((audit): audit is AuditNote => audit !== null)
}

/**
 * What is behind a performance miss: the metrics that score poorly, what the LCP element is and
 * when its phases end, the layout shifts, then the opportunities and diagnostics that fail,
 * the ones promising the most LCP/TBT/CLS first.
 */
function performanceAudits(lhr: Result): AuditNote[] {
  const refs = lhr.categories.performance?.auditRefs ?? []
  const notes: AuditNote[] = []
  for (const ref of refs.filter((r) => r.group === 'metrics' && r.weight > 0)) {
    const score = lhr.audits[ref.id]?.score
    if (score !== null && score !== undefined && score < 0.9) {
      const metricNote = note(lhr, 'performance', ref.id)
      if (metricNote) notes.push(metricNote)
    }
  }
  for (const id of ['largest-contentful-paint-element', 'layout-shifts']) {
    const explained = note(lhr, 'performance', id)
    if (explained && (explained.details.length > 0 || (explained.score ?? 1) < 1)) notes.push(explained)
  }
  const savings = (id: string) => {
    const metricSavings = lhr.audits[id]?.metricSavings ?? {}
    return (
      (metricSavings.LCP ?? 0) +
      (metricSavings.TBT ?? 0) +
      (metricSavings.FCP ?? 0) +
      (metricSavings.CLS ?? 0) * 1000
    )
  }
  const failing = refs
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => ref.id)
    .filter((id) => !['largest-contentful-paint-element', 'layout-shifts'].includes(id))
    .filter((id) => {
      const score = lhr.audits[id]?.score
      return score !== null && score !== undefined && score < 1
    })
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 8)
  for (const id of failing) {
    const diagnostic = note(lhr, 'performance', id)
    if (diagnostic) notes.push(diagnostic)
  }
  return notes
}

// ---------------------------------------------------------------------------
// Running Lighthouse

/** Which Lighthouse and browser produced the figures, from the first report. */
let environment: string | undefined

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0] ?? 'Chromium'
  environment ??= `Lighthouse ${lhr.lighthouseVersion}, ${browser}`
  return lhr
}

function missesOf(app: Figures, lcpRatio: number): string[] {
  const misses: string[] = []
  if (app.performance < TARGETS.performance) misses.push('performance')
  if (app.accessibility < TARGETS.accessibility) misses.push('accessibility')
  if (app.bestPractices < TARGETS.bestPractices) misses.push('bestPractices')
  if (app.seo < TARGETS.seo) misses.push('seo')
  if (app.cls > TARGETS.cls) misses.push('cls')
  if (lcpRatio > TARGETS.lcpRatio) misses.push('lcpRatio')
  return misses
}

const log = (line: string) => process.stderr.write(`${line}\n`)

async function measureRoute(
  route: string,
  runs: number,
  appUrl: string,
  staticUrl: string,
  chromePort: number,
): Promise<RouteReport> {
  const report: RouteReport = { route, app: [], static: [], misses: [], failingAudits: [] }
  const appResults: Result[] = []
  const staticResults: Result[] = []
  // App and static copy alternate so that a busier moment of the machine hits both alike.
  for (let run = 1; run <= runs; run++) {
    for (const [variant, base, results, figures] of [
      ['app', appUrl, appResults, report.app],
      ['static', staticUrl, staticResults, report.static],
    ] as const) {
      const lhr = await audit(new URL(route, base).href, chromePort)
      const measured = figuresOf(lhr)
      results.push(lhr)
      figures.push(measured)
      log(
        `  ${route} ${variant} run ${run}/${runs}: performance ${measured.performance}, ` +
          `LCP ${Math.round(measured.lcpMs)} ms, CLS ${measured.cls.toFixed(3)}` +
          (lhr.runWarnings.length > 0 ? `; warnings: ${lhr.runWarnings.join(' | ')}` : ''),
      )
    }
  }
  const app = medianFigures(report.app)
  const staticFigures = medianFigures(report.static)
  const lcpRatio = app.lcpMs / staticFigures.lcpMs
  report.median = { app, static: staticFigures, lcpRatio }
  report.misses = missesOf(app, lcpRatio)
  if (report.misses.length > 0) {
    // The run nearest the median performance score stands for the page's audits.
    const representative = appResults.reduce((best, lhr) =>
      Math.abs(categoryScore(lhr, 'performance') - app.performance) <
      Math.abs(categoryScore(best, 'performance') - app.performance)
        ? lhr
        : best,
    )
    const needs = new Set(report.misses)
    if (needs.has('performance') || needs.has('cls') || needs.has('lcpRatio'))
      report.failingAudits.push(...performanceAudits(representative))
    if (needs.has('accessibility'))
      report.failingAudits.push(...failingCategoryAudits(representative, 'accessibility'))
    if (needs.has('bestPractices'))
      report.failingAudits.push(...failingCategoryAudits(representative, 'best-practices'))
    if (needs.has('seo')) report.failingAudits.push(...failingCategoryAudits(representative, 'seo'))
    const staticLhr = staticResults[0]
    if (needs.has('lcpRatio') && staticLhr)
      report.staticLcpElement = describeDetails(staticLhr.audits['largest-contentful-paint-element']?.details)
  }
  return report
}

// ---------------------------------------------------------------------------
// Printing

function table(header: string[], rows: string[][], alignLeft: number[] = [0]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const format = (row: string[]) =>
    `| ${row
      .map((cell, column) =>
        alignLeft.includes(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join(' | ')} |`
  const rule = `| ${widths.map((width, column) => (alignLeft.includes(column) ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`
  return [format(header), rule, ...rows.map(format)].join('\n')
}

function printTables(reports: RouteReport[], runs: number, environment: string): void {
  const mark = (text: string, missed: boolean) => (missed ? `${text} ${MISS}` : text)
  const rows = reports.map((report) => {
    const m = report.median
    if (!m)
      return [
        report.route,
        `error: ${shorten(report.error ?? 'not measured', 80)}`,
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ]
    const missed = new Set(report.misses)
    return [
      report.route,
      mark(String(Math.round(m.app.performance)), missed.has('performance')),
      mark(String(Math.round(m.app.accessibility)), missed.has('accessibility')),
      mark(String(Math.round(m.app.bestPractices)), missed.has('bestPractices')),
      mark(String(Math.round(m.app.seo)), missed.has('seo')),
      mark(m.app.cls.toFixed(3), missed.has('cls')),
      String(Math.round(m.app.lcpMs)),
      String(Math.round(m.static.lcpMs)),
      mark(m.lcpRatio.toFixed(2), missed.has('lcpRatio')),
    ]
  })
  console.log('')
  console.log(
    `Web vitals: Lighthouse, mobile, simulated throttling; ${runs === 1 ? '1 run' : `median of ${runs} runs`} per page and variant; ${environment}`,
  )
  console.log('')
  console.log(
    table(
      ['Route', 'Perf', 'A11y', 'Best pr.', 'SEO', 'CLS', 'LCP app (ms)', 'LCP static (ms)', 'App/static'],
      rows,
    ),
  )
  console.log('')
  console.log(
    `Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.accessibility}; ` +
      `CLS ≤ ${TARGETS.cls}; LCP ≤ ${TARGETS.lcpRatio}× static. ${MISS} = misses its target.`,
  )

  const failing = reports.filter((report) => report.misses.length > 0)
  if (failing.length === 0) {
    console.log('Every measured figure meets its target.')
    return
  }
  console.log('')
  console.log(`Failing audits${runs > 1 ? ' (from the app run with the median performance score)' : ''}:`)
  const names: Record<Category, string> = {
    performance: 'performance',
    accessibility: 'accessibility',
    'best-practices': 'best practices',
    seo: 'SEO',
  }
  for (const report of failing) {
    console.log('')
    console.log(`${report.route} (misses: ${report.misses.join(', ')})`)
    if (report.median) {
      const { app, static: plain } = report.median
      const ms = (value: number) => (Number.isNaN(value) ? '?' : String(Math.round(value)))
      console.log(
        `  simulated (ms): app FCP ${ms(app.fcpMs)}, LCP ${ms(app.lcpMs)}, TBT ${ms(app.tbtMs)}, SI ${ms(app.speedIndexMs)}; ` +
          `static FCP ${ms(plain.fcpMs)}, LCP ${ms(plain.lcpMs)}`,
      )
      console.log(
        `  observed, unthrottled (ms): app FCP ${ms(app.observedFcpMs)}, LCP ${ms(app.observedLcpMs)}; ` +
          `static FCP ${ms(plain.observedFcpMs)}, LCP ${ms(plain.observedLcpMs)}`,
      )
    }
    for (const finding of report.failingAudits) {
      const score = finding.score === null ? 'n/a' : String(Math.round(finding.score * 100))
      const value = finding.displayValue ? ` — ${finding.displayValue}` : ''
      console.log(`  [${names[finding.category]}] ${finding.id}: ${finding.title} (score ${score})${value}`)
      for (const line of finding.details) console.log(`      ${line}`)
    }
    if (report.staticLcpElement && report.staticLcpElement.length > 0) {
      console.log('  static copy: largest-contentful-paint-element')
      for (const line of report.staticLcpElement) console.log(`      ${line}`)
    }
  }
}

// ---------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseOptions()
  const problem = chromiumProblem()
  if (problem) throw new UsageError(problem)

  const cleanups: { name: string; close: () => Promise<void> }[] = []
  let cleaning: Promise<void> | null = null
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const { name, close } of cleanups.reverse()) {
        await close().catch((error: unknown) => log(`could not close ${name}: ${String(error)}`))
      }
    })())
  const onSignal = (signal: NodeJS.Signals) => {
    log(`\n${signal}: closing Chromium, the servers and the site...`)
    void cleanup().then(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  try {
    log('Starting the site (fresh backend with seed data, build, static server)...')
    const site: SiteUnderTest = await startSiteUnderTest()
    cleanups.push({ name: 'the site', close: () => site.close() })

    // A copy of the client folder, so the stylesheet, favicon and images resolve as they do in
    // the app; inside the build folder, which site.close() removes.
    const clientDir = path.join(site.buildDir, 'client')
    const staticDir = path.join(site.buildDir, 'client-without-scripts')
    cpSync(clientDir, staticDir, { recursive: true })
    const unprerendered = new Set<string>()
    for (const route of options.routes) {
      const file = prerenderedFile(clientDir, route)
      if (!existsSync(file)) {
        unprerendered.add(route)
        continue
      }
      writeFileSync(prerenderedFile(staticDir, route), stripScripts(readFileSync(file, 'utf8')))
    }
    const staticServer: StaticServer = await startStaticServer(staticDir, 0, '127.0.0.1')
    cleanups.push({ name: 'the static copy server', close: () => staticServer.close() })

    const chrome: LaunchedChrome = await launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
      // Ctrl-C is ours to handle: the site and servers must close too.
      handleSIGINT: false,
    })
    cleanups.push({ name: 'Chromium', close: async () => chrome.kill() })

    log(`App ${site.appUrl}, static copy ${staticServer.url}, backend ${site.backendUrl}`)
    const reports: RouteReport[] = []
    for (const route of options.routes) {
      log(`Auditing ${route}...`)
      if (unprerendered.has(route)) {
        reports.push({
          route,
          app: [],
          static: [],
          misses: [],
          failingAudits: [],
          error: `no prerendered file ${path.relative(site.buildDir, prerenderedFile(clientDir, route))}`,
        })
        log(`  ${route}: not prerendered, skipped`)
        continue
      }
      try {
        reports.push(await measureRoute(route, options.runs, site.appUrl, staticServer.url, chrome.port))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        log(`  ${route}: could not measure: ${message}`)
        reports.push({ route, app: [], static: [], misses: [], failingAudits: [], error: message })
      }
    }

    const first = reports.find((report) => report.median)
    const benchmark = first?.median
      ? `, CPU benchmark index ${Math.round(first.median.app.benchmarkIndex)}`
      : ''
    const measuredWith = `${environment ?? 'Lighthouse (no report)'}${benchmark}`
    if (options.json) {
      console.log(
        JSON.stringify(
          { environment: measuredWith, runs: options.runs, targets: TARGETS, routes: reports },
          null,
          2,
        ),
      )
    } else {
      printTables(reports, options.runs, measuredWith)
    }
    return reports.some((report) => report.error) ? 1 : 0
  } finally {
    await cleanup()
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
}

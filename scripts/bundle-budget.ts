/**
 * How much JavaScript a signed-out visitor downloads when opening each public page, against the
 * bundle budget (docs/performance.md).
 *
 *   npm run budget              # table; exit 1 if a route is above the hard limit
 *   npm run budget -- --json    # the same figures, with every file, as JSON
 *   npm run budget -- --limit 150
 *
 * It starts the site with startSiteUnderTest() (fresh local backend with the seed data, production
 * build against it, served like a CDN with gzip), then opens each route of PUBLIC_ROUTES in headless
 * Chromium, each in a fresh browser context, and waits for the network to be idle. Per route:
 *
 *   - JS on opening: the body bytes, as sent (gzip), of every JavaScript response the page received.
 *   - First render: the .js files the route's prerendered HTML names, each gzipped at level 9 from
 *     the build folder: what the browser must download before the page can render.
 *
 * The status follows JS on opening: above TARGET_KB a warning, above the hard limit (LIMIT_KB or
 * --limit) exit code 1, which fails `npm test`.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'
import { APP_MODULES_ID, type AppModules } from '../src/app/scripts-after-first-paint.ts'
import { CHROMIUM_ARGS, chromiumPath, chromiumProblem } from './check-chromium.ts'
import type { SiteUnderTest } from './site-under-test.ts'
import { resolveFile, SPA_FALLBACK } from './static-server.ts'

/** JS on opening per route, KB gzip: above it, a warning. */
export const TARGET_KB = 120
/** JS on opening per route, KB gzip: above it, `npm run budget` exits 1. */
export const LIMIT_KB = 140

/**
 * The public pages, one seeded profile of each kind, a landing page the sample data prerenders,
 * and a URL that no route matches.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/teachers',
  '/teacher/ana-reyes',
  '/teachers/style/yin-yoga',
  '/studios',
  '/studio/casa-prana-yoga',
  '/studios/apply',
  '/join',
  '/about',
  '/why-choose-us',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/thank-you',
  '/application-status',
  '/no-such-page',
]

/**
 * Chunks public pages are meant to load only later (on scroll, on interaction, or the full Supabase
 * client for signed-in work) or never (the admin area's own chunk, vite.config.ts): one of them on
 * opening is a regression worth naming, even within budget.
 */
export const DEFERRED_CHUNK_PATTERNS: readonly RegExp[] = [
  /(^|\/)supabase-[^/]*\.js$/,
  /image-carousel/,
  /framer/,
  /(^|\/)admin-area-[^/]*\.js$/,
]

// ---------------------------------------------------------------------------------------------
// Pure part (tests/backend/bundle-budget.test.ts).
// ---------------------------------------------------------------------------------------------

export type RouteStatus = 'ok' | 'OVER TARGET' | 'FAIL'

/**
 * KB of 1024 bytes, one decimal, rounded up: a route one byte over a limit reads above it (140.1),
 * never as the limit itself. (bytes × 10 / 1024 is exact in floating point: 1024 is a power of 2.)
 */
export function toKb(bytes: number): number {
  return Math.ceil((bytes * 10) / 1024) / 10
}

/**
 * Decided on the printed KB, which is rounded up, so the status always agrees with the printed
 * figure and is exact: above 140 KB means above 143,360 bytes.
 */
export function statusFor(kb: number, targetKb: number = TARGET_KB, limitKb: number = LIMIT_KB): RouteStatus {
  if (kb > limitKb) return 'FAIL'
  if (kb > targetKb) return 'OVER TARGET'
  return 'ok'
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    attributes,
  )
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null
}

/**
 * The script URLs an HTML page names, each once: `<link rel="modulepreload">` first, then
 * `<script src>` and the specifiers inline module scripts import (React Router's hydration script
 * imports the route modules that way), and the modules our prerendered pages list for after their
 * first paint.
 */
export function scriptUrlsFromHtml(html: string): string[] {
  const urls = new Set<string>()
  const source = html.replace(/<!--[\s\S]*?-->/g, '')
  for (const [, attributes = ''] of source.matchAll(/<link\b([^>]*)>/gi)) {
    const rel = attribute(attributes, 'rel')?.toLowerCase().split(/\s+/) ?? []
    const href = attribute(attributes, 'href')
    if (href && rel.includes('modulepreload')) urls.add(href)
  }
  for (const [, attributes = '', code = ''] of source.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    const src = attribute(attributes, 'src')
    if (src) {
      urls.add(src)
      continue
    }
    const type = attribute(attributes, 'type')?.toLowerCase()
    if (type === 'module') for (const url of importsOf(code)) urls.add(url)
    // The modules a prerendered page starts after its first paint (src/app/scripts-after-first-paint.ts).
    if (type === 'application/json' && attribute(attributes, 'id') === APP_MODULES_ID) {
      const modules = JSON.parse(code) as AppModules
      for (const url of [...modules.preloads, ...importsOf(modules.module)]) urls.add(url)
    }
    // Anything else (JSON-LD and the like) is data.
  }
  return [...urls]
}

/** The specifiers a module's code imports, statically or dynamically. */
function importsOf(code: string): string[] {
  const imports = /\bimport\s*(?:\(\s*|[\w*{}\s,$]+?\s*from\s*)?(["'])([^"']+)\1/g
  return [...code.matchAll(imports)].flatMap(([, , url]) => (url ? [url] : []))
}

/** A response is JavaScript when the browser loaded it as a script, or by its type or extension. */
export function isJavaScript(resourceType: string, url: string, contentType: string | undefined): boolean {
  if (resourceType === 'script') return true
  if (contentType && /\b(java|ecma)script\b/i.test(contentType)) return true
  try {
    return /\.m?js$/i.test(new URL(url).pathname)
  } catch {
    return false
  }
}

/** The path of a URL of the app (as printed), the whole URL for another origin. */
export function displayName(url: string, appUrl: string): string {
  const parsed = new URL(url, appUrl)
  return parsed.origin === new URL(appUrl).origin ? parsed.pathname : parsed.href
}

export interface JsFile {
  /** Path for the app's own files, full URL for another origin. */
  file: string
  /** Gzip bytes (body only, no HTTP headers). */
  bytes: number
}

export interface RouteMeasurement {
  route: string
  /** Every JavaScript response received until the network was idle, each URL once. */
  opening: readonly JsFile[]
  /** The .js files named by the HTML served for the route. */
  firstRender: readonly JsFile[]
  /** What makes the figures doubtful: page errors, scripts that failed or weren't JavaScript. */
  problems: readonly string[]
}

export interface RouteFigures {
  route: string
  openingBytes: number
  openingKb: number
  firstRenderBytes: number
  firstRenderKb: number
  status: RouteStatus
  /** Files of the opening that match DEFERRED_CHUNK_PATTERNS. */
  deferredChunks: string[]
  problems: string[]
  openingFiles: JsFile[]
  firstRenderFiles: JsFile[]
}

export interface BudgetReport {
  targetKb: number
  limitKb: number
  routes: RouteFigures[]
  /** The route with the most JS on opening, null when none was measured. */
  largest: string | null
  /** No route above the hard limit. */
  ok: boolean
}

const total = (files: readonly JsFile[]) => files.reduce((sum, f) => sum + f.bytes, 0)
const bySizeDesc = (files: readonly JsFile[]) => [...files].sort((a, b) => b.bytes - a.bytes)

export function buildReport(
  measurements: readonly RouteMeasurement[],
  targetKb: number = TARGET_KB,
  limitKb: number = LIMIT_KB,
): BudgetReport {
  const routes = measurements.map((m): RouteFigures => {
    const openingBytes = total(m.opening)
    const firstRenderBytes = total(m.firstRender)
    return {
      route: m.route,
      openingBytes,
      openingKb: toKb(openingBytes),
      firstRenderBytes,
      firstRenderKb: toKb(firstRenderBytes),
      status: statusFor(toKb(openingBytes), targetKb, limitKb),
      deferredChunks: m.opening
        .map((f) => f.file)
        .filter((file) => DEFERRED_CHUNK_PATTERNS.some((pattern) => pattern.test(file))),
      problems: [...m.problems],
      openingFiles: bySizeDesc(m.opening),
      firstRenderFiles: bySizeDesc(m.firstRender),
    }
  })
  let largest: RouteFigures | null = null
  for (const r of routes) if (!largest || r.openingBytes > largest.openingBytes) largest = r
  return {
    targetKb,
    limitKb,
    routes,
    largest: largest?.route ?? null,
    ok: routes.every((r) => r.status !== 'FAIL'),
  }
}

function alignedTable(header: string[], rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.has(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)]
}

export function formatReport(report: BudgetReport): string {
  const kb = (value: number) => value.toFixed(1)
  const out = [
    'JavaScript per public route for a signed-out visitor, gzip, KB of 1024 bytes',
    `(target ${report.targetKb} KB, hard limit ${report.limitKb} KB on JS on opening)`,
    '',
    ...alignedTable(
      ['Route', 'JS on opening KB gz', 'First render KB gz', 'Status'],
      report.routes.map((r) => [r.route, kb(r.openingKb), kb(r.firstRenderKb), r.status]),
      new Set([1, 2]),
    ),
  ]

  const largest = report.routes.find((r) => r.route === report.largest)
  if (largest) {
    const width = Math.max(...largest.openingFiles.map((f) => f.file.length))
    out.push('', `Largest: ${largest.route}, ${largest.openingFiles.length} JS files on opening:`)
    for (const f of largest.openingFiles) {
      out.push(`  ${f.file.padEnd(width)}  ${kb(toKb(f.bytes)).padStart(5)} KB`)
    }
  }

  const notes = report.routes.flatMap((r) => [
    ...(r.deferredChunks.length > 0
      ? [`${r.route}: loads on opening what should load later: ${r.deferredChunks.join(', ')}`]
      : []),
    ...r.problems.map((problem) => `${r.route}: ${problem}`),
  ])
  if (notes.length > 0) out.push('', 'Notes:', ...notes.map((note) => `  ${note}`))

  const named = (status: RouteStatus) =>
    report.routes
      .filter((r) => r.status === status)
      .map((r) => `${r.route} (${kb(r.openingKb)} KB)`)
      .join(', ')
  out.push('')
  if (named('FAIL')) out.push(`FAIL: above the hard limit of ${report.limitKb} KB: ${named('FAIL')}`)
  if (named('OVER TARGET'))
    out.push(`Warning: above the ${report.targetKb} KB target: ${named('OVER TARGET')}`)
  if (!named('FAIL') && !named('OVER TARGET')) out.push(`OK: every route is within ${report.targetKb} KB.`)
  return out.join('\n')
}

export const USAGE = `Usage: npm run budget -- [options]

  --json       print the figures, with every JS file, as JSON
  --limit N    hard limit per route in KB gzip (default ${LIMIT_KB}); exit 1 above it
  -h, --help   show this help`

export interface CliOptions {
  json: boolean
  limitKb: number
  help: boolean
}

export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      json: { type: 'boolean', default: false },
      limit: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  })
  const limitKb = values.limit === undefined ? LIMIT_KB : Number(values.limit)
  if (
    values.limit !== undefined &&
    (values.limit.trim() === '' || !(limitKb > 0) || !Number.isFinite(limitKb))
  ) {
    throw new Error(`--limit must be a positive number of KB, got "${values.limit}"`)
  }
  return { json: values.json, limitKb, help: values.help }
}

// ---------------------------------------------------------------------------------------------
// Measurement.
// ---------------------------------------------------------------------------------------------

/** The first-render files of `route`, from the HTML the static server would answer with. */
async function firstRenderFiles(clientDir: string, route: string): Promise<JsFile[]> {
  const htmlFile = (await resolveFile(clientDir, route)) ?? path.join(clientDir, SPA_FALLBACK)
  const base = new URL(route, 'http://app.invalid')
  const files: JsFile[] = []
  for (const url of scriptUrlsFromHtml(readFileSync(htmlFile, 'utf8'))) {
    const resolved = new URL(url, base)
    if (resolved.origin !== base.origin)
      throw new Error(`${htmlFile} names a script on another origin: ${url}`)
    if (!/\.m?js$/.test(resolved.pathname)) continue
    const source = readFileSync(path.join(clientDir, decodeURIComponent(resolved.pathname)))
    files.push({
      file: resolved.pathname,
      bytes: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
    })
  }
  return files
}

async function measureRoute(browser: Browser, site: SiteUnderTest, route: string): Promise<RouteMeasurement> {
  const pageUrl = new URL(route, site.appUrl).href
  const problems: string[] = []
  // A new context has an empty cache, cookies and storage: a first visit, signed out.
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // The default buffer of 250 entries would silently drop files past it.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000))
    const scripts = new Map<string, Response>()
    page.on('response', (response) => {
      const contentType = response.headers()['content-type']
      if (!isJavaScript(response.request().resourceType(), response.url(), contentType)) return
      if (!scripts.has(response.url())) scripts.set(response.url(), response)
      if (!response.ok() || !/\b(java|ecma)script\b/i.test(contentType ?? '')) {
        problems.push(
          `${displayName(response.url(), site.appUrl)} answered ${response.status()} ${contentType ?? ''}`,
        )
      }
    })
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'script')
        problems.push(`${request.url()} failed: ${request.failure()?.errorText}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

    const document = await page.goto(pageUrl, { waitUntil: 'networkidle', timeout: 60_000 })
    if (!document?.ok()) throw new Error(`${route} answered ${document?.status() ?? 'nothing'}`)

    // Resource Timing's encodedBodySize is the body as received, still gzipped, without the HTTP
    // headers and without the chunked transfer framing that Playwright's responseBodySize (from
    // CDP's encodedDataLength) includes: a few bytes per file, the exact figure is cheap.
    const encodedSizes = new Map(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .flatMap((entry): [string, number][] =>
            entry instanceof PerformanceResourceTiming ? [[entry.name, entry.encodedBodySize]] : [],
          ),
      ),
    )
    const opening: JsFile[] = []
    for (const [url, response] of scripts) {
      // Another origin hides the size from Resource Timing unless it sends Timing-Allow-Origin.
      const bytes = encodedSizes.get(url) || (await response.request().sizes()).responseBodySize
      opening.push({ file: displayName(url, site.appUrl), bytes })
    }
    const firstRender = await firstRenderFiles(path.join(site.buildDir, 'client'), route)
    return { route, opening, firstRender, problems }
  } finally {
    await context.close()
  }
}

let stopping = false

async function main(): Promise<number> {
  let options: CliOptions
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  const problem = chromiumProblem()
  if (problem) {
    console.error(problem)
    return 1
  }

  let site: SiteUnderTest | undefined
  let browser: Browser | undefined
  const cleanup = async () => {
    await browser?.close().catch(() => {})
    await site?.close().catch(() => {})
  }
  // Ctrl-C must still stop the backend and delete the temporary build.
  const interrupted = () => {
    // Closing the browser makes the current page.goto() reject: not an error worth printing.
    stopping = true
    void cleanup().finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  try {
    // Progress on stderr keeps --json parseable. Imported here so that the unit tests of the pure
    // part load neither the backend nor Playwright.
    console.error('Starting the site (fresh backend, production build, static server)...')
    const { startSiteUnderTest } = await import('./site-under-test.ts')
    site = await startSiteUnderTest()
    const { chromium } = await import('@playwright/test')
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      // Playwright's own handlers would kill the browser and exit before the site is stopped.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    })
    console.error(
      `Opening ${PUBLIC_ROUTES.length} routes at ${site.appUrl} in Chromium ${browser.version()}...`,
    )
    const measurements: RouteMeasurement[] = []
    for (const route of PUBLIC_ROUTES) measurements.push(await measureRoute(browser, site, route))
    const report = buildReport(measurements, TARGET_KB, options.limitKb)
    console.log(options.json ? JSON.stringify(report, null, 2) : formatReport(report))
    return report.ok ? 0 : 1
  } finally {
    await cleanup()
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      if (stopping) return
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
      process.exitCode = 1
    },
  )
}

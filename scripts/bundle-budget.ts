/**
 * Checks the first-load JavaScript of every public route against the bundle budget. Run:
 *
 *   npm run budget              # table; exit 1 if a route is above the hard limit
 *   npm run budget -- --json    # the same figures as JSON
 *   npm run budget -- --limit 120
 *
 * It runs a production `vite build` (Vite's JS API, with this repository's vite.config.ts) into a
 * temporary directory, so dist/ is never touched, reads the Vite manifest (.vite/manifest.json) and,
 * for each route of PUBLIC_ROUTES, adds up what the browser must download before the page renders:
 *
 *   - the entry chunk (index.html) and every chunk it imports statically, transitively;
 *   - the route's own chunk (the manifest entry of its lazy module; none for a route bundled into
 *     the entry, such as home) and every chunk that imports statically, transitively;
 *
 * each file once, never `dynamicImports`. The size is the sum of each .js file's gzip size (zlib
 * level 9), in KB of 1024 bytes, one decimal. Above TARGET_KB is a warning; above the hard limit
 * (LIMIT_KB, or --limit) the script exits 1, which fails `npm test`. CSS is shown for information.
 *
 * A route whose module file doesn't exist yet is skipped with a note, so routes still to be built
 * can stay in the table. See docs/performance.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { constants, gzipSync } from 'node:zlib'

/** The first-load target per route, in KB gzip: above it is a warning. */
export const TARGET_KB = 100
/** The hard limit per route, in KB gzip: above it `npm run budget` (and so `npm test`) fails. */
export const LIMIT_KB = 110

export interface BudgetRoute {
  /** The URL pattern, as in src/lib/paths.ts. */
  path: string
  /** The route's module, relative to the repository root (also its Vite manifest key). */
  module: string
}

/**
 * The public routes (SPEC.md §2). The admin routes (/login, /admin...) are lazy and outside the
 * budget. Routes whose module doesn't exist yet are skipped until it does.
 */
export const PUBLIC_ROUTES: readonly BudgetRoute[] = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/teachers', module: 'src/app/routes/teachers.tsx' },
  { path: '/teacher/:slug', module: 'src/app/routes/teacher-profile.tsx' },
  { path: '/studios', module: 'src/app/routes/studios.tsx' },
  { path: '/studio/:slug', module: 'src/app/routes/studio-profile.tsx' },
  { path: '/studios/apply', module: 'src/app/routes/studio-apply.tsx' },
  { path: '/join', module: 'src/app/routes/join.tsx' },
  { path: '/about', module: 'src/app/routes/about.tsx' },
  { path: '/why-choose-us', module: 'src/app/routes/why-choose-us.tsx' },
  { path: '/contact', module: 'src/app/routes/contact.tsx' },
  { path: '/privacy-policy', module: 'src/app/routes/privacy-policy.tsx' },
  { path: '/terms-of-service', module: 'src/app/routes/terms-of-service.tsx' },
  { path: '/thank-you', module: 'src/app/routes/thank-you.tsx' },
  { path: '* (not found)', module: 'src/app/routes/not-found.tsx' },
]

/** The local backend's public defaults (as in src/lib/env.ts), so the production env check passes. */
const BUILD_ENV = {
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
} as const

// ---------------------------------------------------------------------------------------------
// The pure part: manifest -> per-route file sets -> sizes -> report (unit-tested).
// ---------------------------------------------------------------------------------------------

/** One entry of Vite's .vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[]
  /** Manifest keys of the chunks this one imports with import(): not part of a first load. */
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}

export type Manifest = Readonly<Record<string, ManifestChunk>>

export interface FileSet {
  /** The .js files, in load order (depth-first, the chunk itself first). */
  js: string[]
  css: string[]
}

/** The key of the HTML entry (`index.html`), or else of the first chunk marked `isEntry`. */
export function findEntryKey(manifest: Manifest): string {
  if (manifest['index.html']?.isEntry) return 'index.html'
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (key === undefined) throw new Error('The Vite manifest has no entry chunk (isEntry).')
  return key
}

/**
 * The manifest keys of `startKeys` and of every chunk they import statically, transitively,
 * each once, depth-first. `dynamicImports` are not followed.
 */
export function staticImportClosure(manifest: Manifest, startKeys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}".`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of startKeys) visit(key)
  return [...seen]
}

/** The .js and .css files of the given manifest keys, each file once. */
export function filesOf(manifest: Manifest, keys: readonly string[]): FileSet {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The Vite manifest has no entry "${key}".`)
    if (chunk.file.endsWith('.js')) js.add(chunk.file)
    else if (chunk.file.endsWith('.css')) css.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js: [...js], css: [...css] }
}

/**
 * The files of a route's first load: the entry and its static imports plus, when the route has
 * its own chunk (`routeKey`), that chunk and its static imports.
 */
export function firstLoadFiles(manifest: Manifest, routeKey: string | null): FileSet {
  const start = [findEntryKey(manifest)]
  if (routeKey !== null) start.push(routeKey)
  return filesOf(manifest, staticImportClosure(manifest, start))
}

export type RouteStatus = 'ok' | 'OVER TARGET' | 'FAIL'

/** Bytes to KB (1024 bytes), rounded to one decimal, as printed. */
export function toKb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10
}

/** The status of a first load of `kb` (already rounded, so the status matches the printed figure). */
export function statusFor(kb: number, targetKb: number, limitKb: number): RouteStatus {
  if (kb > limitKb) return 'FAIL'
  if (kb > targetKb) return 'OVER TARGET'
  return 'ok'
}

export interface RouteFigures {
  path: string
  module: string
  /** The route's own chunk, or null when it is bundled into the entry. */
  routeChunk: string | null
  jsFiles: string[]
  jsGzipBytes: number
  jsKb: number
  cssFiles: string[]
  cssGzipBytes: number
  cssKb: number
  status: RouteStatus
}

export interface SkippedRoute {
  path: string
  module: string
  reason: string
}

export interface BudgetReport {
  targetKb: number
  limitKb: number
  entry: {
    /** The entry chunk itself. */
    file: string
    gzipBytes: number
    kb: number
    /** The entry chunk and its static imports: what every route loads. */
    jsFiles: string[]
    jsGzipBytes: number
    jsKb: number
  }
  routes: RouteFigures[]
  skipped: SkippedRoute[]
  /** The route with the largest JS first load, or null when no route was measured. */
  largest: RouteFigures | null
  /** Whether every measured route is within the hard limit. */
  ok: boolean
}

export interface BudgetInput {
  manifest: Manifest
  routes: readonly BudgetRoute[]
  /** The gzip size of an output file (path relative to outDir, as in the manifest). */
  gzipSize: (file: string) => number
  /** Whether a route module file exists (relative to the repository root). */
  moduleExists: (module: string) => boolean
  /**
   * The source modules bundled into the entry chunk and its static imports (relative to the
   * repository root). When given, a route module that has neither its own chunk nor a place in
   * the entry is skipped as "not in the build"; when not given, such a route counts as bundled
   * into the entry.
   */
  entryModules?: ReadonlySet<string>
  targetKb?: number
  limitKb?: number
}

/** Computes every route's first-load sizes and statuses from a manifest and file sizes. */
export function computeBudget(input: BudgetInput): BudgetReport {
  const { manifest, routes, gzipSize, moduleExists, entryModules } = input
  const targetKb = input.targetKb ?? TARGET_KB
  const limitKb = input.limitKb ?? LIMIT_KB
  const sumGzip = (files: readonly string[]) => files.reduce((sum, f) => sum + gzipSize(f), 0)

  const entryKey = findEntryKey(manifest)
  const entryFile = manifest[entryKey]!.file
  const entryFiles = firstLoadFiles(manifest, null)
  const entryGzip = gzipSize(entryFile)
  const entryAllGzip = sumGzip(entryFiles.js)

  const measured: RouteFigures[] = []
  const skipped: SkippedRoute[] = []
  for (const route of routes) {
    if (!moduleExists(route.module)) {
      skipped.push({ ...route, reason: `${route.module} does not exist yet` })
      continue
    }
    const chunk = manifest[route.module]
    let routeKey: string | null = null
    if (chunk) {
      routeKey = route.module
    } else if (entryModules && !entryModules.has(route.module)) {
      skipped.push({ ...route, reason: `${route.module} is not in the build (not routed yet?)` })
      continue
    }
    const files = firstLoadFiles(manifest, routeKey)
    const jsGzipBytes = sumGzip(files.js)
    const cssGzipBytes = sumGzip(files.css)
    const jsKb = toKb(jsGzipBytes)
    measured.push({
      path: route.path,
      module: route.module,
      routeChunk: chunk ? chunk.file : null,
      jsFiles: files.js,
      jsGzipBytes,
      jsKb,
      cssFiles: files.css,
      cssGzipBytes,
      cssKb: toKb(cssGzipBytes),
      status: statusFor(jsKb, targetKb, limitKb),
    })
  }

  const largest = measured.reduce<RouteFigures | null>(
    (max, r) => (max === null || r.jsGzipBytes > max.jsGzipBytes ? r : max),
    null,
  )
  return {
    targetKb,
    limitKb,
    entry: {
      file: entryFile,
      gzipBytes: entryGzip,
      kb: toKb(entryGzip),
      jsFiles: entryFiles.js,
      jsGzipBytes: entryAllGzip,
      jsKb: toKb(entryAllGzip),
    },
    routes: measured,
    skipped,
    largest,
    ok: measured.every((r) => r.status !== 'FAIL'),
  }
}

export interface ModuleSize {
  /** The module id (usually an absolute path). */
  id: string
  /** Its rendered code length in the chunk, in bytes (before minification). */
  renderedLength: number
  /** Its rendered code, when known. */
  code?: string | null
}

export interface PackageShare {
  /** An npm package name, `app (src/)` or `other`. */
  name: string
  modules: number
  /** Its modules' rendered code, in bytes (before minification). */
  renderedBytes: number
  /** The gzip size of its rendered code compressed on its own (0 when the code is unknown). */
  gzipBytes: number
  /** Its estimated part of the measured gzip size, in bytes: see entryComposition. */
  estimatedGzipBytes: number
}

/** The npm package a module id belongs to, `app (src/)` for the app's own code, else `other`. */
export function packageOf(id: string, root?: string): string {
  const normalized = id.replaceAll('\\', '/')
  const marker = '/node_modules/'
  const at = normalized.lastIndexOf(marker)
  if (at !== -1) {
    const parts = normalized.slice(at + marker.length).split('/')
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? '')
    return name || 'other'
  }
  const rootPrefix = root === undefined ? undefined : `${root.replaceAll('\\', '/').replace(/\/$/, '')}/src/`
  if ((rootPrefix && normalized.startsWith(rootPrefix)) || normalized.startsWith('src/')) {
    return 'app (src/)'
  }
  return 'other'
}

/**
 * Which packages make up a set of chunks whose gzip size (together) is `totalGzipBytes`. A
 * minified, gzipped chunk can't be split exactly by module, so each package gets a share of the
 * total in proportion to the gzip size of its own rendered code (`gzip`), or, when any module's
 * code is unknown, to its rendered length. An estimate within a few KB, largest first.
 */
export function entryComposition(
  modules: readonly ModuleSize[],
  totalGzipBytes: number,
  gzip: (code: string) => number,
  root?: string,
): PackageShare[] {
  const groups = new Map<string, { modules: number; renderedBytes: number; code: string[] }>()
  for (const m of modules) {
    const name = packageOf(m.id, root)
    const group = groups.get(name) ?? { modules: 0, renderedBytes: 0, code: [] }
    group.modules += 1
    group.renderedBytes += m.renderedLength
    if (typeof m.code === 'string') group.code.push(m.code)
    groups.set(name, group)
  }
  const codeKnown = modules.every((m) => typeof m.code === 'string' || m.renderedLength === 0)
  const shares = [...groups].map(([name, g]) => {
    const code = g.code.join('\n')
    return {
      name,
      modules: g.modules,
      renderedBytes: g.renderedBytes,
      gzipBytes: code.length > 0 ? gzip(code) : 0,
    }
  })
  const weight = (p: { renderedBytes: number; gzipBytes: number }) =>
    codeKnown ? p.gzipBytes : p.renderedBytes
  const totalWeight = shares.reduce((sum, p) => sum + weight(p), 0)
  return shares
    .map((p) => ({
      ...p,
      estimatedGzipBytes: totalWeight > 0 ? Math.round((weight(p) / totalWeight) * totalGzipBytes) : 0,
    }))
    .sort((a, b) => b.estimatedGzipBytes - a.estimatedGzipBytes || a.name.localeCompare(b.name))
}

// ---------------------------------------------------------------------------------------------
// Printing.
// ---------------------------------------------------------------------------------------------

const kb1 = (kb: number) => kb.toFixed(1)

function table(header: string[], rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)]
}

/** The human-readable report. `composition` is the entry's package breakdown, when known. */
export function formatReport(report: BudgetReport, composition?: readonly PackageShare[]): string {
  const out: string[] = []
  out.push(`First-load JavaScript per public route (gzip -9, 1 KB = 1024 bytes)`)
  out.push('')
  out.push(
    ...table(
      ['Route', 'First-load KB gz', 'Budget', 'Status', 'CSS KB gz (info)', 'Route chunk'],
      report.routes.map((r) => [
        r.path,
        kb1(r.jsKb),
        `${report.targetKb} KB`,
        r.status,
        kb1(r.cssKb),
        r.routeChunk ?? '(in entry)',
      ]),
      new Set([1, 2, 4]),
    ),
  )
  out.push('')
  const e = report.entry
  const extra = e.jsFiles.length - 1
  out.push(
    `Entry chunk: ${e.file} ${kb1(e.kb)} KB gz` +
      (extra > 0 ? `; with its ${extra} static import(s): ${kb1(e.jsKb)} KB gz` : ''),
  )
  if (composition && composition.length > 0) {
    out.push("Entry composition (each package's estimated part of that gzip size):")
    out.push(
      ...table(
        ['  Package', 'Modules', 'Rendered KB', '≈ KB gz', 'Share'],
        composition
          .slice(0, 12)
          .map((p) => [
            `  ${p.name}`,
            String(p.modules),
            kb1(toKb(p.renderedBytes)),
            kb1(toKb(p.estimatedGzipBytes)),
            `${e.jsGzipBytes > 0 ? ((p.estimatedGzipBytes / e.jsGzipBytes) * 100).toFixed(1) : '0.0'}%`,
          ]),
        new Set([1, 2, 3, 4]),
      ),
    )
  }
  if (report.largest) {
    const l = report.largest
    out.push('')
    out.push(`Largest route: ${l.path} ${kb1(l.jsKb)} KB gz, files:`)
    for (const file of l.jsFiles) out.push(`  ${file}`)
  }
  if (report.skipped.length > 0) {
    out.push('')
    out.push('Skipped:')
    for (const s of report.skipped) out.push(`  ${s.path}: ${s.reason}`)
  }
  out.push('')
  const failing = report.routes.filter((r) => r.status === 'FAIL')
  const over = report.routes.filter((r) => r.status === 'OVER TARGET')
  if (failing.length > 0) {
    out.push(
      `FAIL: ${failing.map((r) => `${r.path} (${kb1(r.jsKb)} KB)`).join(', ')} above the hard limit of ${report.limitKb} KB gz.`,
    )
  }
  if (over.length > 0) {
    out.push(
      `Warning: ${over.map((r) => `${r.path} (${kb1(r.jsKb)} KB)`).join(', ')} above the ${report.targetKb} KB gz target (hard limit ${report.limitKb} KB).`,
    )
  }
  if (failing.length === 0 && over.length === 0) {
    out.push(`OK: every measured route is within the ${report.targetKb} KB gz target.`)
  }
  return out.join('\n')
}

// ---------------------------------------------------------------------------------------------
// The command.
// ---------------------------------------------------------------------------------------------

const USAGE = `Usage: npm run budget -- [options]

  --json       print the figures as JSON
  --limit N    hard limit in KB gzip per route (default ${LIMIT_KB}); exit 1 above it
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
  let limitKb = LIMIT_KB
  if (values.limit !== undefined) {
    limitKb = Number(values.limit)
    if (values.limit.trim() === '' || !Number.isFinite(limitKb) || limitKb <= 0) {
      throw new Error(`--limit must be a positive number of KB, got "${values.limit}"`)
    }
  }
  return { json: values.json, limitKb, help: values.help }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

interface BuildResult {
  manifest: Manifest
  /** Every output chunk's file name and modules (ids, rendered lengths and code). */
  chunks: Map<string, ModuleSize[]>
}

async function buildInto(outDir: string, quiet: boolean): Promise<BuildResult> {
  Object.assign(process.env, BUILD_ENV)
  const { build } = await import('vite')
  const result = await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: quiet ? 'error' : 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      // The sizes are computed here; skip Vite's own gzip pass.
      reportCompressedSize: false,
    },
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks = new Map<string, ModuleSize[]>()
  for (const output of outputs) {
    if (!('output' in output)) continue
    for (const item of output.output) {
      if (item.type !== 'chunk') continue
      chunks.set(
        item.fileName,
        Object.entries(item.modules).map(([id, m]) => ({
          id,
          renderedLength: m.renderedLength,
          code: m.code,
        })),
      )
    }
  }
  const manifestPath = path.join(outDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`vite build wrote no manifest at ${manifestPath}`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  return { manifest, chunks }
}

async function main(): Promise<number> {
  let options: CliOptions
  try {
    options = parseCliArgs(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    console.error(USAGE)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }

  const outDir = mkdtempSync(path.join(os.tmpdir(), 'yoga-bundle-budget-'))
  try {
    if (!options.json) console.log('Building (vite build into a temporary directory)...')
    let built: BuildResult
    try {
      built = await buildInto(outDir, options.json)
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error))
      console.error('bundle-budget: vite build failed, so nothing was measured.')
      return 1
    }
    const { manifest, chunks } = built

    const gzipCache = new Map<string, number>()
    const gzipSize = (file: string) => {
      let size = gzipCache.get(file)
      if (size === undefined) {
        const bytes = readFileSync(path.join(outDir, file))
        size = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length
        gzipCache.set(file, size)
      }
      return size
    }

    const entryModuleSizes = firstLoadFiles(manifest, null).js.flatMap((file) => chunks.get(file) ?? [])
    const toRelative = (id: string) => path.relative(root, id).replaceAll('\\', '/')
    // Without module information (an unexpected build result), routes without a chunk count as in the entry.
    const entryModules =
      entryModuleSizes.length > 0 ? new Set(entryModuleSizes.map((m) => toRelative(m.id))) : undefined

    const report = computeBudget({
      manifest,
      routes: PUBLIC_ROUTES,
      gzipSize,
      moduleExists: (module) => existsSync(path.join(root, module)),
      entryModules,
      limitKb: options.limitKb,
    })
    const composition = entryComposition(
      entryModuleSizes,
      report.entry.jsGzipBytes,
      (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length,
      root,
    )

    if (options.json) {
      console.log(JSON.stringify({ ...report, entryComposition: composition }, null, 2))
    } else {
      console.log(formatReport(report, composition))
    }
    return report.ok ? 0 : 1
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error))
      process.exitCode = 1
    },
  )
}

// The pure part of scripts/bundle-budget.ts (manifest -> file sets -> sizes -> report). It lives
// under tests/backend/ (node environment, tsconfig.node.json) because the script imports node:*
// modules; in tests/unit/ it would pull Node's types into the app's typecheck. Nothing here uses
// the backend or builds anything: sizes are passed in.
import { describe, expect, it } from 'vitest'
import {
  computeBudget,
  entryComposition,
  findEntryKey,
  firstLoadFiles,
  formatReport,
  packageOf,
  parseCliArgs,
  statusFor,
  staticImportClosure,
  toKb,
  type BudgetRoute,
  type Manifest,
} from '../../scripts/bundle-budget.ts'

const KB = 1024

/** A small Vite manifest: the entry with a vendor chunk, two lazy routes, a lazy-only chunk. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: ['src/app/routes/teachers.tsx', 'src/app/routes/about.tsx'],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_shared-c.js': { file: 'assets/shared-c.js', imports: ['_vendor-b.js'], css: ['assets/shared-c.css'] },
  '_heavy-e.js': { file: 'assets/heavy-e.js', isDynamicEntry: true, imports: ['_vendor-b.js'] },
  'src/app/routes/teachers.tsx': {
    file: 'assets/teachers-d.js',
    src: 'src/app/routes/teachers.tsx',
    isDynamicEntry: true,
    // Route chunks import the entry back (shared exports); the cycle must not loop or double count.
    imports: ['index.html', '_shared-c.js'],
    dynamicImports: ['_heavy-e.js'],
  },
  'src/app/routes/about.tsx': {
    file: 'assets/about-f.js',
    src: 'src/app/routes/about.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
}

const gzipBytes: Record<string, number> = {
  'assets/index-a.js': 60 * KB,
  'assets/vendor-b.js': 30 * KB,
  'assets/shared-c.js': 15 * KB,
  'assets/teachers-d.js': 6 * KB,
  'assets/heavy-e.js': 500 * KB,
  'assets/about-f.js': 12 * KB,
  'assets/index-a.css': 4 * KB,
  'assets/shared-c.css': 1 * KB,
}

function gzipSize(file: string): number {
  const size = gzipBytes[file]
  if (size === undefined) throw new Error(`no size for ${file}`)
  return size
}

const routes: BudgetRoute[] = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/teachers', module: 'src/app/routes/teachers.tsx' },
  { path: '/about', module: 'src/app/routes/about.tsx' },
  { path: '/join', module: 'src/app/routes/join.tsx' },
]

const existing = new Set([
  'src/app/routes/home.tsx',
  'src/app/routes/teachers.tsx',
  'src/app/routes/about.tsx',
])
const moduleExists = (module: string) => existing.has(module)

describe('findEntryKey', () => {
  it('prefers index.html, else the first isEntry chunk', () => {
    expect(findEntryKey(manifest)).toBe('index.html')
    expect(findEntryKey({ 'src/main.tsx': { file: 'main.js', isEntry: true } })).toBe('src/main.tsx')
  })

  it('throws without an entry', () => {
    expect(() => findEntryKey({ 'a.js': { file: 'a.js' } })).toThrow(/no entry chunk/)
  })
})

describe('staticImportClosure', () => {
  it('follows static imports transitively, each chunk once, and never dynamicImports', () => {
    expect(staticImportClosure(manifest, ['index.html'])).toEqual(['index.html', '_vendor-b.js'])
    expect(staticImportClosure(manifest, ['index.html', 'src/app/routes/teachers.tsx'])).toEqual([
      'index.html',
      '_vendor-b.js',
      'src/app/routes/teachers.tsx',
      '_shared-c.js',
    ])
  })

  it('throws on a key the manifest lacks', () => {
    expect(() => staticImportClosure({ a: { file: 'a.js', imports: ['missing'] } }, ['a'])).toThrow(
      /no entry "missing"/,
    )
  })
})

describe('firstLoadFiles', () => {
  it('is the entry and its static imports for a route bundled into the entry', () => {
    expect(firstLoadFiles(manifest, null)).toEqual({
      js: ['assets/index-a.js', 'assets/vendor-b.js'],
      css: ['assets/index-a.css'],
    })
  })

  it('adds the route chunk and its static imports, deduplicated, without lazy chunks', () => {
    expect(firstLoadFiles(manifest, 'src/app/routes/teachers.tsx')).toEqual({
      js: ['assets/index-a.js', 'assets/vendor-b.js', 'assets/teachers-d.js', 'assets/shared-c.js'],
      css: ['assets/index-a.css', 'assets/shared-c.css'],
    })
  })
})

describe('toKb and statusFor', () => {
  it('rounds to one decimal of 1024-byte KB', () => {
    expect(toKb(1024)).toBe(1)
    expect(toKb(1024 * 99.96)).toBe(100)
    expect(toKb(1024 * 100.04)).toBe(100)
    expect(toKb(1024 * 100.06)).toBe(100.1)
  })

  it('is ok up to the target, OVER TARGET up to the limit, FAIL above it', () => {
    expect(statusFor(100, 100, 110)).toBe('ok')
    expect(statusFor(100.1, 100, 110)).toBe('OVER TARGET')
    expect(statusFor(110, 100, 110)).toBe('OVER TARGET')
    expect(statusFor(110.1, 100, 110)).toBe('FAIL')
  })
})

describe('computeBudget', () => {
  const report = computeBudget({ manifest, routes, gzipSize, moduleExists })

  it('measures the entry and every existing route', () => {
    expect(report.entry).toEqual({
      file: 'assets/index-a.js',
      gzipBytes: 60 * KB,
      kb: 60,
      jsFiles: ['assets/index-a.js', 'assets/vendor-b.js'],
      jsGzipBytes: 90 * KB,
      jsKb: 90,
    })
    expect(report.routes.map((r) => [r.path, r.jsKb, r.cssKb, r.status, r.routeChunk])).toEqual([
      ['/', 90, 4, 'ok', null],
      ['/teachers', 111, 5, 'FAIL', 'assets/teachers-d.js'],
      ['/about', 102, 4, 'OVER TARGET', 'assets/about-f.js'],
    ])
    expect(report.targetKb).toBe(100)
    expect(report.limitKb).toBe(110)
  })

  it('skips a route whose module does not exist yet', () => {
    expect(report.skipped).toEqual([
      {
        path: '/join',
        module: 'src/app/routes/join.tsx',
        reason: 'src/app/routes/join.tsx does not exist yet',
      },
    ])
  })

  it('names the largest route with its files and fails above the limit', () => {
    expect(report.largest?.path).toBe('/teachers')
    expect(report.largest?.jsFiles).toEqual([
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/teachers-d.js',
      'assets/shared-c.js',
    ])
    expect(report.ok).toBe(false)
  })

  it('takes a different limit', () => {
    const relaxed = computeBudget({ manifest, routes, gzipSize, moduleExists, limitKb: 120 })
    expect(relaxed.ok).toBe(true)
    expect(relaxed.routes.find((r) => r.path === '/teachers')?.status).toBe('OVER TARGET')
  })

  it('skips a route that exists but is neither its own chunk nor in the entry', () => {
    const withEntryModules = computeBudget({
      manifest,
      routes: [...routes, { path: '/contact', module: 'src/app/routes/contact.tsx' }],
      gzipSize,
      moduleExists: (m) => moduleExists(m) || m === 'src/app/routes/contact.tsx',
      entryModules: new Set(['src/main.tsx', 'src/app/routes/home.tsx']),
    })
    expect(withEntryModules.routes.map((r) => r.path)).toEqual(['/', '/teachers', '/about'])
    expect(withEntryModules.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['/join', 'src/app/routes/join.tsx does not exist yet'],
      ['/contact', 'src/app/routes/contact.tsx is not in the build (not routed yet?)'],
    ])
  })

  it('is ok and has no largest route when nothing is measured', () => {
    const empty = computeBudget({ manifest, routes: [], gzipSize, moduleExists })
    expect(empty.ok).toBe(true)
    expect(empty.largest).toBeNull()
  })
})

describe('formatReport', () => {
  it('prints the table, the entry, the largest route, the skipped routes and the verdicts', () => {
    const text = formatReport(computeBudget({ manifest, routes, gzipSize, moduleExists }))
    expect(text).toMatch(/^\/teachers\s+111\.0\s+100 KB\s+FAIL\s+5\.0\s+assets\/teachers-d\.js$/m)
    expect(text).toMatch(/^\/\s+90\.0\s+100 KB\s+ok\s+4\.0\s+\(in entry\)$/m)
    expect(text).toContain(
      'Entry chunk: assets/index-a.js 60.0 KB gz; with its 1 static import(s): 90.0 KB gz',
    )
    expect(text).toContain('Largest route: /teachers 111.0 KB gz, files:')
    expect(text).toContain('  /join: src/app/routes/join.tsx does not exist yet')
    expect(text).toContain('FAIL: /teachers (111.0 KB) above the hard limit of 110 KB gz.')
    expect(text).toContain('Warning: /about (102.0 KB) above the 100 KB gz target (hard limit 110 KB).')
  })

  it('adds the entry composition when given', () => {
    const report = computeBudget({ manifest, routes, gzipSize, moduleExists })
    const text = formatReport(report, [
      {
        name: 'react-dom',
        modules: 4,
        renderedBytes: 500 * KB,
        gzipBytes: 90 * KB,
        estimatedGzipBytes: 63 * KB,
      },
    ])
    expect(text).toMatch(/^ {2}react-dom\s+4\s+500\.0\s+63\.0\s+70\.0%$/m)
  })
})

describe('packageOf and entryComposition', () => {
  it('names npm packages, scoped ones too, and the app code', () => {
    expect(packageOf('/r/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom')
    expect(packageOf('/r/node_modules/@supabase/auth-js/dist/module/index.js')).toBe('@supabase/auth-js')
    expect(packageOf('/r/node_modules/a/node_modules/b/index.js')).toBe('b')
    expect(packageOf('/r/src/main.tsx', '/r')).toBe('app (src/)')
    expect(packageOf('\0vite/modulepreload-polyfill.js', '/r')).toBe('other')
  })

  it("splits the measured gzip size by each package's own gzip size, largest first", () => {
    // A fake "gzip": one byte per character.
    const composition = entryComposition(
      [
        { id: '/r/node_modules/react/index.js', renderedLength: 10, code: 'r'.repeat(10) },
        { id: '/r/node_modules/react-dom/client.js', renderedLength: 60, code: 'd'.repeat(60) },
        { id: '/r/node_modules/react/jsx-runtime.js', renderedLength: 9, code: 'j'.repeat(9) },
        { id: '/r/src/main.tsx', renderedLength: 20, code: 'm'.repeat(20) },
        { id: '\0vite/empty', renderedLength: 0, code: null },
      ],
      1000,
      (code) => code.length,
      '/r',
    )
    expect(composition).toEqual([
      { name: 'react-dom', modules: 1, renderedBytes: 60, gzipBytes: 60, estimatedGzipBytes: 600 },
      { name: 'app (src/)', modules: 1, renderedBytes: 20, gzipBytes: 20, estimatedGzipBytes: 200 },
      // Two modules joined with a newline: 10 + 1 + 9 characters.
      { name: 'react', modules: 2, renderedBytes: 19, gzipBytes: 20, estimatedGzipBytes: 200 },
      { name: 'other', modules: 1, renderedBytes: 0, gzipBytes: 0, estimatedGzipBytes: 0 },
    ])
  })

  it('falls back to rendered lengths when some code is unknown', () => {
    const composition = entryComposition(
      [
        { id: '/r/node_modules/a/index.js', renderedLength: 30 },
        { id: '/r/node_modules/b/index.js', renderedLength: 10, code: 'b'.repeat(10) },
      ],
      400,
      (code) => code.length,
    )
    expect(composition.map((p) => [p.name, p.estimatedGzipBytes])).toEqual([
      ['a', 300],
      ['b', 100],
    ])
  })
})

describe('parseCliArgs', () => {
  it('defaults to the table and the 110 KB limit', () => {
    expect(parseCliArgs([])).toEqual({ json: false, limitKb: 110, help: false })
  })

  it('reads --json and --limit', () => {
    expect(parseCliArgs(['--json', '--limit', '120'])).toEqual({ json: true, limitKb: 120, help: false })
    expect(parseCliArgs(['--limit=95.5']).limitKb).toBe(95.5)
  })

  it('rejects a bad limit and unknown flags', () => {
    expect(() => parseCliArgs(['--limit', 'abc'])).toThrow(/--limit/)
    expect(() => parseCliArgs(['--limit', '0'])).toThrow(/--limit/)
    expect(() => parseCliArgs(['--verbose'])).toThrow()
  })
})

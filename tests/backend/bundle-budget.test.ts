// The pure part of scripts/bundle-budget.ts. It lives under tests/backend/ (node environment,
// tsconfig.node.json) because the script imports node:* modules; nothing here starts a browser,
// the backend or a build: the sizes are made up.
import { describe, expect, it } from 'vitest'
import {
  buildReport,
  displayName,
  formatReport,
  isJavaScript,
  LIMIT_KB,
  parseCliArgs,
  PUBLIC_ROUTES,
  scriptUrlsFromHtml,
  statusFor,
  TARGET_KB,
  toKb,
  type RouteMeasurement,
} from '../../scripts/bundle-budget.ts'
import { scriptsAfterFirstPaint } from '../../src/app/scripts-after-first-paint.ts'

const KB = 1024

describe('toKb', () => {
  it('is KB of 1024 bytes rounded up to one decimal', () => {
    expect(toKb(0)).toBe(0)
    expect(toKb(1024)).toBe(1)
    expect(toKb(1025)).toBe(1.1) // 1.001: rounded up
    expect(toKb(1126)).toBe(1.1) // 1.0996
    expect(toKb(1127)).toBe(1.2) // 1.1006
    expect(toKb(120 * KB)).toBe(120)
    expect(toKb(120 * KB + 1)).toBe(120.1)
  })
})

describe('statusFor', () => {
  it('is ok up to the target, OVER TARGET up to the limit, FAIL above it', () => {
    expect([TARGET_KB, LIMIT_KB]).toEqual([120, 140])
    expect(statusFor(120)).toBe('ok')
    expect(statusFor(120.1)).toBe('OVER TARGET')
    expect(statusFor(140)).toBe('OVER TARGET')
    expect(statusFor(140.1)).toBe('FAIL')
    expect(statusFor(140.1, 120, 150)).toBe('OVER TARGET')
  })

  it('fails a route one byte over the limit, as printed', () => {
    expect(statusFor(toKb(LIMIT_KB * KB))).toBe('OVER TARGET')
    expect(statusFor(toKb(LIMIT_KB * KB + 1))).toBe('FAIL')
  })
})

/** A page as React Router prerenders it, before src/app/scripts-after-first-paint.ts. */
const reactRouterPage = `<!DOCTYPE html><html><head>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg"/>
  <link rel="modulepreload" href="/assets/manifest-1.js"/>
  <link rel="modulepreload" href="/assets/entry.client-2.js"/>
  <link rel="stylesheet" href="/assets/root-3.css"/>
  <link rel="preload" as="image" href="/images/hero.webp"/>
  <script type="application/ld+json">{"@context":"https://schema.org","name":"import \\"/x.js\\""}</script>
  </head><body>
  <script>window.__reactRouterContext = {"ssr":false};</script>
  <script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/about-5.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};
import("/assets/entry.client-2.js");</script>
  </body></html>`

describe('scriptUrlsFromHtml', () => {
  it("reads a page React Router prerendered: modulepreloads and the hydration script's imports", () => {
    const html = reactRouterPage
    expect(scriptUrlsFromHtml(html)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-4.js',
      '/assets/about-5.js',
    ])
  })

  it('reads the same modules once the page starts them after its first paint', () => {
    const page = scriptsAfterFirstPaint(reactRouterPage)
    expect(page).not.toContain('<link rel="modulepreload"')
    expect(page).not.toContain('<script type="module"')
    expect(scriptUrlsFromHtml(page)).toEqual(scriptUrlsFromHtml(reactRouterPage))
    // No "<" in the JSON block, so nothing in it can close its script element early.
    const withLessThan = scriptsAfterFirstPaint(reactRouterPage.replace('import("', 'if (1 < 2) import("'))
    const block = /<script type="application\/json" id="app-modules">([^]*?)<\/script>/.exec(withLessThan)
    expect(block?.[1]).not.toContain('<')
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({ module: expect.stringContaining('1 < 2') })
  })

  it('fails the build when the page has no module script to start', () => {
    expect(() => scriptsAfterFirstPaint('<html><body><p>No scripts</p></body></html>')).toThrow(
      /module script was not found/,
    )
  })

  it('reads <script src> in any quoting, named imports and rel lists; skips comments', () => {
    const html = `
      <!-- <script src="/old.js"></script> -->
      <script src=/a.js></script>
      <script type='module' src='/b.js'></script>
      <link href="/c.js" rel="prefetch modulepreload">
      <script type="module">import { x, y as z } from './d.js'</script>`
    expect(scriptUrlsFromHtml(html)).toEqual(['/c.js', '/a.js', '/b.js', './d.js'])
  })
})

describe('isJavaScript and displayName', () => {
  const app = 'http://127.0.0.1:4173'

  it('is a script resource, a JavaScript type or a .js URL', () => {
    expect(isJavaScript('script', `${app}/assets/a.js`, 'text/html')).toBe(true)
    expect(isJavaScript('fetch', `${app}/x`, 'text/javascript; charset=utf-8')).toBe(true)
    expect(isJavaScript('other', `${app}/x.mjs`, undefined)).toBe(true)
    expect(isJavaScript('fetch', `${app}/_root.data`, 'text/x-script')).toBe(false)
    expect(isJavaScript('stylesheet', `${app}/assets/root.css`, 'text/css')).toBe(false)
  })

  it("is the path for the app's files, the whole URL for another origin", () => {
    expect(displayName(`${app}/assets/a.js`, app)).toBe('/assets/a.js')
    expect(displayName('http://127.0.0.1:54321/b.js', app)).toBe('http://127.0.0.1:54321/b.js')
  })
})

describe('buildReport and formatReport', () => {
  const measurements: RouteMeasurement[] = [
    {
      route: '/',
      opening: [
        { file: '/assets/home-b.js', bytes: 10 * KB },
        { file: '/assets/entry-a.js', bytes: 90 * KB },
      ],
      firstRender: [{ file: '/assets/entry-a.js', bytes: 90 * KB }],
      problems: [],
    },
    {
      route: '/teachers',
      opening: [
        { file: '/assets/entry-a.js', bytes: 90 * KB },
        { file: '/assets/supabase-c.js', bytes: 35 * KB },
      ],
      firstRender: [{ file: '/assets/entry-a.js', bytes: 90 * KB }],
      problems: ['page error: boom'],
    },
    {
      route: '/no-such-page',
      opening: [
        { file: '/assets/entry-a.js', bytes: 90 * KB },
        { file: '/assets/image-carousel-d.js', bytes: 55 * KB },
      ],
      firstRender: [],
      problems: [],
    },
  ]

  it('sums each route, decides on JS on opening, names late chunks and the largest route', () => {
    const report = buildReport(measurements)
    expect(report.routes.map((r) => [r.route, r.openingKb, r.firstRenderKb, r.status])).toEqual([
      ['/', 100, 90, 'ok'],
      ['/teachers', 125, 90, 'OVER TARGET'],
      ['/no-such-page', 145, 0, 'FAIL'],
    ])
    expect(report.routes[0]!.openingFiles.map((f) => f.file)).toEqual([
      '/assets/entry-a.js',
      '/assets/home-b.js',
    ])
    expect(report.routes[1]!.deferredChunks).toEqual(['/assets/supabase-c.js'])
    expect(report.routes[2]!.deferredChunks).toEqual(['/assets/image-carousel-d.js'])
    expect(report.largest).toBe('/no-such-page')
    expect(report.ok).toBe(false)
    expect(buildReport(measurements, 120, 150).ok).toBe(true)
    expect(buildReport([])).toEqual({ targetKb: 120, limitKb: 140, routes: [], largest: null, ok: true })
  })

  it("names the admin area's chunk when a public page loads it", () => {
    const report = buildReport([
      {
        route: '/join',
        opening: [
          { file: '/assets/entry-a.js', bytes: 90 * KB },
          { file: '/assets/admin-area-e.js', bytes: 8 * KB },
        ],
        firstRender: [],
        problems: [],
      },
    ])
    expect(report.routes[0]!.deferredChunks).toEqual(['/assets/admin-area-e.js'])
  })

  it('prints the table, the largest route with its files, the notes and the verdicts', () => {
    const text = formatReport(buildReport(measurements))
    expect(text).toContain('Route          JS on opening KB gz  First render KB gz  Status')
    expect(text).toMatch(/^\/\s+100\.0\s+90\.0\s+ok$/m)
    expect(text).toMatch(/^\/teachers\s+125\.0\s+90\.0\s+OVER TARGET$/m)
    expect(text).toMatch(/^\/no-such-page\s+145\.0\s+0\.0\s+FAIL$/m)
    expect(text).toContain('Largest: /no-such-page, 2 JS files on opening:')
    expect(text).toMatch(/^ {2}\/assets\/image-carousel-d\.js\s+55\.0 KB$/m)
    expect(text).toContain('/teachers: loads on opening what should load later: /assets/supabase-c.js')
    expect(text).toContain('/teachers: page error: boom')
    expect(text).toContain('FAIL: above the hard limit of 140 KB: /no-such-page (145.0 KB)')
    expect(text).toContain('Warning: above the 120 KB target: /teachers (125.0 KB)')
    expect(formatReport(buildReport(measurements.slice(0, 1)))).toContain('OK: every route is within 120 KB.')
  })
})

describe('PUBLIC_ROUTES', () => {
  it('covers the public pages, a seeded profile of each kind, a landing page and a not-found URL', () => {
    expect(PUBLIC_ROUTES).toHaveLength(16)
    expect(PUBLIC_ROUTES).toEqual(
      expect.arrayContaining([
        '/',
        '/teacher/ana-reyes',
        '/studio/casa-prana-yoga',
        '/teachers/style/yin-yoga',
        '/application-status',
        '/no-such-page',
      ]),
    )
  })
})

describe('parseCliArgs', () => {
  it('defaults to the table and the 140 KB limit', () => {
    expect(parseCliArgs([])).toEqual({ json: false, limitKb: 140, help: false })
  })

  it('reads --json, --limit and --help', () => {
    expect(parseCliArgs(['--json', '--limit', '130'])).toEqual({ json: true, limitKb: 130, help: false })
    expect(parseCliArgs(['--limit=99.5']).limitKb).toBe(99.5)
    expect(parseCliArgs(['-h']).help).toBe(true)
  })

  it('rejects a bad limit, unknown flags and positionals', () => {
    for (const limit of ['abc', '0', '-5', ' ', 'Infinity']) {
      expect(() => parseCliArgs([`--limit=${limit}`])).toThrow(/positive number/)
    }
    expect(() => parseCliArgs(['--verbose'])).toThrow()
    expect(() => parseCliArgs(['extra'])).toThrow()
  })
})

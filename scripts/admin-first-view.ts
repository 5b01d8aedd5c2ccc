/**
 * `npm run figures:admin`: how much data the admin dashboard transfers on first view, at scale.
 * A figure script: it prints the figures and marks a miss of the target; it exits non-zero only
 * when it could not measure.
 *
 * It adds generated rows to a fresh local database with supabase/local/cli/seed-large.ts
 * (default 20,000 teachers, 2,000 studios, 4,000 applications and 2,000 contact messages), builds
 * and serves the site against it as a CDN would (scripts/site-under-test.ts; only the 50 most
 * recent listings prerendered), signs in as the sample admin in Chromium, then opens each
 * dashboard URL in a fresh tab and adds up what the backend sent: every response from the
 * Supabase URL (REST, RPC, auth), bodies as transferred (after gzip, if any) plus headers.
 *
 *   --teachers N --studios N --applications N --messages N
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { SAMPLE_ADMIN } from '../supabase/local/config.ts'
import { backendEnv, positiveInt, spawnTsx, tail, thousands } from './bench-support.ts'
import { CHROMIUM_ARGS, chromiumPath, chromiumProblem } from './check-chromium.ts'
import { startSiteUnderTest, type SiteUnderTest } from './site-under-test.ts'

const TARGET_BYTES = 400 * 1024
const PAGES = ['/admin', '/admin/submissions', '/admin/teachers', '/admin/studios', '/admin/seo'] as const

interface PageFigures {
  path: string
  requests: number
  bodyBytes: number
  headerBytes: number
}

const { values } = parseArgs({
  options: {
    teachers: { type: 'string' },
    studios: { type: 'string' },
    applications: { type: 'string' },
    messages: { type: 'string' },
  },
})
const counts = {
  teachers: positiveInt(values.teachers, '--teachers', 20_000, 0),
  studios: positiveInt(values.studios, '--studios', 2_000, 0),
  applications: positiveInt(values.applications, '--applications', 4_000, 0),
  messages: positiveInt(values.messages, '--messages', 2_000, 0),
}

async function seed(dataDir: string): Promise<void> {
  const args = Object.entries(counts).flatMap(([flag, count]) => [`--${flag}`, String(count)])
  const child = spawnTsx(
    'seed-large',
    path.resolve('supabase/local/cli/seed-large.ts'),
    args,
    backendEnv(dataDir),
  )
  await child.exit
  if (child.exitCode !== 0) throw new Error(`seed-large ${args.join(' ')} failed:\n${tail(child.output)}`)
}

/** Signs in through /login as the sample admin; returns the context holding the session. */
async function signedIn(browser: Browser, site: SiteUnderTest): Promise<BrowserContext> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${site.appUrl}/login`)
  await page.getByLabel(/^Email/).fill(SAMPLE_ADMIN.email)
  await page.getByLabel(/^Password/).fill(SAMPLE_ADMIN.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor()
  await page.close()
  return context
}

/** Opens `pathname` in a new tab of the signed-in context and adds up the backend's responses. */
async function measure(context: BrowserContext, site: SiteUnderTest, pathname: string): Promise<PageFigures> {
  const page = await context.newPage()
  const finished: Request[] = []
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(site.backendUrl)) finished.push(request)
  })
  await page.goto(`${site.appUrl}${pathname}`, { waitUntil: 'networkidle' })
  const figures: PageFigures = { path: pathname, requests: finished.length, bodyBytes: 0, headerBytes: 0 }
  for (const request of finished) {
    const sizes = await request.sizes()
    figures.bodyBytes += sizes.responseBodySize
    figures.headerBytes += sizes.responseHeadersSize
  }
  await page.close()
  return figures
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function main(): Promise<void> {
  const problem = chromiumProblem()
  if (problem) throw new Error(problem)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-first-view-'))
  let site: SiteUnderTest | null = null
  let browser: Browser | null = null
  try {
    console.log(
      `Seeding ${thousands(counts.teachers)} teachers, ${thousands(counts.studios)} studios, ` +
        `${thousands(counts.applications)} applications, ${thousands(counts.messages)} messages...`,
    )
    await seed(dataDir)
    process.env.PRERENDER_LISTINGS_LIMIT ??= '50'
    console.log('Building and serving the site...')
    site = await startSiteUnderTest({ dataDir })
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
    const context = await signedIn(browser, site)
    const rows: PageFigures[] = []
    for (const pathname of PAGES) rows.push(await measure(context, site, pathname))

    console.log('\nData from the backend on first view of each dashboard URL (signed in, fresh tab):\n')
    console.log('| URL | Requests | Bodies | Headers | Total |')
    console.log('|---|---:|---:|---:|---:|')
    for (const row of rows) {
      const total = row.bodyBytes + row.headerBytes
      const mark = total > TARGET_BYTES ? ' ✗' : ''
      console.log(
        `| ${row.path} | ${row.requests} | ${kb(row.bodyBytes)} | ${kb(row.headerBytes)} | ${kb(total)}${mark} |`,
      )
    }
    const first = rows[0]!
    const firstTotal = first.bodyBytes + first.headerBytes
    console.log(
      `\nFirst view (/admin): ${kb(firstTotal)} of data, target ≤ ${kb(TARGET_BYTES)}: ${
        firstTotal <= TARGET_BYTES ? 'met' : 'MISSED'
      }. Largest section: ${kb(Math.max(...rows.map((r) => r.bodyBytes + r.headerBytes)))}.`,
    )
  } finally {
    await browser?.close().catch(() => {})
    await site?.close().catch(() => {})
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

/**
 * `npm run bench:prerender -- --teachers 10000 --studios 0`: how long `npm run build` takes
 * when it prerenders many listings. It prepares a fresh local backend (seed data plus the listings
 * of `npm run seed:large`'s generator), builds against it into a temporary folder, and
 * prints the build's wall time and what it wrote (pages, of which landing pages, data files,
 * sitemap URLs). A figure script: it never fails on the time.
 *
 *   --teachers N   generated teachers (default 10000)
 *   --studios N    generated studios (default 0)
 *   --limit N      prerender only the N most recent teachers and studios (PRERENDER_LISTINGS_LIMIT)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { localBackendDefaults } from '../src/lib/local-backend-defaults.ts'
import { configFromEnv, DEMO_JWT_SECRET } from '../supabase/local/config.ts'
import { insertGeneratedListings } from '../supabase/local/cli/generated-listings.ts'
import { startLocalBackend } from '../supabase/local/server.ts'
import { buildSite, siteBuildsDir } from './site-under-test.ts'

function count(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got "${raw}"`)
  return value
}

/** Where a prerendered landing page's index.html lies (src/lib/landing-pages.ts). */
const LANDING_PAGE_FOLDER = /^(teachers|studios)\/(in|style)\//

/** How many files, and their bytes, a folder holds, by what they are. */
function tally(dir: string): { pages: number; landingPages: number; data: number; bytes: number } {
  let pages = 0
  let landingPages = 0
  let data = 0
  let bytes = 0
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(file)
      else {
        bytes += statSync(file).size
        if (entry.name === 'index.html') {
          pages += 1
          if (LANDING_PAGE_FOLDER.test(path.relative(dir, file).split(path.sep).join('/'))) landingPages += 1
        } else if (entry.name.endsWith('.data')) data += 1
      }
    }
  }
  walk(dir)
  return { pages, landingPages, data, bytes }
}

/** The URLs of the sitemap, over its files when sitemap.xml is an index. */
function sitemapUrlCount(clientDir: string): { urls: number; files: number } {
  const files = readdirSync(clientDir).filter((name) => /^sitemap(-\d+)?\.xml$/.test(name))
  const urls = files.reduce(
    (sum, name) => sum + (readFileSync(path.join(clientDir, name), 'utf8').match(/<url>/g)?.length ?? 0),
    0,
  )
  return { urls, files: files.length }
}

const { values } = parseArgs({
  options: {
    teachers: { type: 'string' },
    studios: { type: 'string' },
    limit: { type: 'string' },
  },
})
const teachers = count(values.teachers, 'teachers', 10_000)
const studios = count(values.studios, 'studios', 0)
const limit = values.limit === undefined ? undefined : count(values.limit, 'limit', 0)

const runDir = mkdtempSync(path.join(siteBuildsDir(), 'bench-prerender-'))
try {
  const backend = await startLocalBackend(
    configFromEnv({
      LOCAL_SUPABASE_PORT: '0',
      LOCAL_SUPABASE_DIR: path.join(runDir, 'data'),
      LOCAL_SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
    }),
  )
  try {
    console.log(`Generating ${teachers} teachers and ${studios} studios on top of the seed data...`)
    await backend.db.transaction((tx) =>
      // Row numbers from 1000 so slugs never meet the seed's.
      insertGeneratedListings(tx, {
        firstTeacher: 1000,
        teachers,
        firstStudio: 1000,
        studios,
        publicUrl: backend.url,
      }),
    )
    const buildDir = path.join(runDir, 'build')
    console.log(`Building${limit === undefined ? '' : ` (PRERENDER_LISTINGS_LIMIT=${limit})`}...`)
    const started = performance.now()
    await buildSite({
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: localBackendDefaults.VITE_SUPABASE_ANON_KEY,
      BUILD_DIR: buildDir,
      ...(limit === undefined ? {} : { PRERENDER_LISTINGS_LIMIT: String(limit) }),
    })
    const seconds = (performance.now() - started) / 1000
    const client = tally(path.join(buildDir, 'client'))
    const sitemap = existsSync(path.join(buildDir, 'client', 'sitemap.xml'))
      ? sitemapUrlCount(path.join(buildDir, 'client'))
      : { urls: 0, files: 0 }
    console.log('')
    console.log(
      `listings in the database:   ${teachers} generated teachers, ${studios} generated studios (+ seed)`,
    )
    console.log(`build wall time:            ${seconds.toFixed(1)} s (npm run build's script, 2 cores)`)
    console.log(`prerendered pages:          ${client.pages} (index.html files)`)
    console.log(`of which landing pages:     ${client.landingPages} (>= 3 listings each)`)
    console.log(`data files (.data):         ${client.data}`)
    console.log(`sitemap URLs:               ${sitemap.urls} in ${sitemap.files} file(s)`)
    console.log(`client folder:              ${(client.bytes / 1024 / 1024).toFixed(1)} MB`)
  } finally {
    await backend.close()
  }
} finally {
  rmSync(runDir, { recursive: true, force: true })
}

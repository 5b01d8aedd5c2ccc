/**
 * `npm run figures:load [-- --teachers N --seconds S]`: what visitors get from the local backend
 * while an admin runs the dearest admin search. A figure script: it prints what it measured and
 * exits non-zero only when it could not measure.
 *
 * A new data directory gets the sample data and N generated teachers (`npm run seed:large`,
 * default 20,000). Then, on a backend started on it with nothing scheduled:
 *   1. 20 visitors, each reading in a loop a page of the teachers' directory (a style filter, 18
 *      cards, count=estimated, as the directory asks) and a profile (by slug), for S seconds;
 *   2. the same, while the sample admin searches the teachers by a frequent three-letter fragment
 *      of a name (count=exact, 25 a page: the admin list's dearest request) in a loop.
 * For each phase: the visitors' requests, p50, p95 and errors; the admin's searches, p50 and p95.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { configFromEnv, SAMPLE_ADMIN, repoPaths } from '../supabase/local/config.ts'
import { createNodeClient, type NodeClient } from '../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts'
import { percentile } from './bench-support.ts'

const VISITORS = 20
const STYLES = ['Hatha', 'Vinyasa', 'Yin', 'Ashtanga', 'Restorative']
const CARD_COLUMNS = 'id,slug,firstname,lastname,name,location,country,image,specialties'
const ADMIN_COLUMNS = 'id,slug,firstname,lastname,name,location,country,created_at'

const { values } = parseArgs({
  options: { teachers: { type: 'string', default: '20000' }, seconds: { type: 'string', default: '20' } },
})
const teachers = Number(values.teachers)
const seconds = Number(values.seconds)
if (!Number.isInteger(teachers) || teachers < 0 || !(seconds > 0)) {
  console.error('figures:load: --teachers takes a whole number, --seconds a positive one')
  process.exit(2)
}

interface Timed {
  ms: number
  ok: boolean
}

function summary(timed: Timed[]): { requests: number; p50: string; p95: string; errors: number } {
  const sorted = timed.map(({ ms }) => ms).sort((a, b) => a - b)
  const ms = (share: number) => (sorted.length ? `${percentile(sorted, share).toFixed(1)} ms` : '-')
  return {
    requests: timed.length,
    p50: ms(0.5),
    p95: ms(0.95),
    errors: timed.filter(({ ok }) => !ok).length,
  }
}

async function timed(request: () => PromiseLike<{ error: unknown }>): Promise<Timed> {
  const started = performance.now()
  try {
    const { error } = await request()
    return { ms: performance.now() - started, ok: !error }
  } catch {
    return { ms: performance.now() - started, ok: false }
  }
}

async function visitor(client: NodeClient, slugs: string[], n: number, until: number): Promise<Timed[]> {
  const results: Timed[] = []
  for (let i = 0; performance.now() < until; i += 1) {
    const style = STYLES[(n + i) % STYLES.length]!
    results.push(
      await timed(() =>
        client
          .from('teachers')
          .select(CARD_COLUMNS, { count: 'estimated' })
          .contains('specialties', [style])
          .order('firstname')
          .order('lastname')
          .order('id')
          .range(0, 17),
      ),
    )
    const slug = slugs[(n * 7919 + i * 104729) % slugs.length]!
    results.push(await timed(() => client.from('teachers').select('*').eq('slug', slug).maybeSingle()))
  }
  return results
}

async function admin(client: NodeClient, fragment: string, until: number): Promise<Timed[]> {
  const results: Timed[] = []
  while (performance.now() < until) {
    results.push(
      await timed(() =>
        client
          .from('teachers')
          .select(ADMIN_COLUMNS, { count: 'exact' })
          .ilike('name', `%${fragment}%`)
          .order('firstname', { nullsFirst: true })
          .order('lastname', { nullsFirst: true })
          .order('id')
          .range(0, 24),
      ),
    )
  }
  return results
}

async function phase(
  backend: RunningBackend,
  slugs: string[],
  withAdmin: { client: NodeClient; fragment: string } | null,
): Promise<{ visitors: Timed[]; admin: Timed[] }> {
  const until = performance.now() + seconds * 1000
  const visitors = Array.from({ length: VISITORS }, (_, n) =>
    visitor(createNodeClient(backend.url, backend.anonKey), slugs, n, until),
  )
  const searches = withAdmin ? admin(withAdmin.client, withAdmin.fragment, until) : Promise.resolve([])
  return { visitors: (await Promise.all(visitors)).flat(), admin: await searches }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-figures-load-'))
let backend: RunningBackend | undefined
try {
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoPaths.root, 'supabase/local/cli/seed-large.ts'),
      '--teachers',
      String(teachers),
      '--studios',
      '0',
    ],
    { cwd: repoPaths.root, env: { ...process.env, LOCAL_SUPABASE_DIR: dataDir }, encoding: 'utf8' },
  )
  if (seeded.status !== 0) throw new Error(`seed:large failed:\n${seeded.stdout}${seeded.stderr}`)
  backend = await startLocalBackend({
    ...configFromEnv({}),
    dataDir,
    port: 0,
    storageCleanup: null,
    messagePurge: null,
    ownerReminders: null,
    authRateLimits: null,
    smtp: null,
  })
  const { rows } = await backend.db.query<{ slug: string }>(`select slug from public.teachers order by slug`)
  const slugs = rows.map(({ slug }) => slug)
  const { rows: fragments } = await backend.db.query<{ fragment: string }>(
    `select f as fragment from public.teachers t, generate_series(1, length(t.name) - 2) i,
       lower(substr(t.name, i, 3)) f where f ~ '^[a-z]{3}$' group by f order by count(distinct t.id) desc, f limit 1`,
  )
  const adminClient = createNodeClient(backend.url, backend.anonKey)
  const { error } = await adminClient.auth.signInWithPassword(SAMPLE_ADMIN)
  if (error) throw new Error(`the sample admin could not sign in: ${error.message}`)

  console.log(
    `figures:load: ${slugs.length} teachers, ${VISITORS} visitors, ${seconds} s a phase, ${os.cpus().length} CPUs`,
  )
  const alone = await phase(backend, slugs, null)
  const busy = await phase(backend, slugs, { client: adminClient, fragment: fragments[0]!.fragment })
  console.table([
    { phase: 'visitors alone', ...summary(alone.visitors) },
    { phase: `visitors, admin searching '${fragments[0]!.fragment}'`, ...summary(busy.visitors) },
    { phase: "the admin's searches meanwhile", ...summary(busy.admin) },
  ])
} catch (error) {
  console.error(`figures:load: could not measure: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await backend?.close()
  await rm(dataDir, { recursive: true, force: true })
}

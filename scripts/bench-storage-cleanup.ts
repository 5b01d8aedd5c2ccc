/**
 * `npm run bench:storage-cleanup -- --teachers 20000`: how long the storage cleanup takes with
 * many listings. A figure script: it never fails on the time.
 *
 * On a fresh local backend (its own temporary directory, any free port) it adds N teachers, N/10
 * studios and N/5 studio applications, each with its own images (a teacher or studio: one
 * profile image or logo and a gallery of nine; an application: a logo), and one bucket object per
 * image, two days old. On top come unreferenced objects, also two days old and with a file on
 * disk: a tenth of the teachers and of the studios have a replaced profile image or logo, and a
 * fifth of the applications a logo never sent. Then it times, through the Storage API as
 * `npm run storage:cleanup` does (supabase/local/storage/cleanup.ts):
 *   1. a dry run (the database's listing alone, 1,000 names a page; the slowest page too);
 *   2. the cleanup (listing and deleting);
 *   3. the next run, with nothing left to delete: what every later scheduled run costs.
 *
 *   --teachers N   teachers (default 20000)
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { configFromEnv } from '../supabase/local/config.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { startLocalBackend } from '../supabase/local/server.ts'
import { CLEANUP_BUCKET, cleanupSummary, cleanUpStorage } from '../supabase/local/storage/cleanup.ts'
import { bucketDir, objectFilePath } from '../supabase/local/storage/files.ts'

const { values } = parseArgs({ options: { teachers: { type: 'string' } } })
const teachers = Number(values.teachers ?? 20_000)
if (!Number.isInteger(teachers) || teachers < 10) throw new Error('--teachers must be a whole number from 10')
const studios = Math.floor(teachers / 10)
const applications = Math.floor(teachers / 5)

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-bench-storage-cleanup-'))
const backend = await startLocalBackend({
  ...configFromEnv({}),
  dataDir,
  port: 0,
  sampleAdmin: null,
  storageCleanup: null,
})
try {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  const base = `${backend.url}/storage/v1/object/public/${CLEANUP_BUCKET}/`
  console.log(
    `Adding ${teachers} teachers, ${studios} studios, ${applications} applications and their images...`,
  )
  let started = performance.now()
  // Listings and objects are generated inside Postgres, as the superuser: the Storage API is what
  // is measured, not thousands of uploads.
  await backend.db.exec(`
    insert into public.teachers (slug, firstname, lastname, name, country, location, image, gallery)
    select 'bench-teacher-' || g, 'Bench', 'Teacher ' || g, 'Bench Teacher ' || g, 'Spain', 'Valencia',
      '${base}teachers/' || g || '-profile.jpg',
      array(select '${base}teachers/' || g || '-gallery-' || i || '.jpg' from generate_series(1, 9) i)
    from generate_series(1, ${teachers}) g;
    insert into public.studios (slug, name, email, country, city, description, studiotype, consent, logo, gallery)
    select 'bench-studio-' || g, 'Bench Studio ' || g, 'studio@example.com', 'Spain', 'Valencia', 'A studio.',
      'Hybrid', true, '${base}studios/' || g || '-logo.jpg',
      array(select '${base}studios/' || g || '-gallery-' || i || '.jpg' from generate_series(1, 9) i)
    from generate_series(1, ${studios}) g;
    insert into public.studioapplications (name, email, country, city, description, consent, logo)
    select 'Applying ' || g, 'apply@example.com', 'Spain', 'Valencia', 'A studio.', true,
      '${base}applications/' || g || '-logo.jpg'
    from generate_series(1, ${applications}) g;
    insert into storage.objects (bucket_id, name, metadata, created_at)
    select '${CLEANUP_BUCKET}', name, '{"size": 70, "mimetype": "image/jpeg"}', now() - interval '2 days'
    from (
      select 'teachers/' || g || '-profile.jpg' as name from generate_series(1, ${teachers}) g
      union all select 'teachers/' || g || '-gallery-' || i || '.jpg'
        from generate_series(1, ${teachers}) g, generate_series(1, 9) i
      union all select 'studios/' || g || '-logo.jpg' from generate_series(1, ${studios}) g
      union all select 'studios/' || g || '-gallery-' || i || '.jpg'
        from generate_series(1, ${studios}) g, generate_series(1, 9) i
      union all select 'applications/' || g || '-logo.jpg' from generate_series(1, ${applications}) g
    ) as referenced;
  `)
  const { rows: unreferenced } = await backend.db.query<{ id: string }>(`
    insert into storage.objects (bucket_id, name, metadata, created_at)
    select '${CLEANUP_BUCKET}', name, '{"size": 70, "mimetype": "image/jpeg"}', now() - interval '2 days'
    from (
      select 'teachers/' || g || '-profile-replaced.jpg' as name from generate_series(1, ${Math.floor(teachers / 10)}) g
      union all select 'studios/' || g || '-logo-replaced.jpg' from generate_series(1, ${Math.floor(studios / 10)}) g
      union all select 'applications/unsent-' || g || '-logo.jpg' from generate_series(1, ${Math.floor(applications / 5)}) g
    ) as unreferenced
    returning id`)
  await mkdir(bucketDir({ storageDir: path.join(dataDir, 'storage') }, CLEANUP_BUCKET), { recursive: true })
  for (const { id } of unreferenced) {
    await writeFile(
      objectFilePath({ storageDir: path.join(dataDir, 'storage') }, CLEANUP_BUCKET, id),
      new Uint8Array(70),
    )
  }
  await backend.db.exec('analyze')
  const { rows } = await backend.db.query<{ count: number }>(
    `select count(*)::int as count from storage.objects where bucket_id = $1`,
    [CLEANUP_BUCKET],
  )
  console.log(
    `  ${rows[0]!.count} objects, ${unreferenced.length} of them unreferenced, in ${seconds(performance.now() - started)}`,
  )

  const client = createNodeClient(backend.url, backend.serviceRoleKey)
  started = performance.now()
  let pageStarted = started
  let slowestPage = 0
  let listedInPage = 0
  const dry = await cleanUpStorage(client, {
    dryRun: true,
    onListed: () => {
      listedInPage += 1
      if (listedInPage === 1000) {
        slowestPage = Math.max(slowestPage, performance.now() - pageStarted)
        pageStarted = performance.now()
        listedInPage = 0
      }
    },
  })
  slowestPage = Math.max(slowestPage, performance.now() - pageStarted)
  console.log(
    `dry run:     ${seconds(performance.now() - started)} (slowest page ${seconds(slowestPage)}); ${cleanupSummary(dry)}`,
  )
  started = performance.now()
  const real = await cleanUpStorage(client)
  console.log(`cleanup:     ${seconds(performance.now() - started)}; ${cleanupSummary(real)}`)
  started = performance.now()
  const next = await cleanUpStorage(client)
  console.log(`next run:    ${seconds(performance.now() - started)}; ${cleanupSummary(next)}`)
} finally {
  await backend.close()
  await rm(dataDir, { recursive: true, force: true })
}

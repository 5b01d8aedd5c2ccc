import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  configFromEnv,
  DEFAULT_STORAGE_CLEANUP,
  repoPaths,
  type BackendConfig,
} from '../../supabase/local/config.ts'
import { createNodeClient, type NodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'
import { objectFilePath } from '../../supabase/local/storage/files.ts'
import {
  cleanUpStorage,
  CLEANUP_BUCKET as BUCKET,
  scheduleStorageCleanup,
} from '../../supabase/local/storage/cleanup.ts'
import { studioApplicationInsert, studioInsert, teacherInsert } from '../builders.ts'

/**
 * Storage cleans itself (supabase/migrations/20251124000700_storage_cleanup.sql,
 * supabase/local/storage/cleanup.ts, scripts/storage-cleanup.ts). Each describe runs its own
 * backend: these tests age files and delete whatever nothing references, which must not touch
 * the files of the other backend tests.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const IMAGE = { cacheControl: '3600', upsert: false, contentType: 'image/png' }
/** A project URL other than the backend's: references are matched on the object's name alone. */
const OTHER_ORIGIN = 'https://abcdefghijklmnop.supabase.co/storage/v1/object/public/studio-assets/'
const TSX = path.join(repoPaths.root, 'node_modules/.bin/tsx')
const SCRIPT = path.join(repoPaths.root, 'scripts/storage-cleanup.ts')

interface Started {
  backend: RunningBackend
  dataDir: string
  service: NodeClient
  admin: NodeClient
  visitor: NodeClient
}

async function start(storageCleanup: BackendConfig['storageCleanup']): Promise<Started> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-storage-cleanup-test-'))
  const backend = await startLocalBackend({ ...configFromEnv({}), dataDir, port: 0, storageCleanup })
  const service = createNodeClient(backend.url, backend.serviceRoleKey)
  const email = `admin-${randomUUID()}@example.com`
  const password = 'test-password-123'
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true })
  if (created.error) throw created.error
  const granted = await service.rpc('grant_admin', { target_email: email })
  if (granted.error) throw granted.error
  const admin = createNodeClient(backend.url, backend.anonKey)
  const signedIn = await admin.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return { backend, dataDir, service, admin, visitor: createNodeClient(backend.url, backend.anonKey) }
}

async function stop(started: Started | undefined): Promise<void> {
  if (!started) return
  await started.backend.close()
  await rm(started.dataDir, { recursive: true, force: true })
}

async function upload(client: NodeClient, name: string): Promise<void> {
  const { error } = await client.storage.from(BUCKET).upload(name, PNG, IMAGE)
  if (error) throw new Error(`upload of ${name} failed: ${error.message}`)
}

function publicUrl(started: Started, name: string): string {
  return started.visitor.storage.from(BUCKET).getPublicUrl(name).data.publicUrl
}

/** Every object of the bucket, name → id (the id names its file on disk). */
async function objectIds(started: Started): Promise<Map<string, string>> {
  const { rows } = await started.backend.db.query<{ name: string; id: string }>(
    `select name, id from storage.objects where bucket_id = $1`,
    [BUCKET],
  )
  return new Map(rows.map((row) => [row.name, row.id]))
}

/** Makes files look uploaded two days ago, as the superuser (the API roles cannot). */
async function age(started: Started, names: 'all' | string[]): Promise<void> {
  const sql = `update storage.objects set created_at = now() - interval '2 days'
    where bucket_id = $1 and ($2::text[] is null or name = any($2::text[]))`
  await started.backend.db.query(sql, [BUCKET, names === 'all' ? null : names])
}

/** Whether the file is served and whether its bytes are on disk. */
async function stored(started: Started, name: string, id: string) {
  const response = await fetch(publicUrl(started, name))
  const bytes = Buffer.from(await response.arrayBuffer())
  const onDisk = existsSync(objectFilePath({ storageDir: path.join(started.dataDir, 'storage') }, BUCKET, id))
  return { served: response.status === 200 && bytes.equals(PNG), onDisk }
}

async function listUnreferenced(started: Started, olderThan?: string): Promise<string[]> {
  const { data, error } = await started.service.rpc(
    'unreferenced_storage_objects',
    olderThan === undefined ? {} : { older_than: olderThan },
  )
  if (error) throw new Error(error.message)
  return data.map((row) => row.name)
}

interface ScriptResult {
  code: number
  stdout: string
  stderr: string
}

function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [SCRIPT, ...args],
      { cwd: repoPaths.root, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
      },
    )
  })
}

/** The environment without any Supabase settings the developer's shell may hold. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const key of ['SUPABASE_URL', 'VITE_SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY']) delete env[key]
  return { ...env, ...extra }
}

describe('unreferenced files: listed by the database, deleted through the Storage API', () => {
  let started: Started
  const run = randomUUID().slice(0, 8)
  const name = {
    teacherProfile: `teachers/${run} portrait.png`,
    teacherGallery: `teachers/${run}-gallery-kept.png`,
    teacherGalleryRemoved: `teachers/${run}-gallery-removed.png`,
    teacherProfileReplaced: `teachers/${run}-profile-replaced.png`,
    studioLogo: `studios/${run}-logo.png`,
    studioGallery: `studios/${run}-gallery-kept.png`,
    studioGalleryResized: `studios/${run}-gallery-resized.png`,
    studioGalleryRemoved: `studios/${run}-gallery-removed.png`,
    folderPlaceholder: `studios/${run}/.emptyFolderPlaceholder`,
    // A visitor uploads only to the path of an upload permit: set in beforeAll.
    applicationSent: '',
    applicationUnsent: '',
    applicationCopied: '',
    applicationYoung: '',
  }
  /** What nothing references: a gallery image removed, a profile image replaced, a logo never sent. */
  let unreferenced: string[] = []
  let referenced: string[] = []
  const SEED_APPLICATION_LOGO = 'seed/applications/green-door-yoga-logo.jpg'
  let ids: Map<string, string>

  beforeAll(async () => {
    // Off: these tests run the cleanup themselves, at the moments they choose.
    started = await start(null)
    const { admin, visitor } = started
    for (const key of [
      'teacherProfile',
      'teacherGallery',
      'teacherGalleryRemoved',
      'teacherProfileReplaced',
      'studioLogo',
      'studioGallery',
      'studioGalleryResized',
      'studioGalleryRemoved',
    ] as const) {
      await upload(admin, name[key])
    }
    const placeholder = await admin.storage
      .from(BUCKET)
      .upload(name.folderPlaceholder, new Uint8Array(0), { contentType: 'application/octet-stream' })
    if (placeholder.error) throw placeholder.error
    for (const key of [
      'applicationSent',
      'applicationUnsent',
      'applicationCopied',
      'applicationYoung',
    ] as const) {
      const permit = await visitor.rpc('logo_upload_permit')
      if (permit.error) throw new Error(permit.error.message)
      name[key] = permit.data
      await upload(visitor, name[key])
    }
    unreferenced = [
      name.applicationUnsent,
      name.studioGalleryRemoved,
      name.teacherGalleryRemoved,
      name.teacherProfileReplaced,
    ].sort()
    referenced = [
      name.teacherProfile,
      name.teacherGallery,
      name.studioLogo,
      name.studioGallery,
      name.studioGalleryResized,
      name.applicationSent,
      name.applicationCopied,
    ]

    // The project's other address (a custom domain) is one of its storage origins too.
    await started.backend.db.query(`insert into private.storage_origins (origin) values ($1)`, [
      new URL(OTHER_ORIGIN).origin,
    ])
    const url = (objectName: string) => publicUrl(started, objectName)
    const teacher = await admin.from('teachers').insert(
      teacherInsert({
        // A name with a space: its URL holds it percent-encoded (getPublicUrl uses encodeURI).
        image: url(name.teacherProfile),
        gallery: [url(name.teacherGallery)],
      }),
    )
    expect(teacher.error).toBeNull()
    expect(url(name.teacherProfile)).toContain('%20portrait')
    const studio = await admin.from('studios').insert(
      studioInsert({
        slug: `cleanup-${run}`,
        logo: url(name.studioLogo),
        gallery: [url(name.studioGallery)],
      }),
    )
    expect(studio.error).toBeNull()
    // An image-transformation URL names the object too. Image columns take only plain public URLs
    // now (supabase/migrations/20251126000000_images_only_from_our_storage.sql), so this is a row
    // written before that, made as such a row was made: without the trigger.
    const resized = started.visitor.storage
      .from(BUCKET)
      .getPublicUrl(name.studioGalleryResized, { transform: { width: 400 } }).data.publicUrl
    await started.backend.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`)
      const updated = await tx.query(
        `update public.studios set gallery = gallery || $1::text where slug = $2`,
        [resized, `cleanup-${run}`],
      )
      expect(updated.affectedRows).toBe(1)
    })
    // The visitor's application stores the logo's URL as another origin would have written it.
    const sent = await visitor.rpc(
      'submit_studio_application',
      studioApplicationInsert({ logo: `${OTHER_ORIGIN}${name.applicationSent}` }) as never,
    )
    expect(sent.error).toBeNull()
    // An admin made a listing from an application, copying its logo, then deleted the application.
    const copied = await visitor.rpc(
      'submit_studio_application',
      studioApplicationInsert({ name: `Copied ${run}`, logo: url(name.applicationCopied) }) as never,
    )
    expect(copied.error).toBeNull()
    const listing = await admin.from('studios').insert(studioInsert({ logo: url(name.applicationCopied) }))
    expect(listing.error).toBeNull()
    const deleted = await admin.from('studioapplications').delete().eq('name', `Copied ${run}`).select('id')
    expect(deleted.error).toBeNull()
    expect(deleted.data).toHaveLength(1)

    ids = await objectIds(started)
    // Everything, seed images included, is two days old except the young upload.
    await age(
      started,
      [...ids.keys()].filter((objectName) => objectName !== name.applicationYoung),
    )
  })

  afterAll(() => stop(started))

  it('lists exactly the files nothing references that are older than a day', async () => {
    expect(await listUnreferenced(started)).toEqual(unreferenced)
  })

  it('keeps seed images, the application logo under seed/ included, and keeps young uploads', async () => {
    const listed = await listUnreferenced(started, '0 seconds')
    expect(ids.size).toBeGreaterThan(60)
    expect([...ids.keys()]).toContain(SEED_APPLICATION_LOGO)
    expect(listed).not.toContain(SEED_APPLICATION_LOGO)
    expect(listed.filter((objectName) => objectName.startsWith('seed/'))).toEqual([])
    // Grace period 0: the young upload is listed now, nothing else changes.
    expect(listed).toEqual([...unreferenced, name.applicationYoung].sort())
  })

  it('pages by name: max_rows and after_name', async () => {
    const first = await started.service.rpc('unreferenced_storage_objects', { max_rows: 3 })
    expect(first.data?.map((row) => row.name)).toEqual(unreferenced.slice(0, 3))
    const next = await started.service.rpc('unreferenced_storage_objects', {
      max_rows: 3,
      after_name: unreferenced[2]!,
    })
    expect(next.data?.map((row) => row.name)).toEqual(unreferenced.slice(3))
    expect(next.data?.[0]?.size).toBe(PNG.byteLength)
  })

  it('refuses a negative grace period and an empty page', async () => {
    const negative = await started.service.rpc('unreferenced_storage_objects', { older_than: '-1 hour' })
    expect(negative.error?.message).toMatch(/older_than must be zero or more/)
    const empty = await started.service.rpc('unreferenced_storage_objects', { max_rows: 0 })
    expect(empty.error?.message).toMatch(/max_rows must be 1 or more/)
  })

  it('is the service role’s alone: visitors, signed-in users and admins are refused over HTTP', async () => {
    const { backend, admin } = started
    const member = createNodeClient(backend.url, backend.anonKey)
    const email = `member-${randomUUID()}@example.com`
    expect(
      (
        await started.service.auth.admin.createUser({
          email,
          password: 'test-password-123',
          email_confirm: true,
        })
      ).error,
    ).toBeNull()
    expect((await member.auth.signInWithPassword({ email, password: 'test-password-123' })).error).toBeNull()

    const token = async (client: NodeClient) => (await client.auth.getSession()).data.session?.access_token
    const callers: [string, string | undefined, number][] = [
      ['visitor', undefined, 401],
      ['member', await token(member), 403],
      ['admin', await token(admin), 403],
    ]
    for (const [who, bearer, status] of callers) {
      const response = await fetch(`${backend.url}/rest/v1/rpc/unreferenced_storage_objects`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: '{}',
      })
      const body = (await response.json()) as { code?: string; message?: string }
      expect({ who, status: response.status, code: body.code }).toEqual({ who, status, code: '42501' })
      expect(body.message).toMatch(/permission denied for function unreferenced_storage_objects/)
    }
    const service = await fetch(`${backend.url}/rest/v1/rpc/unreferenced_storage_objects`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(service.status).toBe(200)
    expect(((await service.json()) as unknown[]).length).toBe(unreferenced.length)
  })

  it('a dry run lists page by page and deletes nothing', async () => {
    const seen: string[] = []
    const result = await cleanUpStorage(started.service, {
      dryRun: true,
      batchSize: 3,
      onListed: (object) => seen.push(object.name),
    })
    expect(result).toEqual({
      dryRun: true,
      listed: unreferenced.length,
      deleted: 0,
      failed: [],
      bytes: unreferenced.length * PNG.byteLength,
    })
    expect(seen).toEqual(unreferenced)
    for (const objectName of unreferenced) {
      expect(await stored(started, objectName, ids.get(objectName)!)).toEqual({ served: true, onDisk: true })
    }
  })

  it('npm run storage:cleanup -- --dry-run prints what it would delete and deletes nothing', async () => {
    const env = cleanEnv({
      SUPABASE_URL: started.backend.url,
      SUPABASE_SERVICE_ROLE_KEY: started.backend.serviceRoleKey,
    })
    const result = await runScript(['--dry-run'], env)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const lines = result.stdout.trim().split('\n')
    expect(
      lines.slice(0, -1).map((line) => /^would delete (.+) \(\d+ B, uploaded .+\)$/.exec(line)?.[1]),
    ).toEqual(unreferenced)
    expect(lines.at(-1)).toBe(`storage cleanup (dry run): listed 4, would delete 4 (${4 * PNG.byteLength} B)`)
    expect(await listUnreferenced(started)).toEqual(unreferenced)
  })

  it('npm run storage:cleanup deletes the unreferenced files, bytes included, and keeps the rest', async () => {
    const env = cleanEnv({
      VITE_SUPABASE_URL: started.backend.url,
      SUPABASE_SERVICE_ROLE_KEY: started.backend.serviceRoleKey,
    })
    const result = await runScript([], env)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout.trim()).toBe(
      `storage cleanup: listed 4, deleted 4, failed 0 (${4 * PNG.byteLength} B freed)`,
    )

    for (const objectName of unreferenced) {
      expect({ objectName, ...(await stored(started, objectName, ids.get(objectName)!)) }).toEqual({
        objectName,
        served: false,
        onDisk: false,
      })
      const response = await fetch(publicUrl(started, objectName))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ statusCode: '404', error: 'not_found' })
    }
    for (const objectName of [...referenced, name.applicationYoung, name.folderPlaceholder]) {
      const id = ids.get(objectName)!
      const onDisk = existsSync(
        objectFilePath({ storageDir: path.join(started.dataDir, 'storage') }, BUCKET, id),
      )
      expect({ objectName, onDisk }).toEqual({ objectName, onDisk: true })
    }
    for (const objectName of referenced) {
      expect(await stored(started, objectName, ids.get(objectName)!)).toEqual({ served: true, onDisk: true })
    }
    const remaining = await objectIds(started)
    expect(remaining.size).toBe(ids.size - unreferenced.length)

    const again = await runScript([], env)
    expect(again.stdout.trim()).toBe('storage cleanup: listed 0, deleted 0, failed 0 (0 B freed)')
  })

  it('deletes page by page until none are left', async () => {
    const extra = Array.from({ length: 5 }, (_, i) => `studios/${run}-replaced-${i}.png`)
    for (const objectName of extra) await upload(started.admin, objectName)
    await age(started, extra)
    const result = await cleanUpStorage(started.service, { batchSize: 2 })
    expect(result).toEqual({
      dryRun: false,
      listed: 5,
      deleted: 5,
      failed: [],
      bytes: 5 * PNG.byteLength,
    })
    expect(await listUnreferenced(started, '0 seconds')).toEqual([name.applicationYoung])
  })

  it('names what is missing from the environment in one line and exits 1', async () => {
    const none = await runScript([], cleanEnv({}))
    expect(none.code).toBe(1)
    expect(none.stderr).toBe(
      'storage:cleanup needs SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY in the environment.\n',
    )
    const noKey = await runScript([], cleanEnv({ SUPABASE_URL: started.backend.url }))
    expect(noKey.code).toBe(1)
    expect(noKey.stderr).toBe('storage:cleanup needs SUPABASE_SERVICE_ROLE_KEY in the environment.\n')
    const anonKey = await runScript(
      [],
      cleanEnv({ SUPABASE_URL: started.backend.url, SUPABASE_SERVICE_ROLE_KEY: started.backend.anonKey }),
    )
    expect(anonKey.code).toBe(1)
    expect(anonKey.stderr.trim()).toMatch(
      /permission denied .*\(is SUPABASE_SERVICE_ROLE_KEY the service-role key\?\)$/,
    )
  })
})

describe('the local backend runs the cleanup itself', () => {
  let started: Started | undefined

  afterAll(() => stop(started))

  it('deletes an aged unreferenced file through its Storage API, file on disk included', async () => {
    // The backend reports each run that found something in one line.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    started = await start({ firstRunMs: 0, everyMs: 100 })
    const run = randomUUID().slice(0, 8)
    const kept = `teachers/${run}-kept.png`
    const removed = `teachers/${run}-removed.png`
    await upload(started.admin, kept)
    await upload(started.admin, removed)
    const teacher = await started.admin
      .from('teachers')
      .insert(teacherInsert({ image: publicUrl(started, kept) }))
    expect(teacher.error).toBeNull()
    const ids = await objectIds(started)
    await age(started, [kept, removed])

    const deadline = Date.now() + 10_000
    while ((await stored(started, removed, ids.get(removed)!)).onDisk && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(await stored(started, removed, ids.get(removed)!)).toEqual({ served: false, onDisk: false })
    expect(await stored(started, kept, ids.get(kept)!)).toEqual({ served: true, onDisk: true })
    expect((await objectIds(started)).has(removed)).toBe(false)
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/^storage cleanup: listed \d+, deleted [1-9]\d*, failed 0 /),
    )
    log.mockRestore()
  })
})

describe('configFromEnv: LOCAL_SUPABASE_STORAGE_CLEANUP', () => {
  it('runs a minute after start, then hourly, unless off or false', () => {
    expect(DEFAULT_STORAGE_CLEANUP).toEqual({ firstRunMs: 60_000, everyMs: 3_600_000 })
    expect(configFromEnv({}).storageCleanup).toEqual(DEFAULT_STORAGE_CLEANUP)
    expect(configFromEnv({ LOCAL_SUPABASE_STORAGE_CLEANUP: 'on' }).storageCleanup).toEqual(
      DEFAULT_STORAGE_CLEANUP,
    )
    expect(configFromEnv({ LOCAL_SUPABASE_STORAGE_CLEANUP: 'off' }).storageCleanup).toBeNull()
    expect(configFromEnv({ LOCAL_SUPABASE_STORAGE_CLEANUP: 'false' }).storageCleanup).toBeNull()
  })
})

describe('scheduleStorageCleanup', () => {
  // The schedule's own timers and the runs' pauses both run on vitest's fake clock.
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs first after firstRunMs, then everyMs after each run ends, never two at once', async () => {
    const events: string[] = []
    let active = 0
    const schedule = scheduleStorageCleanup(
      async () => {
        active += 1
        events.push(`start ${active}`)
        await wait(30)
        active -= 1
      },
      { firstRunMs: 20, everyMs: 10, onError: (error) => events.push(`error ${String(error)}`) },
    )
    await vi.advanceTimersByTimeAsync(19)
    expect(events).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(events).toEqual(['start 1'])
    // The run takes 30 ms; the next starts 10 ms after it has ended.
    await vi.advanceTimersByTimeAsync(39)
    expect(events).toEqual(['start 1'])
    await vi.advanceTimersByTimeAsync(1)
    expect(events).toEqual(['start 1', 'start 1'])
    const stopped = schedule.stop()
    await vi.advanceTimersByTimeAsync(30)
    await stopped
  })

  it('stop() waits for the run under way and no run starts after it', async () => {
    let runs = 0
    let finished = 0
    const schedule = scheduleStorageCleanup(
      async () => {
        runs += 1
        await wait(50)
        finished += 1
      },
      { firstRunMs: 0, everyMs: 0, onError: () => {} },
    )
    await vi.advanceTimersByTimeAsync(20)
    let stopped = false
    const stopping = schedule.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(29)
    expect([runs, finished, stopped]).toEqual([1, 0, false])
    await vi.advanceTimersByTimeAsync(1)
    await stopping
    expect([runs, finished, stopped]).toEqual([1, 1, true])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(1)
  })

  it('reports a failed run and carries on', async () => {
    const errors: unknown[] = []
    let runs = 0
    const schedule = scheduleStorageCleanup(
      async () => {
        runs += 1
        throw new Error(`run ${runs} failed`)
      },
      { firstRunMs: 0, everyMs: 5, onError: (error) => errors.push(error) },
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
    await vi.advanceTimersByTimeAsync(5)
    await schedule.stop()
    expect(runs).toBe(2)
    expect(errors.map(String)).toEqual(['Error: run 1 failed', 'Error: run 2 failed'])
  })

  it('never keeps a process alive on its own', async () => {
    const module = path.join(repoPaths.root, 'supabase/local/storage/cleanup.ts')
    const code = `import { scheduleStorageCleanup } from ${JSON.stringify(module)}
      scheduleStorageCleanup(async () => {}, { firstRunMs: 60000, everyMs: 3600000, onError: () => {} })
      console.log('scheduled')`
    const started = Date.now()
    const result = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', code],
        { cwd: repoPaths.root, timeout: 30_000 },
        (error, stdout) =>
          resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout }),
      )
    })
    expect(result).toEqual({ code: 0, stdout: 'scheduled\n' })
    // The first run was due in a minute: the process ended without waiting for it.
    expect(Date.now() - started).toBeLessThan(20_000)
  })
})

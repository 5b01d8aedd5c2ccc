import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../supabase/local/config.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'
import { teacherInsert } from '../builders.ts'

/**
 * Image columns take only public URLs of our bucket at an origin the database lists
 * (supabase/migrations/20251126000000_images_only_from_our_storage.sql): the local backend lists
 * its own URL whenever it starts (supabase/local/prepare.ts), so a data directory served again on
 * another port takes that port's URLs, and an address elsewhere is refused over the API.
 */

const imageAt = (origin: string, name: string) => `${origin}/storage/v1/object/public/studio-assets/${name}`

describe('image URLs on the local backend', () => {
  const dataDirs: string[] = []
  const running: RunningBackend[] = []

  async function start(dataDir: string): Promise<RunningBackend> {
    const backend = await startLocalBackend({ ...configFromEnv({}), dataDir, port: 0, storageCleanup: null })
    running.push(backend)
    return backend
  }

  afterAll(async () => {
    for (const backend of running.splice(0)) await backend.close()
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
  })

  it("takes its own URL's images after a restart on another port, and refuses an address elsewhere", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-own-images-test-'))
    dataDirs.push(dataDir)
    const first = await start(dataDir)
    await first.close()
    running.splice(running.indexOf(first), 1)
    const again = await start(dataDir)
    expect(again.url).not.toBe(first.url)
    const service = createNodeClient(again.url, again.serviceRoleKey)

    const ours = await service
      .from('teachers')
      .insert(teacherInsert({ image: imageAt(again.url, 'teachers/1764000000000-profile-a.jpg') }))
    expect(ours.error).toBeNull()

    const elsewhere = await service.from('teachers').insert(
      teacherInsert({
        image: 'https://evil.example/storage/v1/object/public/studio-assets/teachers/a.jpg',
      }),
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.error?.code).toBe('23514')
    expect(elsewhere.error?.message).toBe(
      "Images must be uploaded to this site's storage; an address elsewhere is not accepted.",
    )
  })
})

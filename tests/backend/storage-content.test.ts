/**
 * An upload's bytes must be what its declared image type says (docs/decisions/0019): HTML sent
 * as image/png is refused the way storage-api refuses a type it does not accept, each image
 * format the bucket allows is accepted by its magic number, and files are served with nosniff.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { repoPaths } from '../../supabase/local/config.ts'
import { CHECKED_IMAGE_TYPES, contentMatchesType } from '../../supabase/local/storage/content.ts'
import { mimeTypeForName } from '../../supabase/local/storage/validate.ts'
import { anonClient, createTestUser, signedInClient, type Client } from './support.ts'

const BUCKET = 'studio-assets'
/** Real images, one per type the bucket allows. */
const IMAGES = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  'image/gif': Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  'image/webp': Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  'image/jpeg': readFileSync(
    path.join(repoPaths.seedImages, 'seed/studios/northern-lights-hot-yoga-logo.jpg'),
  ),
} as const
const HTML = Buffer.from('<!doctype html><script>alert(document.domain)</script>')
const OPTIONS = { cacheControl: '3600', upsert: false }
const refused = (type: string) => ({
  status: 400,
  statusCode: '415',
  message: `file content does not match mime type ${type}`,
})

const folder = `content-${randomUUID().slice(0, 8)}`
let visitor: Client
let admin: Client

beforeAll(async () => {
  visitor = anonClient()
  admin = await signedInClient(await createTestUser({ admin: true }))
})

async function fetchPublic(name: string): Promise<Response> {
  return fetch(visitor.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)
}

/** The path a visitor may upload one logo to: a permit from public.logo_upload_permit. */
async function permittedPath(): Promise<string> {
  const { data, error } = await visitor.rpc('logo_upload_permit')
  expect(error).toBeNull()
  return data!
}

describe('contentMatchesType', () => {
  it('knows each type the bucket allows by its first bytes, and nothing else', () => {
    for (const [type, bytes] of Object.entries(IMAGES)) {
      expect(contentMatchesType(bytes, type), type).toBe(true)
      for (const other of CHECKED_IMAGE_TYPES.filter((checked) => checked !== type)) {
        expect(contentMatchesType(bytes, other), `${type} as ${other}`).toBe(false)
      }
      expect(contentMatchesType(HTML, type), `HTML as ${type}`).toBe(false)
      expect(contentMatchesType(new Uint8Array(0), type), `nothing as ${type}`).toBe(false)
    }
    expect(contentMatchesType(HTML, 'IMAGE/PNG; charset=utf-8')).toBe(false)
    // RIFF alone is not WebP: a WAV file shares the container.
    expect(contentMatchesType(Buffer.from('RIFF\0\0\0\0WAVEfmt '), 'image/webp')).toBe(false)
  })

  it('passes every seed image', async () => {
    const dir = path.join(repoPaths.seedImages, 'seed')
    const names = await readdir(dir, { recursive: true })
    const files = names.filter((name) => /\.\w+$/.test(name))
    expect(files.length).toBeGreaterThan(0)
    for (const name of files) {
      const type = mimeTypeForName(name)
      expect(CHECKED_IMAGE_TYPES, name).toContain(type)
      expect(contentMatchesType(await readFile(path.join(dir, name)), type), name).toBe(true)
    }
  })
})

describe('an upload', () => {
  it('of HTML declared as image/png is refused, as a raw body and as a Blob, and nothing is served', async () => {
    const raw = await permittedPath()
    const asRaw = await visitor.storage
      .from(BUCKET)
      .upload(raw, HTML, { ...OPTIONS, contentType: 'image/png' })
    expect(asRaw.data).toBeNull()
    expect(asRaw.error).toMatchObject(refused('image/png'))
    expect((await fetchPublic(raw)).status).toBe(400)

    const blob = await permittedPath()
    const asBlob = await visitor.storage
      .from(BUCKET)
      .upload(blob, new Blob([HTML], { type: 'image/png' }), { ...OPTIONS, contentType: 'image/png' })
    expect(asBlob.error).toMatchObject(refused('image/png'))
    expect((await fetchPublic(blob)).status).toBe(400)
  })

  it('of one image type declared as another is refused', async () => {
    const { error } = await admin.storage
      .from(BUCKET)
      .upload(`${folder}/${randomUUID()}.jpg`, IMAGES['image/png'], { ...OPTIONS, contentType: 'image/jpeg' })
    expect(error).toMatchObject(refused('image/jpeg'))
  })

  it.each(Object.entries(IMAGES))('of a real %s is stored and served with nosniff', async (type, bytes) => {
    const name = `${folder}/${randomUUID()}`
    const { error } = await admin.storage.from(BUCKET).upload(name, bytes, { ...OPTIONS, contentType: type })
    expect(error).toBeNull()
    const response = await fetchPublic(name)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(type)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
  })
})

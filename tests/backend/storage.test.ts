// Contract tests: supabase-js 2.109 storage calls against the local backend,
// answered as Supabase Storage answers them (status codes and error bodies of storage-api 1.x).
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestUser, signedInClient, type Client } from './support.ts'

const BUCKET = 'studio-assets'
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
/** A real 1×1 GIF. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const OPTIONS = { cacheControl: '3600', upsert: false, contentType: 'image/png' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const folder = `contract-${randomUUID().slice(0, 8)}`
let admin: Client

beforeAll(async () => {
  admin = await signedInClient(await createTestUser({ admin: true }))
})

async function fetchPublic(client: Client, path: string) {
  const { publicUrl } = client.storage.from(BUCKET).getPublicUrl(path).data
  const response = await fetch(publicUrl)
  const bytes = Buffer.from(await response.arrayBuffer())
  return { response, bytes, publicUrl }
}

describe('upload and the public URL', () => {
  it('stores a Blob sent as multipart/form-data and serves the same bytes with its type and cache control', async () => {
    const path = `${folder}/blob.png`
    const { data, error } = await admin.storage
      .from(BUCKET)
      .upload(path, new Blob([PNG], { type: 'image/png' }), OPTIONS)
    expect(error).toBeNull()
    expect(data).toMatchObject({ path, fullPath: `${BUCKET}/${path}` })
    expect(data?.id).toMatch(UUID)

    const { response, bytes, publicUrl } = await fetchPublic(admin, path)
    expect(publicUrl).toMatch(new RegExp(`/storage/v1/object/public/${BUCKET}/${folder}/blob\\.png$`))
    expect(response.status).toBe(200)
    expect(bytes.equals(PNG)).toBe(true)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('content-length')).toBe(String(PNG.length))
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(new Date(response.headers.get('last-modified') ?? '').getTime()).not.toBeNaN()
  })

  it('stores an ArrayBuffer and a Buffer sent as the raw body, names with spaces included', async () => {
    const raw = `${folder}/raw file.png`
    const arrayBuffer = PNG.buffer.slice(PNG.byteOffset, PNG.byteOffset + PNG.byteLength)
    const first = await admin.storage.from(BUCKET).upload(raw, arrayBuffer, OPTIONS)
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ path: raw, fullPath: `${BUCKET}/${raw}` })

    const buffer = `${folder}/buffer.png`
    const second = await admin.storage.from(BUCKET).upload(buffer, PNG, OPTIONS)
    expect(second.error).toBeNull()

    for (const path of [raw, buffer]) {
      const { response, bytes } = await fetchPublic(admin, path)
      expect(response.status).toBe(200)
      expect(bytes.equals(PNG)).toBe(true)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toBe('max-age=3600')
    }
  })

  it('answers HEAD on the public URL with the headers and no body', async () => {
    const path = `${folder}/head.png`
    expect((await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)).error).toBeNull()
    const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(path).data
    const response = await fetch(publicUrl, { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-length')).toBe(String(PNG.length))
    expect((await response.arrayBuffer()).byteLength).toBe(0)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const path = `${folder}/etag.png`
    expect((await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)).error).toBeNull()
    const { response } = await fetchPublic(admin, path)
    const etag = response.headers.get('etag') ?? ''
    const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(path).data
    const again = await fetch(publicUrl, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })
})

describe('duplicates', () => {
  it('refuses a second upload to the same path with statusCode 409', async () => {
    const path = `${folder}/twice.png`
    expect((await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)).error).toBeNull()
    const { data, error } = await admin.storage
      .from(BUCKET)
      .upload(path, new Blob([GIF], { type: 'image/gif' }), OPTIONS)
    expect(data).toBeNull()
    expect(error).toMatchObject({ name: 'StorageApiError', status: 400, statusCode: '409' })
    expect(error?.message).toBe('The resource already exists')
    expect((await fetchPublic(admin, path)).bytes.equals(PNG)).toBe(true)
  })
})

describe('remove', () => {
  it('removes an object; its public URL then answers Object not found', async () => {
    const path = `${folder}/gone.png`
    expect((await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)).error).toBeNull()
    const { data, error } = await admin.storage.from(BUCKET).remove([path, `${folder}/never-existed.png`])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data?.[0]).toMatchObject({ name: path, bucket_id: BUCKET })

    const { response, bytes } = await fetchPublic(admin, path)
    expect(response.status).toBe(400)
    expect(JSON.parse(bytes.toString())).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
  })
})

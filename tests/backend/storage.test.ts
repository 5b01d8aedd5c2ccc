// Contract tests: supabase-js 2.109 storage calls against the local backend,
// answered as Supabase Storage answers them (docs: shared/reference/supabase-wire.md).
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, createTestUser, serviceClient, signedInClient, type Client } from './support.ts'

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

describe('duplicates and upsert', () => {
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

  it('lets an admin replace an object with upsert: true, keeping its id', async () => {
    const path = `${folder}/replace.png`
    const first = await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)
    expect(first.error).toBeNull()
    const second = await admin.storage
      .from(BUCKET)
      .upload(path, GIF, { cacheControl: '60', upsert: true, contentType: 'image/gif' })
    expect(second.error).toBeNull()
    expect(second.data?.id).toBe(first.data?.id)

    const { response, bytes } = await fetchPublic(admin, path)
    expect(bytes.equals(GIF)).toBe(true)
    expect(response.headers.get('content-type')).toBe('image/gif')
    expect(response.headers.get('cache-control')).toBe('max-age=60')
  })

  it('lets an admin replace an object with update()', async () => {
    const path = `${folder}/update.png`
    expect(
      (await admin.storage.from(BUCKET).upload(path, GIF, { ...OPTIONS, contentType: 'image/gif' })).error,
    ).toBeNull()
    const { error } = await admin.storage.from(BUCKET).update(path, PNG, OPTIONS)
    expect(error).toBeNull()
    expect((await fetchPublic(admin, path)).bytes.equals(PNG)).toBe(true)
  })
})

describe('remove, list, download and buckets', () => {
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

  it('lists one level of a folder in name order: sub-folders (id null) and files with metadata', async () => {
    const base = `${folder}/listing`
    for (const name of ['b.png', 'a.png', 'sub/c.png']) {
      expect((await admin.storage.from(BUCKET).upload(`${base}/${name}`, PNG, OPTIONS)).error).toBeNull()
    }
    const { data, error } = await admin.storage.from(BUCKET).list(base)
    expect(error).toBeNull()
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'sub'])
    expect(data?.[2]).toMatchObject({ id: null, metadata: null })
    expect(data?.[0]?.id).toMatch(UUID)
    expect(data?.[0]?.metadata).toMatchObject({
      mimetype: 'image/png',
      size: PNG.length,
      cacheControl: 'max-age=3600',
    })

    const page = await admin.storage
      .from(BUCKET)
      .list(base, { limit: 1, offset: 1, sortBy: { column: 'name', order: 'desc' } })
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.png'])
    const search = await admin.storage.from(BUCKET).list(base, { search: 'b' })
    expect(search.data?.map((entry) => entry.name)).toEqual(['b.png'])
    // Sorted by a date, folders come first, then files in upload order.
    const byDate = await admin.storage
      .from(BUCKET)
      .list(base, { sortBy: { column: 'created_at', order: 'asc' } })
    expect(byDate.data?.map((entry) => entry.name)).toEqual(['sub', 'b.png', 'a.png'])

    const top = await admin.storage.from(BUCKET).list()
    expect(top.data?.find((entry) => entry.name === folder)).toMatchObject({ id: null })
  })

  it('downloads through the authenticated endpoint', async () => {
    const path = `${folder}/download.png`
    expect((await admin.storage.from(BUCKET).upload(path, PNG, OPTIONS)).error).toBeNull()
    const { data, error } = await admin.storage.from(BUCKET).download(path)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('shows the bucket and its limits to the service role only (storage.buckets has no policies)', async () => {
    const { data, error } = await serviceClient().storage.getBucket(BUCKET)
    expect(error).toBeNull()
    expect(data).toMatchObject({
      id: BUCKET,
      name: BUCKET,
      public: true,
      file_size_limit: 5 * 1024 * 1024,
      allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    })
    const all = await serviceClient().storage.listBuckets()
    expect(all.data?.map((bucket) => bucket.id)).toContain(BUCKET)
    expect((await anonClient().storage.listBuckets()).data).toEqual([])
    const hidden = await anonClient().storage.getBucket(BUCKET)
    expect(hidden.error).toMatchObject({ status: 400, statusCode: '404' })
  })
})

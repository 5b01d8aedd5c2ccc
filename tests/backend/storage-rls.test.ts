// The studio-assets row of the RLS matrix: visitor (anon), signed-in non-admin
// and admin × read, list, insert, update (upsert) and delete, through supabase-js.
// Policies: supabase/migrations/20251027000300_storage.sql,
// 20251124000400_submissions_through_functions.sql (visitors' uploads need a permit) and
// 20251124000600_storage_listing_only_for_admins.sql.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, createTestUser, signedInClient, type Client } from './support.ts'

const BUCKET = 'studio-assets'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const OVER_LIMIT = new Uint8Array(5 * 1024 * 1024 + 1)
const IMAGE = { cacheControl: '3600', upsert: false, contentType: 'image/png' }
const RLS_MESSAGE = 'new row violates row-level security policy'

const run = randomUUID().slice(0, 8)
const unique = (name: string) => `${run}-${randomUUID().slice(0, 8)}-${name}`

let visitor: Client
let member: Client
let admin: Client

beforeAll(async () => {
  visitor = anonClient()
  const [memberUser, adminUser] = await Promise.all([
    createTestUser({ admin: false }),
    createTestUser({ admin: true }),
  ])
  ;[member, admin] = await Promise.all([signedInClient(memberUser), signedInClient(adminUser)])
})

async function publicBytes(path: string): Promise<{ status: number; bytes: Buffer }> {
  const { publicUrl } = visitor.storage.from(BUCKET).getPublicUrl(path).data
  const response = await fetch(publicUrl)
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The path a visitor may upload one logo to: a permit from public.logo_upload_permit. */
async function permittedPath(client: Client): Promise<string> {
  const { data, error } = await client.rpc('logo_upload_permit')
  expect(error).toBeNull()
  expect(data).toMatch(/^applications\/[0-9a-f-]{36}-logo\.jpg$/)
  return data!
}

async function adminPut(path: string, bytes: Buffer = PNG): Promise<void> {
  const { error } = await admin.storage.from(BUCKET).upload(path, bytes, IMAGE)
  expect(error).toBeNull()
}

describe('select: the public bucket serves files by URL; only admins list and read through the API', () => {
  it.each([
    ['visitor', () => visitor],
    ['member', () => member],
  ])('%s reads a public URL but lists nothing and cannot download through the API', async (_who, client) => {
    const folder = `rls-read-${unique('x')}`
    await adminPut(`${folder}/seen.png`)
    expect(await publicBytes(`${folder}/seen.png`)).toEqual({ status: 200, bytes: PNG })
    const listed = await client().storage.from(BUCKET).list(folder)
    expect(listed.error).toBeNull()
    expect(listed.data).toEqual([])
    const downloaded = await client().storage.from(BUCKET).download(`${folder}/seen.png`)
    expect(downloaded.data).toBeNull()
    expect(downloaded.error).not.toBeNull()
  })

  it('admin reads a public URL, lists the folder and downloads', async () => {
    const folder = `rls-read-${unique('x')}`
    await adminPut(`${folder}/seen.png`)
    expect(await publicBytes(`${folder}/seen.png`)).toEqual({ status: 200, bytes: PNG })
    const listed = await admin.storage.from(BUCKET).list(folder)
    expect(listed.error).toBeNull()
    expect(listed.data?.map((entry) => entry.name)).toEqual(['seen.png'])
    const downloaded = await admin.storage.from(BUCKET).download(`${folder}/seen.png`)
    expect(downloaded.error).toBeNull()
    expect(Buffer.from(await downloaded.data!.arrayBuffer())).toEqual(PNG)
  })
})

describe.each([
  ['visitor', () => visitor],
  ['signed-in non-admin', () => member],
])('%s', (_who, client) => {
  it('uploads an image to the path of an upload permit (as Blob and as raw body)', async () => {
    const jpg = await permittedPath(client())
    const blob = await client()
      .storage.from(BUCKET)
      .upload(jpg, new Blob([PNG], { type: 'image/jpeg' }), IMAGE)
    expect(blob.error).toBeNull()
    expect(blob.data?.path).toBe(jpg)
    const raw = await permittedPath(client())
    expect((await client().storage.from(BUCKET).upload(raw, PNG, IMAGE)).error).toBeNull()
    expect(await publicBytes(raw)).toEqual({ status: 200, bytes: PNG })
  })

  it('may not upload to applications/ without a permit (403), nor twice to one permit', async () => {
    const { error } = await client()
      .storage.from(BUCKET)
      .upload(`applications/${unique('logo.jpg')}`, PNG, IMAGE)
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: RLS_MESSAGE })
    const path = await permittedPath(client())
    expect((await client().storage.from(BUCKET).upload(path, PNG, IMAGE)).error).toBeNull()
    const second = await client()
      .storage.from(BUCKET)
      .upload(path, GIF, { ...IMAGE, contentType: 'image/gif' })
    expect(second.error).toMatchObject({ status: 400, statusCode: '409' })
    expect(await publicBytes(path)).toEqual({ status: 200, bytes: PNG })
  })

  it('may not upload outside applications/ (403)', async () => {
    const { data, error } = await client()
      .storage.from(BUCKET)
      .upload(`logos/${unique('x.png')}`, PNG, IMAGE)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: RLS_MESSAGE })
  })

  it('may not upload into a sub-folder of applications/ (403)', async () => {
    const { error } = await client()
      .storage.from(BUCKET)
      .upload(`applications/sub/${unique('x.png')}`, PNG, IMAGE)
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: RLS_MESSAGE })
  })

  it('may not upload a file not named as an image, whatever its type (403 by the policy)', async () => {
    const body = new Blob([PNG], { type: 'image/png' })
    const { error } = await client()
      .storage.from(BUCKET)
      .upload(`applications/${unique('x.txt')}`, body, IMAGE)
    expect(error).toMatchObject({ statusCode: '403' })
  })

  it('may not upload text/plain (415 by the bucket)', async () => {
    const { error } = await client()
      .storage.from(BUCKET)
      .upload(`applications/${unique('x.txt')}`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    })
  })

  it('may not upload an image over 5 MB (413 by the bucket), raw or multipart', async () => {
    const raw = await client()
      .storage.from(BUCKET)
      .upload(await permittedPath(client()), OVER_LIMIT, IMAGE)
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413' })
    const multipart = await client()
      .storage.from(BUCKET)
      .upload(await permittedPath(client()), new Blob([OVER_LIMIT], { type: 'image/png' }), IMAGE)
    expect(multipart.error).toMatchObject({ status: 400, statusCode: '413' })
    expect(multipart.error?.message).toBe('The object exceeded the maximum allowed size')
  })

  it('may not replace an object (upsert or update: 403), which stays as it was', async () => {
    const own = await permittedPath(client())
    expect((await client().storage.from(BUCKET).upload(own, PNG, IMAGE)).error).toBeNull()
    const upsert = await client()
      .storage.from(BUCKET)
      .upload(own, GIF, { ...IMAGE, upsert: true, contentType: 'image/gif' })
    expect(upsert.error).toMatchObject({ status: 400, statusCode: '403' })
    const update = await client()
      .storage.from(BUCKET)
      .update(own, GIF, { ...IMAGE, contentType: 'image/gif' })
    expect(update.error).toMatchObject({ status: 400, statusCode: '403' })
    expect(await publicBytes(own)).toEqual({ status: 200, bytes: PNG })
  })

  it('may not delete: remove() silently deletes nothing and the object is still served', async () => {
    const path = `applications/${unique('keep.png')}`
    await adminPut(path)
    const { data, error } = await client().storage.from(BUCKET).remove([path])
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect(await publicBytes(path)).toEqual({ status: 200, bytes: PNG })
  })
})

describe('admin', () => {
  it('uploads anywhere in the bucket, nested folders included', async () => {
    for (const path of [`logos/${unique('a.png')}`, `teachers/${run}/deep/${unique('b.png')}`]) {
      const { error } = await admin.storage
        .from(BUCKET)
        .upload(path, new Blob([PNG], { type: 'image/png' }), IMAGE)
      expect(error).toBeNull()
      expect(await publicBytes(path)).toEqual({ status: 200, bytes: PNG })
    }
  })

  it('is still bound by the bucket: no text/plain (415), nothing over 5 MB (413)', async () => {
    const text = await admin.storage
      .from(BUCKET)
      .upload(`logos/${unique('a.txt')}`, 'hello', { contentType: 'text/plain' })
    expect(text.error).toMatchObject({ statusCode: '415' })
    const big = await admin.storage.from(BUCKET).upload(`logos/${unique('big.png')}`, OVER_LIMIT, IMAGE)
    expect(big.error).toMatchObject({ statusCode: '413' })
  })

  it('replaces a visitor upload with upsert and deletes it', async () => {
    const path = await permittedPath(visitor)
    expect((await visitor.storage.from(BUCKET).upload(path, PNG, IMAGE)).error).toBeNull()
    const replaced = await admin.storage
      .from(BUCKET)
      .upload(path, GIF, { ...IMAGE, upsert: true, contentType: 'image/gif' })
    expect(replaced.error).toBeNull()
    expect(await publicBytes(path)).toEqual({ status: 200, bytes: GIF })

    const removed = await admin.storage.from(BUCKET).remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((object) => object.name)).toEqual([path])
    expect((await publicBytes(path)).status).toBe(400)
  })
})

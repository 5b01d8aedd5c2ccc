/**
 * How Storage answers an upload or removal it refuses, as storage-api answers: HTTP 400 with the
 * real status in the JSON's statusCode (403 for a policy, 409 for a taken name, 415 and 413 for
 * the bucket's limits), and a removal of what the policies hide deletes nothing without an error.
 * Who may write where is the RLS matrix's (tests/pg, storage.ts and sending.ts).
 */
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

describe('a visitor', () => {
  it('uploads to an upload permit, as a Blob (multipart) and as a raw body', async () => {
    const jpg = await permittedPath(visitor)
    const blob = await visitor.storage.from(BUCKET).upload(jpg, new Blob([PNG], { type: 'image/png' }), IMAGE)
    expect(blob.error).toBeNull()
    expect(blob.data?.path).toBe(jpg)
    const raw = await permittedPath(visitor)
    expect((await visitor.storage.from(BUCKET).upload(raw, PNG, IMAGE)).error).toBeNull()
    expect(await publicBytes(raw)).toEqual({ status: 200, bytes: PNG })
  })

  it('is refused by the policies with statusCode 403, and a taken name with 409', async () => {
    const refused = await visitor.storage.from(BUCKET).upload(`logos/${unique('x.png')}`, PNG, IMAGE)
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ status: 400, statusCode: '403', message: RLS_MESSAGE })

    const path = await permittedPath(visitor)
    expect((await visitor.storage.from(BUCKET).upload(path, PNG, IMAGE)).error).toBeNull()
    const second = await visitor.storage
      .from(BUCKET)
      .upload(path, GIF, { ...IMAGE, contentType: 'image/gif' })
    expect(second.error).toMatchObject({ status: 400, statusCode: '409' })
    expect(await publicBytes(path)).toEqual({ status: 200, bytes: PNG })
  })

  it('removes nothing it may not: no error, an empty list, the object still served', async () => {
    const path = `applications/${unique('keep.png')}`
    await adminPut(path)
    const { data, error } = await visitor.storage.from(BUCKET).remove([path])
    expect(error).toBeNull()
    expect(data).toEqual([])
    expect(await publicBytes(path)).toEqual({ status: 200, bytes: PNG })
  })
})

describe("the bucket's limits, for everyone", () => {
  it.each([
    ['a visitor', () => visitor],
    ['a signed-in non-admin', () => member],
    ['an admin', () => admin],
  ])('%s may not upload text/plain (415)', async (_who, client) => {
    const { error } = await client()
      .storage.from(BUCKET)
      .upload(`applications/${unique('x.txt')}`, Buffer.from('hello'), { contentType: 'text/plain' })
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    })
  })

  it('nothing over 5 MB (413), raw or multipart', async () => {
    const raw = await visitor.storage.from(BUCKET).upload(await permittedPath(visitor), OVER_LIMIT, IMAGE)
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413' })
    const multipart = await visitor.storage
      .from(BUCKET)
      .upload(await permittedPath(visitor), new Blob([OVER_LIMIT], { type: 'image/png' }), IMAGE)
    expect(multipart.error).toMatchObject({ status: 400, statusCode: '413' })
    expect(multipart.error?.message).toBe('The object exceeded the maximum allowed size')
    const byAdmin = await admin.storage.from(BUCKET).upload(`logos/${unique('big.png')}`, OVER_LIMIT, IMAGE)
    expect(byAdmin.error).toMatchObject({ statusCode: '413' })
  })
})

describe('an admin', () => {
  it('removes a visitor upload: the removed objects are listed, the URL then answers NoSuchKey', async () => {
    const path = await permittedPath(visitor)
    expect((await visitor.storage.from(BUCKET).upload(path, PNG, IMAGE)).error).toBeNull()
    const removed = await admin.storage.from(BUCKET).remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((object) => object.name)).toEqual([path])
    expect((await publicBytes(path)).status).toBe(400)
  })
})

// Raw HTTP against /storage/v1 with input supabase-js would not send: every
// answer is storage-api's JSON, never a 500, and no byte lands outside the
// storage directory.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { signJwt } from '../../supabase/local/keys.ts'
import { backend, rawFetch } from './support.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)
const OBJECT = '/storage/v1/object/studio-assets'

/** The service role: no policy stops it, so only the input checks can. */
function service(extra: Record<string, string> = {}) {
  const key = backend().serviceRoleKey
  return { key, headers: { Authorization: `Bearer ${key}`, ...extra } }
}

function uploadRaw(objectPath: string, init: { headers?: Record<string, string>; key?: string | null } = {}) {
  const { key, headers } =
    init.key === undefined ? service(init.headers) : { key: init.key, headers: init.headers }
  return rawFetch(`${OBJECT}/${objectPath}`, {
    method: 'POST',
    key,
    headers: { 'content-type': 'image/png', 'cache-control': 'max-age=3600', ...headers },
    body: PNG,
  })
}

/** A request whose path is sent byte for byte (fetch would resolve dot segments first). */
function rawHttp(method: string, rawPath: string, headers: Record<string, string>, body?: Buffer) {
  const { hostname, port } = new URL(backend().url)
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request({ hostname, port, method, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

function storageError(statusCode: string, code: string, error: string, message: string) {
  return { statusCode, code, error, message }
}

describe('object names', () => {
  it.each([
    ['applications/..%2F..%2Fetc%2Fpasswd', 'applications/../../etc/passwd'],
    ['..%2F..%2Fescape.png', '../../escape.png'],
    ['applications%2F%2E%2E%2F%2E%2E%2Fx.png', 'applications/../../x.png'],
    ['%2E%2Fdot.png', './dot.png'],
    ['%2Fleading.png', '/leading.png'],
    ['a%2F%2Fb.png', 'a//b.png'],
    ['folder%2F', 'folder/'],
    ['a%5C..%5Cb.png', 'a\\..\\b.png'],
    ['a%00b.png', 'a\u0000b.png'],
    ['a%0Ab.png', 'a\nb.png'],
    ['caf%C3%A9.png', 'café.png'],
    ['bad%E0%A4%A.png', 'bad%E0%A4%A.png'],
    [`${'x'.repeat(1021)}.png`, `${'x'.repeat(1021)}.png`],
  ])('refuses %s as InvalidKey', async (encoded, key) => {
    const { status, json } = await uploadRaw(encoded)
    expect(status).toBe(400)
    expect(json).toEqual(storageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`))
  })

  it('refuses a traversal name on a public read too', async () => {
    const { status, json } = await rawFetch(
      `/storage/v1/object/public/studio-assets/..%2F..%2Fbackend.json`,
      {
        key: null,
      },
    )
    expect(status).toBe(400)
    expect(json).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
  })

  it('never writes through raw dot segments (the server resolves them before routing)', async () => {
    const headers = { apikey: backend().serviceRoleKey, authorization: `Bearer ${backend().serviceRoleKey}` }
    for (const rawPath of [
      `${OBJECT}/applications/../../etc/passwd`,
      `${OBJECT}/applications/../../../../../../../../etc/passwd`,
      `${OBJECT}/applications/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `${OBJECT}/applications\\..\\..\\etc\\passwd`,
    ]) {
      const { status, text } = await rawHttp(
        'POST',
        rawPath,
        { ...headers, 'content-type': 'image/png' },
        PNG,
      )
      expect(status, rawPath).toBeGreaterThanOrEqual(400)
      expect(status, rawPath).toBeLessThan(500)
      expect(text).not.toContain('"Key"')
    }
    expect(readFileSync('/etc/passwd').subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(false)
  })
})

describe('bodies', () => {
  it('answers NoSuchBucket for an unknown bucket', async () => {
    const { key, headers } = service({ 'content-type': 'image/png' })
    const { status, json } = await rawFetch('/storage/v1/object/no-such-bucket/x.png', {
      method: 'POST',
      key,
      headers,
      body: PNG,
    })
    expect(status).toBe(400)
    expect(json).toEqual(storageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'))
  })

  it('answers InvalidRequest for a form without a file part', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    const { key, headers } = service()
    const { status, json } = await rawFetch(`${OBJECT}/${randomUUID()}.png`, {
      method: 'POST',
      key,
      headers,
      body: form,
    })
    expect(status).toBe(400)
    expect(json).toEqual(storageError('400', 'InvalidRequest', 'InvalidRequest', 'No content provided'))
  })

  it.each([
    ['garbage with a boundary', 'multipart/form-data; boundary=xyz', 'not a multipart body'],
    ['no boundary', 'multipart/form-data', '--xyz\r\n\r\n'],
    [
      'truncated part',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="f"',
    ],
  ])('answers InvalidRequest for malformed multipart (%s)', async (_case, contentType, body) => {
    const { key, headers } = service({ 'content-type': contentType })
    const { status, json } = await rawFetch(`${OBJECT}/${randomUUID()}.png`, {
      method: 'POST',
      key,
      headers,
      body,
    })
    expect(status).toBe(400)
    expect(json).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
  })

  it.each([
    ['not JSON', '{prefixes: nope', 'Body is not valid JSON'],
    ['empty', '', 'body must be object'],
    ['no prefixes', '{}', "body must have required property 'prefixes'"],
    ['prefixes not an array', '{"prefixes":"a.png"}', 'body/prefixes must be array'],
    ['empty prefixes', '{"prefixes":[]}', 'body/prefixes must NOT have fewer than 1 items'],
    ['a prefix not a string', '{"prefixes":["a.png",7]}', 'body/prefixes/1 must be string'],
  ])('answers a 400 for a bad remove() body (%s)', async (_case, body, message) => {
    const { key, headers } = service({ 'content-type': 'application/json' })
    const { status, json } = await rawFetch(OBJECT, { method: 'DELETE', key, headers, body })
    expect(status).toBe(400)
    expect(json).toMatchObject({ statusCode: '400', code: 'InvalidRequest', error: 'Bad Request' })
    expect((json as { message: string }).message).toContain(message)
  })
})

describe('credentials', () => {
  const now = () => Math.floor(Date.now() / 1000)

  it.each([
    [
      'an expired token',
      () => signJwt(DEMO_JWT_SECRET, { role: 'authenticated', sub: randomUUID(), exp: now() - 60 }),
      '"exp" claim timestamp check failed',
    ],
    [
      'a token signed with another secret',
      () => signJwt('another-secret-another-secret-another-secret', { role: 'anon' }),
      'signature verification failed',
    ],
    ['a token that is no JWT', async () => 'not-a-jwt', 'Invalid Compact JWS'],
  ])('answers AccessDenied for %s', async (_case, makeToken, message) => {
    const token = await makeToken()
    const { status, json } = await uploadRaw(`applications/${randomUUID()}.png`, {
      key: backend().anonKey,
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(status).toBe(400)
    expect(json).toEqual(storageError('403', 'AccessDenied', 'Unauthorized', message))
  })

  it('answers the gateway 401 without an apikey or with a wrong one', async () => {
    const missing = await uploadRaw(`applications/${randomUUID()}.png`, { key: null })
    expect(missing.status).toBe(401)
    expect(missing.json).toMatchObject({ message: 'No API key found in request' })
    const wrong = await uploadRaw(`applications/${randomUUID()}.png`, { key: 'not-a-key' })
    expect(wrong.status).toBe(401)
    expect(wrong.json).toMatchObject({ message: 'Invalid API key' })
  })

  it('serves public URLs without any credentials, and answers 400 for what is not there', async () => {
    const missingObject = await rawFetch('/storage/v1/object/public/studio-assets/nothing/here.png', {
      key: null,
    })
    expect(missingObject.status).toBe(400)
    expect(missingObject.json).toEqual(storageError('404', 'NoSuchKey', 'not_found', 'Object not found'))
    const missingBucket = await rawFetch('/storage/v1/object/public/no-such-bucket/x.png', { key: null })
    expect(missingBucket.status).toBe(400)
    expect(missingBucket.json).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

afterAll(async () => {
  // Every file the backend wrote lives in the database's directory (and its log) or in
  // storage/<bucket>/<object uuid> (or is an upload in flight beside it).
  const dataDir = backend().dataDir
  const files = (await readdir(dataDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  const stray = files.filter(
    (file) =>
      !file.startsWith('postgres/') &&
      file !== 'postgres.log' &&
      file !== 'backend.json' &&
      !/^storage\/[^/]+\/([0-9a-f-]{36}|\.upload-[0-9a-f-]{36}\.tmp)$/.test(file),
  )
  expect(stray).toEqual([])
})

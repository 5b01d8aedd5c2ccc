import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { signJwt } from '../../supabase/local/keys.ts'
import { backend, createTestUser, rawFetch, signedInClient, type TestUser } from './support.ts'

/**
 * Raw HTTP against /auth/v1 with requests supabase-js would never send. Every
 * refusal is a 4xx in GoTrue's error shape; nothing here may answer 500.
 */

type Raw = Awaited<ReturnType<typeof rawFetch>>

const V2024 = { 'x-supabase-api-version': '2024-01-01' }

function post(path: string, body: string, headers: Record<string, string> = {}, key?: string | null) {
  return rawFetch(`/auth/v1${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
    key,
  })
}

/**
 * A POST on its own connection: the server answers 413 before reading the
 * body, so the connection cannot be reused by the requests that follow.
 */
function postOnFreshConnection(path: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${backend().url}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { apikey: backend().anonKey, 'content-type': 'application/json', connection: 'close' },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      },
    )
    // The server may close the connection while the body is still being sent.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    request.end(body)
  })
}

function get(path: string, headers: Record<string, string> = {}) {
  return rawFetch(`/auth/v1${path}`, { headers })
}

/** Asserts a GoTrue error: the 2024-01-01 shape when asked for, else the legacy one; always x-sb-error-code. */
function expectAuthError(
  res: Raw,
  status: number,
  code: string,
  message?: string | RegExp,
  shape2024 = false,
) {
  expect(res.status, res.text).toBe(status)
  expect(res.headers.get('x-sb-error-code')).toBe(code)
  const body = res.json as Record<string, unknown>
  if (shape2024) {
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(body.code).toBe(code)
    expect(typeof body.message).toBe('string')
    if (message !== undefined) expect(body.message).toMatch(message)
  } else {
    expect(body).toMatchObject({ code: status, error_code: code })
    expect(typeof body.msg).toBe('string')
    if (message !== undefined) expect(body.msg).toMatch(message)
  }
}

let member: TestUser
let memberToken: string

beforeAll(async () => {
  member = await createTestUser({ admin: false })
  const client = await signedInClient(member)
  memberToken = (await client.auth.getSession()).data.session!.access_token
})

describe('the gateway', () => {
  it('asks for an apikey on every route but /health', async () => {
    for (const path of ['/logout', '/admin/users', '/no-such-route']) {
      const res = await rawFetch(`/auth/v1${path}`, { key: null })
      expect(res.status).toBe(401)
      expect(res.json).toMatchObject({ message: 'No API key found in request' })
    }
    const missingOnPost = await post('/token?grant_type=password', '{}', {}, null)
    expect(missingOnPost.status).toBe(401)
    const wrong = await rawFetch('/auth/v1/no-such-route', { key: 'not-a-key' })
    expect(wrong.status).toBe(401)
    expect(wrong.json).toMatchObject({ message: 'Invalid API key' })
  })

  it('serves /health without a key', async () => {
    const health = await rawFetch('/auth/v1/health', { key: null })
    expect(health.status).toBe(200)
    expect(health.json).toMatchObject({
      name: 'GoTrue',
      version: expect.any(String),
      description: expect.any(String),
    })
  })

  it('answers an unknown route with a 404 in GoTrue’s shape', async () => {
    expectAuthError(await get('/no-such-route'), 404, 'not_found')
    expectAuthError(await post('/user/whatever', '{}', V2024), 404, 'not_found', 'Not Found', true)
  })
})

describe('request bodies', () => {
  it('refuses malformed JSON with 400 bad_json, in both error shapes', async () => {
    const legacy = await post('/token?grant_type=password', '{"email":')
    expectAuthError(legacy, 400, 'bad_json', /^Could not parse request body as JSON: /)
    const current = await post('/token?grant_type=password', '{"email":', V2024)
    expectAuthError(current, 400, 'bad_json', /^Could not parse request body as JSON: /, true)
    expect(Object.keys(current.json as object).sort()).toEqual(['code', 'message'])
  })

  it('refuses an empty body, a non-object and wrongly typed fields with 400 bad_json', async () => {
    expectAuthError(
      await post('/token?grant_type=password', ''),
      400,
      'bad_json',
      /unexpected end of JSON input/,
    )
    expectAuthError(
      await post('/token?grant_type=password', '[1,2]'),
      400,
      'bad_json',
      /cannot unmarshal array/,
    )
    const typed = await post('/token?grant_type=password', JSON.stringify({ email: 123, password: 'x' }))
    expectAuthError(typed, 400, 'bad_json', /PasswordGrantParams\.email of type string/)
    const refresh = await post('/token?grant_type=refresh_token', JSON.stringify({ refresh_token: ['a'] }))
    expectAuthError(refresh, 400, 'bad_json')
    expectAuthError(await post('/signup', '{"email":'), 422, 'signup_disabled')
  })

  it('names missing fields with 400 validation_failed', async () => {
    expectAuthError(
      await post('/token?grant_type=password', '{}'),
      400,
      'validation_failed',
      'missing email or phone',
    )
    const noPassword = await post('/token?grant_type=password', JSON.stringify({ email: member.email }))
    expectAuthError(noPassword, 400, 'validation_failed', 'missing password')
    const nulls = await post('/token?grant_type=password', JSON.stringify({ email: null, password: null }))
    expectAuthError(nulls, 400, 'validation_failed')
    const noToken = await post('/token?grant_type=refresh_token', '{}')
    expectAuthError(noToken, 400, 'validation_failed', 'refresh_token required')
  })

  it('refuses unknown grant types with 400 unsupported_grant_type', async () => {
    expectAuthError(await post('/token?grant_type=magic', '{}'), 400, 'unsupported_grant_type')
    expectAuthError(await post('/token', '{}'), 400, 'unsupported_grant_type')
  })

  it('handles oversized strings as ordinary bad input', async () => {
    const hugeEmail = `${'a'.repeat(100_000)}@example.com`
    const signIn = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: hugeEmail, password: 'pw12345678' }),
    )
    expectAuthError(signIn, 400, 'invalid_credentials', 'Invalid login credentials')
    const longPassword = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: member.email, password: 'p'.repeat(10_000) }),
    )
    expectAuthError(longPassword, 400, 'invalid_credentials')
    const nul = await post(
      '/token?grant_type=password',
      JSON.stringify({ email: 'a\u0000b@x.io', password: 'pw' }),
    )
    expectAuthError(nul, 400, 'validation_failed')
    const nulToken = await post(
      '/token?grant_type=refresh_token',
      JSON.stringify({ refresh_token: 'a\u0000' }),
    )
    expectAuthError(nulToken, 400, 'validation_failed')
    const service = { authorization: `Bearer ${backend().serviceRoleKey}` }
    const create = await post(
      '/admin/users',
      JSON.stringify({ email: hugeEmail, password: 'pw12345678' }),
      service,
      backend().serviceRoleKey,
    )
    expectAuthError(create, 400, 'validation_failed', 'An email address is too long')
  })

  it('answers a 2 MB body with 413 from the body limit', async () => {
    const body = JSON.stringify({ email: member.email, password: 'x'.repeat(2 * 1024 * 1024) })
    const res = await postOnFreshConnection('/auth/v1/token?grant_type=password', body)
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text)).toEqual(expect.objectContaining({ message: expect.any(String) }))
  })
})

describe('bearer tokens on /logout', () => {
  const now = () => Math.floor(Date.now() / 1000)
  const claimsFor = (sub: string) => ({
    sub,
    aud: 'authenticated',
    role: 'authenticated',
    iat: now() - 7200,
    exp: now() + 3600,
  })

  async function each(
    headers: Record<string, string>,
    status: number,
    code: string,
    message?: string | RegExp,
  ) {
    expectAuthError(await post('/logout', '', headers), status, code, message)
  }

  it('needs a bearer token: 401 no_authorization', async () => {
    await each({}, 401, 'no_authorization', 'This endpoint requires a Bearer token')
    await each({ authorization: `Basic ${btoa('a:b')}` }, 401, 'no_authorization')
    await each({ authorization: 'Bearer ' }, 401, 'no_authorization')
  })

  it('refuses tokens that do not verify: 403 bad_jwt', async () => {
    await each(
      { authorization: 'Bearer not-a-jwt' },
      403,
      'bad_jwt',
      /^invalid JWT: unable to parse or verify/,
    )
    const expired = await signJwt(DEMO_JWT_SECRET, { ...claimsFor(member.id), exp: now() - 60 })
    await each(
      { authorization: `Bearer ${expired}` },
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    )
    const forged = await signJwt('another-secret-that-is-at-least-32-chars', claimsFor(member.id))
    await each({ authorization: `Bearer ${forged}` }, 403, 'bad_jwt', /signature is invalid/)
    const [header, payload] = memberToken.split('.')
    await each({ authorization: `Bearer ${header}.${payload}.` }, 403, 'bad_jwt')
  })

  it('refuses tokens without a usable subject', async () => {
    await each(
      { authorization: `Bearer ${backend().anonKey}` },
      403,
      'bad_jwt',
      'invalid claim: missing sub claim',
    )
    await each({ authorization: `Bearer ${backend().serviceRoleKey}` }, 403, 'bad_jwt')
    const notUuid = await signJwt(DEMO_JWT_SECRET, claimsFor('ann'))
    await each(
      { authorization: `Bearer ${notUuid}` },
      400,
      'bad_jwt',
      'invalid claim: sub claim must be a UUID',
    )
    const numeric = await signJwt(DEMO_JWT_SECRET, { ...claimsFor(member.id), sub: undefined, session_id: 5 })
    await each({ authorization: `Bearer ${numeric}` }, 403, 'bad_jwt')
    const ghost = await signJwt(DEMO_JWT_SECRET, claimsFor(randomUUID()))
    await each(
      { authorization: `Bearer ${ghost}` },
      403,
      'user_not_found',
      'User from sub claim in JWT does not exist',
    )
    const badSession = await signJwt(DEMO_JWT_SECRET, { ...claimsFor(member.id), session_id: 'nope' })
    await each({ authorization: `Bearer ${badSession}` }, 403, 'bad_jwt')
    const goneSession = await signJwt(DEMO_JWT_SECRET, { ...claimsFor(member.id), session_id: randomUUID() })
    await each({ authorization: `Bearer ${goneSession}` }, 403, 'session_not_found')
  })

  it('accepts a signed token without a session, as GoTrue does', async () => {
    // Its own user: a logout without a session ends all of that user's sessions.
    const loner = await createTestUser({ admin: false })
    const token = await signJwt(DEMO_JWT_SECRET, claimsFor(loner.id))
    const res = await post('/logout', '', { authorization: `Bearer ${token}` })
    expect(res.status).toBe(204)
  })

  it('refuses an unknown logout scope', async () => {
    const res = await post('/logout?scope=everywhere', '', { authorization: `Bearer ${memberToken}` })
    expectAuthError(res, 400, 'validation_failed')
  })
})

describe('admin API without the service role', () => {
  it('answers 401 without a bearer and 403 not_admin for other roles', async () => {
    expectAuthError(await post('/admin/users', '{}'), 401, 'no_authorization')
    const anon = await post('/admin/users', '{}', { authorization: `Bearer ${backend().anonKey}` })
    expectAuthError(anon, 403, 'not_admin', 'User not allowed')
    const user = await post('/admin/users', JSON.stringify({ email: 'x@example.com' }), {
      authorization: `Bearer ${memberToken}`,
    })
    expectAuthError(user, 403, 'not_admin')
  })

  it('validates bodies for the service role', async () => {
    const service = { authorization: `Bearer ${backend().serviceRoleKey}` }
    const create = (body: string) => post('/admin/users', body, service, backend().serviceRoleKey)
    const deep = `{"email":"deep@example.com","user_metadata":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`
    expectAuthError(await create(deep), 400, 'bad_json', /exceeded max depth/)
    const nul = { email: 'nul@example.com', user_metadata: { note: 'a\u0000b' } }
    expectAuthError(await create(JSON.stringify(nul)), 400, 'validation_failed')
    const nulKey = { email: 'nul@example.com', user_metadata: { ['k\u0000']: 1 } }
    expectAuthError(await create(JSON.stringify(nulKey)), 400, 'validation_failed')
    expectAuthError(
      await create('{"email":"s@example.com","user_metadata":{"note":"\\ud800"}}'),
      400,
      'validation_failed',
    )
    const typed = await post(
      '/admin/users',
      JSON.stringify({ email: 123 }),
      service,
      backend().serviceRoleKey,
    )
    expectAuthError(typed, 400, 'bad_json')
    const empty = await post('/admin/users', '{}', service, backend().serviceRoleKey)
    expectAuthError(empty, 400, 'validation_failed')
  })
})

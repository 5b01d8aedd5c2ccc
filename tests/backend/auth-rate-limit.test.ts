/**
 * Auth's rate limits as GoTrue applies them (docs/security.md): `[auth.rate_limit]` of
 * supabase/config.toml, counted per client address with a token bucket, answered with GoTrue's
 * 429. The shared test backend runs without them (global-setup.ts); this file starts its own.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLI_DEFAULT_RATE_LIMITS, readAuthRateLimits } from '../../supabase/local/auth/rate-limit-settings.ts'
import { KeyedTokenBucket } from '../../supabase/local/auth/rate-limits.ts'
import { configFromEnv, repoPaths } from '../../supabase/local/config.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'
import { fetchFrom, ownClientAddress } from '../client-address.ts'

describe('[auth.rate_limit] in supabase/config.toml', () => {
  it("holds the Supabase CLI's defaults, and the backend reads them", () => {
    const limits = { tokenRefresh: 150, signInSignUps: 30, tokenVerifications: 30, emailSent: 2 }
    expect(CLI_DEFAULT_RATE_LIMITS).toEqual(limits)
    expect(readAuthRateLimits(repoPaths.configToml)).toEqual(limits)
    expect(configFromEnv({}).authRateLimits).toEqual(limits)
  })

  it('is off with LOCAL_SUPABASE_AUTH_RATE_LIMITS=off', () => {
    expect(configFromEnv({ LOCAL_SUPABASE_AUTH_RATE_LIMITS: 'off' }).authRateLimits).toBeNull()
  })

  it('takes what the file sets, defaults what it leaves out, and names a wrong value', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-rate-limit-'))
    try {
      const file = path.join(dir, 'config.toml')
      await writeFile(file, '[auth.rate_limit]\ntoken_refresh = 5\n')
      expect(readAuthRateLimits(file)).toEqual({ ...CLI_DEFAULT_RATE_LIMITS, tokenRefresh: 5 })
      await writeFile(file, '[auth]\nenable_signup = false\n')
      expect(readAuthRateLimits(file)).toEqual(CLI_DEFAULT_RATE_LIMITS)
      await writeFile(file, '[auth.rate_limit]\nsign_in_sign_ups = "lots"\n')
      expect(() => readAuthRateLimits(file)).toThrow(
        'auth.rate_limit.sign_in_sign_ups must be a positive whole number, got lots',
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('KeyedTokenBucket', () => {
  it('allows a burst, then one more per refill interval, per key', () => {
    let now = 0
    // 150 per 5 minutes: one token every 2 s, a burst of 30 (GoTrue's token_refresh).
    const bucket = new KeyedTokenBucket(150, 5 * 60_000, 30, () => now)
    for (let i = 0; i < 30; i++) expect(bucket.take('127.0.0.1')).toBe(true)
    expect(bucket.take('127.0.0.1')).toBe(false)
    expect(bucket.take('127.0.0.2')).toBe(true)
    now += 1_999
    expect(bucket.take('127.0.0.1')).toBe(false)
    now += 1
    expect(bucket.take('127.0.0.1')).toBe(true)
    expect(bucket.take('127.0.0.1')).toBe(false)
    // Refused requests take nothing: after a full window the burst is back.
    now += 5 * 60_000
    for (let i = 0; i < 30; i++) expect(bucket.take('127.0.0.1')).toBe(true)
    expect(bucket.take('127.0.0.1')).toBe(false)
  })
})

describe('a backend with small limits', () => {
  const TOKEN_LIMIT = 3
  const SIGNUP_LIMIT = 2
  let backend: RunningBackend
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-rate-limit-'))
    backend = await startLocalBackend({
      ...configFromEnv({}),
      dataDir,
      port: 0,
      sampleAdmin: null,
      signupDisabled: false,
      authRateLimits: {
        ...CLI_DEFAULT_RATE_LIMITS,
        tokenRefresh: TOKEN_LIMIT,
        signInSignUps: SIGNUP_LIMIT,
      },
    })
  })
  afterAll(async () => {
    await backend?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function post(
    route: string,
    body: Record<string, unknown>,
    { from, apiVersion }: { from: string; apiVersion?: string },
  ) {
    const response = await fetchFrom(from)(`${backend.url}/auth/v1/${route}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        ...(apiVersion && { 'x-supabase-api-version': apiVersion }),
      },
      body: JSON.stringify(body),
    })
    return {
      status: response.status,
      errorCode: response.headers.get('x-sb-error-code'),
      json: (await response.json()) as Record<string, unknown>,
    }
  }

  const wrongPassword = { email: 'nobody@example.com', password: 'not-the-password' }

  it('answers /token with 429 after the configured count, password and refresh grants alike', async () => {
    const from = ownClientAddress()
    for (let i = 0; i < TOKEN_LIMIT; i++) {
      const refused = await post('token?grant_type=password', wrongPassword, { from })
      expect(refused).toMatchObject({ status: 400, errorCode: 'invalid_credentials' })
    }
    expect(await post('token?grant_type=password', wrongPassword, { from })).toEqual({
      status: 429,
      errorCode: 'over_request_rate_limit',
      json: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    })
    expect(
      await post(
        'token?grant_type=refresh_token',
        { refresh_token: 'x' },
        { from, apiVersion: '2024-01-01' },
      ),
    ).toEqual({
      status: 429,
      errorCode: 'over_request_rate_limit',
      json: { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
    })

    // supabase-js reports it as an AuthApiError with the status and code.
    const client = createNodeClient(backend.url, backend.anonKey, { fetch: fetchFrom(from) })
    const { error } = await client.auth.signInWithPassword(wrongPassword)
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })

  it('counts each client address on its own', async () => {
    const first = ownClientAddress()
    for (let i = 0; i < TOKEN_LIMIT; i++)
      await post('token?grant_type=password', wrongPassword, { from: first })
    expect((await post('token?grant_type=password', wrongPassword, { from: first })).status).toBe(429)
    const other = await post('token?grant_type=password', wrongPassword, { from: ownClientAddress() })
    expect(other).toMatchObject({ status: 400, errorCode: 'invalid_credentials' })
  })

  it('does not count a /token request of an unknown grant type', async () => {
    const from = ownClientAddress()
    for (let i = 0; i < TOKEN_LIMIT + 1; i++) {
      expect((await post('token?grant_type=nonsense', {}, { from })).errorCode).toBe('unsupported_grant_type')
    }
    expect((await post('token?grant_type=password', wrongPassword, { from })).status).toBe(400)
  })

  it('answers /signup with 429 after sign_in_sign_ups', async () => {
    const from = ownClientAddress()
    const signUp = () =>
      post('signup', { email: `new-${randomUUID()}@example.com`, password: 'pw12345678' }, { from })
    for (let i = 0; i < SIGNUP_LIMIT; i++) expect((await signUp()).status).toBe(200)
    expect(await signUp()).toMatchObject({ status: 429, errorCode: 'over_request_rate_limit' })
  })
})

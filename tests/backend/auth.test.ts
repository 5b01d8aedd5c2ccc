import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import ws from 'ws'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { verifyJwt } from '../../supabase/local/keys.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { anonClient, backend, createTestUser, rawFetch, signedInClient, type TestUser } from './support.ts'

/** The auth contract as supabase-js sees it, against the shared backend (sign-up off, autoconfirm on). */

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>

/** A client that persists its session in the given map, as a browser does in localStorage. */
function persistingClient(store: Map<string, string>) {
  return createClient(backend().url, backend().anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    },
    realtime: { transport: ws as unknown as RealtimeTransport },
  })
}

function refreshRequest(refreshToken: string) {
  return rawFetch('/auth/v1/token?grant_type=refresh_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
}

let member: TestUser

beforeAll(async () => {
  member = await createTestUser({ admin: false })
})

describe('signInWithPassword', () => {
  it('answers a session in GoTrue’s shape', async () => {
    const client = anonClient()
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await client.auth.signInWithPassword({
      email: member.email,
      password: member.password,
    })
    expect(error).toBeNull()
    const session = data.session!
    expect(session.token_type).toBe('bearer')
    expect(session.expires_in).toBe(3600)
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600)
    expect(session.expires_at).toBeLessThanOrEqual(before + 3605)
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{12,}$/)
    const user = session.user
    expect(user).toMatchObject({
      id: member.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: member.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    })
    for (const field of [
      'email_confirmed_at',
      'confirmed_at',
      'last_sign_in_at',
      'created_at',
      'updated_at',
    ] as const) {
      expect(Number.isNaN(Date.parse(user[field]!)), field).toBe(false)
    }
    expect(user.identities).toHaveLength(1)
    expect(user.identities![0]).toMatchObject({
      id: member.id,
      user_id: member.id,
      provider: 'email',
      email: member.email,
      identity_data: { email: member.email, sub: member.id },
    })
    expect(user.identities![0]!.identity_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data.user?.id).toBe(member.id)
  })

  it('signs an access token with Supabase’s claims', async () => {
    const { data } = await anonClient().auth.signInWithPassword({
      email: member.email,
      password: member.password,
    })
    const token = data.session!.access_token
    await expect(verifyJwt(DEMO_JWT_SECRET, token)).resolves.toBeTruthy()
    const claims = decodeJwt(token)
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ])
    expect(claims).toMatchObject({
      iss: `${backend().url}/auth/v1`,
      sub: member.id,
      aud: 'authenticated',
      email: member.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    })
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(claims.exp).toBe(data.session!.expires_at)
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('stores the session under sb-<host>-auth-token and removes it on sign-out', async () => {
    const store = new Map<string, string>()
    const client = persistingClient(store)
    await client.auth.signInWithPassword({ email: member.email, password: member.password })
    expect([...store.keys()]).toEqual(['sb-127-auth-token'])
    const stored = JSON.parse(store.get('sb-127-auth-token')!) as {
      access_token: string
      user: { id: string }
    }
    expect(stored.user.id).toBe(member.id)
    expect((await client.auth.getSession()).data.session?.access_token).toBe(stored.access_token)
    await client.auth.signOut()
    expect(store.size).toBe(0)
  })

  it('refuses a wrong password or an unknown e-mail with 400 invalid_credentials', async () => {
    for (const attempt of [
      { email: member.email, password: 'wrong-password' },
      { email: 'nobody-here@example.com', password: 'whatever-123' },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(attempt)
      expect(data.session).toBeNull()
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
    }
  })

  it('matches the e-mail case-insensitively', async () => {
    const { error } = await anonClient().auth.signInWithPassword({
      email: member.email.toUpperCase(),
      password: member.password,
    })
    expect(error).toBeNull()
  })
})

describe('refreshSession', () => {
  it('rotates the refresh token; the previous one is answered with the current session for a while', async () => {
    const client = await signedInClient(member)
    const first = (await client.auth.getSession()).data.session!
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    const second = data.session!
    expect(second.refresh_token).not.toBe(first.refresh_token)
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id)

    // A client that lost the refresh answer retries with the old token (GoTrue's reuse interval).
    const reuse = await refreshRequest(first.refresh_token)
    expect(reuse.status).toBe(200)
    expect(reuse.json).toMatchObject({
      refresh_token: second.refresh_token,
      token_type: 'bearer',
      expires_in: 3600,
    })
  })

  it('answers 400 refresh_token_not_found for an unknown token', async () => {
    const { data, error } = await anonClient().auth.refreshSession({
      refresh_token: 'not-a-real-refresh-token',
    })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
  })
})

describe('signOut', () => {
  it('ends the session: its refresh token and access token stop working', async () => {
    const client = await signedInClient(member)
    const session = (await client.auth.getSession()).data.session!
    expect((await client.auth.signOut()).error).toBeNull()

    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const again = await rawFetch('/auth/v1/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    })
    expect(again.status).toBe(403)
    expect(again.json).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    })
  })

  it('scope local ends only this session; others keeps only this one', async () => {
    const a = await signedInClient(member)
    const b = await signedInClient(member)
    const c = await signedInClient(member)
    const tokenOf = async (client: typeof a) => (await client.auth.getSession()).data.session!.refresh_token
    const [tokenA, tokenB, tokenC] = [await tokenOf(a), await tokenOf(b), await tokenOf(c)]
    await a.auth.signOut({ scope: 'local' })
    expect((await refreshRequest(tokenA)).status).toBe(400)
    expect((await refreshRequest(tokenB)).status).toBe(200)
    await c.auth.signOut({ scope: 'others' })
    expect((await refreshRequest(tokenB)).status).toBe(400)
    expect((await refreshRequest(tokenC)).status).toBe(200)
  })
})

describe('onAuthStateChange', () => {
  it('reports SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT', async () => {
    const client = createNodeClient(backend().url, backend().anonKey)
    const events: string[] = []
    client.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    await client.auth.signInWithPassword({ email: member.email, password: member.password })
    await client.auth.refreshSession()
    await client.auth.signOut()
    await vi.waitFor(() =>
      expect(events.filter((event) => event !== 'INITIAL_SESSION')).toEqual([
        'SIGNED_IN',
        'TOKEN_REFRESHED',
        'SIGNED_OUT',
      ]),
    )
  })
})

describe('sign-up with the default settings', () => {
  it('is off: 422 signup_disabled', async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: 'visitor@example.com',
      password: 'pw12345678',
      options: { data: { is_admin: true } },
    })
    expect(data.user).toBeNull()
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    })
    const signIn = await anonClient().auth.signInWithPassword({
      email: 'visitor@example.com',
      password: 'pw12345678',
    })
    expect(signIn.error?.code).toBe('invalid_credentials')
  })
})

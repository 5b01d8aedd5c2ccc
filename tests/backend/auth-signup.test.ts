import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../supabase/local/config.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'

/**
 * Sign-up and the settings that shape it, each on its own backend: sign-up on
 * with autoconfirm (Supabase's local default), and sign-up on with
 * confirmations required (GOTRUE_MAILER_AUTOCONFIRM=false).
 */

interface Started {
  backend: RunningBackend
  dataDir: string
}

async function startBackend(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-auth-test-'))
  const backend = await startLocalBackend({
    ...configFromEnv(env),
    dataDir,
    port: 0,
    signupDisabled: false,
    sampleAdmin: null,
  })
  return { backend, dataDir }
}

async function stopBackend(started: Started | undefined): Promise<void> {
  if (!started) return
  await started.backend.close()
  await rm(started.dataDir, { recursive: true, force: true })
}

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`

async function refresh(backend: RunningBackend, refreshToken: string) {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

describe('sign-up on, autoconfirm on', () => {
  let started: Started | undefined
  const client = () => createNodeClient(started!.backend.url, started!.backend.anonKey)

  beforeAll(async () => {
    started = await startBackend()
  })
  afterAll(() => stopBackend(started))

  it('answers a session; data lands in user_metadata beside the identity claims', async () => {
    const email = uniqueEmail('New.Member')
    const auth = client()
    const events: string[] = []
    auth.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const { data, error } = await auth.auth.signUp({
      email,
      password: 'pw12345678',
      options: { data: { is_admin: true } },
    })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    const user = data.user!
    expect(user.email).toBe(email.toLowerCase())
    expect(user.user_metadata).toEqual({
      is_admin: true,
      email: email.toLowerCase(),
      email_verified: true,
      phone_verified: false,
      sub: user.id,
    })
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    expect(user.identities).toHaveLength(1)
    expect(user.email_confirmed_at).toBeTruthy()
    expect(user.last_sign_in_at).toBeTruthy()
    expect(decodeJwt(data.session!.access_token).sub).toBe(user.id)
    expect(events).toContain('SIGNED_IN')

    const { data: isAdmin, error: rpcError } = await auth.rpc('is_admin')
    expect(rpcError).toBeNull()
    expect(isAdmin).toBe(false)
  })

  it('refuses an e-mail already registered with 422 user_already_exists', async () => {
    const email = uniqueEmail('twice')
    expect((await client().auth.signUp({ email, password: 'pw12345678' })).error).toBeNull()
    const { data, error } = await client().auth.signUp({
      email: email.toUpperCase(),
      password: 'other-password',
    })
    expect(data.user).toBeNull()
    expect(error).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })

  it('refuses a short password with 422 weak_password', async () => {
    const { error } = await client().auth.signUp({ email: uniqueEmail('weak'), password: 'x' })
    expect(error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 10 characters.',
      reasons: ['length'],
    })
  })

  it('refuses a malformed e-mail with 400 validation_failed', async () => {
    const { error } = await client().auth.signUp({ email: 'not an email', password: 'pw12345678' })
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    })
  })

  it('revokes the whole session when a rotated token is reused after the reuse interval', async () => {
    const auth = client()
    const { data } = await auth.auth.signUp({ email: uniqueEmail('reuse'), password: 'pw12345678' })
    const first = data.session!.refresh_token
    const second = (await refresh(started!.backend, first)).json.refresh_token as string
    const third = (await refresh(started!.backend, second)).json.refresh_token as string

    // Within the interval even the grandparent is answered with the active token.
    expect((await refresh(started!.backend, first)).json.refresh_token).toBe(third)

    await started!.backend.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`,
      [first],
    )
    const reused = await refresh(started!.backend, first)
    expect(reused).toEqual({
      status: 400,
      json: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    })
    const active = await refresh(started!.backend, third)
    expect(active.status).toBe(400)
    expect(active.json.code).toBe('refresh_token_already_used')
  })
})

describe('sign-up on, confirmations required', () => {
  let started: Started | undefined
  const client = () => createNodeClient(started!.backend.url, started!.backend.anonKey)
  const service = () => createNodeClient(started!.backend.url, started!.backend.serviceRoleKey)

  beforeAll(async () => {
    started = await startBackend({ GOTRUE_MAILER_AUTOCONFIRM: 'false' })
  })
  afterAll(() => stopBackend(started))

  it('answers the new user without a session, and sign-in waits for confirmation', async () => {
    const email = uniqueEmail('pending')
    const { data, error } = await client().auth.signUp({
      email,
      password: 'pw12345678',
      options: { data: { a: 1 } },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({
      email,
      role: 'authenticated',
      user_metadata: { a: 1, email_verified: false },
    })
    expect(data.user?.identities).toHaveLength(1)
    expect(data.user?.email_confirmed_at).toBeUndefined()
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const signIn = await client().auth.signInWithPassword({ email, password: 'pw12345678' })
    expect(signIn.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    })

    // Signing up again before confirming answers the same user (GoTrue resends the mail).
    const again = await client().auth.signUp({ email, password: 'pw12345678' })
    expect(again.error).toBeNull()
    expect(again.data.user?.id).toBe(data.user?.id)
  })

  it('answers a registered, confirmed e-mail with a made-up user whose identities are empty', async () => {
    const email = uniqueEmail('confirmed')
    const created = await service().auth.admin.createUser({
      email,
      password: 'pw12345678',
      email_confirm: true,
    })
    expect(created.error).toBeNull()
    const { data, error } = await client().auth.signUp({
      email,
      password: 'another-password',
      options: { data: {} },
    })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(created.data.user?.id)
    const signIn = await client().auth.signInWithPassword({ email, password: 'pw12345678' })
    expect(signIn.error).toBeNull()
  })
})

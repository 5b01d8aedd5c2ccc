import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { anonClient, createTestUser, serviceClient, signedInClient } from './support.ts'

/** The GoTrue admin API through supabase-js's auth.admin, with the service_role key. */

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`

describe('auth.admin', () => {
  it('creates a confirmed user who can sign in; metadata is kept', async () => {
    const email = uniqueEmail('Created')
    const { data, error } = await serviceClient().auth.admin.createUser({
      email,
      password: 'pw12345678',
      email_confirm: true,
      user_metadata: { display: 'Ann' },
      app_metadata: { team: 'ops' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { display: 'Ann', email_verified: true },
      app_metadata: { provider: 'email', providers: ['email'], team: 'ops' },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'pw12345678' })
    expect(signIn.error).toBeNull()
  })

  it('refuses duplicates, weak passwords and bad e-mails', async () => {
    const email = uniqueEmail('dup')
    const service = serviceClient()
    expect(
      (await service.auth.admin.createUser({ email, password: 'pw12345678', email_confirm: true })).error,
    ).toBeNull()
    const again = await service.auth.admin.createUser({ email: email.toUpperCase(), password: 'pw12345678' })
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const weak = await service.auth.admin.createUser({ email: uniqueEmail('weak'), password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const bad = await service.auth.admin.createUser({ email: 'not-an-email', password: 'pw12345678' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('leaves a user created without email_confirm unconfirmed', async () => {
    const email = uniqueEmail('unconfirmed')
    const service = serviceClient()
    const { data } = await service.auth.admin.createUser({ email, password: 'pw12345678' })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const early = await anonClient().auth.signInWithPassword({ email, password: 'pw12345678' })
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
  })

  it('is refused to a signed-in user', async () => {
    const user = await createTestUser({ admin: false })
    const client = await signedInClient(user)
    const { error } = await client.auth.admin.createUser({
      email: uniqueEmail('by-member'),
      password: 'pw12345678',
    })
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
  })
})

describe('admin rights', () => {
  it('come from grant_admin, not from metadata', async () => {
    const admin = await createTestUser({ admin: true })
    const adminClient = await signedInClient(admin)
    expect((await adminClient.rpc('is_admin')).data).toBe(true)

    const email = uniqueEmail('claims-admin')
    const created = await serviceClient().auth.admin.createUser({
      email,
      password: 'pw12345678',
      email_confirm: true,
      user_metadata: { is_admin: true },
    })
    expect(created.error).toBeNull()
    const memberClient = await signedInClient({ email, password: 'pw12345678' })
    expect((await memberClient.rpc('is_admin')).data).toBe(false)
  })
})

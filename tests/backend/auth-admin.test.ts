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
      password: 'pw123456',
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
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'pw123456' })
    expect(signIn.error).toBeNull()
  })

  it('refuses duplicates, weak passwords and bad e-mails', async () => {
    const email = uniqueEmail('dup')
    const service = serviceClient()
    expect(
      (await service.auth.admin.createUser({ email, password: 'pw123456', email_confirm: true })).error,
    ).toBeNull()
    const again = await service.auth.admin.createUser({ email: email.toUpperCase(), password: 'pw123456' })
    expect(again.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const weak = await service.auth.admin.createUser({ email: uniqueEmail('weak'), password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const bad = await service.auth.admin.createUser({ email: 'not-an-email', password: 'pw123456' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('leaves a user created without email_confirm unconfirmed until updated', async () => {
    const email = uniqueEmail('unconfirmed')
    const service = serviceClient()
    const { data } = await service.auth.admin.createUser({ email, password: 'pw123456' })
    expect(data.user?.email_confirmed_at).toBeUndefined()
    const early = await anonClient().auth.signInWithPassword({ email, password: 'pw123456' })
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
    const updated = await service.auth.admin.updateUserById(data.user!.id, {
      email_confirm: true,
      user_metadata: { note: 'checked' },
    })
    expect(updated.error).toBeNull()
    expect(updated.data.user?.user_metadata).toMatchObject({ note: 'checked', email_verified: true })
    const later = await anonClient().auth.signInWithPassword({ email, password: 'pw123456' })
    expect(later.error).toBeNull()
  })

  it('gets and lists users', async () => {
    const user = await createTestUser({ admin: false })
    const service = serviceClient()
    const one = await service.auth.admin.getUserById(user.id)
    expect(one.error).toBeNull()
    expect(one.data.user).toMatchObject({ id: user.id, email: user.email })
    const missing = await service.auth.admin.getUserById(randomUUID())
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })

    const { data, error } = await service.auth.admin.listUsers({ page: 1, perPage: 1000 })
    expect(error).toBeNull()
    expect(data.users.some((listed) => listed.id === user.id)).toBe(true)
    expect('total' in data && data.total).toBeGreaterThanOrEqual(data.users.length)
    const paged = await service.auth.admin.listUsers({ page: 1, perPage: 1 })
    expect(paged.data.users).toHaveLength(1)
  })

  it('deletes a user: the user’s tokens stop working', async () => {
    const user = await createTestUser({ admin: false })
    const client = await signedInClient(user)
    const session = (await client.auth.getSession()).data.session!
    const { error } = await serviceClient().auth.admin.deleteUser(user.id)
    expect(error).toBeNull()
    expect((await serviceClient().auth.admin.getUserById(user.id)).error).toMatchObject({ status: 404 })

    const current = await anonClient().auth.getUser(session.access_token)
    expect(current.error).toMatchObject({ status: 403, code: 'user_not_found' })
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const signIn = await anonClient().auth.signInWithPassword(user)
    expect(signIn.error?.code).toBe('invalid_credentials')
  })

  it('is refused to a signed-in user', async () => {
    const user = await createTestUser({ admin: false })
    const client = await signedInClient(user)
    const { error } = await client.auth.admin.listUsers()
    expect(error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })
  })
})

describe('admin rights', () => {
  it('come from grant_admin, not from metadata', async () => {
    const admin = await createTestUser({ admin: true })
    const adminClient = await signedInClient(admin)
    expect((await adminClient.rpc('is_admin')).data).toBe(true)

    const member = await createTestUser({ admin: false })
    const service = serviceClient()
    await service.auth.admin.updateUserById(member.id, { user_metadata: { is_admin: true } })
    const memberClient = await signedInClient(member)
    expect((await memberClient.rpc('is_admin')).data).toBe(false)
  })
})

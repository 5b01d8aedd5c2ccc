import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, DEFAULT_SITE_ORIGIN } from '../../supabase/local/config.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'

/**
 * The admin API's one-time links (POST /auth/v1/admin/generate_link), which the product's own mail
 * carries to owners, and GET /verify following them. A backend of its own, so a test can age a
 * link in the database.
 */

const SITE = 'http://127.0.0.1:5173'
const ACCOUNT = `${SITE}/account`

let backend: RunningBackend
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-magic-link-'))
  backend = await startLocalBackend({
    ...configFromEnv({}),
    dataDir,
    port: 0,
    sampleAdmin: null,
    authRateLimits: null,
  })
})
afterAll(async () => {
  await backend?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`
const PASSWORD = 'a-password-123'

const service = () => createNodeClient(backend.url, backend.serviceRoleKey)

async function createUser(label: string): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label)
  const { data, error } = await service().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
  })
  if (error || !data.user) throw new Error(error?.message)
  return { id: data.user.id, email }
}

/** What the send-mail function will call for an owner's sign-in mail. */
async function magicLink(email: string, redirectTo = ACCOUNT) {
  const { data, error } = await service().auth.admin.generateLink({
    type: 'magiclink',
    email,
    options: { redirectTo },
  })
  if (error) throw new Error(error.message)
  return data
}

/** Opens a link as a browser does from a mail (no API key), without following the redirect. */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const [target = '', fragment = ''] = location.split('#')
  return { status: response.status, target, fragment: new URLSearchParams(fragment) }
}

const LINK_REFUSED = {
  error: 'access_denied',
  error_code: 'otp_expired',
  error_description: 'Email link is invalid or has expired',
  sb: '',
}

async function userRow(email: string) {
  const { rows } = await backend.db.query<{
    email_confirmed_at: Date | null
    encrypted_password: string | null
    raw_user_meta_data: Record<string, unknown>
    identity_data: Record<string, unknown>
  }>(
    `select u.email_confirmed_at, u.encrypted_password, u.raw_user_meta_data, i.identity_data
       from auth.users u join auth.identities i on i.user_id = u.id where u.email = $1`,
    [email],
  )
  return rows[0]
}

function postGenerateLink(body: unknown, bearer: string | null, apiKey = backend.anonKey) {
  return fetch(`${backend.url}/auth/v1/admin/generate_link`, {
    method: 'POST',
    headers: {
      apikey: apiKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...(bearer && { authorization: `Bearer ${bearer}` }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
  }))
}

const asService = (body: unknown) => postGenerateLink(body, backend.serviceRoleKey, backend.serviceRoleKey)

describe('POST /admin/generate_link, type magiclink', () => {
  it('answers the user and a one-time link that signs them in, once', async () => {
    const user = await createUser('owner')
    const { properties, user: linked } = await magicLink(user.email)
    expect(linked).toMatchObject({ id: user.id, email: user.email })
    expect(linked.recovery_sent_at).toBeTruthy()
    expect(properties).toMatchObject({
      verification_type: 'magiclink',
      redirect_to: ACCOUNT,
      email_otp: expect.stringMatching(/^\d{10}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    })
    expect(properties.action_link).toBe(
      `${backend.url}/auth/v1/verify?token=${properties.hashed_token}&type=magiclink&redirect_to=${ACCOUNT}`,
    )

    const opened = await open(properties.action_link)
    expect(opened.status).toBe(303)
    expect(opened.target).toBe(ACCOUNT)
    expect(opened.fragment.get('type')).toBe('magiclink')
    const accessToken = opened.fragment.get('access_token')!
    expect(decodeJwt(accessToken)).toMatchObject({ sub: user.id, amr: [{ method: 'otp' }] })
    const client = createNodeClient(backend.url, backend.anonKey)
    const { error } = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: opened.fragment.get('refresh_token')!,
    })
    expect(error).toBeNull()
    expect((await client.auth.getUser()).data.user?.email).toBe(user.email)

    const reused = await open(properties.action_link)
    expect(reused.status).toBe(303)
    expect(reused.target).toBe(ACCOUNT)
    expect(Object.fromEntries(reused.fragment)).toEqual(LINK_REFUSED)
  })

  it('makes a new address a sign-up link for a new user, confirmed when it is followed', async () => {
    // enable_signup = false in supabase/config.toml: the admin API creates the user regardless.
    const email = uniqueEmail('New.Owner')
    const { properties, user } = await magicLink(email)
    expect(properties.verification_type).toBe('signup')
    expect(properties.action_link).toContain('&type=signup&')
    expect(user).toMatchObject({ email: email.toLowerCase(), identities: [expect.anything()] })
    expect(user.email_confirmed_at).toBeUndefined()
    expect(user.confirmation_sent_at).toBeTruthy()
    // A random password nobody is told, as GoTrue gives it.
    expect((await userRow(email.toLowerCase()))?.encrypted_password).toMatch(/^\$2[aby]\$10\$/)

    const opened = await open(properties.action_link)
    expect(opened.target).toBe(ACCOUNT)
    expect(opened.fragment.get('type')).toBe('signup')
    expect(decodeJwt(opened.fragment.get('access_token')!)).toMatchObject({ sub: user.id })
    const confirmed = await userRow(email.toLowerCase())
    expect(confirmed?.email_confirmed_at).toBeInstanceOf(Date)
    expect(confirmed?.raw_user_meta_data).toMatchObject({ email_verified: true })
    expect(confirmed?.identity_data).toMatchObject({ email_verified: true })

    // The user now exists: the next link is a magic link.
    expect((await magicLink(email)).properties.verification_type).toBe('magiclink')
  })

  it('is refused after an hour (otp_expiry), and works until then', async () => {
    const user = await createUser('late')
    const age = (minutes: number) =>
      backend.db.query(
        `update auth.users set recovery_sent_at = now() - make_interval(mins => $2) where id = $1`,
        [user.id, minutes],
      )
    const fresh = await magicLink(user.email)
    await age(59)
    expect((await open(fresh.properties.action_link)).fragment.has('access_token')).toBe(true)

    const late = await magicLink(user.email)
    await age(61)
    expect(Object.fromEntries((await open(late.properties.action_link)).fragment)).toEqual(LINK_REFUSED)
  })

  it('leaves an expired sign-up link unconfirmed', async () => {
    const email = uniqueEmail('late-signup')
    const { properties } = await magicLink(email)
    await backend.db.query(
      `update auth.users set confirmation_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    )
    expect(Object.fromEntries((await open(properties.action_link)).fragment)).toEqual(LINK_REFUSED)
    expect((await userRow(email))?.email_confirmed_at).toBeNull()
  })

  it('answers a banned user a link that does not sign them in (user_banned)', async () => {
    const user = await createUser('banned')
    await backend.db.query(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [
      user.id,
    ])
    const { properties } = await magicLink(user.email)
    expect(Object.fromEntries((await open(properties.action_link)).fragment)).toEqual({
      error: 'access_denied',
      error_code: 'user_banned',
      error_description: 'User is banned',
      sb: '',
    })
  })

  it('only the latest link of a user works', async () => {
    const user = await createUser('twice')
    const first = await magicLink(user.email)
    const second = await magicLink(user.email)
    expect((await open(first.properties.action_link)).fragment.get('error_code')).toBe('otp_expired')
    expect((await open(second.properties.action_link)).fragment.has('access_token')).toBe(true)
  })

  it('puts a redirect that is not allowed back to the site URL, as /recover does', async () => {
    const user = await createUser('elsewhere')
    const { properties } = await magicLink(user.email, 'https://evil.example.net/account')
    expect(properties.redirect_to).toBe(SITE)
    expect(properties.action_link).toMatch(new RegExp(`&redirect_to=${SITE}$`))
    const opened = await open(properties.action_link)
    expect(opened.target).toBe(SITE)
    expect(opened.fragment.has('access_token')).toBe(true)
  })

  it("leads owners' links to /account of the dev server, the preview server and e2e's site", async () => {
    // supabase/config.toml's allow list, as the send-mail function's redirectTo meets it.
    const user = await createUser('account')
    for (const account of [
      `${DEFAULT_SITE_ORIGIN}/account`,
      'http://127.0.0.1:5173/account',
      'http://localhost:4173/account',
      'http://127.0.0.1:4173/account',
      // e2e serves the site on a free loopback port.
      'http://127.0.0.1:41234/account',
    ]) {
      const { properties } = await magicLink(user.email, account)
      expect(properties.redirect_to).toBe(account)
      expect((await open(properties.action_link)).target).toBe(account)
    }
    expect((await magicLink(user.email, 'http://localhost:5173/admin')).properties.redirect_to).toBe(SITE)
  })

  it('takes an allowed redirect_to from the body too, escaping one that holds & = or #', async () => {
    const user = await createUser('body')
    const redirect = `${SITE}/account?tab=photos`
    const answer = await asService({ type: 'magiclink', email: user.email, redirect_to: redirect })
    expect(answer.status).toBe(200)
    expect(answer.json.redirect_to).toBe(redirect)
    const link = new URL(answer.json.action_link as string)
    expect(link.search).toContain(`redirect_to=${encodeURIComponent(redirect)}`)
    expect((await open(link.toString())).target).toBe(redirect)
  })
})

describe('POST /admin/generate_link, type recovery', () => {
  it('answers a recovery link for an account', async () => {
    const user = await createUser('recover')
    const { data, error } = await service().auth.admin.generateLink({
      type: 'recovery',
      email: user.email,
      options: { redirectTo: `${SITE}/reset-password` },
    })
    expect(error).toBeNull()
    expect(data.properties?.verification_type).toBe('recovery')
    const opened = await open(data.properties!.action_link)
    expect(opened.target).toBe(`${SITE}/reset-password`)
    expect(opened.fragment.get('type')).toBe('recovery')
  })

  it('refuses an address without an account: 404 user_not_found, and creates nobody', async () => {
    const email = uniqueEmail('nobody')
    const { error } = await service().auth.admin.generateLink({ type: 'recovery', email })
    expect(error).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User with this email not found',
    })
    expect(await userRow(email)).toBeUndefined()
  })
})

describe('POST /admin/generate_link, refusals', () => {
  it('is for the service role only: 401 without a bearer, 403 not_admin for anon and users', async () => {
    const email = uniqueEmail('probe')
    const body = { type: 'magiclink', email }
    expect(await postGenerateLink(body, null)).toMatchObject({
      status: 401,
      json: { code: 'no_authorization' },
    })
    expect(await postGenerateLink(body, backend.anonKey)).toEqual({
      status: 403,
      json: { code: 'not_admin', message: 'User not allowed' },
    })
    const member = await createUser('member')
    const client = createNodeClient(backend.url, backend.anonKey)
    await client.auth.signInWithPassword({ email: member.email, password: PASSWORD })
    const memberToken = (await client.auth.getSession()).data.session!.access_token
    expect(await postGenerateLink(body, memberToken)).toMatchObject({
      status: 403,
      json: { code: 'not_admin' },
    })
    const generated = await client.auth.admin.generateLink({ type: 'magiclink', email })
    expect(generated.error).toMatchObject({ status: 403, code: 'not_admin' })
    expect(await userRow(email)).toBeUndefined()
  })

  it('answers bad input with GoTrue 4xx errors', async () => {
    const user = await createUser('input')
    const cases: [unknown, number, string, string | RegExp][] = [
      [{ type: 'magiclink' }, 400, 'validation_failed', 'An email address is required'],
      [{ type: 'magiclink', email: 'not-an-email' }, 400, 'validation_failed', /^Unable to validate email/],
      [{ type: 'magiclink', email: 5 }, 400, 'bad_json', /GenerateLinkParams\.email of type string/],
      [{ type: 'magiclink', email: user.email, data: [] }, 400, 'bad_json', /GenerateLinkParams\.data/],
      ['{"type":', 400, 'bad_json', /^Could not parse request body as JSON/],
      [{ email: user.email }, 400, 'validation_failed', 'Invalid email action link type requested: '],
      [
        { type: 'teleport', email: user.email },
        400,
        'validation_failed',
        'Invalid email action link type requested: teleport',
      ],
      [
        { type: 'signup', email: uniqueEmail('nopw') },
        400,
        'validation_failed',
        'Signup requires a valid password',
      ],
      [
        { type: 'signup', email: uniqueEmail('short'), password: 'short' },
        422,
        'weak_password',
        /at least 10/,
      ],
      [
        { type: 'signup', email: user.email, password: 'long-enough-123' },
        422,
        'email_exists',
        'A user with this email address has already been registered',
      ],
      [{ type: 'invite', email: user.email }, 400, 'validation_failed', /does not generate invite links/],
    ]
    for (const [body, status, code, message] of cases) {
      const answer = await asService(body)
      expect({ body, status: answer.status, code: answer.json.code }).toEqual({ body, status, code })
      expect(answer.json.message).toMatch(message)
    }
  })
})

describe('GET /verify', () => {
  it('refuses a magic link token presented as a sign-up link, and an unknown type', async () => {
    const user = await createUser('wrong-type')
    const { properties } = await magicLink(user.email)
    const asSignup = properties.action_link.replace('type=magiclink', 'type=signup')
    expect((await open(asSignup)).fragment.get('error_code')).toBe('otp_expired')
    const unknown = await open(properties.action_link.replace('type=magiclink', 'type=teleport'))
    expect(Object.fromEntries(unknown.fragment)).toMatchObject({
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Invalid email verification type',
    })
    // Neither spent the link.
    expect((await open(properties.action_link)).fragment.has('access_token')).toBe(true)
  })
})

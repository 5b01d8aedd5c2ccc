import { randomUUID } from 'node:crypto'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CLI_DEFAULT_RATE_LIMITS } from '../../supabase/local/auth/rate-limit-settings.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import type { RunningBackend } from '../../supabase/local/server.ts'
import { startBackendWithMail, type BackendWithMail } from '../backend-with-mail.ts'
import { fetchFrom, ownClientAddress } from '../client-address.ts'
import { recoveryLinkOf, type TestSmtpServer } from '../test-smtp-server.ts'

/**
 * Password recovery against a backend whose SMTP settings point at a real SMTP server in the
 * test: POST /recover mails a link, GET /verify follows it, PUT /user sets the new password.
 */

const SIGN_IN_SIGN_UPS = 5
const APP = 'http://127.0.0.1:5173'

let running: BackendWithMail
let smtp: TestSmtpServer
let backend: RunningBackend

beforeAll(async () => {
  running = await startBackendWithMail({
    name: 'recovery',
    from: 'Yoga <auth@example.com>',
    config: { authRateLimits: { ...CLI_DEFAULT_RATE_LIMITS, signInSignUps: SIGN_IN_SIGN_UPS } },
  })
  backend = running.backend
  smtp = running.smtp
})
afterAll(async () => {
  await running?.close()
})
beforeEach(() => {
  smtp.mails.length = 0
})

const uniqueEmail = (label: string) => `${label}-${randomUUID()}@example.com`
const OLD_PASSWORD = 'old-password-123'

async function createUser(label: string): Promise<string> {
  const email = uniqueEmail(label)
  const service = createNodeClient(backend.url, backend.serviceRoleKey)
  const { error } = await service.auth.admin.createUser({
    email,
    password: OLD_PASSWORD,
    email_confirm: true,
  })
  if (error) throw new Error(error.message)
  return email
}

/** POST /recover from a client address of its own, so each test has the whole rate limit. */
async function recover(
  email: string,
  { from = ownClientAddress(), redirectTo = `${APP}/reset-password` } = {},
) {
  const response = await fetchFrom(from)(
    `${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email }),
    },
  )
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

/**
 * Opens a link as a browser does from a mail (no API key: the mail has none to give), without
 * following the redirect.
 */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const location = response.headers.get('location') ?? ''
  const [target = '', fragment = ''] = location.split('#')
  return { status: response.status, target, fragment: new URLSearchParams(fragment) }
}

async function mailedLinkFor(email: string): Promise<string> {
  expect(await recover(email)).toEqual({ status: 200, json: {} })
  return recoveryLinkOf(await smtp.waitForMail((mail) => mail.envelopeTo.includes(email)))
}

describe('POST /recover', () => {
  it('mails an existing account a link to /verify that leads back to the app', async () => {
    const email = await createUser('admin')
    expect(await recover(email)).toEqual({ status: 200, json: {} })
    // The answer comes after the server accepted the mail.
    expect(smtp.mails).toHaveLength(1)
    const mail = smtp.mails[0]!
    expect(mail).toMatchObject({
      envelopeTo: [email],
      to: email,
      subject: 'Reset your Yoga Directory password',
    })
    expect(mail.from).toContain('auth@example.com')
    const link = new URL(recoveryLinkOf(mail))
    expect(link.origin + link.pathname).toBe(`${backend.url}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/)
    expect(link.searchParams.get('redirect_to')).toBe(`${APP}/reset-password`)
  })

  it('answers an unknown address the same, and mails nothing', async () => {
    expect(await recover(uniqueEmail('nobody'))).toEqual({ status: 200, json: {} })
    expect(smtp.mails).toHaveLength(0)
  })

  it('sends one mail per address per minute (GoTrue max_frequency)', async () => {
    const email = await createUser('twice')
    expect((await recover(email)).status).toBe(200)
    const again = await recover(email)
    expect(again.status).toBe(429)
    expect(again.json).toMatchObject({ code: 'over_email_send_rate_limit' })
    expect(again.json.message).toMatch(/only request this after \d+ seconds/)
    expect(smtp.mails).toHaveLength(1)
  })

  it('counts against sign_in_sign_ups per client address', async () => {
    const from = ownClientAddress()
    for (let i = 0; i < SIGN_IN_SIGN_UPS; i++) {
      expect((await recover(uniqueEmail('limit'), { from })).status).toBe(200)
    }
    const refused = await recover(uniqueEmail('limit'), { from })
    expect(refused).toMatchObject({ status: 429, json: { code: 'over_request_rate_limit' } })
  })

  it('refuses a line break in the address, so no header or recipient can be added', async () => {
    const email = await createUser('inject')
    const refused = await recover(`${email}\r\nBcc: victim@example.com`)
    expect(refused).toMatchObject({ status: 400, json: { code: 'validation_failed' } })
    expect(smtp.mails).toHaveLength(0)
  })

  it('puts a redirect_to that is not allowed back to the site URL in the link', async () => {
    const email = await createUser('elsewhere')
    expect(await recover(email, { redirectTo: 'https://evil.example.net/reset-password' })).toEqual({
      status: 200,
      json: {},
    })
    const link = new URL(recoveryLinkOf(await smtp.waitForMail((mail) => mail.envelopeTo.includes(email))))
    expect(link.searchParams.get('redirect_to')).toBe(APP)
  })
})

describe('GET /verify?type=recovery', () => {
  it('signs the user in and redirects (303) with the session in the fragment, once', async () => {
    const email = await createUser('verify')
    const link = await mailedLinkFor(email)
    const opened = await open(link)
    expect(opened.status).toBe(303)
    expect(opened.target).toBe(`${APP}/reset-password`)
    expect([...opened.fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])
    expect(opened.fragment.get('type')).toBe('recovery')
    expect(opened.fragment.get('token_type')).toBe('bearer')
    expect(opened.fragment.get('expires_in')).toBe('3600')
    const claims = decodeJwt(opened.fragment.get('access_token')!)
    expect(claims).toMatchObject({ email, amr: [{ method: 'otp' }] })

    const reused = await open(link)
    expect(reused.status).toBe(303)
    expect(reused.target).toBe(`${APP}/reset-password`)
    expect(Object.fromEntries(reused.fragment)).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    })
  })

  it('refuses a link older than an hour', async () => {
    const email = await createUser('late')
    const link = await mailedLinkFor(email)
    await backend.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    )
    const opened = await open(link)
    expect(opened.status).toBe(303)
    expect(opened.fragment.get('error_code')).toBe('otp_expired')
    expect(opened.fragment.has('access_token')).toBe(false)
  })

  it('never redirects to an address that is not allowed: the site URL instead', async () => {
    const email = await createUser('redirect')
    const link = new URL(await mailedLinkFor(email))
    link.searchParams.set('redirect_to', 'https://evil.example.net/steal')
    const opened = await open(link.toString())
    expect(opened.status).toBe(303)
    expect(opened.target).toBe(APP)
    expect(opened.fragment.get('type')).toBe('recovery')
  })

  it('allows a loopback origin on any port, as GoTrue does for local development', async () => {
    const email = await createUser('loopback')
    const link = new URL(await mailedLinkFor(email))
    link.searchParams.set('redirect_to', 'http://127.0.0.1:41234/reset-password')
    const opened = await open(link.toString())
    expect(opened.target).toBe('http://127.0.0.1:41234/reset-password')
  })
})

describe('PUT /user with the recovery session', () => {
  async function recoverySession(email: string) {
    const opened = await open(await mailedLinkFor(email))
    return {
      accessToken: opened.fragment.get('access_token')!,
      refreshToken: opened.fragment.get('refresh_token')!,
    }
  }

  async function putUser(accessToken: string, body: Record<string, unknown>) {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: backend.anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify(body),
    })
    return { status: response.status, json: (await response.json()) as Record<string, unknown> }
  }

  it('refuses a password under 10 characters with 422 weak_password', async () => {
    const { accessToken } = await recoverySession(await createUser('short'))
    expect(await putUser(accessToken, { password: 'nine-char' })).toEqual({
      status: 422,
      json: {
        code: 'weak_password',
        message: 'Password should be at least 10 characters.',
        weak_password: { reasons: ['length'] },
      },
    })
  })

  it('refuses the same password with 422 same_password', async () => {
    const { accessToken } = await recoverySession(await createUser('same'))
    expect(await putUser(accessToken, { password: OLD_PASSWORD })).toMatchObject({
      status: 422,
      json: { code: 'same_password' },
    })
  })

  it('sets the new password: it signs in, the old one no longer does', async () => {
    const email = await createUser('reset')
    const { accessToken } = await recoverySession(email)
    const updated = await putUser(accessToken, { password: 'a-new-password-2026' })
    expect(updated.status).toBe(200)
    expect(updated.json).toMatchObject({ email })
    const client = createNodeClient(backend.url, backend.anonKey)
    expect((await client.auth.signInWithPassword({ email, password: OLD_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    )
    expect(
      (await client.auth.signInWithPassword({ email, password: 'a-new-password-2026' })).error,
    ).toBeNull()
  })

  it('works through supabase-js as the reset page calls it', async () => {
    const email = await createUser('client')
    const { accessToken, refreshToken } = await recoverySession(email)
    const client = createNodeClient(backend.url, backend.anonKey)
    const { error: sessionError } = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    })
    expect(sessionError).toBeNull()
    const { data, error } = await client.auth.updateUser({ password: 'through-the-client-1' })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
  })
})

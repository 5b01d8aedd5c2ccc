import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configFromEnv, DEFAULT_OWNER_REMINDERS } from '../../supabase/local/config.ts'
import { createNodeClient, type NodeClient } from '../../supabase/local/node-client.ts'
import { localOwnerReminders } from '../../supabase/local/database-jobs.ts'
import type { RunningBackend } from '../../supabase/local/server.ts'
import { startBackendWithMail, type BackendWithMail } from '../backend-with-mail.ts'
import { teacherApplicationInsert } from '../builders.ts'
import { fetchFrom, ownClientAddress } from '../client-address.ts'
import type { CaughtMail, TestSmtpServer } from '../test-smtp-server.ts'

/**
 * Owners of listings, by real HTTP against a fresh local backend whose send-mail function mails a
 * real SMTP server: 'Manage this listing' mails a sign-in link to the listing's inquiry address and
 * to no other, answering every address alike; the link signs the owner in to /account; the
 * 180-day reminder's 'Yes, still correct' confirms the listing once
 * (supabase/migrations/20251129000000_owners_keep_their_listing.sql).
 */

// A loopback origin: Auth lets a sign-in link lead there (supabase/config.toml).
const SITE = 'http://127.0.0.1:4173'
// The seed gives every sample teacher the inquiry address <slug>@example.com.
const ANA = 'ana-reyes@example.com'
const PRIYA = 'priya-sharma@example.com'
const ARJUN = 'arjun-mehta@example.com'
const MIGUEL = 'miguel-santos@example.com'
const CHLOE = 'chloe-nguyen@example.com'

let running: BackendWithMail
let backend: RunningBackend
let smtp: TestSmtpServer
let visitor: NodeClient
let service: NodeClient

beforeAll(async () => {
  running = await startBackendWithMail({ name: 'owner-claim-test', siteOrigin: SITE })
  backend = running.backend
  smtp = running.smtp
  // Every request comes from 127.0.0.1; the test raises the per-client limit as an operator
  // would, and proves the shipped one from an address of its own.
  await backend.db.query(`update public.submission_limits set per_client = 1000 where form = 'owner_link'`)
  visitor = createNodeClient(backend.url, backend.anonKey)
  service = createNodeClient(backend.url, backend.serviceRoleKey)
})

afterAll(async () => {
  await running?.close()
})

interface RpcAnswer {
  data: unknown
  error: { message: string; code?: string } | null
  status: number
}

/**
 * Calls a database function by name through supabase-js. The owners' functions are checked by
 * their answers here, whether or not src/types/database.types.ts (npm run db:types) lists them yet.
 */
function rpc(client: NodeClient, name: string, args: Record<string, unknown> = {}): Promise<RpcAnswer> {
  const byName = client.rpc.bind(client) as unknown as (name: string, args: object) => PromiseLike<RpcAnswer>
  return Promise.resolve(byName(name, args))
}

interface Answer {
  status: number
  contentType: string | null
  body: string
}

/** 'Manage this listing' as the browser sends it, answered byte for byte. */
async function claim(
  kind: string | null,
  slug: string | null,
  email: string,
  fetcher: typeof fetch = fetch,
): Promise<Answer> {
  const response = await fetcher(`${backend.url}/rest/v1/rpc/request_owner_link`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ listing_kind: kind, listing_slug: slug, email }),
  })
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: await response.text(),
  }
}

/** The sign-in mails queued so far, sent or not. */
async function queuedSignIns(): Promise<number> {
  const { rows } = await backend.db.query<{ count: number }>(
    `select count(*)::int as count from private.mail_outbox where template = 'owner_sign_in'`,
  )
  return rows[0]!.count
}

function linkLabelled(mail: CaughtMail, label: string): string {
  const pattern = new RegExp(`href="([^"]*)">${label}</a>`)
  const href = pattern.exec(mail.html)?.[1]
  if (!href) throw new Error(`no '${label}' link in ${mail.html}`)
  return href.replaceAll('&amp;', '&')
}

/** Opens a link as from a mail, without following Auth's redirect. */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' })
  const [target = '', fragment = ''] = (response.headers.get('location') ?? '').split('#')
  return { status: response.status, target, fragment: new URLSearchParams(fragment) }
}

/** Follows a sign-in link and returns a client with the session it gave. */
async function signInWith(link: string): Promise<NodeClient> {
  const opened = await open(link)
  expect(opened.status).toBe(303)
  expect(opened.target).toBe(`${SITE}/account`)
  const client = createNodeClient(backend.url, backend.anonKey)
  const { error } = await client.auth.setSession({
    access_token: opened.fragment.get('access_token')!,
    refresh_token: opened.fragment.get('refresh_token')!,
  })
  expect(error).toBeNull()
  return client
}

describe('claiming a listing by its inquiry address', () => {
  it("mails the listing's own address a sign-in link that makes it the listing's owner, once", async () => {
    const { error, status } = await rpc(visitor, 'request_owner_link', {
      listing_kind: 'teacher',
      listing_slug: 'ana-reyes',
      email: ANA,
    })
    expect(error).toBeNull()
    expect(status).toBe(204)

    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(ANA))
    expect(mail.envelopeTo).toEqual([ANA])
    expect(mail.subject).toBe('Your sign-in link for Ana Reyes')
    expect(mail.text).toContain('works once, within 1 hour')
    const link = linkLabelled(mail, 'Sign in to manage your listing')
    expect(link.startsWith(`${backend.url}/auth/v1/verify?`)).toBe(true)

    const owner = await signInWith(link)
    const { data, error: listError } = await rpc(owner, 'my_listings')
    expect(listError).toBeNull()
    expect(data).toEqual([
      { listing_kind: 'teacher', listing_id: expect.any(String), slug: 'ana-reyes', name: 'Ana Reyes' },
    ])
    // An owner is not an admin.
    expect((await rpc(owner, 'is_admin')).data).toBe(false)

    const again = await open(link)
    expect(again.target).toBe(`${SITE}/account`)
    expect(again.fragment.get('error_code')).toBe('otp_expired')
  })

  it('answers any other address exactly as the listing’s own, and mails none of them', async () => {
    const mailsBefore = smtp.mails.length
    const queuedBefore = await queuedSignIns()
    // The same address in other letters is the same address: it gets the mail.
    const own = await claim('teacher', 'miguel-santos', ' Miguel-Santos@EXAMPLE.com')
    expect(own.status).toBe(204)

    const others: [string | null, string | null, string][] = [
      ['teacher', 'miguel-santos', 'someone@else.test'],
      // The other listing's address, for this listing.
      ['teacher', 'miguel-santos', PRIYA],
      ['teacher', 'miguel-santos', 'miguel-santos@example.co'],
      ['teacher', 'miguel-santos', 'miguel-santos@example.com.evil.test'],
      ['teacher', 'miguel-santos', 'x-miguel-santos@example.com'],
      ['studio', 'miguel-santos', MIGUEL],
      ['teacher', 'no-such-teacher', MIGUEL],
      [null, null, 'nobody@else.test'],
    ]
    for (const [kind, slug, email] of others) {
      expect({ kind, slug, email, answer: await claim(kind, slug, email) }).toEqual({
        kind,
        slug,
        email,
        answer: own,
      })
    }

    // A claim known to mail, after them: once it has arrived and the sender is idle, whatever the
    // others had queued would have gone before it.
    expect((await claim('teacher', 'priya-sharma', PRIYA)).status).toBe(204)
    await smtp.waitForMail((caught) => caught.envelopeTo.includes(PRIYA))
    await backend.mailSender!.idle()
    expect(smtp.mails.slice(mailsBefore).map((mail) => mail.envelopeTo)).toEqual([[MIGUEL], [PRIYA]])
    expect(await queuedSignIns()).toBe(queuedBefore + 2)
  })

  it("keeps the owner's link theirs after strangers' claims: one link an hour, no allowance spent", async () => {
    const mailsBefore = smtp.mails.length
    // Three strangers, each from a network of its own, name the listing's address.
    const strangers = await Promise.all(
      [1, 2, 3].map(() => claim('teacher', 'chloe-nguyen', CHLOE, fetchFrom(ownClientAddress()))),
    )
    // Then the owner asks, and is answered as they were.
    const owners = await claim('teacher', 'chloe-nguyen', CHLOE)
    for (const answer of strangers) expect(answer).toEqual(owners)

    // One link reached the owner's inbox, and it signs them in.
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(CHLOE))
    await backend.mailSender!.idle()
    expect(smtp.mails.slice(mailsBefore).filter((caught) => caught.envelopeTo.includes(CHLOE))).toHaveLength(
      1,
    )
    const owner = await signInWith(linkLabelled(mail, 'Sign in to manage your listing'))
    expect((await rpc(owner, 'my_listings')).data).toEqual([
      { listing_kind: 'teacher', listing_id: expect.any(String), slug: 'chloe-nguyen', name: 'Chloe Nguyen' },
    ])

    // The claims spent none of the address's mail: a message form naming it answers as for any other.
    const messageFrom = (email: string) =>
      rpc(visitor, 'send_listing_message', {
        listing_kind: 'teacher',
        listing_slug: 'ana-reyes',
        name: 'Probe',
        email,
        message: 'Is this address a listing’s, I wonder?',
        practices: [],
      })
    const [ownersAddress, anyOther] = [await messageFrom(CHLOE), await messageFrom('anyone@else.test')]
    expect(ownersAddress).toEqual(anyOther)
    expect(ownersAddress.status).toBe(204)

    // Nor does Auth's password recovery tell: the owner's account has a private name, so no account
    // has the listing's address, and two requests in a row are answered as for any address.
    const { data: signedIn } = await owner.auth.getUser()
    expect(signedIn.user?.email).toMatch(/^owner-[0-9a-f]{32}@owners\.invalid$/)
    const recover = async (email: string) => {
      const response = await fetch(`${backend.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
      return { status: response.status, body: await response.text() }
    }
    const recoveries = [
      await recover(CHLOE),
      await recover(CHLOE),
      await recover('anyone@else.test'),
      await recover('anyone@else.test'),
    ]
    expect(recoveries).toEqual(Array.from({ length: 4 }, () => ({ status: 200, body: '{}' })))
    // Auth mails recovery links while it answers: none went.
    expect(smtp.mails.slice(mailsBefore).filter((caught) => caught.envelopeTo.includes(CHLOE))).toHaveLength(
      1,
    )
  })

  it('finds the listing by address alone when no listing is named', async () => {
    const answer = await claim(null, null, ARJUN)
    expect(answer.status).toBe(204)
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(ARJUN))
    expect(mail.subject).toBe('Your sign-in link for Arjun Mehta')
  })

  it('refuses a malformed address with 400, and too many claims from one client with 429', async () => {
    const malformed = await rpc(visitor, 'request_owner_link', {
      listing_kind: 'teacher',
      listing_slug: 'ana-reyes',
      email: 'not an address',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.error?.message).toBe('Please enter a valid email address.')

    // The shipped limit: 5 per client in 10 minutes.
    await backend.db.query(`update public.submission_limits set per_client = 5 where form = 'owner_link'`)
    try {
      const from = fetchFrom(ownClientAddress())
      const answers: Answer[] = []
      for (let i = 0; i < 6; i++)
        answers.push(await claim('teacher', 'ana-reyes', `probe-${i}@else.test`, from))
      expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 429])
      expect(JSON.parse(answers[5]!.body)).toMatchObject({
        code: 'PT429',
        message: expect.stringMatching(/^Too many requests from your connection\. Please try again in /),
      })
    } finally {
      await backend.db.query(
        `update public.submission_limits set per_client = 1000 where form = 'owner_link'`,
      )
    }
  })
})

describe('mail about an owned listing', () => {
  it('asks a new inquiry address to confirm itself, and hands the listing over once it has', async () => {
    const before = smtp.mails.length
    const claimed = await claim('teacher', 'hannah-clarke', 'hannah-clarke@example.com')
    expect(claimed.status).toBe(204)
    const signIn = await smtp.waitForMail((caught) => caught.envelopeTo.includes('hannah-clarke@example.com'))
    const owner = await signInWith(linkLabelled(signIn, 'Sign in to manage your listing'))
    const [listing] = (await rpc(owner, 'my_listings')).data as { listing_id: string }[]
    const { rows } = await backend.db.query<{ updated_at: string }>(
      `select updated_at::text from public.teachers where slug = 'hannah-clarke'`,
    )

    const newAddress = 'hannah.new@example.test'
    const changed = await rpc(owner, 'update_my_listing', {
      listing_kind: 'teacher',
      listing_id: listing!.listing_id,
      changes: { inquiry_email: newAddress },
      loaded_updated_at: rows[0]!.updated_at,
    })
    expect(changed.error).toBeNull()
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(newAddress))
    expect(mail.subject).toBe('Confirm this address for Hannah Clarke')
    expect(mail.text).toContain('valid for 24 hours')
    const token = new RegExp(`^${SITE}/listing/confirm#([A-Za-z0-9_-]{43})$`).exec(
      linkLabelled(mail, 'Confirm this address'),
    )?.[1]
    expect(token).toBeDefined()
    // Nothing but the sign-in and the confirmation went out, and nothing to the old address.
    await backend.mailSender!.idle()
    expect(smtp.mails.slice(before).map((caught) => caught.envelopeTo)).toEqual([
      ['hannah-clarke@example.com'],
      [newAddress],
    ])

    const confirmed = await rpc(visitor, 'confirm_listing_link', { token: token! })
    expect(confirmed.data).toEqual([
      expect.objectContaining({ outcome: 'address_confirmed', listing_slug: 'hannah-clarke' }),
    ])
    // The old address's session owns nothing now.
    expect((await rpc(owner, 'my_listings')).data).toEqual([])
  })

  it("adds a sign-in link to the 'you're listed' mail when the applicant holds the inquiry address", async () => {
    const applicant = 'kenji-watanabe@example.com'
    const other = 'someone.else@example.test'
    const teacher = await backend.db.query<{ id: string }>(
      `select id from public.teachers where slug = 'kenji-watanabe'`,
    )
    for (const email of [applicant, other]) {
      const inserted = await service
        .from('teacherapplications')
        .insert(teacherApplicationInsert({ firstname: 'Kenji', email }))
        .select('id')
        .single()
      expect(inserted.error).toBeNull()
      const listed = await service
        .from('teacherapplications')
        .update({ status: 'listed', teacher_id: teacher.rows[0]!.id })
        .eq('id', inserted.data!.id)
      expect(listed.error).toBeNull()
    }

    const owned = await smtp.waitForMail((caught) => caught.envelopeTo.includes(applicant))
    expect(owned.subject).toBe("You're listed on Yoga Directory")
    const owner = await signInWith(linkLabelled(owned, 'Keep your listing up to date'))
    expect((await rpc(owner, 'my_listings')).data).toEqual([
      expect.objectContaining({ slug: 'kenji-watanabe' }),
    ])
    const notOwned = await smtp.waitForMail((caught) => caught.envelopeTo.includes(other))
    expect(notOwned.subject).toBe("You're listed on Yoga Directory")
    expect(notOwned.text).not.toContain('Keep your listing up to date')
    expect(notOwned.text).not.toContain('/auth/v1/verify')
  })
})

describe("the 'still correct?' reminder", () => {
  it('mails a listing unconfirmed for 180 days once, and its link confirms it once', async () => {
    await backend.db.query(
      `update public.teachers set confirmed_at = now() - interval '181 days' where slug = 'emily-carter'`,
    )
    const emily = 'emily-carter@example.com'
    const queued = await rpc(service, 'queue_owner_reminders')
    expect(queued.error).toBeNull()
    expect(queued.data).toBeGreaterThanOrEqual(1)

    const mail = await smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(emily) && caught.subject === 'Are your details still correct?',
    )
    expect(mail.text).toContain('Emily Carter')
    const stillCorrect = linkLabelled(mail, 'Yes, still correct')
    const token = new RegExp(`^${SITE}/listing/confirm#([A-Za-z0-9_-]{43})$`).exec(stillCorrect)?.[1]
    expect(token).toBeDefined()
    expect(linkLabelled(mail, 'Update my listing').startsWith(`${backend.url}/auth/v1/verify?`)).toBe(true)

    // Nothing more for this listing in this period.
    expect((await rpc(service, 'queue_owner_reminders')).data).toBe(0)

    const confirmed = await rpc(visitor, 'confirm_listing_link', { token: token! })
    expect(confirmed.error).toBeNull()
    expect(confirmed.data).toEqual([
      {
        outcome: 'confirmed',
        listing_kind: 'teacher',
        listing_slug: 'emily-carter',
        listing_name: 'Emily Carter',
        confirmed_at: expect.any(String),
      },
    ])
    const { rows } = await backend.db.query<{ fresh: boolean }>(
      `select confirmed_at > now() - interval '1 minute' as fresh from public.teachers where slug = 'emily-carter'`,
    )
    expect(rows[0]!.fresh).toBe(true)
    const spent = await rpc(visitor, 'confirm_listing_link', { token: token! })
    expect(spent.data).toEqual([expect.objectContaining({ outcome: 'already_confirmed' })])
    await backend.mailSender!.idle()
    expect(smtp.mails.filter((caught) => caught.envelopeTo.includes(emily))).toHaveLength(1)
  })

  it("signs the owner in from the reminder's 'Update my listing'", async () => {
    await backend.db.query(
      `update public.teachers set confirmed_at = now() - interval '200 days' where slug = 'priya-sharma'`,
    )
    expect((await rpc(service, 'queue_owner_reminders')).data).toBe(1)
    const mail = await smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(PRIYA) && caught.subject === 'Are your details still correct?',
    )
    const owner = await signInWith(linkLabelled(mail, 'Update my listing'))
    expect((await rpc(owner, 'my_listings')).data).toEqual([
      expect.objectContaining({ listing_kind: 'teacher', slug: 'priya-sharma' }),
    ])
  })

  it('is queued by the local backend hourly, saying how many it queued, unless turned off', async () => {
    await backend.db.query(
      `update public.teachers set confirmed_at = now() - interval '190 days' where slug = 'arjun-mehta'`,
    )
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(await localOwnerReminders(backend.db)()).toBe(1)
      expect(log).toHaveBeenCalledWith('owner reminders: 1 reminder queued')
    } finally {
      log.mockRestore()
    }
    expect(DEFAULT_OWNER_REMINDERS).toEqual({ firstRunMs: 60_000, everyMs: 3_600_000 })
    expect(configFromEnv({}).ownerReminders).toEqual(DEFAULT_OWNER_REMINDERS)
    expect(configFromEnv({ LOCAL_SUPABASE_OWNER_REMINDERS: 'off' }).ownerReminders).toBeNull()
    expect(configFromEnv({ LOCAL_SUPABASE_OWNER_REMINDERS: 'false' }).ownerReminders).toBeNull()
  })
})

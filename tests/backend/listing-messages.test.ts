import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configFromEnv, DEFAULT_MESSAGE_PURGE } from '../../supabase/local/config.ts'
import { localMessagePurge } from '../../supabase/local/database-jobs.ts'
import { createNodeClient, type NodeClient } from '../../supabase/local/node-client.ts'
import type { RunningBackend } from '../../supabase/local/server.ts'
import { startBackendWithMail, type BackendWithMail } from '../backend-with-mail.ts'
import type { CaughtMail, TestSmtpServer } from '../test-smtp-server.ts'

/**
 * A student's message to a listing, from the send to the teacher's inbox, through the local
 * backend's send-mail function and a real SMTP server: the confirm mail carries the link, the
 * confirmation delivers with Reply-To the student and sends the student a copy; an SMTP outage
 * between confirming and delivering loses nothing and doubles nothing; an inquiry address the
 * receiving server refuses turns the listing's messages off (supabase/migrations/20251128000100_listing_messages.sql).
 */
const SITE = 'https://yoga.test'
const REFUSED = 'nobody@refused.test'
const BODY = 'Hello Ana,\nI would like to join your Sunday class. Is there space for a beginner?'

let running: BackendWithMail
let backend: RunningBackend
let smtp: TestSmtpServer
let visitor: NodeClient

/** A word the test SMTP server's 'spam filter' refuses a message for. */
const SPAM_MARK = 'SPAMWORD'

beforeAll(async () => {
  running = await startBackendWithMail({
    name: 'listing-messages-test',
    siteOrigin: SITE,
    smtp: { refuse: (address) => address === REFUSED, refuseMessage: (raw) => raw.includes(SPAM_MARK) },
  })
  backend = running.backend
  smtp = running.smtp
  // Every request comes from 127.0.0.1; the test raises the per-client limits as an operator
  // would (test:pg proves them).
  await backend.db.query(
    `update public.submission_limits set per_client = 1000 where form in ('listing_message', 'message_confirm')`,
  )
  visitor = createNodeClient(backend.url, backend.anonKey)
})

afterAll(async () => {
  await running?.close()
})

function send(student: string, slug = 'ana-reyes', message = BODY, practices = ['online1on1']) {
  return visitor.rpc('send_listing_message', {
    listing_kind: 'teacher',
    listing_slug: slug,
    name: 'Lee Student',
    email: student,
    message,
    practices,
  })
}

async function confirm(token: string) {
  const { data, error } = await visitor.rpc('confirm_listing_message', { token })
  expect(error).toBeNull()
  return data![0]!
}

/** The confirm mail's link, as the student would press it. */
async function tokenMailedTo(student: string): Promise<string> {
  const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(student))
  const token = /\/message\/confirm#([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1]
  if (!token) throw new Error(`no confirmation link in ${mail.text}`)
  return token
}

function header(mail: CaughtMail, name: string): string | undefined {
  const line = mail.headerLines.find((candidate) =>
    candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`),
  )
  return line?.slice(name.length + 1).trim()
}

interface MessageMail {
  template: string
  status: string
  attempts: number
  last_error: string | null
  outbox_id: number
}

/** The delivery and copy rows of the student's message(s). */
async function messageMails(student: string): Promise<MessageMail[]> {
  const { rows } = await backend.db.query<MessageMail>(
    `select o.template, o.status, o.attempts, o.last_error, o.id::int as outbox_id
     from private.mail_outbox o
     join private.listing_messages m
       on o.key in ('message_delivery:' || m.id, 'message_copy:' || m.id)
     where m.sender_email = $1
     order by o.id`,
    [student],
  )
  return rows
}

async function until(what: string, done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const caughtFor = (outboxId: number) =>
  smtp.mails.filter((mail) => mail.messageId === `<outbox-${outboxId}@yoga.test>`)

describe('messages to listings', () => {
  it("delivers a student's links as text: no anchor of theirs in either mail, and says whose words they are", async () => {
    const student = 'link@student.test'
    const lure = 'Your listing expires today! Verify it at https://yoga-directory.verify.example/login now.'
    expect((await send(student, 'priya-sharma', lure, [])).error).toBeNull()
    expect((await confirm(await tokenMailedTo(student))).outcome).toBe('delivered')

    const delivered = await smtp.waitForMail((caught) =>
      caught.envelopeTo.includes('priya-sharma@example.com'),
    )
    const copy = await smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(student) && caught.subject.startsWith('Your message to'),
    )
    expect(delivered.text).toContain('These are their words: they confirmed their address')
    for (const mail of [delivered, copy]) {
      expect(mail.text).toContain('Verify it at yoga-directory[.]verify[.]example/login now.')
      expect(mail.html).toContain('Verify it at yoga-directory[.]verify[.]example/login now.')
      const anchors = [...mail.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((match) => match[1])
      expect(anchors).toEqual([`${SITE}/teacher/priya-sharma`])
      expect(mail.raw).not.toContain('https://yoga-directory.verify.example')
    }
  })

  it('confirms, then delivers to the teacher with Reply-To the student, and copies the student', async () => {
    const student = 'lee@student.test'
    const { error } = await send(student)
    expect(error).toBeNull()

    const confirmMail = await smtp.waitForMail((caught) => caught.envelopeTo.includes(student))
    expect(confirmMail.subject).toBe('Confirm your message to Ana')
    expect(confirmMail.text).toContain('Hello Lee,')
    expect(confirmMail.text).not.toContain('Sunday class')
    // Nothing reaches the teacher before the student confirms.
    expect(smtp.mails.some((mail) => mail.envelopeTo.includes('ana-reyes@example.com'))).toBe(false)

    const token = await tokenMailedTo(student)
    expect(await confirm(token)).toEqual({
      outcome: 'delivered',
      listing_kind: 'teacher',
      listing_slug: 'ana-reyes',
      listing_name: 'Ana Reyes',
    })

    const delivered = await smtp.waitForMail((caught) => caught.envelopeTo.includes('ana-reyes@example.com'))
    expect(delivered.envelopeTo).toEqual(['ana-reyes@example.com'])
    expect(header(delivered, 'Reply-To')).toBe(student)
    expect(delivered.subject).toBe('New message through Yoga Directory')
    expect(delivered.text).toContain(BODY)
    expect(delivered.text).toContain('Online 1-on-1')
    expect(delivered.text).toContain('Reply to this mail to answer Lee Student directly')

    const copy = await smtp.waitForMail(
      (caught) => caught.envelopeTo.includes(student) && caught.subject !== confirmMail.subject,
    )
    expect(copy.subject).toBe('Your message to Ana Reyes was delivered')
    expect(copy.text).toContain(BODY)
    expect(header(copy, 'Reply-To')).toBeUndefined()

    // The link works once.
    expect((await confirm(token)).outcome).toBe('already_delivered')
    await backend.mailSender!.idle()
    expect(smtp.mails.filter((mail) => mail.envelopeTo.includes('ana-reyes@example.com'))).toHaveLength(1)
  })

  it('answers bad input and unknown listings with 4xx and a clear message', async () => {
    const short = await send('short@student.test', 'ana-reyes', 'Too short.')
    expect(short.status).toBe(400)
    expect(short.error?.message).toBe('Your message must be at least 20 characters.')
    const unknown = await send('unknown@student.test', 'no-such-teacher')
    expect(unknown.status).toBe(404)
    expect(unknown.error?.message).toBe(
      'This teacher is not taking messages through the directory right now.',
    )
    expect((await confirm('A'.repeat(43))).outcome).toBe('unknown')
  })

  it('loses nothing and doubles nothing when SMTP is down between confirming and delivering', async () => {
    const student = 'outage@student.test'
    expect((await send(student, 'priya-sharma')).error).toBeNull()
    const token = await tokenMailedTo(student)

    await smtp.stop()
    expect((await confirm(token)).outcome).toBe('delivered')
    await until('both mails have failed an attempt', async () =>
      (await messageMails(student)).every((mail) => mail.last_error !== null),
    )
    // Pressing the link again meanwhile queues nothing more.
    expect((await confirm(token)).outcome).toBe('already_delivered')
    const waiting = await messageMails(student)
    expect(waiting.map((mail) => [mail.template, mail.status, mail.attempts])).toEqual([
      ['message_delivery', 'pending', 1],
      ['message_copy', 'pending', 1],
    ])

    await smtp.start()
    // The retry's minute passes.
    await backend.db.query(
      `update private.mail_outbox set next_attempt_at = now() where id = any($1::bigint[])`,
      [waiting.map((mail) => mail.outbox_id)],
    )
    await until('both mails are sent', async () =>
      (await messageMails(student)).every((mail) => mail.status === 'sent'),
    )
    await backend.mailSender!.idle()
    for (const mail of waiting) expect(caughtFor(mail.outbox_id)).toHaveLength(1)
    const [delivery] = caughtFor(waiting[0]!.outbox_id)
    expect(delivery!.envelopeTo).toEqual(['priya-sharma@example.com'])
    expect(header(delivery!, 'Reply-To')).toBe(student)
  })

  it('fails a message refused for its text alone, says so, and keeps the listing open', async () => {
    const student = 'filtered@student.test'
    expect((await send(student, 'javier-morales', `${BODY} ${SPAM_MARK}`, [])).error).toBeNull()
    expect((await confirm(await tokenMailedTo(student))).outcome).toBe('delivered')
    await until('the delivery fails', async () =>
      (await messageMails(student)).some(
        (mail) => mail.template === 'message_delivery' && mail.status === 'failed',
      ),
    )
    const [delivery] = (await messageMails(student)).filter((mail) => mail.template === 'message_delivery')
    // At once, on its first attempt, with the reason the admin's failed-mail view shows.
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 })
    expect(delivery!.last_error).toMatch(/^message refused: .*554 5\.7\.1 Message rejected as spam/)
    const javier = await visitor
      .from('teachers')
      .select('accepts_messages')
      .eq('slug', 'javier-morales')
      .single()
    expect(javier.data).toEqual({ accepts_messages: true })
    // The next student's message to the same listing arrives.
    expect((await send('next@student.test', 'javier-morales', BODY, [])).error).toBeNull()
    expect((await confirm(await tokenMailedTo('next@student.test'))).outcome).toBe('delivered')
    await smtp.waitForMail((caught) => caught.envelopeTo.includes('javier-morales@example.com'))
  })

  it('turns a listing off when its inquiry address is refused for a second message, until an admin fixes it', async () => {
    await backend.db.query(
      `update public.teacher_inquiry_addresses set email = $1
       where teacher_id = (select id from public.teachers where slug = 'arjun-mehta')`,
      [REFUSED],
    )
    const accepts = async () =>
      (await visitor.from('teachers').select('accepts_messages').eq('slug', 'arjun-mehta').single()).data
    /** A student's message, confirmed, whose delivery the server refuses for good. */
    const refusedMessage = async (student: string) => {
      expect((await send(student, 'arjun-mehta', BODY, ['inPerson1on1'])).error).toBeNull()
      expect((await confirm(await tokenMailedTo(student))).outcome).toBe('delivered')
      await until('the delivery fails for good', async () =>
        (await messageMails(student)).some(
          (mail) => mail.template === 'message_delivery' && mail.status === 'failed',
        ),
      )
    }

    // One refusal may be the server's passing fault: the listing still takes messages.
    await refusedMessage('refused@student.test')
    const [first] = (await messageMails('refused@student.test')).filter(
      (mail) => mail.template === 'message_delivery',
    )
    expect(first!.last_error).toMatch(/^recipient refused: .*550/)
    expect(await accepts()).toEqual({ accepts_messages: true })

    await refusedMessage('refused-again@student.test')
    const { rows } = await backend.db.query<{ delivery_error: string; failed: boolean }>(
      `select delivery_error, delivery_failed_at is not null as failed from public.teacher_inquiry_addresses
       where teacher_id = (select id from public.teachers where slug = 'arjun-mehta')`,
    )
    expect(rows[0]!.failed).toBe(true)
    expect(rows[0]!.delivery_error).toMatch(/^recipient refused: .*550/)
    expect(await accepts()).toEqual({ accepts_messages: false })
    const again = await send('another@student.test', 'arjun-mehta', BODY, [])
    expect(again.status).toBe(404)

    await backend.db.query(
      `update public.teacher_inquiry_addresses set email = 'arjun@fixed.test'
       where teacher_id = (select id from public.teachers where slug = 'arjun-mehta')`,
    )
    const fixed = await visitor.from('teachers').select('accepts_messages').eq('slug', 'arjun-mehta').single()
    expect(fixed.data).toEqual({ accepts_messages: true })
  })
})

describe('the local message purge', () => {
  it('deletes an unconfirmed message after 24 hours, leaving its tombstone, and says so', async () => {
    const hash = 'f'.repeat(64)
    await backend.db.query(
      `insert into private.listing_messages
         (token_hash, listing_kind, teacher_id, sender_name, sender_email, body, created_at)
       values ($1, 'teacher', (select id from public.teachers where slug = 'ana-reyes'), 'Old Student',
         'old@student.test', $2, now() - interval '25 hours')`,
      [hash, BODY],
    )
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      expect(await localMessagePurge(backend.db)()).toBeGreaterThanOrEqual(1)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^message purge: \d+ messages? deleted$/))
    } finally {
      log.mockRestore()
    }
    const { rows } = await backend.db.query<{ messages: number; tombstones: number }>(
      `select (select count(*)::int from private.listing_messages where token_hash = $1) as messages,
              (select count(*)::int from private.expired_listing_messages where token_hash = $1) as tombstones`,
      [hash],
    )
    expect(rows[0]).toEqual({ messages: 0, tombstones: 1 })
  })

  it('runs a minute after start, then hourly, unless LOCAL_SUPABASE_MESSAGE_PURGE is off', () => {
    expect(DEFAULT_MESSAGE_PURGE).toEqual({ firstRunMs: 60_000, everyMs: 3_600_000 })
    expect(configFromEnv({}).messagePurge).toEqual(DEFAULT_MESSAGE_PURGE)
    expect(configFromEnv({ LOCAL_SUPABASE_MESSAGE_PURGE: 'off' }).messagePurge).toBeNull()
    expect(configFromEnv({ LOCAL_SUPABASE_MESSAGE_PURGE: 'false' }).messagePurge).toBeNull()
  })
})

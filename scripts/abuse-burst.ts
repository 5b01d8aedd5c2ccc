/**
 * `npm run figures:abuse`: what an anonymous script holding only the public anon key can put into
 * the inbox, replayed against a fresh local backend with the limits as shipped
 * (public.submission_limits). A figure script: it prints sent / stored / refused for each attack
 * and exits non-zero only when it could not measure.
 *
 * The attacks (the ones that once worked, see docs/decisions/0012-abuse-limits.md):
 * 1. one request inserting 500 contact messages at once;
 * 2. 300 single contact messages in a row, directly and through the contact form's function;
 * 3. 30 teacher and 30 studio applications in one burst (all at once);
 * 4. the same burst spread over 20 client addresses (every one within its own limit), which the
 *    overall limit stops.
 *
 * Then messages to listings (docs/decisions/0024-messages-to-listings.md), with the worst case
 * granted: the script owns every mailbox it types, so it confirms every message it can (it reads
 * the links from the test SMTP server). Sent, stored, confirmed, delivered (the listing's mail
 * accepted by the SMTP server) and refused:
 * 5. a burst of 30 messages from one client to one teacher, all at once;
 * 6. 100 clients, one message each, to one teacher;
 * 7. one address writing to one teacher 10 times, each time from another client.
 *
 * Then attacks that turn a limit against the person it protects
 * (docs/decisions/0031-limits-strangers-cannot-spend.md), each with what its victim gets:
 * 8. three strangers ask for a listing's sign-in link, then its owner asks;
 * 9. a message form probing whether an address is a listing's, after those claims;
 * 10. more unconfirmed messages than a listing takes in a day, then a real student writes;
 * 11. plus-addresses of one capped mailbox;
 * 12. a student whose text the listing's spam filter refuses, then the next student.
 *
 * First, on the fresh backend, whether any form that takes an address answers a listing's address
 * differently from any other (docs/decisions/0031-limits-strangers-cannot-spend.md): the same
 * number of requests for listings' addresses and for strangers' addresses, interleaved, each from a
 * network of its own; statuses and times (median, 90th percentile) side by side.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv } from '../supabase/local/config.ts'
import { createNodeClient, type NodeClient } from '../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../supabase/local/server.ts'
import { contactInsert, studioApplicationInsert, teacherApplicationInsert } from '../tests/builders.ts'
import { fetchFrom, ownClientAddress } from '../tests/client-address.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../tests/test-smtp-server.ts'
import { percentile } from './bench-support.ts'
import {
  caughtTokens,
  confirmMessage,
  deliveriesFor,
  mailDrained,
  MESSAGE_BODY,
  sendMessage,
} from './message-flow.ts'

interface Row {
  attack: string
  sent: number
  stored: number
  refused: string
}

const rows: Row[] = []

function tally(statuses: number[]): string {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts]
    .filter(([status]) => status >= 400)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
}

async function stored(
  backend: RunningBackend,
  table: string,
  column: string,
  pattern: string,
): Promise<number> {
  const { rows: counted } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} like $1`,
    [pattern],
  )
  return counted[0]!.n
}

function visitor(backend: RunningBackend, address = ownClientAddress()): NodeClient {
  return createNodeClient(backend.url, backend.anonKey, { fetch: fetchFrom(address) })
}

async function sendContact(client: NodeClient, subject: string): Promise<number> {
  const question = await client.rpc('contact_question')
  const issued = question.data?.[0]
  if (!issued) return question.status
  const answer = await client.rpc('send_contact_message', {
    ...contactInsert({ subject }),
    question_id: issued.id,
    answer: String(issued.first_number + issued.second_number),
  })
  return answer.status
}

async function measure(backend: RunningBackend): Promise<void> {
  const bulk = Array.from({ length: 500 }, () => contactInsert({ subject: 'attack-bulk' }))
  const bulkAnswer = await visitor(backend).from('contactsubmissions').insert(bulk)
  rows.push({
    attack: '1 request inserting 500 contact messages',
    sent: 500,
    stored: await stored(backend, 'contactsubmissions', 'subject', 'attack-bulk'),
    refused: `the request: ${bulkAnswer.status}`,
  })

  const direct = visitor(backend)
  const directStatuses: number[] = []
  for (let sent = 0; sent < 300; sent += 1) {
    directStatuses.push(
      (await direct.from('contactsubmissions').insert(contactInsert({ subject: 'attack-direct' }))).status,
    )
  }
  rows.push({
    attack: '300 single contact inserts in a row',
    sent: 300,
    stored: await stored(backend, 'contactsubmissions', 'subject', 'attack-direct'),
    refused: tally(directStatuses),
  })

  const throughForm = visitor(backend)
  const formStatuses: number[] = []
  for (let sent = 0; sent < 300; sent += 1) formStatuses.push(await sendContact(throughForm, 'attack-form'))
  rows.push({
    attack: '300 contact messages in a row through the form (question answered)',
    sent: 300,
    stored: await stored(backend, 'contactsubmissions', 'subject', 'attack-form'),
    refused: tally(formStatuses),
  })

  const burst = visitor(backend)
  const teacherStatuses = await Promise.all(
    Array.from({ length: 30 }, async (_, n) => {
      const row = teacherApplicationInsert({ lastname: `attack-burst-${n}` })
      return (await burst.rpc('submit_teacher_application', row as never)).status
    }),
  )
  const studioStatuses = await Promise.all(
    Array.from({ length: 30 }, async (_, n) => {
      const row = studioApplicationInsert({ name: `attack-burst-${n}` })
      return (await burst.rpc('submit_studio_application', row as never)).status
    }),
  )
  rows.push({
    attack: '30 teacher applications in one burst',
    sent: 30,
    stored: await stored(backend, 'teacherapplications', 'lastname', 'attack-burst-%'),
    refused: tally(teacherStatuses),
  })
  rows.push({
    attack: '30 studio applications in one burst',
    sent: 30,
    stored: await stored(backend, 'studioapplications', 'name', 'attack-burst-%'),
    refused: tally(studioStatuses),
  })

  // 600 from 120 addresses: 5 each is within every client's limit; the overall 500 an hour is not.
  const spreadStatuses: number[] = []
  for (let client = 0; client < 120; client += 1) {
    const from = visitor(backend)
    const answers = await Promise.all(
      Array.from({ length: 5 }, async (_, n) => {
        const row = teacherApplicationInsert({ lastname: `attack-spread-${client}-${n}` })
        return (await from.rpc('submit_teacher_application', row as never)).status
      }),
    )
    spreadStatuses.push(...answers)
  }
  rows.push({
    attack: '600 teacher applications from 120 addresses, 5 each',
    sent: 600,
    stored: await stored(backend, 'teacherapplications', 'lastname', 'attack-spread-%'),
    refused: tally(spreadStatuses),
  })
}

interface MessageRow {
  attack: string
  sent: number
  stored: number
  confirmed: number
  delivered: number
  refused: string
}

const messageRows: MessageRow[] = []

/** Sends the messages (each from the client given), then confirms every one whose link arrived. */
async function messageAttack(
  backend: RunningBackend,
  smtp: TestSmtpServer,
  attack: string,
  sends: { client: NodeClient; slug: string; email: string }[],
  allAtOnce: boolean,
): Promise<void> {
  const statuses = allAtOnce
    ? await Promise.all(sends.map(({ client, slug, email }) => sendMessage(client, { slug, email })))
    : []
  if (!allAtOnce)
    for (const { client, slug, email } of sends) statuses.push(await sendMessage(client, { slug, email }))
  const emails = [...new Set(sends.map((send) => send.email))]
  const { rows: counted } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from private.listing_messages where sender_email = any($1)`,
    [emails],
  )
  await mailDrained(backend)
  let confirmed = 0
  for (const email of emails) {
    for (const token of caughtTokens(smtp, email)) {
      if ((await confirmMessage(visitor(backend), token)) === 'delivered') confirmed += 1
    }
  }
  await mailDrained(backend)
  messageRows.push({
    attack,
    sent: sends.length,
    stored: counted[0]!.n,
    confirmed,
    delivered: emails.reduce((sum, email) => sum + deliveriesFor(smtp, email).length, 0),
    refused: tally(statuses),
  })
}

async function measureMessages(backend: RunningBackend, smtp: TestSmtpServer): Promise<void> {
  const one = visitor(backend)
  await messageAttack(
    backend,
    smtp,
    'a burst of 30 messages from one client to one teacher',
    Array.from({ length: 30 }, (_, n) => ({
      client: one,
      slug: 'ana-reyes',
      email: `burst-${n}@students.test`,
    })),
    true,
  )
  await messageAttack(
    backend,
    smtp,
    '100 clients, one message each, to one teacher',
    Array.from({ length: 100 }, (_, n) => ({
      client: visitor(backend),
      slug: 'priya-sharma',
      email: `crowd-${n}@students.test`,
    })),
    false,
  )
  await messageAttack(
    backend,
    smtp,
    'one address to one teacher, 10 times from 10 clients',
    Array.from({ length: 10 }, () => ({
      client: visitor(backend),
      slug: 'maya-thompson',
      email: 'persistent@students.test',
    })),
    false,
  )
}

interface SameAnswerRow {
  form: string
  requests: string
  "listing's address": string
  'any other': string
}

const sameAnswerRows: SameAnswerRow[] = []

/** Teachers the later attacks leave alone: their addresses are probed here only. */
const PROBED_TEACHERS = [
  'arjun-mehta',
  'chloe-nguyen',
  'isabela-rocha',
  'javier-morales',
  'kenji-watanabe',
  'lucia-fernandez',
  'marcus-johnson',
  'miguel-santos',
  'sarah-mitchell',
  'wayan-putra',
]

/** '204 ×10, median 4.1 ms, p90 5.0 ms' */
function answers(timed: { status: number; ms: number }[]): string {
  const statuses = new Map<number, number>()
  for (const { status } of timed) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  const sorted = timed.map(({ ms }) => ms).sort((a, b) => a - b)
  return `${[...statuses].map(([status, count]) => `${status} ×${count}`).join(', ')}; median ${percentile(
    sorted,
    0.5,
  ).toFixed(1)} ms, p90 ${percentile(sorted, 0.9).toFixed(1)} ms`
}

/**
 * Sends `rounds` pairs, a listing's address and a stranger's, in alternating order, each request
 * from a new network (so no per-client limit differs between them); address n of each side is
 * used in round n, n + 10, …, so both sides spend their per-address allowances alike.
 */
async function sameAnswer(
  backend: RunningBackend,
  form: string,
  rounds: number,
  request: (client: NodeClient, email: string, round: number) => Promise<number>,
  listingAddress: (n: number) => string,
): Promise<void> {
  const timed = {
    listing: [] as { status: number; ms: number }[],
    other: [] as { status: number; ms: number }[],
  }
  const once = async (side: 'listing' | 'other', round: number) => {
    const n = round % PROBED_TEACHERS.length
    const email = side === 'listing' ? listingAddress(n) : `someone-${n}@students.test`
    const client = visitor(backend)
    const started = performance.now()
    const status = await request(client, email, round)
    timed[side].push({ status, ms: performance.now() - started })
  }
  // One request first, unmeasured: the first of a kind pays for plans and connections.
  await request(visitor(backend), 'warm-up@students.test', rounds)
  for (let round = 0; round < rounds; round += 1) {
    const order: ('listing' | 'other')[] = round % 2 === 0 ? ['listing', 'other'] : ['other', 'listing']
    for (const side of order) await once(side, round)
  }
  sameAnswerRows.push({
    form,
    requests: `${rounds} + ${rounds}`,
    "listing's address": answers(timed.listing),
    'any other': answers(timed.other),
  })
}

async function measureSameAnswers(backend: RunningBackend): Promise<void> {
  const inquiryAddress = (n: number) => `${PROBED_TEACHERS[n]}@example.com`
  // Messages and applications both spend the 3 typed-address mails a day: one each per address.
  await sameAnswer(
    backend,
    'message to a listing (send_listing_message)',
    PROBED_TEACHERS.length,
    (client, email) => sendMessage(client, { kind: 'studio', slug: 'lotus-flow-studio', email }),
    inquiryAddress,
  )
  await sameAnswer(
    backend,
    'teacher application (submit_teacher_application)',
    PROBED_TEACHERS.length,
    async (client, email, round) =>
      (
        await client.rpc('submit_teacher_application', {
          ...teacherApplicationInsert({ email, lastname: `probe-${round}` }),
          status_token: randomBytes(32).toString('base64url'),
        } as never)
      ).status,
    inquiryAddress,
  )
  await sameAnswer(
    backend,
    "'Manage this listing' (request_owner_link)",
    3 * PROBED_TEACHERS.length,
    (client, email, round) => claim(client, PROBED_TEACHERS[round % PROBED_TEACHERS.length]!, email),
    inquiryAddress,
  )
  // The claims above had a sign-in link made for every listing's address, and with it the
  // owner's account (under a private name: docs/decisions/0032-owner-accounts-under-private-names.md).
  await mailDrained(backend)
  await sameAnswer(
    backend,
    "password recovery (POST /auth/v1/recover), after the owners' links",
    3 * PROBED_TEACHERS.length,
    async (client, email) => (await client.auth.resetPasswordForEmail(email)).error?.status ?? 200,
    inquiryAddress,
  )
}

interface VictimRow {
  attack: string
  victim: string
  gets: string
}

const victimRows: VictimRow[] = []

/** A word the test SMTP server refuses a message for, as a listing's spam filter would. */
const SPAM_MARK = 'SPAMWORD'

async function claim(client: NodeClient, slug: string, email: string): Promise<number> {
  const { status } = await client.rpc('request_owner_link', {
    listing_kind: 'teacher',
    listing_slug: slug,
    email,
  })
  return status
}

async function accepts(backend: RunningBackend, slug: string): Promise<boolean> {
  const { data } = await visitor(backend)
    .from('teachers')
    .select('accepts_messages')
    .eq('slug', slug)
    .single()
  return data?.accepts_messages === true
}

/** Sends and confirms one real student's message; what the student and the listing get. */
async function realStudent(backend: RunningBackend, smtp: TestSmtpServer, slug: string, email: string) {
  const status = await sendMessage(visitor(backend), { slug, email })
  await mailDrained(backend)
  const [token] = caughtTokens(smtp, email)
  const outcome = token ? await confirmMessage(visitor(backend), token) : null
  await mailDrained(backend)
  return `send ${status}, ${outcome ?? 'no link'}, ${deliveriesFor(smtp, email).length} delivered`
}

async function measureVictims(backend: RunningBackend, smtp: TestSmtpServer): Promise<void> {
  // 8 and 9: the owner of emily-carter; the seed gives each teacher the address <slug>@example.com.
  const owner = 'emily-carter@example.com'
  const strangers = await Promise.all([1, 2, 3].map(() => claim(visitor(backend), 'emily-carter', owner)))
  const ownAsk = await claim(visitor(backend), 'emily-carter', owner)
  await mailDrained(backend)
  const links = smtp.mails.filter((mail) => mail.envelopeTo.includes(owner)).length
  victimRows.push({
    attack: "3 strangers' claims, then the owner's",
    victim: 'the owner',
    gets: `answers ${[...strangers, ownAsk].join('/')}, ${links} sign-in mail(s) in its inbox`,
  })
  const probe = await sendMessage(visitor(backend), { slug: 'ana-reyes', email: owner })
  const control = await sendMessage(visitor(backend), {
    slug: 'ana-reyes',
    email: 'nobody-special@students.test',
  })
  victimRows.push({
    attack: "a message form naming the owner's address, after the claims",
    victim: 'the address kept private',
    gets: `${probe} for it, ${control} for any other`,
  })

  // 10: unconfirmed messages in strangers' names, each from its own network.
  const { rows: limits } = await backend.db.query<{ per_listing: number }>(
    `select per_listing from public.submission_limits where form = 'listing_message'`,
  )
  const burst = limits[0]!.per_listing + 5
  const burstStatuses = await Promise.all(
    Array.from({ length: burst }, (_, n) =>
      sendMessage(visitor(backend), { slug: 'hannah-clarke', email: `throwaway-${n}@students.test` }),
    ),
  )
  victimRows.push({
    attack: `${burst} unconfirmed messages from ${burst} networks to one teacher (${tally(burstStatuses) || 'all 204'})`,
    victim: 'the next real student',
    gets: await realStudent(backend, smtp, 'hannah-clarke', 'real-student@students.test'),
  })

  // 11: one mailbox, spelled with plus-tags.
  const plusStatuses: number[] = []
  for (let n = 0; n < 6; n += 1) {
    plusStatuses.push(
      await sendMessage(visitor(backend), { slug: 'tom-fletcher', email: `victim+${n}@students.test` }),
    )
  }
  await mailDrained(backend)
  const reached = smtp.mails.filter((mail) =>
    mail.envelopeTo.some((to) => /^victim\+\d@students\.test$/.test(to)),
  ).length
  victimRows.push({
    attack: '6 messages to victim+0@ … victim+5@',
    victim: 'the mailbox victim@',
    gets: `${reached} mails (${tally(plusStatuses)})`,
  })

  // 12: a text the listing's spam filter refuses.
  await sendMessage(visitor(backend), {
    slug: 'yuki-tanaka',
    email: 'filtered@students.test',
    body: `${MESSAGE_BODY} ${SPAM_MARK}`,
  })
  await mailDrained(backend)
  const [filteredToken] = caughtTokens(smtp, 'filtered@students.test')
  if (filteredToken) await confirmMessage(visitor(backend), filteredToken)
  await mailDrained(backend)
  victimRows.push({
    attack: "one student's text refused by the listing's spam filter",
    victim: 'the listing, then the next student',
    gets: `takes messages: ${await accepts(backend, 'yuki-tanaka')}; next: ${await realStudent(
      backend,
      smtp,
      'yuki-tanaka',
      'after-filter@students.test',
    )}`,
  })
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-abuse-'))
let backend: RunningBackend | undefined
let smtp: TestSmtpServer | undefined
try {
  smtp = await startTestSmtpServer({ refuseMessage: (raw) => raw.includes(SPAM_MARK) })
  backend = await startLocalBackend({
    ...configFromEnv({}),
    dataDir,
    port: 0,
    sampleAdmin: null,
    ownerReminders: null,
    smtp: { host: '127.0.0.1', port: smtp.port, from: 'Yoga Directory <no-reply@abuse.test>' },
    siteOrigin: 'https://yoga.test',
  })
  await measureSameAnswers(backend)
  const { rows: limits } = await backend.db.query<Record<string, unknown>>(
    `select form, per_client, per_client_minutes, overall, overall_minutes, per_listing, per_listing_minutes,
       per_address_listing, per_address_listing_minutes
     from public.submission_limits order by form`,
  )
  console.log("Forms that take an address: a listing's address and any other, each from its own network:")
  console.table(sameAnswerRows)
  console.log('\nLimits (public.submission_limits, as shipped):')
  console.table(limits)
  await measure(backend)
  console.log('\nAn anonymous script with the anon key, against the local backend:')
  console.table(rows)
  await measureMessages(backend, smtp)
  console.log('\nMessages to listings, the script confirming every link it is mailed:')
  console.table(messageRows)
  await measureVictims(backend, smtp)
  console.log('\nLimits turned against the people they protect: what the victim gets:')
  console.table(victimRows)
} catch (error) {
  console.error(`Could not measure: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await backend?.close()
  await smtp?.stop()
  await rm(dataDir, { recursive: true, force: true })
}

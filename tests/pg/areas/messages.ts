import { createHash } from 'node:crypto'
import type pg from 'pg'
import { TEACHER_APPLICATION } from '../fixtures.ts'
import { area, each, fails, none, refused, rows, value, type MatrixCase, type Scenario } from '../matrix.ts'

// Students message teachers and studios (supabase/migrations/20251128000000_inquiry_addresses.sql,
// 20251128000100_listing_messages.sql): who may read inquiry addresses, who sends and confirms,
// the limits, one-use tokens and their outcomes, failed deliveries, retention.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A token as the database makes them: 43 base64url characters. */
const token = (label: string) => label.padEnd(43, 'x')
const PENDING = token('msg-pending')
const STUDIO_PENDING = token('msg-studio-pending')
const DELIVERED = token('msg-delivered')
const OLD = token('msg-old')
const ANCIENT = token('msg-ancient')
const TOMBSTONE = token('msg-tombstone')
const OLD_TOMBSTONE = token('msg-old-tombstone')

const ANA = `(select id from public.teachers where slug = 'ana-reyes')`
const LOTUS = `(select id from public.studios where slug = 'lotus-flow-studio')`
const ANA_ADDRESS = 'ana-reyes@example.com'
const LOTUS_EMAIL = 'hello@lotusflow.example.com'
const STUDENT = 'sam@test-pg.example'
const BODY = 'I would like to join your Sunday class, please.'

const fixtures = `
insert into private.listing_messages
  (token_hash, listing_kind, teacher_id, studio_id, sender_name, sender_email, body, practices, created_at, delivered_at)
values
  ('${sha256(PENDING)}', 'teacher', ${ANA}, null, 'Sam Student', '${STUDENT}', '${BODY}', '{online1on1}', now() - interval '1 hour', null),
  ('${sha256(STUDIO_PENDING)}', 'studio', null, ${LOTUS}, 'Sam Student', '${STUDENT}', '${BODY}', '{Vinyasa}', now() - interval '1 hour', null),
  ('${sha256(DELIVERED)}', 'teacher', ${ANA}, null, 'Sam Student', '${STUDENT}', '${BODY}', '{}', now() - interval '2 days', now() - interval '2 days'),
  ('${sha256(OLD)}', 'teacher', ${ANA}, null, 'Sam Student', '${STUDENT}', '${BODY}', '{}', now() - interval '25 hours', null),
  ('${sha256(ANCIENT)}', 'teacher', ${ANA}, null, 'Sam Student', '${STUDENT}', '${BODY}', '{}', now() - interval '100 days', now() - interval '100 days');
insert into private.expired_listing_messages (token_hash, listing_kind, teacher_id, expired_at) values
  ('${sha256(TOMBSTONE)}', 'teacher', ${ANA}, now() - interval '1 day'),
  ('${sha256(OLD_TOMBSTONE)}', 'teacher', ${ANA}, now() - interval '8 days');
-- Deliveries waiting for a retry (not due, so the outbox area's claims never see them).
insert into private.mail_outbox (key, recipient, template, data, next_attempt_at) values
  ('test-pg-msg:teacher-delivery', '${ANA_ADDRESS}', 'message_delivery',
   jsonb_build_object('listingKind', 'teacher', 'listingId', ${ANA}), now() + interval '1 day'),
  ('test-pg-msg:studio-delivery', '${LOTUS_EMAIL}', 'message_delivery',
   jsonb_build_object('listingKind', 'studio', 'listingId', ${LOTUS}), now() + interval '1 day'),
  ('test-pg-msg:teacher-delivery-2', '${ANA_ADDRESS}', 'message_delivery',
   jsonb_build_object('listingKind', 'teacher', 'listingId', ${ANA}), now() + interval '1 day'),
  ('test-pg-msg:studio-delivery-2', '${LOTUS_EMAIL}', 'message_delivery',
   jsonb_build_object('listingKind', 'studio', 'listingId', ${LOTUS}), now() + interval '1 day');
`

/** jsonb prints an object's keys shortest first, then in byte order; JSON comparison needs that order. */
function jsonbOrder(object: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(object).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(keys.map((key) => [key, object[key]]))
}

interface Send {
  kind?: string
  slug?: string
  name?: string
  email?: string
  message?: string
  practices?: string
  honeypot?: string
}

const send = ({
  kind = 'teacher',
  slug = 'ana-reyes',
  name = 'Sam Student',
  email = STUDENT,
  message = BODY,
  practices = '{}',
  honeypot,
}: Send = {}) =>
  `select public.send_listing_message(listing_kind => '${kind}', listing_slug => '${slug}', name => '${name}',
    email => '${email}', message => '${message}', practices => '${practices}'${honeypot ? `, honeypot => '${honeypot}'` : ''})`

const confirm = (value: string) =>
  `select jsonb_build_array(outcome, listing_kind, listing_slug, listing_name)
   from public.confirm_listing_message('${value}')`

/** Another client, as the edge would report it. */
const fromClient = (address: string) =>
  `select set_config('request.headers', '{"cf-connecting-ip": "${address}"}', true)`

const visitors = ['anon', 'member', 'admin'] as const
const callers = ['anon', 'member', 'admin', 'service_role'] as const
const sent = each(callers, rows(1))
const outcome = (expected: unknown) => each(callers, value(expected))
const refusedWith = (code: string, message: RegExp) => each(callers, fails(code, message))
const adminsOnly = (expected: ReturnType<typeof value>) => ({
  anon: refused('privilege'),
  member: refused(/Only administrators/),
  admin: expected,
  service_role: refused('privilege'),
})
const nobody = each(callers, refused('privilege'))
const everyone = (expected: unknown) => each(callers, value(expected))
/** Admins write inquiry addresses; a member's write matches no row; visitors hold no grant. */
const addressWriters = { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) }

/** What the sender records when the listing's server refuses its address (a 5xx to RCPT TO). */
const RECIPIENT_REFUSED = 'recipient refused: 550 5.1.1 No such user'
const failDelivery = (key: string, error = RECIPIENT_REFUSED, permanent = true) =>
  `select public.mail_failed(id, '${error}', ${permanent}) from private.mail_outbox where key = 'test-pg-msg:${key}'`
/** Two messages to the listing whose recipient its server refused: the address is at fault. */
const refuseAddress = (kind: 'teacher' | 'studio') => [
  failDelivery(`${kind}-delivery`),
  failDelivery(`${kind}-delivery-2`),
]
const anaAccepts = `select accepts_messages from public.teachers where slug = 'ana-reyes'`
const lotusAccepts = `select accepts_messages from public.studios where slug = 'lotus-flow-studio'`
const messageId = (value: string) =>
  `(select id from private.listing_messages where token_hash = '${sha256(value)}')`
const mailsOf = (value: string) =>
  `select coalesce(jsonb_agg(jsonb_build_array(template, recipient, reply_to, data - 'listingId') order by id), '[]')
   from private.mail_outbox where key in ('message_delivery:' || ${messageId(value)}, 'message_copy:' || ${messageId(value)})`
const lowerLimit = (column: string, to: number, form = 'listing_message') =>
  `update public.submission_limits set ${column} = ${to} where form = '${form}'`

// Inquiry addresses ---------------------------------------------------------------------------

const addressCases: MatrixCase[] = [
  {
    name: "teacher inquiry addresses: only admins read them; a member sees none, a visitor can't ask",
    sql: `select email from public.teacher_inquiry_addresses`,
    expect: { anon: refused('privilege'), member: none, admin: rows('all'), service_role: rows('all') },
  },
  {
    name: 'studio inquiry addresses: only admins read them',
    setup: [
      `insert into public.studio_inquiry_addresses (studio_id, email) values (${LOTUS}, 'bookings@lotus.example')`,
    ],
    sql: `select email from public.studio_inquiry_addresses`,
    expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'teacher inquiry addresses: only admins change one',
    sql: `update public.teacher_inquiry_addresses set email = 'ana@new.example' where teacher_id = ${ANA}`,
    expect: addressWriters,
  },
  {
    name: 'teacher inquiry addresses: only admins add one',
    setup: [`delete from public.teacher_inquiry_addresses where teacher_id = ${ANA}`],
    sql: `insert into public.teacher_inquiry_addresses (teacher_id, email) values (${ANA}, 'ana@new.example')`,
    expect: { anon: refused('privilege'), member: refused('rls'), admin: rows(1), service_role: rows(1) },
    after: {
      sql: anaAccepts,
      byCaller: { anon: false, member: false, admin: true, service_role: true },
    },
  },
  {
    name: 'teacher inquiry addresses: only admins remove one, and the profile stops offering the form',
    sql: `delete from public.teacher_inquiry_addresses where teacher_id = ${ANA}`,
    expect: addressWriters,
    after: {
      sql: anaAccepts,
      byCaller: { anon: true, member: true, admin: false, service_role: false },
    },
  },
  {
    name: 'studio inquiry addresses: only admins set an override',
    sql: `insert into public.studio_inquiry_addresses (studio_id, email) values (${LOTUS}, 'bookings@lotus.example')`,
    expect: { anon: refused('privilege'), member: refused('rls'), admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'inquiry addresses: only a failed delivery records a failure, not an admin',
    sql: `update public.teacher_inquiry_addresses set delivery_failed_at = now() where teacher_id = ${ANA}`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
  {
    name: 'inquiry addresses: a malformed address is refused',
    sql: `update public.teacher_inquiry_addresses set email = 'not an address' where teacher_id = ${ANA}`,
    expect: { anon: refused('privilege'), member: none, admin: fails('23514'), service_role: fails('23514') },
  },
  {
    name: 'accepts_messages: everyone reads it; a teacher with an address and a studio accept messages',
    sql: `select jsonb_build_array((${anaAccepts}), (${lotusAccepts}))`,
    expect: everyone([true, true]),
  },
  {
    name: 'accepts_messages: a direct write is overwritten',
    sql: `update public.teachers set accepts_messages = false where slug = 'ana-reyes'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
    after: { sql: anaAccepts, value: true },
  },
  {
    name: "listing an application: the applicant's email becomes the new teacher's inquiry address",
    setup: [
      `insert into public.teachers (slug, firstname, lastname, name, country, location)
       values ('test-pg-new-teacher', 'New', 'Teacher', 'New Teacher', 'Spain', 'Madrid')`,
    ],
    sql: `update public.teacherapplications set status = 'listed', decline_note = null,
      teacher_id = (select id from public.teachers where slug = 'test-pg-new-teacher')
      where email = '${TEACHER_APPLICATION}'`,
    expect: addressWriters,
    after: {
      sql: `select jsonb_build_array(
        (select a.email from public.teacher_inquiry_addresses a join public.teachers t on t.id = a.teacher_id
         where t.slug = 'test-pg-new-teacher'),
        (select accepts_messages from public.teachers where slug = 'test-pg-new-teacher'))`,
      byCaller: {
        anon: [null, false],
        member: [null, false],
        admin: [TEACHER_APPLICATION, true],
        service_role: [TEACHER_APPLICATION, true],
      },
    },
  },
  {
    name: 'listing an application: a teacher who has an address keeps it',
    sql: `update public.teacherapplications set status = 'listed', decline_note = null, teacher_id = ${ANA}
      where email = '${TEACHER_APPLICATION}'`,
    expect: addressWriters,
    after: {
      sql: `select email from public.teacher_inquiry_addresses where teacher_id = ${ANA}`,
      value: ANA_ADDRESS,
    },
  },
]

// Sending -----------------------------------------------------------------------------------------

const sendCases: MatrixCase[] = [
  {
    name: 'send: visitors and members send; the message waits unconfirmed',
    sql: send({ practices: '{online1on1,groupOnline}' }),
    expect: sent,
    after: {
      sql: `select jsonb_agg(jsonb_build_array(sender_name, body, practices, delivered_at) order by id)
        from private.listing_messages where created_at = now()`,
      value: [['Sam Student', BODY, ['groupOnline', 'online1on1'], null]],
    },
  },
  {
    name: 'send: the confirm mail carries the first name, the listing and a token, nothing else typed',
    sql: send({ email: 'confirm-me@test-pg.example' }),
    expect: sent,
    after: {
      sql: `select jsonb_build_array(template, data - 'token', data ->> 'token' ~ '^[A-Za-z0-9_-]{43}$')
        from private.mail_outbox where recipient = 'confirm-me@test-pg.example'`,
      value: [
        'message_confirm',
        jsonbOrder({ firstName: 'Sam', listingKind: 'teacher', listingName: 'Ana' }),
        true,
      ],
    },
  },
  {
    name: "send: the message keeps the token's hash, never the token",
    sql: send({ email: 'confirm-me@test-pg.example' }),
    expect: sent,
    after: {
      sql: `select count(*)::int from private.listing_messages m
        join private.mail_outbox o on o.recipient = 'confirm-me@test-pg.example'
        where m.token_hash = encode(sha256(convert_to(o.data ->> 'token', 'UTF8')), 'hex')
          and m.token_hash <> o.data ->> 'token'`,
      value: 1,
    },
  },
  {
    name: 'send: a studio is written to the same way, its styles as the choices',
    sql: send({ kind: 'studio', slug: 'lotus-flow-studio', practices: '{Yin Yoga}' }),
    expect: sent,
  },
  {
    name: 'send: a filled honeypot is answered as sent, and nothing is stored or mailed',
    sql: send({ email: 'bot@test-pg.example', honeypot: 'x' }),
    expect: sent,
    after: {
      sql: `select (select count(*)::int from private.listing_messages where created_at = now())
        + (select count(*)::int from private.mail_outbox where recipient = 'bot@test-pg.example')`,
      value: 0,
    },
  },
  {
    name: 'send: a message under 20 characters is refused',
    sql: send({ message: '   Too short.        ' }),
    expect: refusedWith('22023', /Your message must be at least 20 characters/),
  },
  {
    name: 'send: a message over 2,000 characters is refused',
    sql: send({ message: 'x'.repeat(2001) }),
    expect: refusedWith('22023', /at most 2,000 characters/),
  },
  {
    name: 'send: 2,000 characters and surrounding spaces are fine',
    sql: send({ message: `  ${'x'.repeat(2000)}  ` }),
    expect: sent,
  },
  {
    name: 'send: a malformed address is refused',
    sql: send({ email: 'not-an-address' }),
    expect: refusedWith('22023', /valid email address/),
  },
  {
    name: 'send: an address the mail sender could not use as Reply-To is refused',
    sql: send({ email: 'sam@exa_mple.test' }),
    expect: refusedWith('22023', /valid email address/),
  },
  {
    name: 'send: a name is required',
    sql: send({ name: '   ' }),
    expect: refusedWith('22023', /enter your name/),
  },
  {
    name: 'send: a name over 100 characters is refused',
    sql: send({ name: 'N'.repeat(101) }),
    expect: refusedWith('22023', /at most 100 characters/),
  },
  {
    name: "send: only the teacher's own ways of teaching may be chosen",
    sql: send({ slug: 'miguel-santos', practices: '{online1on1}' }),
    expect: refusedWith('22023', /Choose only among the ways this teacher offers/),
  },
  {
    name: 'send: a kind that is not teacher or studio is refused',
    sql: send({ kind: 'school' }),
    expect: refusedWith('22023', /teacher or studio/),
  },
  {
    name: 'send: an unknown teacher is not taking messages (404)',
    sql: send({ slug: 'no-such-teacher' }),
    expect: refusedWith('PT404', /This teacher is not taking messages through the directory right now/),
  },
  {
    name: 'send: an unknown studio is not taking messages',
    sql: send({ kind: 'studio', slug: 'ana-reyes' }),
    expect: refusedWith('PT404', /This studio is not taking messages/),
  },
  {
    name: 'send: a teacher without an inquiry address is not taking messages',
    setup: [`delete from public.teacher_inquiry_addresses where teacher_id = ${ANA}`],
    sql: send(),
    expect: refusedWith('PT404', /This teacher is not taking messages/),
  },
  {
    name: 'send: a listing whose delivery failed for good is not taking messages',
    setup: refuseAddress('teacher'),
    sql: send(),
    expect: refusedWith('PT404', /This teacher is not taking messages/),
  },

  // Limits.
  {
    name: 'limits: 5 messages per client in 10 minutes; the 6th is refused and not stored',
    before: Array.from({ length: 5 }, (_, n) => send({ email: `limit${n}@test-pg.example` })),
    sql: send({ email: 'limit5@test-pg.example' }),
    expect: refusedWith(
      'PT429',
      /^Too many messages from your connection\. Please try again in 10 minutes\.$/,
    ),
    after: {
      sql: `select count(*)::int from private.listing_messages where sender_email like 'limit%'`,
      value: 5,
    },
  },
  {
    name: 'limits: overall, for everyone together',
    setup: [lowerLimit('overall', 1)],
    before: [send({ email: 'first@test-pg.example' }), fromClient('203.0.113.9')],
    sql: send({ email: 'second@test-pg.example' }),
    expect: refusedWith(
      'PT429',
      /^We are receiving too many messages right now\. Please try again in 1 hour\.$/,
    ),
  },
  {
    name: 'limits: unconfirmed messages never fill a listing, whoever sends them',
    setup: [lowerLimit('per_listing', 2)],
    before: [
      send({ email: 'one@test-pg.example' }),
      fromClient('203.0.113.9'),
      send({ email: 'two@test-pg.example' }),
      fromClient('203.0.113.10'),
    ],
    sql: send({ email: 'three@test-pg.example' }),
    expect: sent,
  },
  {
    name: 'limits: the typed-address cap: 3 mails a day to one address, whatever the listing',
    before: [
      send({ slug: 'ana-reyes' }),
      send({ slug: 'priya-sharma' }),
      send({ kind: 'studio', slug: 'lotus-flow-studio' }),
    ],
    sql: send({ slug: 'miguel-santos' }),
    expect: refusedWith(
      'PT429',
      /^We have already sent this address 3 mails today\. Please try again tomorrow\.$/,
    ),
    after: {
      sql: `select count(*)::int from private.listing_messages where sender_email = '${STUDENT}' and created_at = now()`,
      value: 3,
    },
  },
  {
    name: 'limits: the typed-address cap counts the mailbox: plus-tags and case are one address',
    before: [
      send({ slug: 'ana-reyes', email: 'Sam+one@test-pg.example' }),
      send({ slug: 'priya-sharma', email: 'sam+two@TEST-PG.example' }),
      send({ kind: 'studio', slug: 'lotus-flow-studio', email: STUDENT }),
    ],
    sql: send({ slug: 'miguel-santos', email: 'sam+three@test-pg.example' }),
    expect: refusedWith(
      'PT429',
      /^We have already sent this address 3 mails today\. Please try again tomorrow\.$/,
    ),
  },
  {
    name: 'limits: the limits and the counts behind them are private',
    sql: `select count(*) from private.mail_address_sends`,
    expect: nobody,
  },
]

// Confirming ----------------------------------------------------------------------------------------

const teacherDelivery = jsonbOrder({
  body: BODY,
  practices: ['Online 1-on-1'],
  senderName: 'Sam Student',
  listingKind: 'teacher',
  listingName: 'Ana Reyes',
  listingPath: '/teacher/ana-reyes',
})
const teacherCopy = jsonbOrder({
  body: BODY,
  firstName: 'Sam',
  practices: ['Online 1-on-1'],
  listingName: 'Ana Reyes',
  listingPath: '/teacher/ana-reyes',
})

const confirmCases: MatrixCase[] = [
  {
    name: 'confirm: visitors and members confirm; the message is delivered',
    sql: confirm(PENDING),
    expect: outcome(['delivered', 'teacher', 'ana-reyes', 'Ana Reyes']),
    after: {
      sql: mailsOf(PENDING),
      value: [
        ['message_delivery', ANA_ADDRESS, STUDENT, teacherDelivery],
        ['message_copy', STUDENT, null, teacherCopy],
      ],
    },
  },
  {
    name: 'confirm: a studio message goes to the studio email, its styles as written',
    sql: confirm(STUDIO_PENDING),
    expect: outcome(['delivered', 'studio', 'lotus-flow-studio', 'Lotus Flow Studio']),
    after: {
      sql: `select jsonb_build_array(recipient, reply_to, data -> 'practices', data ->> 'listingPath')
        from private.mail_outbox where key = 'message_delivery:' || ${messageId(STUDIO_PENDING)}`,
      value: [LOTUS_EMAIL, STUDENT, ['Vinyasa'], '/studio/lotus-flow-studio'],
    },
  },
  {
    name: "confirm: a studio's override receives instead of its email",
    setup: [
      `insert into public.studio_inquiry_addresses (studio_id, email) values (${LOTUS}, 'bookings@lotus.example')`,
    ],
    sql: confirm(STUDIO_PENDING),
    expect: outcome(['delivered', 'studio', 'lotus-flow-studio', 'Lotus Flow Studio']),
    after: {
      sql: `select recipient from private.mail_outbox where key = 'message_delivery:' || ${messageId(STUDIO_PENDING)}`,
      value: 'bookings@lotus.example',
    },
  },
  {
    name: 'confirm: a token works once; the second press says already delivered and mails nothing more',
    before: [confirm(PENDING)],
    sql: confirm(PENDING),
    expect: outcome(['already_delivered', 'teacher', 'ana-reyes', 'Ana Reyes']),
    after: {
      sql: `select count(*)::int from private.mail_outbox where template in ('message_delivery', 'message_copy')
        and key like 'message_%'`,
      value: 2,
    },
  },
  {
    name: 'confirm: a message delivered days ago is already delivered',
    sql: confirm(DELIVERED),
    expect: outcome(['already_delivered', 'teacher', 'ana-reyes', 'Ana Reyes']),
  },
  {
    name: 'confirm: after 24 hours the message has expired and nothing is delivered',
    sql: confirm(OLD),
    expect: outcome(['expired', 'teacher', 'ana-reyes', 'Ana Reyes']),
    after: { sql: mailsOf(OLD), value: [] },
  },
  {
    name: 'confirm: a purged message still says expired for 7 days, with its listing',
    sql: confirm(TOMBSTONE),
    expect: outcome(['expired', 'teacher', 'ana-reyes', 'Ana Reyes']),
  },
  {
    name: 'confirm: a forged token is unknown',
    sql: confirm(token('forged')),
    expect: outcome(['unknown', null, null, null]),
  },
  {
    name: 'confirm: a malformed token is unknown, not an error',
    sql: confirm('not a token!'),
    expect: outcome(['unknown', null, null, null]),
  },
  {
    name: 'confirm: a listing that stopped taking messages is unavailable, and nothing is delivered',
    setup: [`delete from public.teacher_inquiry_addresses where teacher_id = ${ANA}`],
    sql: confirm(PENDING),
    expect: outcome(['unavailable', 'teacher', 'ana-reyes', 'Ana Reyes']),
    after: {
      sql: `select jsonb_build_array((${mailsOf(PENDING)}),
        (select delivered_at from private.listing_messages where token_hash = '${sha256(PENDING)}'))`,
      value: [[], null],
    },
  },
  {
    name: 'confirm: attempts per client are limited',
    setup: [lowerLimit('per_client', 2, 'message_confirm')],
    before: [confirm(token('guess-1')), confirm(token('guess-2'))],
    sql: confirm(PENDING),
    expect: refusedWith(
      'PT429',
      /^Too many attempts from your connection\. Please try again in 10 minutes\.$/,
    ),
  },
  {
    name: 'messages: no API role reads them (operators may, with the service role)',
    sql: `select body from private.listing_messages`,
    expect: { ...each(visitors, refused('privilege')), service_role: rows('all') },
  },
  {
    name: 'messages: nor their tombstones',
    sql: `select token_hash from private.expired_listing_messages`,
    expect: { ...each(visitors, refused('privilege')), service_role: rows('all') },
  },
]

// Failed deliveries, counts and retention -------------------------------------------------------------

const failureCases: MatrixCase[] = [
  {
    name: 'failure: a delivery refused for good turns the teacher off',
    setup: refuseAddress('teacher'),
    sql: anaAccepts,
    expect: everyone(false),
  },
  {
    name: 'failure: the admin sees the error and when; nobody else does',
    setup: refuseAddress('teacher'),
    sql: `select jsonb_build_array(delivery_error, delivery_failed_at is not null)
      from public.teacher_inquiry_addresses where teacher_id = ${ANA}`,
    expect: {
      anon: refused('privilege'),
      member: none,
      admin: value([RECIPIENT_REFUSED, true]),
      service_role: value([RECIPIENT_REFUSED, true]),
    },
  },
  {
    name: "failure: it does not change the listing's version (updated_at)",
    setup: refuseAddress('teacher'),
    sql: `select updated_at < now() from public.teachers where slug = 'ana-reyes'`,
    expect: everyone(true),
  },
  {
    name: 'failure: any other update of the listing still stamps its version, a save that changes nothing too',
    setup: refuseAddress('teacher'),
    sql: `update public.teachers set bio = bio where slug = 'ana-reyes'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
    after: {
      sql: `select updated_at = now() from public.teachers where slug = 'ana-reyes'`,
      byCaller: { anon: false, member: false, admin: true, service_role: true },
    },
  },
  {
    name: 'failure: fixing the address clears it and messages resume',
    setup: refuseAddress('teacher'),
    sql: `update public.teacher_inquiry_addresses set email = 'ana@fixed.example' where teacher_id = ${ANA}`,
    expect: addressWriters,
    after: {
      sql: `select jsonb_build_array((${anaAccepts}),
        (select delivery_failed_at is null from public.teacher_inquiry_addresses where teacher_id = ${ANA}))`,
      byCaller: {
        anon: [false, false],
        member: [false, false],
        admin: [true, true],
        service_role: [true, true],
      },
    },
  },
  {
    name: 'failure: an address changed before the failure is not marked',
    setup: [
      `update public.teacher_inquiry_addresses set email = 'ana@fixed.example' where teacher_id = ${ANA}`,
      ...refuseAddress('teacher'),
    ],
    sql: anaAccepts,
    expect: everyone(true),
  },
  {
    name: 'failure: one message whose recipient was refused marks nothing yet',
    setup: [failDelivery('teacher-delivery')],
    sql: anaAccepts,
    expect: everyone(true),
  },
  {
    name: 'failure: messages refused for their text mark nothing, however many',
    setup: [
      failDelivery('teacher-delivery', 'message refused: 554 5.7.1 Message rejected as spam'),
      failDelivery('teacher-delivery-2', 'message refused: 554 5.7.1 Message rejected as spam'),
    ],
    sql: anaAccepts,
    expect: everyone(true),
  },
  {
    name: 'failure: a failure that will be retried marks nothing',
    setup: [failDelivery('teacher-delivery', 'connection refused', false)],
    sql: anaAccepts,
    expect: everyone(true),
  },
  {
    name: "failure: a student's unusable Reply-To is not the listing's fault",
    setup: [failDelivery('teacher-delivery', 'reply-to is not a single valid address')],
    sql: anaAccepts,
    expect: everyone(true),
  },
  {
    name: "failure: a studio's email refused for good turns the studio off",
    setup: refuseAddress('studio'),
    sql: lotusAccepts,
    expect: everyone(false),
  },
  {
    name: "failure: a change of the studio's email clears it",
    setup: refuseAddress('studio'),
    sql: `update public.studios set email = 'hello@lotus-new.example' where slug = 'lotus-flow-studio'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
    after: {
      sql: lotusAccepts,
      byCaller: { anon: false, member: false, admin: true, service_role: true },
    },
  },
  {
    name: 'counts: only admins see messages per listing over 30 days and failures',
    setup: refuseAddress('teacher'),
    sql: `select jsonb_agg(jsonb_build_array(listing_id = ${ANA}, messages_30d, delivery_error))
      from public.listing_message_counts('teacher')`,
    expect: adminsOnly(value([[true, 1, RECIPIENT_REFUSED]])),
  },
  {
    name: 'counts: a studio with a failure and no messages has its row',
    setup: refuseAddress('studio'),
    sql: `select jsonb_agg(jsonb_build_array(listing_id = ${LOTUS}, messages_30d, delivery_failed_at is not null))
      from public.listing_message_counts('studio')`,
    expect: adminsOnly(value([[true, 0, true]])),
  },
  {
    name: 'totals: only admins see delivered (30 days), awaiting confirmation, failed addresses',
    setup: refuseAddress('studio'),
    sql: `select jsonb_build_array(delivered_30d, awaiting_confirmation, failed_addresses) from public.message_totals()`,
    expect: adminsOnly(value([1, 2, 1])),
  },
  {
    name: 'purge: only the service role; unconfirmed after 24 h and delivered after 90 days go',
    sql: `select public.purge_listing_messages()`,
    expect: { ...each(visitors, refused('privilege')), service_role: value(2) },
    after: {
      sql: `select jsonb_build_array(
        (select count(*)::int from private.listing_messages),
        (select jsonb_agg(token_hash = '${sha256(OLD)}' order by expired_at desc) from private.expired_listing_messages))`,
      byCaller: {
        anon: [5, [false, false]],
        member: [5, [false, false]],
        admin: [5, [false, false]],
        service_role: [3, [true, false]],
      },
    },
  },
  {
    name: 'purge: an expired link still says expired afterwards; a tombstone older than 7 days is gone',
    setup: [`select public.purge_listing_messages()`],
    sql: `select jsonb_build_array((${confirm(OLD)}), (${confirm(OLD_TOMBSTONE)}))`,
    expect: outcome([
      ['expired', 'teacher', 'ana-reyes', 'Ana Reyes'],
      ['unknown', null, null, null],
    ]),
  },
]

const scenarios: Scenario[] = [
  {
    name: 'confirm: two presses at once deliver once',
    async run({ admin, as }) {
      const raced = token('msg-raced')
      await admin.query(
        `insert into private.listing_messages (token_hash, listing_kind, teacher_id, sender_name, sender_email, body)
         values ('${sha256(raced)}', 'teacher', ${ANA}, 'Sam Student', '${STUDENT}', '${BODY}')`,
      )
      let first: Awaited<ReturnType<typeof as>> | undefined
      try {
        first = await as('anon')
        const second = await as('anon')
        await second.query(`set statement_timeout = '5s'`)
        await first.query('begin')
        const firstOutcome = await first.query<{ outcome: string }>(
          `select outcome from public.confirm_listing_message('${raced}')`,
        )
        const secondPress = second.query<{ outcome: string }>(
          `select outcome from public.confirm_listing_message('${raced}')`,
        )
        await first.query('commit')
        const secondOutcome = await secondPress
        const outcomes = [firstOutcome.rows[0]?.outcome, secondOutcome.rows[0]?.outcome]
        const { rows: mails } = await admin.query<{ count: number }>(
          `select count(*)::int as count from private.mail_outbox
           where key in ('message_delivery:' || ${messageId(raced)}, 'message_copy:' || ${messageId(raced)})`,
        )
        if (outcomes.join() !== 'delivered,already_delivered' || mails[0]?.count !== 2) {
          throw new Error(`outcomes ${outcomes.join()}, ${mails[0]?.count} mails`)
        }
      } finally {
        await first?.query('rollback').catch(() => {})
        await admin.query(
          `delete from private.mail_outbox where key in ('message_delivery:' || ${messageId(raced)}, 'message_copy:' || ${messageId(raced)})`,
        )
        await admin.query(`delete from private.listing_messages where token_hash = '${sha256(raced)}'`)
        await admin.query(`delete from private.submission_events where form = 'message_confirm'`)
      }
    },
  },
]

/**
 * What a visitor's send answers once the listing already holds some messages, committed by nobody:
 * supabase_admin stores them in a transaction that is rolled back, then the send runs as anon.
 */
async function sendAfter(admin: pg.Client, earlier: string[], sql: string): Promise<string> {
  await admin.query('begin')
  try {
    for (const statement of earlier) await admin.query(statement)
    await admin.query(`set local role anon`)
    await admin.query(`select set_config('request.headers', '{"cf-connecting-ip": "198.51.100.77"}', true)`)
    await admin.query(sql)
    return 'sent'
  } catch (error) {
    return (error as Error).message
  } finally {
    await admin.query('rollback')
  }
}

/** A message from `from` to the teacher `listing` an hour ago, confirmed (delivered) or not. */
const earlierMessage = (listing: string, from: string, confirmed: boolean) =>
  `insert into private.listing_messages (token_hash, listing_kind, teacher_id, sender_name, sender_email, body, created_at, delivered_at)
   values (encode(sha256(gen_random_uuid()::text::bytea), 'hex'), 'teacher', ${listing}, 'Earlier Student', '${from}', '${BODY}',
     now() - interval '1 hour', ${confirmed ? `now() - interval '1 hour'` : 'null'})`

/** Each limit case: what the listing holds, what is sent, what it answers. */
const limitScenarios: { name: string; earlier: string[]; sql: string; answer: string }[] = [
  {
    name: 'limits: per listing, confirmed messages count, whoever sent them',
    earlier: [
      lowerLimit('per_listing', 2),
      earlierMessage(ANA, 'one@test-pg.example', true),
      earlierMessage(ANA, 'two@test-pg.example', true),
    ],
    sql: send({ email: 'three@test-pg.example' }),
    answer: 'This teacher has received many messages today. Please try again in 23 hours.',
  },
  {
    name: 'limits: per listing, unconfirmed messages do not count',
    earlier: [
      lowerLimit('per_listing', 2),
      earlierMessage(ANA, 'one@test-pg.example', false),
      earlierMessage(ANA, 'two@test-pg.example', false),
    ],
    sql: send({ email: 'three@test-pg.example' }),
    answer: 'sent',
  },
  {
    name: 'limits: per listing, another listing still takes messages',
    earlier: [
      lowerLimit('per_listing', 2),
      earlierMessage(ANA, 'one@test-pg.example', true),
      earlierMessage(ANA, 'two@test-pg.example', true),
    ],
    sql: send({ slug: 'priya-sharma', email: 'three@test-pg.example' }),
    answer: 'sent',
  },
  {
    name: 'limits: one mailbox writes to one listing 3 times a week, confirmed, however spelled',
    earlier: [
      earlierMessage(ANA, STUDENT, true),
      earlierMessage(ANA, 'Sam+again@test-pg.example', true),
      earlierMessage(ANA, STUDENT, true),
    ],
    sql: send({ email: 'sam+more@test-pg.example' }),
    answer: 'You have already written to this teacher 3 times this week. Please try again in 7 days.',
  },
  {
    name: "limits: unconfirmed messages in a student's name do not count toward their weekly limit",
    earlier: [
      earlierMessage(ANA, STUDENT, false),
      earlierMessage(ANA, STUDENT, false),
      earlierMessage(ANA, STUDENT, false),
    ],
    sql: send(),
    answer: 'sent',
  },
]
scenarios.push({
  name: "limits: a mailbox is its local part before '+', lower case, and Gmail's without dots",
  async run({ admin }) {
    const { rows } = await admin.query<{ same: boolean[] }>(
      `select array[
         private.mailbox_hash('S.Am+x@GoogleMail.com') = private.mailbox_hash('sam@gmail.com'),
         private.mailbox_hash(' sam+tag@example.com ') = private.mailbox_hash('SAM@example.com'),
         private.mailbox_hash('s.am@example.com') = private.mailbox_hash('sam@example.com'),
         private.mailbox_hash('sam@example.com') = private.mailbox_hash('sam@example.org')
       ] as same`,
    )
    if (rows[0]?.same.join() !== 'true,true,false,false') throw new Error(`same: ${rows[0]?.same.join()}`)
  },
})

for (const { name, earlier, sql, answer } of limitScenarios) {
  scenarios.push({
    name,
    async run({ admin }) {
      const got = await sendAfter(admin, earlier, sql)
      if (got !== answer)
        throw new Error(`answered ${JSON.stringify(got)}, expected ${JSON.stringify(answer)}`)
    },
  })
}

scenarios.push({
  name: 'purge: message mails that failed for good go after 90 days, with their text',
  async run({ admin }) {
    await admin.query('begin')
    try {
      await admin.query(
        `insert into private.mail_outbox (key, recipient, template, data, status, attempts, created_at) values
           ('test-pg-msg:failed-long-ago', '${STUDENT}', 'message_copy', '{"body": "old"}', 'failed', 1, now() - interval '91 days'),
           ('test-pg-msg:failed-lately', '${STUDENT}', 'message_copy', '{"body": "new"}', 'failed', 1, now() - interval '89 days'),
           ('test-pg-msg:other-failed-long-ago', '${STUDENT}', 'application_listed', '{}', 'failed', 1, now() - interval '91 days')`,
      )
      await admin.query(`set local role service_role`)
      await admin.query(`select public.purge_listing_messages()`)
      const { rows: left } = await admin.query<{ key: string }>(
        `select key from private.mail_outbox where key like 'test-pg-msg:%failed%' order by key`,
      )
      const keys = left.map((row) => row.key).join()
      if (keys !== 'test-pg-msg:failed-lately,test-pg-msg:other-failed-long-ago')
        throw new Error(`left ${keys}`)
    } finally {
      await admin.query('rollback')
    }
  },
})

export default area({
  name: 'messages',
  about:
    'students message listings: inquiry addresses for admins only, accepts_messages, sending and its ' +
    'limits, one-use confirmation tokens and their outcomes, failed deliveries, counts, the purge',
  fixtures,
  cases: [...addressCases, ...sendCases, ...confirmCases, ...failureCases],
  scenarios,
})

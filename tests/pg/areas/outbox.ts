import { createHash } from 'node:crypto'
import { ADMIN, STUDIO_APPLICATION, TEACHER_APPLICATION } from '../fixtures.ts'
import {
  area,
  each,
  fails,
  refused,
  rows,
  value,
  type MatrixCase,
  type Scenario,
  type ScenarioConnections,
} from '../matrix.ts'

// The mail outbox (supabase/migrations/20251127000000_mail_outbox.sql and after): nobody but the
// service role touches it, and the service role only through claim_mail / mail_sent /
// mail_failed / mail_due. Behaviour cases do the sender's work in `setup` (as the service role)
// and read the outcome in `sql`, which only the service role may read. Then the mails the
// product's own SQL queues (20251127000100_mails_from_events.sql): for applications, for their
// status, and the admins' alerts.

const onlyTheSender = { ...each(['anon', 'member', 'admin'], refused('privilege')) }
const nobody = each(['anon', 'member', 'admin', 'service_role'], refused('privilege'))

/** Outbox rows every case may rely on; keys start with test-pg: so scenarios leave them alone. */
const fixtures = `
insert into private.mail_outbox (key, recipient, template, data, status, attempts, next_attempt_at, last_error, sent_at)
values
  ('test-pg:due-old', 'due-old@test-pg.example', 'application_received', '{"firstName": "Old"}', 'pending', 0, now() - interval '10 minutes', null, null),
  ('test-pg:due-new', 'due-new@test-pg.example', 'application_received', '{"firstName": "New"}', 'pending', 0, now() - interval '1 minute', null, null),
  ('test-pg:later', 'later@test-pg.example', 'application_received', '{"firstName": "Later"}', 'pending', 1, now() + interval '1 hour', 'smtp down', null),
  ('test-pg:sent', null, 'application_received', '{}', 'sent', 1, now() - interval '1 day', null, now() - interval '1 day'),
  ('test-pg:sent-long-ago', null, 'application_received', '{}', 'sent', 1, now() - interval '31 days', null, now() - interval '31 days'),
  ('test-pg:failed', 'failed@test-pg.example', 'application_listed', '{"firstName": "Failed"}', 'failed', 6, now() - interval '1 day', 'mailbox unavailable', null),
  ('test-pg:retry-1', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 0, now() - interval '2 minutes', null, null),
  ('test-pg:retry-2', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 1, now() - interval '2 minutes', null, null),
  ('test-pg:retry-3', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 2, now() - interval '2 minutes', null, null),
  ('test-pg:retry-4', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 3, now() - interval '2 minutes', null, null),
  ('test-pg:retry-5', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 4, now() - interval '2 minutes', null, null),
  ('test-pg:retry-6', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 5, now() - interval '2 minutes', null, null);
`

/**
 * Two more users, made admins only inside the cases that need them (withMoreAdmins), so other
 * areas still see one admin: one whose last alert went 5 minutes ago, one who turns alerts off.
 */
const ALERTED = { id: '00000000-0000-4000-8000-00000000a003', email: 'alerted-admin@test-pg.example' }
const QUIET = { id: '00000000-0000-4000-8000-00000000a004', email: 'quiet-admin@test-pg.example' }

const adminFixtures = `
insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '${ALERTED.id}', 'authenticated', 'authenticated', '${ALERTED.email}', now(),
   '{"provider": "email", "providers": ["email"]}', '{}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '${QUIET.id}', 'authenticated', 'authenticated', '${QUIET.email}', now(),
   '{"provider": "email", "providers": ["email"]}', '{}', now(), now());
insert into private.mail_outbox (key, template, status, attempts, next_attempt_at, sent_at)
values ('admin_alert:${ALERTED.id}:earlier', 'admin_alert', 'sent', 1, now() - interval '6 minutes', now() - interval '5 minutes');
`

const asUser = (id: string) =>
  `select set_config('role', 'authenticated', true),
     set_config('request.jwt.claims', '{"sub": "${id}", "role": "authenticated"}', true)`

/** The service role makes ALERTED and QUIET admins; QUIET, signed in, turns alerts off. */
const withMoreAdmins = [
  `insert into private.admins (user_id) values ('${ALERTED.id}'), ('${QUIET.id}')`,
  asUser(QUIET.id),
  `select public.set_admin_alerts(false)`,
]

/** The due fixture rows: due-old, due-new and the six retry rows. */
const DUE = 8

const claimAll = `select count(*) from public.claim_mail(100)`
const idOf = (key: string) => `(select id from private.mail_outbox where key = '${key}')`
const row = (key: string, columns: string) =>
  `select jsonb_build_array(${columns}) from private.mail_outbox where key = '${key}'`

const cases: MatrixCase[] = [
  // Who may touch it.
  {
    name: 'the table: only the service role reads it',
    sql: `select key from private.mail_outbox`,
    expect: { ...onlyTheSender, service_role: rows('all') },
  },
  {
    name: 'the table: nobody inserts, not even the service role',
    sql: `insert into private.mail_outbox (key, recipient, template) values ('test-pg:forged', 'x@test-pg.example', 'admin_alert')`,
    expect: nobody,
  },
  {
    name: 'the table: nobody updates or erases rows directly',
    sql: `update private.mail_outbox set status = 'sent'`,
    expect: nobody,
  },
  {
    name: 'the table: nobody deletes rows directly',
    sql: `delete from private.mail_outbox`,
    expect: nobody,
  },
  {
    name: 'claim_mail: only the service role claims, and gets every due pending row',
    sql: `select id from public.claim_mail(100)`,
    expect: { ...onlyTheSender, service_role: rows(DUE) },
  },
  {
    name: 'mail_sent: only the service role',
    sql: `select public.mail_sent(0)`,
    expect: { ...onlyTheSender, service_role: rows(1) },
  },
  {
    name: 'mail_failed: only the service role',
    sql: `select public.mail_failed(0, 'smtp down')`,
    expect: { ...onlyTheSender, service_role: rows(1) },
  },
  {
    name: 'nobody queues mail directly, not even the service role',
    sql: `select private.queue_mail('test-pg:forged', 'x@test-pg.example', 'admin_alert', '{}')`,
    expect: nobody,
  },
  {
    name: "nobody adds to the admins' alerts directly",
    sql: `select private.queue_admin_alert('contact message', 'Forged')`,
    expect: nobody,
  },
  {
    name: "nobody uses up an address's mail for the day directly",
    sql: `select private.count_typed_address_mail('victim@test-pg.example')`,
    expect: nobody,
  },
  {
    name: 'mail_due: only the service role asks',
    sql: `select public.mail_due()`,
    expect: { ...onlyTheSender, service_role: value(true) },
  },

  // What the sender's functions do.
  {
    name: 'claim_mail: the oldest due row first, counted as an attempt and leased for 5 minutes',
    setup: [
      `select set_config('test.claimed', (select key from private.mail_outbox where id = (select id from public.claim_mail(1))), true)`,
    ],
    sql: row(
      'test-pg:due-old',
      `current_setting('test.claimed'), status, attempts, extract(epoch from next_attempt_at - now())::int`,
    ),
    expect: { ...onlyTheSender, service_role: value(['test-pg:due-old', 'pending', 1, 300]) },
  },
  {
    name: 'claim_mail: a claimed row is not claimed again while its lease runs',
    setup: [claimAll],
    sql: `select id from public.claim_mail(100)`,
    expect: { ...onlyTheSender, service_role: rows(0) },
  },
  {
    name: 'claim_mail: a batch size bounds the claim',
    sql: `select id from public.claim_mail(3)`,
    expect: { ...onlyTheSender, service_role: rows(3) },
  },
  {
    name: 'mail_due: false once every due row is claimed',
    setup: [claimAll],
    sql: `select public.mail_due()`,
    expect: { ...onlyTheSender, service_role: value(false) },
  },
  {
    name: 'mail_sent: the row is sent and keeps no recipient, reply-to or data',
    setup: [claimAll, `select public.mail_sent(${idOf('test-pg:due-old')})`],
    sql: row('test-pg:due-old', `status, recipient, reply_to, data, sent_at is not null`),
    expect: { ...onlyTheSender, service_role: value(['sent', null, null, {}, true]) },
  },
  {
    name: 'mail_failed: retries after 1 min, 5 min, 30 min, 2 h, 12 h, then fails for good',
    setup: [
      claimAll,
      `select public.mail_failed(id, 'smtp down') from private.mail_outbox where key like 'test-pg:retry-%'`,
    ],
    sql: `select jsonb_agg(jsonb_build_array(attempts, status,
        case when status = 'pending' then extract(epoch from next_attempt_at - now())::int end, last_error)
        order by key)
      from private.mail_outbox where key like 'test-pg:retry-%'`,
    expect: {
      ...onlyTheSender,
      service_role: value([
        [1, 'pending', 60, 'smtp down'],
        [2, 'pending', 300, 'smtp down'],
        [3, 'pending', 1800, 'smtp down'],
        [4, 'pending', 7200, 'smtp down'],
        [5, 'pending', 43200, 'smtp down'],
        [6, 'failed', null, 'smtp down'],
      ]),
    },
  },
  {
    name: 'mail_failed: a permanent failure (a refused recipient) fails for good at the first try',
    setup: [claimAll, `select public.mail_failed(${idOf('test-pg:due-old')}, '550 No such user', true)`],
    sql: row(
      'test-pg:due-old',
      `attempts, status, abs(extract(epoch from next_attempt_at - now())) < 5, last_error`,
    ),
    expect: { ...onlyTheSender, service_role: value([1, 'failed', true, '550 No such user']) },
  },
  {
    name: 'mail_failed: the error is kept to 1000 characters',
    setup: [claimAll, `select public.mail_failed(${idOf('test-pg:due-new')}, repeat('x', 5000))`],
    sql: row('test-pg:due-new', `length(last_error)`),
    expect: { ...onlyTheSender, service_role: value([1000]) },
  },
  {
    name: 'mail_sent and mail_failed leave a row that failed for good as it is',
    setup: [
      `select public.mail_sent(${idOf('test-pg:failed')})`,
      `select public.mail_failed(${idOf('test-pg:failed')}, 'again')`,
    ],
    sql: row('test-pg:failed', `status, recipient, last_error`),
    expect: {
      ...onlyTheSender,
      service_role: value(['failed', 'failed@test-pg.example', 'mailbox unavailable']),
    },
  },
]

// The mails the product queues ------------------------------------------------------------------

const everyone = each(['anon', 'member', 'admin', 'service_role'], rows(1))

/** A status token as the browser makes one (43 base64url characters), and its stored hash. */
const TOKEN = 'outbox-test-status-token-0123456789abcdefgh'
const TOKEN_HASH = createHash('sha256').update(TOKEN).digest('hex')
if (TOKEN.length !== 43) throw new Error('the test status token must be 43 characters')

const teacher = (email: string, extra = '', firstname = 'Nia') => `public.submit_teacher_application(
  firstname => '${firstname}', lastname => 'Test', email => '${email}', phone => '+34 600 000 001',
  location => 'Madrid', specialties => 'Hatha', certifications => 'RYT-200', bio => 'Bio.',
  experience => 2,
  teachingoptions => '{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": true}',
  terms => true${extra})`

const studio = (email: string, extra = '') => `public.submit_studio_application(
  name => 'New Studio', email => '${email}', country => 'Spain', city => 'Madrid',
  description => 'A studio.', consent => true${extra})`

const withToken = `, status_token => '${TOKEN}'`

/** The mails queued to an address: [template, data] by id. */
const mailsTo = (email: string) =>
  `select coalesce(jsonb_agg(jsonb_build_array(template, data) order by id), '[]')
   from private.mail_outbox where recipient = '${email}'`

/** Alerts queued in the case's own transaction (now() is when it began). */
const ALERT_NOW = `(template = 'admin_alert' and created_at = now())`

const countMails = (where: string) => `select count(*)::int from private.mail_outbox where ${where}`

/** Asks for a question and keeps its id and answer in test.q / test.a (as in the sending area). */
const askQuestion = `select set_config('test.q', q.id::text, true),
  set_config('test.a', (q.first_number + q.second_number)::text, true)
  from public.contact_question() as q`

const contact = (email: string) => `select public.send_contact_message(
  name => 'Sam Sender', email => '${email}', subject => 'Hello', message => 'The message body.',
  question_id => current_setting('test.q')::uuid, answer => current_setting('test.a'))`

const teacherApplication = `(select id from public.teacherapplications where email = '${TEACHER_APPLICATION}')`
const studioApplication = `(select id from public.studioapplications where email = '${STUDIO_APPLICATION}')`
const ANA = `(select id from public.teachers where slug = 'ana-reyes')`

/** The admin's alerts: [recipient, data, seconds until due] by id. */
const alertsTo = (email: string) =>
  `select coalesce(jsonb_agg(jsonb_build_array(data, extract(epoch from next_attempt_at - now())::int) order by id), '[]')
   from private.mail_outbox where template = 'admin_alert' and recipient = '${email}'`

const eventCases: MatrixCase[] = [
  // We received your application.
  {
    name: 'received: a teacher application queues its mail with the first name, kind and token',
    sql: `select ${teacher('received@test-pg.example', withToken)}`,
    expect: everyone,
    after: {
      sql: mailsTo('received@test-pg.example'),
      value: [['application_received', { kind: 'teacher', firstName: 'Nia', statusToken: TOKEN }]],
    },
  },
  {
    name: "received: a listing's inquiry address is answered and mailed as any other, after three claims naming it",
    sql: `select ${teacher('ana-reyes@example.com', withToken)}
          from (select count(public.request_owner_link('teacher', 'ana-reyes', 'ana-reyes@example.com'))
                from generate_series(1, 3)) as claims`,
    expect: { anon: value(''), member: value(''), admin: value(''), service_role: refused('privilege') },
    after: {
      sql: countMails(`recipient = 'ana-reyes@example.com' and template = 'application_received'`),
      byCaller: { anon: 1, member: 1, admin: 1, service_role: 0 },
    },
  },
  {
    name: "received: the application keeps only the token's hash",
    sql: `select ${teacher('received@test-pg.example', withToken)}`,
    expect: everyone,
    after: {
      sql: `select status_token_hash from public.teacherapplications where email = 'received@test-pg.example'`,
      value: TOKEN_HASH,
    },
  },
  {
    name: 'received: a studio application queues its mail, greeting the studio by its name',
    sql: `select ${studio('studio-received@test-pg.example', withToken)}`,
    expect: everyone,
    after: {
      sql: mailsTo('studio-received@test-pg.example'),
      value: [['application_received', { kind: 'studio', firstName: 'New Studio', statusToken: TOKEN }]],
    },
  },
  {
    name: 'received: the mail carries the first name alone, cut to 50 characters, never a link',
    before: [
      `select ${teacher('names@test-pg.example', '', 'Ana '.repeat(20))}`,
      `select ${teacher('names@test-pg.example', '', 'Visit https://spam.example now')}`,
    ],
    sql: `select ${teacher('names@test-pg.example', '', 'cheap.pills')}`,
    expect: everyone,
    after: {
      sql: `select jsonb_agg(data -> 'firstName' order by id) from private.mail_outbox where recipient = 'names@test-pg.example'`,
      value: ['Ana '.repeat(13).slice(0, 50).trim(), '', ''],
    },
  },
  {
    name: 'received: without a token (an older page) the mail goes without a link',
    sql: `select ${teacher('no-token@test-pg.example', `, status_token_hash => '${TOKEN_HASH}'`)}`,
    expect: everyone,
    after: {
      sql: mailsTo('no-token@test-pg.example'),
      value: [['application_received', { kind: 'teacher', firstName: 'Nia' }]],
    },
  },
  {
    name: 'received: a malformed token is refused and nothing is stored or queued',
    sql: `select ${teacher('bad-token@test-pg.example', `, status_token => 'short'`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
    after: { sql: countMails(`recipient = 'bad-token@test-pg.example' or ${ALERT_NOW}`), value: 0 },
  },
  {
    name: 'received: a token that does not match the hash sent with it is refused',
    sql: `select ${teacher('bad-token@test-pg.example', `${withToken}, status_token_hash => '${'a'.repeat(64)}'`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
  },
  {
    name: 'received: a send that fails (a CHECK) queues no mail and no alert',
    sql: `select ${teacher('not-an-email', withToken)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('23514')),
    after: { sql: countMails(`recipient = 'not-an-email' or ${ALERT_NOW}`), value: 0 },
  },
  {
    name: 'received: a filled honeypot queues nothing',
    sql: `select ${teacher('bot@test-pg.example', `${withToken}, honeypot => 'x'`)}`,
    expect: everyone,
    after: { sql: countMails(`recipient = 'bot@test-pg.example' or ${ALERT_NOW}`), value: 0 },
  },
  {
    name: 'received: the token is nowhere in the outbox once the mail is sent',
    setup: [
      `select ${teacher('sent-token@test-pg.example', withToken)}`,
      `select public.mail_sent(id) from public.claim_mail(100) where template = 'application_received'`,
    ],
    sql: countMails(`data::text like '%${TOKEN}%' or recipient = 'sent-token@test-pg.example'`),
    expect: { ...onlyTheSender, service_role: value(0) },
  },
  {
    name: 'cap: a 4th mail to one typed address in a day is not queued, and the send still succeeds',
    before: [
      `select ${teacher('capped@test-pg.example')}`,
      `select ${studio('Capped@test-pg.example')}`,
      `select ${teacher('capPed@test-pg.example')}`,
    ],
    sql: `select ${studio('CAPPED@test-pg.example')}`,
    expect: everyone,
    after: {
      sql: `select jsonb_build_array(
          (select count(*)::int from private.mail_outbox where lower(recipient) = 'capped@test-pg.example'),
          (select count(*)::int from public.teacherapplications where lower(email) = 'capped@test-pg.example')
            + (select count(*)::int from public.studioapplications where lower(email) = 'capped@test-pg.example'))`,
      value: [3, 4],
    },
  },
  {
    name: 'cap: another address still gets its mail',
    before: Array.from({ length: 3 }, () => `select ${teacher('capped@test-pg.example')}`),
    sql: `select ${teacher('uncapped@test-pg.example')}`,
    expect: everyone,
    after: { sql: countMails(`recipient = 'uncapped@test-pg.example'`), value: 1 },
  },
  {
    name: 'cap: the counts per address are private',
    sql: `select count(*) from private.mail_address_sends`,
    expect: each(['anon', 'member', 'admin', 'service_role'], refused('privilege')),
  },

  // Listed and Not accepted.
  {
    name: 'listed: the applicant is told, with the path of their profile',
    setup: [
      `update public.teacherapplications set status = 'listed', decline_note = null, teacher_id = ${ANA} where id = ${teacherApplication}`,
    ],
    sql: mailsTo(TEACHER_APPLICATION),
    expect: {
      ...onlyTheSender,
      service_role: value([
        ['application_listed', { kind: 'teacher', firstName: 'Test', profilePath: '/teacher/ana-reyes' }],
      ]),
    },
  },
  {
    name: "declined: the applicant is told, with the admin's note",
    setup: [
      `update public.studioapplications set status = 'declined', decline_note = 'Not this season.' where id = ${studioApplication}`,
    ],
    sql: mailsTo(STUDIO_APPLICATION),
    expect: {
      ...onlyTheSender,
      service_role: value([
        ['application_declined', { kind: 'studio', note: 'Not this season.', firstName: 'Test Studio' }],
      ]),
    },
  },
  {
    name: 'decisions: each is mailed once per application, however often the status goes back and forth',
    setup: [
      `update public.studioapplications set status = 'listed' where id = ${studioApplication}`,
      `update public.studioapplications set status = 'new' where id = ${studioApplication}`,
      `update public.studioapplications set status = 'listed' where id = ${studioApplication}`,
      `update public.studioapplications set status = 'declined' where id = ${studioApplication}`,
      `update public.studioapplications set status = 'declined', decline_note = 'Again.' where id = ${studioApplication}`,
      `update public.studioapplications set status = 'listed' where id = ${studioApplication}`,
    ],
    sql: `select jsonb_agg(template order by id) from private.mail_outbox where recipient = '${STUDIO_APPLICATION}'`,
    expect: { ...onlyTheSender, service_role: value(['application_listed', 'application_declined']) },
  },
  {
    name: 'decisions: an update that keeps the status, or sets New, mails nobody',
    setup: [
      `update public.teacherapplications set decline_note = 'Edited.' where id = ${teacherApplication}`,
      `update public.teacherapplications set status = status where id = ${teacherApplication}`,
      `update public.studioapplications set status = 'new' where id = ${studioApplication}`,
    ],
    sql: countMails(`recipient in ('${TEACHER_APPLICATION}', '${STUDIO_APPLICATION}')`),
    expect: { ...onlyTheSender, service_role: value(0) },
  },
  {
    name: 'decisions: a refused change (a CHECK) queues nothing; only admins change a status',
    sql: `update public.teacherapplications set status = 'listed', teacher_id = ${ANA},
      decline_note = repeat('x', 2001) where id = ${teacherApplication}`,
    expect: {
      anon: refused('privilege'),
      member: rows(0),
      ...each(['admin', 'service_role'], fails('23514')),
    },
    after: { sql: countMails(`recipient = '${TEACHER_APPLICATION}'`), value: 0 },
  },
  {
    name: "decisions: an admin's Listed in the dashboard queues the mail in the same transaction",
    sql: `update public.teacherapplications set status = 'listed', teacher_id = ${ANA}, decline_note = null
      where id = ${teacherApplication}`,
    expect: { anon: refused('privilege'), member: rows(0), ...each(['admin', 'service_role'], rows(1)) },
    after: {
      sql: countMails(`recipient = '${TEACHER_APPLICATION}' and template = 'application_listed'`),
      byCaller: { anon: 0, member: 0, admin: 1, service_role: 1 },
    },
  },

  // Admin alerts.
  {
    name: 'alerts: an application queues each admin an alert due in a minute, with its kind and name',
    sql: `select ${teacher('alerting@test-pg.example')}`,
    expect: everyone,
    after: {
      sql: alertsTo(ADMIN.email),
      value: [[{ items: [{ kind: 'teacher application', name: 'Nia Test' }] }, 60]],
    },
  },
  {
    name: 'alerts: arrivals while an alert waits join it (one mail), in order',
    before: [`select ${teacher('alerting@test-pg.example')}`, askQuestion],
    sql: contact('contact-alert@test-pg.example'),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('sent')),
    after: {
      sql: alertsTo(ADMIN.email),
      value: [
        [
          {
            items: [
              { kind: 'teacher application', name: 'Nia Test' },
              { kind: 'contact message', name: 'Sam Sender' },
            ],
          },
          60,
        ],
      ],
    },
  },
  {
    name: 'alerts: a contact message mails nobody but the admins, and never its body',
    setup: withMoreAdmins,
    before: [askQuestion],
    sql: contact('contact-alert@test-pg.example'),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('sent')),
    after: {
      sql: `select jsonb_build_array(
        (select count(*)::int from private.mail_outbox where template <> 'admin_alert' and created_at = now()),
        (select count(*)::int from private.mail_outbox where data::text like '%message body%' or data::text like '%Hello%'),
        (select count(*)::int from private.mail_outbox where ${ALERT_NOW}))`,
      // The fixture admin and the one alerted earlier; the third turned alerts off.
      value: [0, 0, 2],
    },
  },
  {
    name: 'alerts: an admin alerted 5 minutes ago gets the next 15 minutes after that one',
    setup: withMoreAdmins,
    sql: `select ${teacher('alerting@test-pg.example')}`,
    expect: everyone,
    // 10 minutes from when the fixtures ran, a moment before this case.
    after: { sql: `select ((${alertsTo(ALERTED.email)}) -> 0 ->> 1)::int between 590 and 600`, value: true },
  },
  {
    name: 'alerts: an admin who turned them off gets none',
    setup: withMoreAdmins,
    sql: `select ${teacher('alerting@test-pg.example')}`,
    expect: everyone,
    after: { sql: countMails(`recipient = '${QUIET.email}'`), value: 0 },
  },
  {
    name: 'alerts: only an admin turns their own alerts off',
    sql: `select public.set_admin_alerts(false)`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: value(false),
      service_role: refused('privilege'),
    },
    after: {
      sql: `select count(*)::int from private.admin_alert_settings where user_id = '${ADMIN.id}' and not alerts_enabled`,
      byCaller: { anon: 0, member: 0, admin: 1, service_role: 0 },
    },
  },
  {
    name: 'alerts: an admin reads their setting; anyone else gets null or nothing',
    sql: `select public.admin_alerts_enabled()`,
    expect: {
      anon: refused('privilege'),
      member: value(null),
      admin: value(true),
      service_role: refused('privilege'),
    },
  },
]

// What admins see of it, and the purge -------------------------------------------------------------

/** The failed fixture's state, and whether the sender would now claim it. */
const failedRow = row(
  'test-pg:failed',
  `status, attempts, last_error,
   (select count(*)::int from public.claim_mail(100) as c where c.recipient = 'failed@test-pg.example')`,
)

const adminCases: MatrixCase[] = [
  {
    name: 'failed mail: only admins list it: recipient, template, last error, when',
    sql: `select jsonb_agg(jsonb_build_array(recipient, template, last_error, failed_at is not null))
      from public.failed_mails()`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: value([['failed@test-pg.example', 'application_listed', 'mailbox unavailable', true]]),
      service_role: refused('privilege'),
    },
  },
  {
    name: 'failed mail: nothing else of the outbox (no data) is in the list',
    sql: `select jsonb_object_keys(to_jsonb(f)) from public.failed_mails() as f order by 1`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: rows(7),
      service_role: refused('privilege'),
    },
  },
  {
    name: 'failed mail: the 6th failed attempt is listed, dated when it failed',
    setup: [
      claimAll,
      `select public.mail_failed(${idOf('test-pg:retry-6')}, 'mailbox full')`,
      `select public.mail_failed(${idOf('test-pg:retry-5')}, 'try later')`,
    ],
    sql: `select jsonb_agg(jsonb_build_array(last_error, failed_at = now()) order by failed_at desc)
      from public.failed_mails()`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: value([
        ['mailbox full', true],
        ['mailbox unavailable', false],
      ]),
      service_role: refused('privilege'),
    },
  },
  {
    name: 'retry: only an admin sends a failed mail again: pending, attempts reset, due at once',
    sql: `select public.retry_mail((select id from public.failed_mails() where recipient = 'failed@test-pg.example'))`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: value(true),
      service_role: refused('privilege'),
    },
    after: {
      sql: failedRow,
      byCaller: {
        anon: ['failed', 6, 'mailbox unavailable', 0],
        member: ['failed', 6, 'mailbox unavailable', 0],
        admin: ['pending', 0, null, 1],
        service_role: ['failed', 6, 'mailbox unavailable', 0],
      },
    },
  },
  {
    name: 'retry: a mail that has not failed is left alone',
    sql: `select public.retry_mail(0)`,
    expect: {
      anon: refused('privilege'),
      member: refused(/Only administrators/),
      admin: value(false),
      service_role: refused('privilege'),
    },
  },
  {
    name: 'purge: only the service role deletes sent mail, after 30 days',
    sql: `select public.purge_sent_mail()`,
    expect: { ...onlyTheSender, service_role: value(1) },
    after: {
      sql: `select jsonb_agg(key order by key) from private.mail_outbox where key like 'test-pg:sent%'`,
      byCaller: {
        anon: ['test-pg:sent', 'test-pg:sent-long-ago'],
        member: ['test-pg:sent', 'test-pg:sent-long-ago'],
        admin: ['test-pg:sent', 'test-pg:sent-long-ago'],
        service_role: ['test-pg:sent'],
      },
    },
  },
]

/** Mails made for a scenario; its keys start with this so it removes exactly what it made. */
const RACE = 'test-pg-race:'

const scenarios: Scenario[] = [
  {
    name: 'claim_mail: two senders at once never get the same row',
    async run({ admin, as }) {
      await admin.query(
        `insert into private.mail_outbox (key, recipient, template, next_attempt_at)
         select '${RACE}' || n, 'race' || n || '@test-pg.example', 'admin_alert', now() - interval '1 hour'
         from generate_series(1, 200) as n`,
      )
      let first: Awaited<ReturnType<typeof as>> | undefined
      try {
        first = await as('service_role')
        const second = await as('service_role')
        await first.query(`set statement_timeout = '5s'`)
        await second.query(`set statement_timeout = '5s'`)

        // One sender holds its claim open (mid-send); the other must skip those rows, not wait.
        await first.query('begin')
        const held = await first.query<{ id: string }>(`select id from public.claim_mail(50)`)
        const meanwhile = await second.query<{ id: string }>(`select id from public.claim_mail(50)`)
        await first.query('commit')
        const heldIds = new Set(held.rows.map((r) => r.id))
        const both = meanwhile.rows.filter((r) => heldIds.has(r.id))
        if (held.rows.length !== 50 || meanwhile.rows.length !== 50 || both.length) {
          throw new Error(
            `held ${held.rows.length}, claimed meanwhile ${meanwhile.rows.length}, ${both.length} by both`,
          )
        }

        // Then several senders race for the rest: each row goes to exactly one of them.
        const racers = [first, second, await as('service_role'), await as('service_role')]
        const claimed = [...heldIds, ...meanwhile.rows.map((r) => r.id)]
        for (let round = 0; round < 10; round += 1) {
          const answers = await Promise.all(
            racers.map((racer) => racer.query<{ id: string }>(`select id from public.claim_mail(7)`)),
          )
          for (const answer of answers) claimed.push(...answer.rows.map((r) => r.id))
        }
        const ours = await admin.query<{ id: string }>(
          `select id::text from private.mail_outbox where key like '${RACE}%'`,
        )
        const distinct = new Set(claimed)
        const missing = ours.rows.filter((r) => !distinct.has(r.id)).length
        if (distinct.size !== claimed.length || missing) {
          throw new Error(
            `${claimed.length} claims, ${distinct.size} distinct rows, ${missing} of ours unclaimed`,
          )
        }
      } finally {
        // A claim left open would hold its rows' locks and block the clean-up.
        await first?.query('rollback').catch(() => {})
        await admin.query(`delete from private.mail_outbox where key like '${RACE}%'`)
      }
    },
  },
]

/** Until the session `pid` waits for an advisory lock (the alert's writer lock); 5 s at most. */
async function waitUntilWaitingOnLock(admin: ScenarioConnections['admin'], pid: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const { rows: activity } = await admin.query<{ waiting: boolean }>(
      `select wait_event_type = 'Lock' and wait_event = 'advisory' as waiting
       from pg_catalog.pg_stat_activity where pid = $1`,
      [pid],
    )
    if (activity[0]?.waiting) return
    await admin.query(`select pg_sleep(0.01)`)
  }
  throw new Error("the second arrival never waited for the first one's alert")
}

const RACING_TEACHER = 'racing-teacher@test-pg.example'
const RACING_STUDIO = 'racing-studio@test-pg.example'

scenarios.push({
  name: 'alerts: two arrivals at once still make one alert',
  async run({ admin, as }) {
    let first: Awaited<ReturnType<typeof as>> | undefined
    try {
      first = await as('anon')
      const second = await as('anon')
      await second.query(`set statement_timeout = '5s'`)
      // The first arrival's transaction is still open when the second comes (another form, so
      // the submission limits' own lock does not order them).
      await first.query('begin')
      await first.query(`select ${teacher(RACING_TEACHER)}`)
      const { rows: pids } = await second.query<{ pid: number }>(`select pg_backend_pid() as pid`)
      const arriving = second.query(`select ${studio(RACING_STUDIO)}`)
      await waitUntilWaitingOnLock(admin, pids[0]!.pid)
      await first.query('commit')
      await arriving
      const { rows: alerts } = await admin.query<{ items: unknown }>(
        `select data -> 'items' as items from private.mail_outbox
         where template = 'admin_alert' and recipient = '${ADMIN.email}' and status = 'pending'`,
      )
      const expected = [
        { kind: 'teacher application', name: 'Nia Test' },
        { kind: 'studio application', name: 'New Studio' },
      ]
      if (alerts.length !== 1 || JSON.stringify(alerts[0]!.items) !== JSON.stringify(expected)) {
        throw new Error(`expected one alert listing both arrivals, found ${JSON.stringify(alerts)}`)
      }
    } finally {
      await first?.query('rollback').catch(() => {})
      await admin.query(`delete from private.mail_outbox where template = 'admin_alert' and status = 'pending'
        or recipient in ('${RACING_TEACHER}', '${RACING_STUDIO}')`)
      await admin.query(`delete from public.teacherapplications where email = '${RACING_TEACHER}'`)
      await admin.query(`delete from public.studioapplications where email = '${RACING_STUDIO}'`)
    }
  },
})

export default area({
  name: 'outbox',
  about:
    'the mail outbox: who may touch it, claiming, sent and failed mails, the retry schedule, ' +
    'the mails queued by applications, decisions and arrivals, the cap per address, admin alerts, ' +
    'failed mail for admins, the purge',
  fixtures: fixtures + adminFixtures,
  cases: [...cases, ...eventCases, ...adminCases],
  scenarios,
})

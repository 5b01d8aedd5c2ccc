import { area, each, refused, rows, value, type MatrixCase, type Scenario } from '../matrix.ts'

// The mail outbox (supabase/migrations/20251127000000_mail_outbox.sql and after): nobody but the
// service role touches it, and the service role only through claim_mail / mail_sent /
// mail_failed / mail_due. Behaviour cases do the sender's work in `setup` (as the service role)
// and read the outcome in `sql`, which only the service role may read.

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
  ('test-pg:failed', 'failed@test-pg.example', 'application_listed', '{"firstName": "Failed"}', 'failed', 6, now() - interval '1 day', 'mailbox unavailable', null),
  ('test-pg:retry-1', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 0, now() - interval '2 minutes', null, null),
  ('test-pg:retry-2', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 1, now() - interval '2 minutes', null, null),
  ('test-pg:retry-3', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 2, now() - interval '2 minutes', null, null),
  ('test-pg:retry-4', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 3, now() - interval '2 minutes', null, null),
  ('test-pg:retry-5', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 4, now() - interval '2 minutes', null, null),
  ('test-pg:retry-6', 'retry@test-pg.example', 'admin_alert', '{}', 'pending', 5, now() - interval '2 minutes', null, null);
`

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

export default area({
  name: 'outbox',
  about: 'the mail outbox: who may touch it, claiming, sent and failed mails, the retry schedule',
  fixtures,
  cases,
  scenarios,
})

import { all, area, each, fails, none, refused, rows, value, type MatrixCase } from '../matrix.ts'

// Sending the public forms through the database's functions, within the limits:
// supabase/migrations/20251124000400_submissions_through_functions.sql. Every case runs in its own
// rolled-back transaction, so each starts with no sends counted; the client is the edge's
// cf-connecting-ip header (DEFAULT_HEADERS), and `before` plays the caller's earlier requests.

const everyone = each(['anon', 'member', 'admin', 'service_role'], rows(1))

const teacher = (email: string, extra = '') => `public.submit_teacher_application(
  firstname => 'Nia', lastname => 'Test', email => '${email}', phone => '+34 600 000 001',
  location => 'Madrid', specialties => 'Hatha', certifications => 'RYT-200', bio => 'Bio.',
  experience => 2,
  teachingoptions => '{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": true}',
  website => 'https://example.com/nia', terms => true${extra})`

const studio = (email: string, extra = '') => `public.submit_studio_application(
  name => 'New Studio', email => '${email}', country => 'Spain', city => 'Madrid',
  description => 'A studio.', yogastyles => '{Hatha}', consent => true${extra})`

const stored = (table: string, email: string) =>
  `select count(*)::int from public.${table} where email = '${email}'`

/** Asks for a question and keeps its id and answer in the transaction's settings test.q / test.a. */
const askQuestion = `select set_config('test.q', q.id::text, true),
  set_config('test.a', (q.first_number + q.second_number)::text, true)
  from public.contact_question() as q`

const contact = (email: string, answer: string, extra = '') => `select public.send_contact_message(
  name => 'Sam', email => '${email}', subject => 'Hello', message => 'A message.',
  question_id => current_setting('test.q')::uuid, answer => ${answer}${extra})`

const RIGHT = `current_setting('test.a')`
const WRONG = `(current_setting('test.a')::int + 1)::text`

/** n sends from the current client, as earlier requests. */
const times = (n: number, statement: string) => Array.from({ length: n }, () => statement)

/** Asks for a permit and keeps its path in test.permit. */
const askPermit = `select set_config('test.permit', public.logo_upload_permit(), true)`
const uploadPermitted = `insert into storage.objects (bucket_id, name, metadata)
  values ('studio-assets', current_setting('test.permit'), '{"mimetype": "image/jpeg", "size": 68}')`
const permittedLogo = `'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/' || current_setting('test.permit')`

/** The attack on an origin-blind check: our path at the end of another host's URL. */
const attackLogo = `'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/' || current_setting('test.permit')`
const foreignOriginLogo = `'https://evil.example/storage/v1/object/public/studio-assets/' || current_setting('test.permit')`

/** Sets the edge's reported address for the caller's next requests. */
const from = (address: string) =>
  `select set_config('request.headers', '${JSON.stringify({ 'cf-connecting-ip': address })}', true)`

/** What the edge reports, and the client the limits count. */
const CLIENT_ADDRESSES: [reported: string, counted: string][] = [
  ['198.51.100.7', '198.51.100.7'],
  ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:db8::1/16', '2001:db8::/64'],
  ['::ffff:198.51.100.7', '198.51.100.7'],
  [' not an address ', 'not an address'],
  ['fe80::1%eth0', 'fe80::1%eth0'],
  ['', 'unknown'],
]

const cases: MatrixCase[] = [
  // Teacher applications.
  {
    name: 'teacher application: anyone sends one through the function, one row',
    sql: `select ${teacher('sent@test-pg.example')}`,
    expect: everyone,
    after: { sql: stored('teacherapplications', 'sent@test-pg.example'), value: 1 },
  },
  {
    name: 'teacher application: a sent one is New, unstamped, unlinked, and keeps only the token hash',
    sql: `select ${teacher('hashed@test-pg.example', `, status_token_hash => '${'b'.repeat(64)}'`)}`,
    expect: everyone,
    after: {
      sql: `select status = 'new' and status_changed_at is null and teacher_id is null
          and decline_note is null and status_token_hash = '${'b'.repeat(64)}'
        from public.teacherapplications where email = 'hashed@test-pg.example'`,
      value: true,
    },
  },
  {
    name: 'teacher application: the CHECK constraints still validate it',
    sql: `select ${teacher('not-an-email')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('23514')),
  },
  {
    name: 'teacher application: the 6th from one client in 10 minutes is refused (PT429), 5 stored',
    before: times(5, `select ${teacher('burst@test-pg.example')}`),
    sql: `select ${teacher('burst@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('teacherapplications', 'burst@test-pg.example'), value: 5 },
  },
  {
    name: 'teacher application: another client still sends',
    before: [
      ...times(5, `select ${teacher('other@test-pg.example')}`),
      `select set_config('request.headers', '{"cf-connecting-ip": "203.0.113.9"}', true)`,
    ],
    sql: `select ${teacher('other@test-pg.example')}`,
    expect: everyone,
    after: { sql: stored('teacherapplications', 'other@test-pg.example'), value: 6 },
  },
  {
    name: 'teacher application: IPv6 addresses of one /64 are one client (the 6th is refused)',
    before: [
      from('2001:db8:1:2::1'),
      `select ${teacher('v6@test-pg.example')}`,
      from('2001:db8:1:2:ffff:ffff:ffff:ffff'),
      `select ${teacher('v6@test-pg.example')}`,
      from('2001:0DB8:0001:0002:abcd::9'),
      `select ${teacher('v6@test-pg.example')}`,
      from('2001:db8:1:2:1234:5678:9abc:def0'),
      `select ${teacher('v6@test-pg.example')}`,
      from('2001:db8:1:2::5'),
      `select ${teacher('v6@test-pg.example')}`,
      from('2001:db8:1:2::6'),
    ],
    sql: `select ${teacher('v6@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('teacherapplications', 'v6@test-pg.example'), value: 5 },
  },
  {
    name: 'teacher application: another /64 is another client',
    before: [
      from('2001:db8:1:2::1'),
      ...times(5, `select ${teacher('v6@test-pg.example')}`),
      from('2001:db8:1:3::1'),
    ],
    sql: `select ${teacher('v6@test-pg.example')}`,
    expect: everyone,
    after: { sql: stored('teacherapplications', 'v6@test-pg.example'), value: 6 },
  },
  {
    name: 'teacher application: IPv4 addresses are still counted one by one',
    before: [
      from('198.51.100.8'),
      ...times(5, `select ${teacher('v4@test-pg.example')}`),
      from('198.51.100.9'),
    ],
    sql: `select ${teacher('v4@test-pg.example')}`,
    expect: everyone,
    after: { sql: stored('teacherapplications', 'v4@test-pg.example'), value: 6 },
  },
  {
    name: 'teacher application: an IPv4-mapped IPv6 address is its IPv4 client',
    before: [
      from('198.51.100.8'),
      ...times(5, `select ${teacher('v4@test-pg.example')}`),
      from('::ffff:198.51.100.8'),
    ],
    sql: `select ${teacher('v4@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
  },
  {
    name: 'teacher application: one machine with a /64 cannot fill the overall limit alone',
    before: [
      `do $$ begin
        for sent in 1..5 loop
          perform set_config('request.headers', json_build_object('cf-connecting-ip', '2001:db8:a:b:' || sent || '::1')::text, true);
          perform ${teacher('v6-flood@test-pg.example')};
        end loop;
      end $$`,
      from('2001:db8:a:b:6::1'),
    ],
    sql: `select ${teacher('v6-flood@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('teacherapplications', 'v6-flood@test-pg.example'), value: 5 },
  },
  {
    name: 'client address: IPv4 as is, IPv6 as its /64, IPv4-mapped as IPv4, bad input as itself',
    before: CLIENT_ADDRESSES.flatMap(([reported], index) => [
      from(reported),
      `select set_config('test.client${index}', private.client_address(), true)`,
    ]),
    sql: `select array[${CLIENT_ADDRESSES.map((_, index) => `current_setting('test.client${index}')`).join(', ')}]`,
    expect: each(
      ['anon', 'member', 'admin', 'service_role'],
      value(CLIENT_ADDRESSES.map(([, counted]) => counted)),
    ),
  },
  {
    name: 'client address: headers that are not JSON give one stable client, not an error',
    before: [`select set_config('request.headers', 'not json', true)`],
    sql: `select private.client_address()`,
    expect: each(['anon', 'member', 'admin', 'service_role'], value('unknown')),
  },
  {
    name: 'teacher application: 500 an hour from everyone, then the overall limit refuses',
    before: [
      `do $$ begin
        for client in 1..100 loop
          perform set_config('request.headers', json_build_object('cf-connecting-ip', '10.0.' || client || '.1')::text, true);
          for sent in 1..5 loop
            perform ${teacher('flood@test-pg.example')};
          end loop;
        end loop;
        perform set_config('request.headers', '{"cf-connecting-ip": "10.1.0.1"}', true);
      end $$`,
    ],
    sql: `select ${teacher('flood@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('teacherapplications', 'flood@test-pg.example'), value: 500 },
  },
  {
    name: 'teacher application: a filled honeypot is answered as sent and stores nothing',
    sql: `select ${teacher('bot@test-pg.example', `, honeypot => '+1 555 0100'`)}`,
    expect: everyone,
    after: { sql: stored('teacherapplications', 'bot@test-pg.example'), value: 0 },
  },
  {
    name: 'teacher application: a honeypot send still counts against the limit',
    before: times(5, `select ${teacher('bot@test-pg.example', `, honeypot => 'x'`)}`),
    sql: `select ${teacher('bot@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('teacherapplications', 'bot@test-pg.example'), value: 0 },
  },

  // Studio applications and their logos.
  {
    name: 'studio application: anyone sends one without a logo',
    sql: `select ${studio('studio@test-pg.example')}`,
    expect: everyone,
    after: { sql: stored('studioapplications', 'studio@test-pg.example'), value: 1 },
  },
  {
    name: 'studio application: the 6th from one client is refused (PT429)',
    before: times(5, `select ${studio('studio-burst@test-pg.example')}`),
    sql: `select ${studio('studio-burst@test-pg.example')}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('studioapplications', 'studio-burst@test-pg.example'), value: 5 },
  },
  {
    name: 'studio application: a logo from anywhere but a permitted upload is refused',
    sql: `select ${studio('logo@test-pg.example', `, logo => 'https://example.com/logo.png'`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
  },
  {
    name: 'studio application: a permitted path not yet uploaded is refused',
    before: [askPermit],
    sql: `select ${studio('logo@test-pg.example', `, logo => ${permittedLogo}`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
  },
  {
    name: 'studio application: a logo uploaded with a permit is accepted',
    before: [askPermit, uploadPermitted],
    sql: `select ${studio('logo@test-pg.example', `, logo => ${permittedLogo}`)}`,
    expect: everyone,
    after: { sql: stored('studioapplications', 'logo@test-pg.example'), value: 1 },
  },
  {
    name: 'studio application: a foreign host carrying a permitted path in its query is refused',
    before: [askPermit, uploadPermitted],
    sql: `select ${studio('logo@test-pg.example', `, logo => ${attackLogo}`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
    after: { sql: stored('studioapplications', 'logo@test-pg.example'), value: 0 },
  },
  {
    name: 'studio application: a permitted, uploaded path at a foreign origin is refused',
    before: [askPermit, uploadPermitted],
    sql: `select ${studio('logo@test-pg.example', `, logo => ${foreignOriginLogo}`)}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('22023')),
    after: { sql: stored('studioapplications', 'logo@test-pg.example'), value: 0 },
  },
  {
    name: 'logo permits: anyone gets one; the 6th from one client in 10 minutes is refused',
    before: times(5, askPermit),
    sql: askPermit,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
  },
  {
    name: 'logo permits: a visitor uploads to the permitted path',
    before: [askPermit],
    sql: uploadPermitted,
    expect: everyone,
  },
  {
    name: 'logo permits: one file per permit (the path is taken)',
    before: [askPermit, uploadPermitted],
    sql: uploadPermitted,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('23505')),
  },
  {
    name: 'logo permits: without one, visitors upload nowhere under applications/',
    sql: `insert into storage.objects (bucket_id, name, metadata)
      values ('studio-assets', 'applications/00000000-0000-4000-8000-000000000000-logo.jpg', '{"mimetype": "image/jpeg"}')`,
    expect: { ...each(['anon', 'member'], refused('rls')), admin: rows(1), service_role: rows(1) },
  },

  // Contact messages and the question.
  {
    name: 'contact: anyone gets a question of two numbers from 1 to 10',
    sql: `select first_number between 1 and 10 and second_number between 1 and 10 from public.contact_question()`,
    expect: each(['anon', 'member', 'admin', 'service_role'], value(true)),
  },
  {
    name: 'contact: the right answer sends one message',
    before: [askQuestion],
    sql: contact('contact@test-pg.example', RIGHT),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('sent')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 1 },
  },
  {
    name: 'contact: a blank answer leaves the question open and sends nothing',
    before: [askQuestion],
    sql: contact('contact@test-pg.example', `'  '`),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('unanswered')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 0 },
  },
  {
    name: 'contact: a wrong answer sends nothing',
    before: [askQuestion],
    sql: contact('contact@test-pg.example', WRONG),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('wrong')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 0 },
  },
  {
    name: 'contact: after a wrong answer the question is used up, right answer or not',
    before: [askQuestion, contact('contact@test-pg.example', WRONG)],
    sql: contact('contact@test-pg.example', RIGHT),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('expired')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 0 },
  },
  {
    name: 'contact: a question answered once cannot send twice',
    before: [askQuestion, contact('contact@test-pg.example', RIGHT)],
    sql: contact('contact@test-pg.example', RIGHT),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('expired')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 1 },
  },
  {
    name: 'contact: a question the database never issued is refused',
    before: [
      `select set_config('test.q', '00000000-0000-4000-8000-000000000000', true), set_config('test.a', '7', true)`,
    ],
    sql: contact('contact@test-pg.example', RIGHT),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('expired')),
  },
  {
    name: 'contact: the 6th message from one client is refused (PT429), 5 stored',
    before: [
      ...Array.from({ length: 5 }, () => [
        askQuestion,
        contact('contact-burst@test-pg.example', RIGHT),
      ]).flat(),
      askQuestion,
    ],
    sql: contact('contact-burst@test-pg.example', RIGHT),
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
    after: { sql: stored('contactsubmissions', 'contact-burst@test-pg.example'), value: 5 },
  },
  {
    name: 'contact: a filled honeypot is answered as sent and stores nothing',
    before: [askQuestion],
    sql: contact('contact@test-pg.example', RIGHT, `, honeypot => 'fax'`),
    expect: each(['anon', 'member', 'admin', 'service_role'], value('sent')),
    after: { sql: stored('contactsubmissions', 'contact@test-pg.example'), value: 0 },
  },
  {
    name: 'contact: the 31st question from one client in 10 minutes is refused',
    before: times(30, `select public.contact_question()`),
    sql: `select public.contact_question()`,
    expect: each(['anon', 'member', 'admin', 'service_role'], fails('PT429')),
  },

  // What only the database uses.
  {
    name: 'limits: visitors cannot read them; admins and the service role can',
    sql: `select form from public.submission_limits`,
    expect: { anon: refused('privilege'), member: none, admin: all, service_role: all },
  },
  {
    name: 'limits: only admins and the service role change them',
    sql: `update public.submission_limits set per_client = 1000 where form = 'contact_message'`,
    expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'counted sends, questions and permits are private',
    sql: `select count(*) from private.submission_events`,
    expect: each(['anon', 'member', 'admin', 'service_role'], refused('privilege')),
  },
  {
    name: 'nobody calls the counter directly',
    sql: `select private.count_send('contact_message')`,
    expect: each(['anon', 'member', 'admin', 'service_role'], refused('privilege')),
  },
]

export default area({
  name: 'sending',
  about: 'the forms sent through database functions: limits, the question, the honeypot, logo permits',
  cases,
})

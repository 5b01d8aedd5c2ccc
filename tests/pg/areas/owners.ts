import { createHash } from 'node:crypto'
import {
  claimsFor,
  MEMBER,
  OTHER_OWNER,
  OWNER,
  STUDIO_APPLICATION,
  TEACHER_APPLICATION,
} from '../fixtures.ts'
import {
  area,
  each,
  fails,
  none,
  refused,
  rows,
  value,
  CALLERS,
  OWNER_CALLERS,
  type Caller,
  type Expectation,
  type Expectations,
  DEFAULT_HEADERS,
  type MatrixCase,
  type Scenario,
  type ScenarioConnections,
} from '../matrix.ts'

// Owners keep their own listing (supabase/migrations/20251129000000_owners_keep_their_listing.sql):
// every listing column, through update_my_listing and through the table, for the owner, another
// listing's owner, a visitor, a signed-in non-owner and an admin; the change log and revert; the
// claim, the links and the reminder.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
/** A token as the database makes them: 43 base64url characters. */
const token = (label: string) => label.padEnd(43, 'x')

type Kind = 'teacher' | 'studio'

/** The owner's listings (OWNER's address) and another owner's (OTHER_OWNER's). */
const OWNED: Record<Kind, { id: string; slug: string; table: string }> = {
  teacher: {
    id: '00000000-0000-4000-8000-0000000c0001',
    slug: 'test-pg-owned-teacher',
    table: 'public.teachers',
  },
  studio: {
    id: '00000000-0000-4000-8000-0000000c0002',
    slug: 'test-pg-owned-studio',
    table: 'public.studios',
  },
}
const OTHERS: Record<Kind, { id: string; slug: string }> = {
  teacher: { id: '00000000-0000-4000-8000-0000000c0003', slug: 'test-pg-other-teacher' },
  studio: { id: '00000000-0000-4000-8000-0000000c0004', slug: 'test-pg-other-studio' },
}

const ORIGIN = 'http://127.0.0.1:54321'
const ownerImage = (name: string) =>
  `${ORIGIN}/storage/v1/object/public/studio-assets/owners/${OWNER.id}/1700000000000-${name}.jpg`

/** The private name an owner's account gets (public.owner_account_email makes them at random). */
const OWNER_ACCOUNT_NAME = 'owner-0123456789abcdef0123456789abcdef@owners.invalid'

/** The address the owned studio's pending link would make its own. */
const NEW_ADDRESS = 'new-owner@test-pg.example'
const FRESH_ADDRESS = 'fresh-owner@test-pg.example'

// Links, made as the database makes them (only the hash is stored).
const ADDRESS_LINK = token('owner-address')
const SPENT_ADDRESS_LINK = token('owner-address-spent')
const STILL_CORRECT = token('owner-still-correct')
const SPENT_STILL_CORRECT = token('owner-still-correct-spent')
const EXPIRED_STILL_CORRECT = token('owner-still-correct-expired')

const PENDING_MESSAGE = token('owner-msg-pending')

// Changes in the log: one whose result the teacher still shows, one overtaken, one reverted already.
const CHANGE_CURRENT = 900001
const CHANGE_OVERTAKEN = 900002
const CHANGE_REVERTED = 900003
const CHANGE_STUDIO = 900004

const fixtures = `
insert into public.teachers (id, slug, firstname, lastname, name, country, location, bio, certifications,
  experience, specialties, verified_credential, verified_issuer, verified_on, created_at, confirmed_at)
values
  ('${OWNED.teacher.id}', '${OWNED.teacher.slug}', 'Owned', 'Teacher', 'Owned Teacher', 'Spain', 'Madrid',
   'The bio the owner wrote.', 'RYT-200', 5, '{Hatha}', 'RYT-200', 'Yoga Alliance', current_date - 30,
   now() - interval '200 days', null),
  ('${OTHERS.teacher.id}', '${OTHERS.teacher.slug}', 'Other', 'Teacher', 'Other Teacher', 'Spain', 'Madrid',
   'Another bio.', '', 1, '{}', null, null, null, now() - interval '10 days', null);
insert into public.teacher_inquiry_addresses (teacher_id, email) values
  ('${OWNED.teacher.id}', '${OWNER.email.toUpperCase()}'),
  ('${OTHERS.teacher.id}', '${OTHER_OWNER.email}');
insert into public.studios (id, slug, name, email, country, city, description, studiotype, consent, confirmed_at)
values
  ('${OWNED.studio.id}', '${OWNED.studio.slug}', 'Owned Studio', '${OWNER.email}', 'Spain', 'Madrid',
   'The studio the owner runs.', 'In-person', true, now() - interval '10 days'),
  ('${OTHERS.studio.id}', '${OTHERS.studio.slug}', 'Other Studio', '${OTHER_OWNER.email}', 'Spain', 'Madrid',
   'Another studio.', 'Online', true, now() - interval '10 days');

insert into private.listing_links (token_hash, purpose, listing_kind, teacher_id, studio_id, new_email, old_email,
  created_at, expires_at, used_at)
values
  ('${sha256(ADDRESS_LINK)}', 'inquiry_address', 'studio', null, '${OWNED.studio.id}', '${NEW_ADDRESS}',
   '${OWNER.email}', now() - interval '1 hour', now() + interval '23 hours', null),
  ('${sha256(SPENT_ADDRESS_LINK)}', 'inquiry_address', 'studio', null, '${OWNED.studio.id}', '${NEW_ADDRESS}',
   '${OWNER.email}', now() - interval '2 hours', now() + interval '22 hours', now() - interval '1 hour'),
  ('${sha256(STILL_CORRECT)}', 'still_correct', 'teacher', '${OTHERS.teacher.id}', null, null, null,
   now() - interval '1 day', now() + interval '29 days', null),
  ('${sha256(SPENT_STILL_CORRECT)}', 'still_correct', 'studio', null, '${OWNED.studio.id}', null, null,
   now() - interval '10 days', now() + interval '20 days', now() - interval '10 days'),
  ('${sha256(EXPIRED_STILL_CORRECT)}', 'still_correct', 'studio', null, '${OWNED.studio.id}', null, null,
   now() - interval '40 days', now() - interval '10 days', null);

-- Messages delivered to the owned teacher, per day: 10, 100 and 400 days ago.
insert into private.listing_message_days (listing_id, day, delivered) values
  ('${OWNED.teacher.id}', current_date - 10, 1),
  ('${OWNED.teacher.id}', current_date - 100, 2),
  ('${OWNED.teacher.id}', current_date - 400, 4);

insert into private.listing_changes (id, listing_kind, teacher_id, studio_id, changed_at, changed_by,
  changed_by_owner, fields, before, after, reverted_at)
overriding system value
values
  (${CHANGE_CURRENT}, 'teacher', '${OWNED.teacher.id}', null, now() - interval '2 hours', '${OWNER.id}', true,
   '{bio,specialties}', '{"bio": "The bio before.", "specialties": ["Yin"]}',
   '{"bio": "The bio the owner wrote.", "specialties": ["Hatha"]}', null),
  (${CHANGE_OVERTAKEN}, 'teacher', '${OWNED.teacher.id}', null, now() - interval '3 hours', '${OWNER.id}', true,
   '{location}', '{"location": "Sevilla"}', '{"location": "Valencia"}', null),
  (${CHANGE_REVERTED}, 'teacher', '${OWNED.teacher.id}', null, now() - interval '4 hours', '${OWNER.id}', true,
   '{country}', '{"country": "France"}', '{"country": "Spain"}', now() - interval '1 hour'),
  (${CHANGE_STUDIO}, 'studio', null, '${OWNED.studio.id}', now() - interval '1 hour', '${OWNER.id}', true,
   '{city,inquiry_email}', '{"city": "Toledo", "inquiry_email": "earlier@test-pg.example"}',
   '{"city": "Madrid", "inquiry_email": "${OWNER.email}"}', null);
`

/** Only the listing's owner passes the owner functions; anon and the service role hold no grant. */
const onlyTheOwner = (owner: Expectation): Expectations => ({
  owner,
  other_owner: refused(/listing's owner/),
  member: refused(/listing's owner/),
  admin: refused(/listing's owner/),
  anon: refused('privilege'),
  service_role: refused('privilege'),
})

/** Only an admin passes the admin functions. */
const onlyAnAdmin = (admin: Expectation, refusal: RegExp): Expectations => ({
  admin,
  owner: refused(refusal),
  other_owner: refused(refusal),
  member: refused(refusal),
  anon: refused('privilege'),
  service_role: refused('privilege'),
})

/** The same for every caller of an owner case: an expectation, or what an `after` finds. */
const everyone = <T>(outcome: T): Record<Caller, T> =>
  Object.fromEntries([...CALLERS, ...OWNER_CALLERS].map((caller) => [caller, outcome])) as Record<Caller, T>

/** Signed out or in, but not the service key (no grant). */
const visitorsAndUsers = (expectation: Expectation): Expectations => ({
  ...everyone(expectation),
  service_role: refused('privilege'),
})

/** A new, valid value for every column (an SQL expression of its type); the owner's columns are marked. */
interface Column {
  name: string
  value: string
  owner?: true
  /** What an admin's (and the service role's) direct update gets, if not one row. */
  direct?: Expectation
  /** The value is the listing's already (it may not change). */
  unchanged?: true
  /** Set by a trigger only: no role may write it, not even an admin or the service role. */
  triggerOnly?: true
  /** A generated column: writing it is an error for everyone (428C9). */
  generated?: true
}

/** The columns that name a listing's landing pages (20251208000000_landing_pages_counted_on_write.sql). */
const landingColumns: Column[] = [
  { name: 'landing_country', value: `'Elsewhere'`, generated: true },
  { name: 'landing_city', value: `'Elsewhere'`, generated: true },
  { name: 'landing_styles', value: `array['Acro']`, generated: true },
]

const teacherColumns: Column[] = [
  // The inquiry address refers to the teacher: its id cannot change under it.
  { name: 'id', value: `'00000000-0000-4000-8000-0000000c00ff'::uuid`, direct: fails('23503') },
  { name: 'slug', value: `'test-pg-renamed-teacher'` },
  { name: 'firstname', value: `'Renamed'` },
  { name: 'lastname', value: `'Renamed'` },
  { name: 'name', value: `'Renamed Teacher'` },
  { name: 'country', value: `'Portugal'`, owner: true },
  { name: 'location', value: `'Lisbon'`, owner: true },
  { name: 'bio', value: `'A bio the owner changed.'`, owner: true },
  { name: 'certifications', value: `'E-RYT 500'` },
  { name: 'experience', value: `12` },
  { name: 'image', value: `'${ownerImage('profile')}'`, owner: true },
  { name: 'gallery', value: `array['${ownerImage('gallery')}']`, owner: true },
  { name: 'specialties', value: `array['Ashtanga']`, owner: true },
  {
    name: 'teachingoptions',
    value: `'{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": false}'::jsonb`,
    owner: true,
  },
  { name: 'social', value: `'{"website": "https://example.org/owner"}'::jsonb`, owner: true },
  { name: 'contactformurl', value: `'https://example.org/contact'`, owner: true },
  { name: 'seo_title', value: `'A title only admins set'` },
  { name: 'seo_description', value: `'A description only admins set'` },
  { name: 'created_at', value: `'2020-01-01T00:00:00Z'::timestamptz` },
  { name: 'updated_at', value: `'2020-01-01T00:00:00Z'::timestamptz` },
  { name: 'languages', value: `array['pt']`, owner: true },
  { name: 'verified_credential', value: `'E-RYT 500'` },
  { name: 'verified_issuer', value: `'Another issuer'` },
  { name: 'verification_evidence_url', value: `'https://example.org/evidence'` },
  { name: 'verified_on', value: `current_date - 1` },
  { name: 'verification_expires_on', value: `current_date + 365` },
  { name: 'confirmed_at', value: `now() - interval '1 day'` },
  { name: 'accepts_messages', value: `false` },
  // Of the teacher's city (supabase/migrations/20251130000020_listing_coordinates.sql).
  { name: 'latitude', value: `38.7`, triggerOnly: true },
  { name: 'longitude', value: `-9.1`, triggerOnly: true },
  ...landingColumns,
]

const studioColumns: Column[] = [
  // Its links and change log refer to the studio.
  { name: 'id', value: `'00000000-0000-4000-8000-0000000c00fe'::uuid`, direct: fails('23503') },
  { name: 'slug', value: `'test-pg-renamed-studio'` },
  { name: 'name', value: `'Renamed Studio'` },
  { name: 'email', value: `'public@test-pg.example'` },
  { name: 'country', value: `'Portugal'`, owner: true },
  { name: 'city', value: `'Lisbon'`, owner: true },
  { name: 'address', value: `'Rua Nova 1'`, owner: true },
  { name: 'description', value: `'A description the owner changed.'`, owner: true },
  { name: 'tagline', value: `'A tagline only admins set'` },
  { name: 'studiotype', value: `'Hybrid'`, owner: true },
  { name: 'yogastyles', value: `array['Vinyasa']`, owner: true },
  { name: 'amenities', value: `array['Showers']`, owner: true },
  { name: 'logo', value: `'${ownerImage('logo')}'`, owner: true },
  { name: 'gallery', value: `array['${ownerImage('gallery')}']`, owner: true },
  { name: 'website', value: `'https://example.org/studio'`, owner: true },
  { name: 'instagram', value: `'https://instagram.com/studio'`, owner: true },
  { name: 'facebook', value: `'https://facebook.com/studio'`, owner: true },
  { name: 'operatinghours', value: `'Mon-Fri 7-21'`, owner: true },
  // Consent must stay true; an owner may not even send it unchanged.
  { name: 'consent', value: `true`, unchanged: true },
  { name: 'seo_title', value: `'A title only admins set'` },
  { name: 'seo_description', value: `'A description only admins set'` },
  { name: 'created_at', value: `'2020-01-01T00:00:00Z'::timestamptz` },
  { name: 'updated_at', value: `'2020-01-01T00:00:00Z'::timestamptz` },
  { name: 'languages', value: `array['pt']`, owner: true },
  { name: 'confirmed_at', value: `now() - interval '1 day'` },
  { name: 'accepts_messages', value: `false` },
  { name: 'latitude', value: `38.7`, triggerOnly: true },
  { name: 'longitude', value: `-9.1`, triggerOnly: true },
  ...landingColumns,
]

/** A bare string literal is of unknown type, which jsonb_build_object and to_jsonb refuse. */
const typed = (columns: Column[]): Column[] =>
  columns.map((column) =>
    /^'[^']*'$/.test(column.value) ? { ...column, value: `${column.value}::text` } : column,
  )

const COLUMNS: Record<Kind, Column[]> = { teacher: typed(teacherColumns), studio: typed(studioColumns) }

/** The listing's inquiry address as stored, read as the service role may. */
const addressOf = (kind: Kind, id: string) =>
  kind === 'teacher'
    ? `(select a.email from public.teacher_inquiry_addresses a where a.teacher_id = '${id}')`
    : `(select coalesce(a.email, s.email) from public.studios s
        left join public.studio_inquiry_addresses a on a.studio_id = s.id where s.id = '${id}')`

const updateMine = (kind: Kind, id: string, changes: string) =>
  `select public.update_my_listing('${kind}', '${id}', ${changes},
     (select l.updated_at from ${OWNED[kind].table} l where l.id = '${id}'))`

const columnCases: MatrixCase[] = (['teacher', 'studio'] as const).flatMap((kind) => {
  const { id, table } = OWNED[kind]
  const holds = (column: Column) =>
    `select to_jsonb(l) -> '${column.name}' = to_jsonb(${column.value}) from ${table} l where l.id = '${id}'`
  return [
    {
      name: `${table}: the matrix covers every column`,
      sql: `select array_agg(a.attname::text order by a.attname) from pg_catalog.pg_attribute a
        where a.attrelid = '${table}'::regclass and a.attnum > 0 and not a.attisdropped`,
      expect: everyone(value(COLUMNS[kind].map((column) => column.name).sort())),
    },
    ...COLUMNS[kind].flatMap((column): MatrixCase[] => [
      {
        name: `${table}.${column.name}: ${
          column.owner
            ? 'the owner changes it'
            : column.name === 'name'
              ? 'the owner asks for it'
              : 'admin-only'
        } through update_my_listing`,
        sql: updateMine(kind, id, `jsonb_build_object('${column.name}', ${column.value})`),
        expect: onlyTheOwner(
          column.owner || column.name === 'name'
            ? rows(1)
            : refused(new RegExp(`^Only an administrator can change: ${column.name}$`)),
        ),
        after: {
          sql: holds(column),
          byCaller: {
            ...everyone(column.unchanged === true),
            owner: column.owner === true || column.unchanged === true,
          },
        },
      },
      {
        name: `${table}.${column.name}: ${column.triggerOnly || column.generated ? 'nobody' : 'only an admin'} updates it in the table`,
        sql: `update ${table} set ${column.name} = ${column.value} where id = '${id}'`,
        expect: column.generated
          ? everyone(fails('428C9'))
          : column.triggerOnly
            ? everyone(refused('privilege'))
            : {
                ...each(['anon', 'member'], none),
                owner: none,
                other_owner: none,
                admin: column.direct ?? rows(1),
                service_role: column.direct ?? rows(1),
              },
      },
    ]),
  ]
})

const changeCases: MatrixCase[] = (['teacher', 'studio'] as const).flatMap((kind): MatrixCase[] => {
  const { id, table } = OWNED[kind]
  const mine =
    kind === 'teacher'
      ? `jsonb_build_object('bio', 'Changed by test:pg.')`
      : `jsonb_build_object('city', 'Bilbao')`
  return [
    {
      name: `${kind}: another listing's owner changes only their own`,
      sql: updateMine(kind, OTHERS[kind].id, mine),
      expect: { ...onlyTheOwner(refused(/listing's owner/)), other_owner: rows(1) },
    },
    {
      name: `${kind}: a change loaded before the latest is refused (PT409)`,
      sql: `select public.update_my_listing('${kind}', '${id}', ${mine}, now() - interval '1 day')`,
      expect: onlyTheOwner(fails('PT409', /changed since/)),
    },
    {
      name: `${kind}: several keys at once name every admin-only one`,
      sql: updateMine(kind, id, `jsonb_build_object('slug', 'x', 'seo_title', 'x', 'confirmed_at', now())`),
      expect: onlyTheOwner(refused(/^Only an administrator can change: confirmed_at, seo_title, slug$/)),
    },
    {
      name: `${kind}: an owner's change is logged with who, which fields, before and after, and alerts the admins`,
      sql: updateMine(kind, id, mine),
      expect: onlyTheOwner(rows(1)),
      after: {
        sql: `select (select jsonb_build_array(c.changed_by, c.changed_by_owner, c.fields, c.after,
            (select count(*) > 0 from private.mail_outbox m where m.template = 'admin_alert'
              and m.data -> 'items' @> '[{"kind": "owner_change"}]'))
          from private.listing_changes c where coalesce(c.teacher_id, c.studio_id) = '${id}' and c.changed_at = now())`,
        byCaller: {
          ...everyone(null),
          owner:
            kind === 'teacher'
              ? [OWNER.id, true, ['bio'], { bio: 'Changed by test:pg.' }, true]
              : [OWNER.id, true, ['city'], { city: 'Bilbao' }, true],
        },
      },
    },
    {
      name: `${kind}: an unchanged value is not a change`,
      sql: updateMine(
        kind,
        id,
        kind === 'teacher'
          ? `jsonb_build_object('bio', 'The bio the owner wrote.')`
          : `jsonb_build_object('city', 'Madrid')`,
      ),
      expect: onlyTheOwner(rows(1)),
      after: {
        sql: `select count(*)::integer from private.listing_changes c
          where coalesce(c.teacher_id, c.studio_id) = '${id}' and c.changed_at = now()`,
        value: 0,
      },
    },
    {
      name: `${kind}: a new name becomes a request the admins hear of`,
      sql: updateMine(kind, id, `jsonb_build_object('name', 'Asked For')`),
      expect: onlyTheOwner(rows(1)),
      after: {
        sql: `select (select r.name from private.listing_rename_requests r where coalesce(r.teacher_id, r.studio_id) = '${id}')
          || ' / ' || (select l.name from ${table} l where l.id = '${id}')`,
        byCaller: {
          ...everyone(null),
          owner: `Asked For / Owned ${kind === 'teacher' ? 'Teacher' : 'Studio'}`,
        },
      },
    },
    {
      name: `${kind}: the owner confirms the details (confirmed_at now)`,
      sql: `select public.confirm_my_listing('${kind}', '${id}') = now()`,
      expect: onlyTheOwner(value(true)),
      after: {
        sql: `select coalesce(l.confirmed_at = now(), false) from ${table} l where l.id = '${id}'`,
        byCaller: { ...everyone(false), other_owner: false, owner: true },
      },
    },
    {
      name: `${kind}: only the owner reads the listing's details`,
      sql: `select inquiry_email from public.my_listing_details('${kind}', '${id}')`,
      expect: onlyTheOwner(value(kind === 'teacher' ? OWNER.email.toUpperCase() : OWNER.email)),
    },
    {
      name: `${kind}: a new inquiry address waits for its link, which goes to it alone`,
      asOwner: [updateMine(kind, id, `jsonb_build_object('inquiry_email', '${FRESH_ADDRESS}')`)],
      sql: `select pending_inquiry_email from public.my_listing_details('${kind}', '${id}')`,
      expect: onlyTheOwner(value(FRESH_ADDRESS)),
      after: {
        sql: `select jsonb_build_array(
            (select count(*) from private.mail_outbox m where m.template = 'inquiry_address_confirm'),
            (select count(*) from private.mail_outbox m join private.listing_links l
              on l.token_hash = encode(sha256(convert_to(m.data ->> 'token', 'UTF8')), 'hex')
              where m.template = 'inquiry_address_confirm' and m.recipient = '${FRESH_ADDRESS}'),
            ${addressOf(kind, id)})`,
        value: [1, 1, kind === 'teacher' ? OWNER.email.toUpperCase() : OWNER.email],
      },
    },
    {
      name: `${kind}: an address already waiting for its link is not mailed again`,
      sql: updateMine(kind, id, `jsonb_build_object('inquiry_email', '${NEW_ADDRESS}')`),
      expect: onlyTheOwner(rows(1)),
      after: {
        sql: `select count(*)::integer from private.mail_outbox m where m.template = 'inquiry_address_confirm'`,
        // The studio's link to this address is pending already (fixtures); the teacher has none.
        byCaller: { ...everyone(0), owner: kind === 'teacher' ? 1 : 0 },
      },
    },
    {
      name: `${kind}: the current address again calls a waiting change off`,
      asOwner: [
        updateMine(kind, id, `jsonb_build_object('inquiry_email', '${FRESH_ADDRESS}')`),
        updateMine(kind, id, `jsonb_build_object('inquiry_email', '${OWNER.email}')`),
      ],
      sql: `select pending_inquiry_email from public.my_listing_details('${kind}', '${id}')`,
      expect: onlyTheOwner(value(null)),
    },
    {
      name: `${kind}: a new inquiry address counts against the link limits`,
      setup: [`update public.submission_limits set per_client = 0 where form = 'owner_link'`],
      sql: updateMine(kind, id, `jsonb_build_object('inquiry_email', '${FRESH_ADDRESS}')`),
      expect: onlyTheOwner(fails('PT429', /Too many requests/)),
    },
    {
      name: `${kind}: an inquiry address that is no address is refused`,
      sql: updateMine(kind, id, `jsonb_build_object('inquiry_email', 'not an address')`),
      expect: onlyTheOwner(fails('22023', /valid email address/)),
    },
  ]
})

const logCases: MatrixCase[] = [
  {
    name: "only admins read a listing's change log",
    sql: `select id from public.listing_changes('teacher', '${OWNED.teacher.id}')`,
    expect: onlyAnAdmin(rows(3), /Only administrators/),
  },
  {
    name: "only admins read owners' latest changes: each listing once, its latest change, newest first",
    sql: `select array_agg(id) from public.recent_owner_changes(3)`,
    expect: onlyAnAdmin(value([CHANGE_STUDIO, CHANGE_CURRENT].map(String)), /Only administrators/),
  },
  {
    name: 'an owner change shows on the overview',
    asOwner: [updateMine('teacher', OWNED.teacher.id, `jsonb_build_object('bio', 'Fresh.')`)],
    sql: `select fields from public.recent_owner_changes(1)`,
    expect: onlyAnAdmin(value(['bio']), /Only administrators/),
  },
  {
    name: 'only an admin reverts; the before values come back and the revert is logged',
    sql: `select public.revert_listing_change(${CHANGE_CURRENT}) is not null`,
    expect: onlyAnAdmin(value(true), /Only administrators/),
    after: {
      sql: `select jsonb_build_array(t.bio, t.specialties,
          (select c.reverted_at is not null from private.listing_changes c where c.id = ${CHANGE_CURRENT}),
          (select count(*) from private.listing_changes c where c.reverts = ${CHANGE_CURRENT}))
        from public.teachers t where t.id = '${OWNED.teacher.id}'`,
      byCaller: {
        ...everyone(['The bio the owner wrote.', ['Hatha'], false, 0]),
        admin: ['The bio before.', ['Yin'], true, 1],
      },
    },
  },
  {
    name: 'a revert refuses when the listing changed since (PT409)',
    sql: `select public.revert_listing_change(${CHANGE_OVERTAKEN})`,
    expect: onlyAnAdmin(fails('PT409', /changed since; edit it by hand/), /Only administrators/),
  },
  {
    name: 'a revert refuses when an admin edited the field since (PT409)',
    setup: [`update public.teachers set bio = 'An admin edit.' where id = '${OWNED.teacher.id}'`],
    sql: `select public.revert_listing_change(${CHANGE_CURRENT})`,
    expect: onlyAnAdmin(fails('PT409', /changed since/), /Only administrators/),
  },
  {
    name: 'a change reverts once',
    sql: `select public.revert_listing_change(${CHANGE_REVERTED})`,
    expect: onlyAnAdmin(fails('PT409', /reverted already/), /Only administrators/),
  },
  {
    name: 'a revert of a new inquiry address hands the listing back',
    sql: `select public.revert_listing_change(${CHANGE_STUDIO}) is not null`,
    expect: onlyAnAdmin(value(true), /Only administrators/),
    after: {
      sql: `select jsonb_build_array((select s.city from public.studios s where s.id = '${OWNED.studio.id}'),
        ${addressOf('studio', OWNED.studio.id)})`,
      byCaller: {
        ...everyone(['Madrid', OWNER.email]),
        admin: ['Toledo', 'earlier@test-pg.example'],
      },
    },
  },
  {
    name: 'only admins see a rename request',
    asOwner: [updateMine('studio', OWNED.studio.id, `jsonb_build_object('name', 'Asked For')`)],
    sql: `select name from public.listing_rename_requests('studio', '${OWNED.studio.id}')`,
    expect: onlyAnAdmin(value('Asked For'), /Only administrators/),
  },
  {
    name: 'renaming the listing ends the request',
    asOwner: [updateMine('studio', OWNED.studio.id, `jsonb_build_object('name', 'Asked For')`)],
    setup: [],
    sql: `update public.studios set name = 'Asked For' where id = '${OWNED.studio.id}'`,
    expect: {
      ...each(['anon', 'member'], none),
      owner: none,
      other_owner: none,
      admin: rows(1),
      service_role: rows(1),
    },
    after: {
      sql: `select count(*)::integer from private.listing_rename_requests r where r.studio_id = '${OWNED.studio.id}'`,
      byCaller: { ...everyone(1), admin: 0, service_role: 0 },
    },
  },
  {
    name: 'only admins dismiss a rename request',
    asOwner: [updateMine('studio', OWNED.studio.id, `jsonb_build_object('name', 'Asked For')`)],
    sql: `select public.dismiss_rename_request('studio', '${OWNED.studio.id}')`,
    expect: onlyAnAdmin(value(true), /Only administrators/),
  },
]

const ownerSignInMails = `select count(*)::integer from private.mail_outbox m where m.template = 'owner_sign_in'`

const claimCases: MatrixCase[] = [
  {
    name: "claim: the listing's own address (any case) gets a sign-in mail",
    sql: `select public.request_owner_link('teacher', '${OWNED.teacher.slug}', '  ${OWNER.email}  ')`,
    expect: visitorsAndUsers(value('')),
    after: {
      sql: `select jsonb_agg(jsonb_build_array(m.recipient, m.data)) from private.mail_outbox m where m.template = 'owner_sign_in'`,
      byCaller: {
        ...everyone([
          [
            OWNER.email.toUpperCase(),
            {
              listings: 1,
              listing_kind: 'teacher',
              listing_name: 'Owned Teacher',
              listing_slug: OWNED.teacher.slug,
            },
          ],
        ]),
        service_role: null,
      },
    },
  },
  {
    name: 'claim: any other address gets the same answer and no mail',
    sql: `select public.request_owner_link('teacher', '${OWNED.teacher.slug}', '${OTHER_OWNER.email}')`,
    expect: visitorsAndUsers(value('')),
    after: { sql: ownerSignInMails, value: 0 },
  },
  {
    name: "claim: another listing's address gets no mail for this one",
    sql: `select public.request_owner_link('studio', '${OWNED.studio.slug}', '${OTHER_OWNER.email}')`,
    expect: visitorsAndUsers(value('')),
    after: { sql: ownerSignInMails, value: 0 },
  },
  {
    name: 'claim: a listing that does not exist gets the same answer and no mail',
    sql: `select public.request_owner_link('teacher', 'no-such-teacher', '${OWNER.email}')`,
    expect: visitorsAndUsers(value('')),
    after: { sql: ownerSignInMails, value: 0 },
  },
  {
    name: 'claim: without a listing, one mail for every listing of the address',
    sql: `select public.request_owner_link(null, null, '${OWNER.email}')`,
    expect: visitorsAndUsers(value('')),
    after: {
      sql: `select jsonb_agg(m.data) from private.mail_outbox m where m.template = 'owner_sign_in'`,
      byCaller: {
        ...everyone([
          {
            listings: 2,
            listing_kind: 'studio',
            listing_name: 'Owned Studio',
            listing_slug: OWNED.studio.slug,
          },
        ]),
        service_role: null,
      },
    },
  },
  {
    name: "claim: strangers' requests spend nothing of the owner's: one link an hour, however many ask",
    sql: `select count(public.request_owner_link('teacher', '${OWNED.teacher.slug}', '${OWNER.email}'))::integer
          from generate_series(1, 4)`,
    expect: visitorsAndUsers(value(4)),
    after: { sql: ownerSignInMails, byCaller: { ...everyone(1), service_role: 0 } },
  },
  {
    name: "claim: after three claims naming the listing's address, a message form answers it as any other",
    sql: `select public.send_listing_message(listing_kind => 'teacher', listing_slug => 'ana-reyes',
            name => 'Probe', email => '${OWNER.email}', message => 'Is this address a listing''s, I wonder?')
          from (select count(public.request_owner_link('teacher', '${OWNED.teacher.slug}', '${OWNER.email}'))
                from generate_series(1, 3)) as claims`,
    expect: visitorsAndUsers(rows(1)),
  },
  {
    name: 'claim: a malformed address is refused',
    sql: `select public.request_owner_link('teacher', '${OWNED.teacher.slug}', 'not an address')`,
    expect: visitorsAndUsers(fails('22023', /valid email address/)),
  },
  {
    name: 'claim: counted against its own limits, as the other forms',
    setup: [`update public.submission_limits set per_client = 0 where form = 'owner_link'`],
    sql: `select public.request_owner_link('teacher', '${OWNED.teacher.slug}', '${OWNER.email}')`,
    expect: { ...visitorsAndUsers(fails('PT429', /Too many requests/)), service_role: refused('privilege') },
  },
  {
    name: 'account names: the sender alone asks; one random private name per address, case and spaces folded',
    sql: `select jsonb_build_array(
            public.owner_account_email(' Owner@TEST-pg.example ') = public.owner_account_email('${OWNER.email}'),
            public.owner_account_email('${OWNER.email}') ~ '^owner-[0-9a-f]{32}@owners\\.invalid$',
            public.owner_account_email('${OWNER.email}') <> public.owner_account_email('${OTHER_OWNER.email}'))`,
    expect: {
      ...each([...CALLERS, ...OWNER_CALLERS], refused('privilege')),
      service_role: value([true, true, true]),
    },
  },
  {
    name: 'account names: the table is private',
    sql: `select count(*) from private.owner_accounts`,
    expect: each([...CALLERS, ...OWNER_CALLERS], refused('privilege')),
  },
]

const linkOutcome = (link: string) => `select outcome from public.confirm_listing_link('${link}')`

const linkCases: MatrixCase[] = [
  {
    name: 'link: a new inquiry address confirmed takes over the listing',
    sql: linkOutcome(ADDRESS_LINK),
    expect: visitorsAndUsers(value('address_confirmed')),
    after: {
      sql: `select ${addressOf('studio', OWNED.studio.id)}`,
      byCaller: { ...everyone(NEW_ADDRESS), service_role: OWNER.email },
    },
  },
  {
    name: 'link: a confirmed address hands ownership over',
    setup: [
      `insert into public.studio_inquiry_addresses (studio_id, email) values ('${OWNED.studio.id}', '${MEMBER.email}')`,
    ],
    sql: `select array_agg(slug order by slug) from public.my_listings()`,
    expect: {
      owner: value([OWNED.teacher.slug]),
      member: value([OWNED.studio.slug]),
      other_owner: value([OTHERS.studio.slug, OTHERS.teacher.slug]),
      admin: value(null),
      anon: refused('privilege'),
      service_role: refused('privilege'),
    },
  },
  {
    name: 'link: an address link works once',
    sql: linkOutcome(SPENT_ADDRESS_LINK),
    expect: visitorsAndUsers(value('already_confirmed')),
  },
  {
    name: 'link: an address link stops working when the address changed since',
    setup: [
      `insert into public.studio_inquiry_addresses (studio_id, email) values ('${OWNED.studio.id}', 'admin-set@test-pg.example')`,
    ],
    sql: linkOutcome(ADDRESS_LINK),
    expect: visitorsAndUsers(value('expired')),
  },
  {
    name: "link: 'still correct' sets confirmed_at, once",
    sql: `select outcome || ' ' || (confirmed_at = now()) from public.confirm_listing_link('${STILL_CORRECT}')`,
    expect: visitorsAndUsers(value('confirmed true')),
    after: {
      sql: `select jsonb_build_array(
          (select t.confirmed_at = now() from public.teachers t where t.id = '${OTHERS.teacher.id}'),
          (select l.used_at is not null from private.listing_links l where l.token_hash = '${sha256(STILL_CORRECT)}'))`,
      byCaller: { ...everyone([true, true]), service_role: [null, false] },
    },
  },
  {
    name: "link: a spent 'still correct' link says so",
    sql: linkOutcome(SPENT_STILL_CORRECT),
    expect: visitorsAndUsers(value('already_confirmed')),
  },
  {
    name: "link: a 'still correct' link expires after 30 days",
    sql: linkOutcome(EXPIRED_STILL_CORRECT),
    expect: visitorsAndUsers(value('expired')),
  },
  {
    name: 'link: an unknown or malformed token is unknown',
    sql: `select array_agg(outcome) from (
        select outcome from public.confirm_listing_link('${token('owner-never-made')}')
        union all select outcome from public.confirm_listing_link('short')) as o`,
    expect: visitorsAndUsers(value(['unknown', 'unknown'])),
  },
]

const ownerReminders = `select jsonb_agg(jsonb_build_array(m.recipient, m.data - 'token') order by m.id)
  from private.mail_outbox m where m.template = 'owner_reminder' and m.recipient ilike '%test-pg%'`

const reminderCases: MatrixCase[] = [
  {
    name: 'reminder: 180 days unconfirmed, the service role queues one to the inquiry address',
    sql: `select public.queue_owner_reminders() > 0`,
    expect: { ...everyone(refused('privilege')), service_role: value(true) },
    after: {
      sql: ownerReminders,
      byCaller: {
        ...everyone(null),
        service_role: [
          [
            OWNER.email.toUpperCase(),
            { listing_kind: 'teacher', listing_name: 'Owned Teacher', listing_slug: OWNED.teacher.slug },
          ],
        ],
      },
    },
  },
  {
    name: 'reminder: once per confirmation period',
    setup: ['select public.queue_owner_reminders()'],
    sql: `select public.queue_owner_reminders()`,
    expect: { ...everyone(refused('privilege')), service_role: value(0) },
    after: {
      sql: `select count(*)::integer from private.mail_outbox m where m.template = 'owner_reminder'
        and m.recipient = '${OWNER.email.toUpperCase()}'`,
      value: 1,
    },
  },
  {
    name: 'reminder: a listing confirmed since is not reminded',
    setup: [`update public.teachers set confirmed_at = now() where id = '${OWNED.teacher.id}'`],
    sql: `select public.queue_owner_reminders() is not null`,
    expect: { ...everyone(refused('privilege')), service_role: value(true) },
    after: { sql: ownerReminders, value: null },
  },
  {
    name: "reminder: its token is the link's (only the hash is stored)",
    setup: ['select public.queue_owner_reminders()'],
    sql: `select count(*) > 0 and count(*) = count(l.id) from private.mail_outbox m
      left join private.listing_links l
        on l.token_hash = encode(sha256(convert_to(m.data ->> 'token', 'UTF8')), 'hex')
        and l.purpose = 'still_correct' and l.expires_at > now() + interval '29 days'
      where m.template = 'owner_reminder'`,
    expect: { ...everyone(refused('privilege')), service_role: value(true) },
  },
]

const storageCases: MatrixCase[] = [
  {
    name: 'storage: an owner uploads an image to their own folder only',
    sql: `insert into storage.objects (bucket_id, name, metadata)
      values ('studio-assets', 'owners/${OWNER.id}/1700000000000-profile-me.jpg', '{"mimetype": "image/jpeg"}')`,
    expect: {
      owner: rows(1),
      other_owner: refused('rls'),
      member: refused('rls'),
      anon: refused('rls'),
      admin: rows(1),
      service_role: rows(1),
    },
  },
  {
    name: "storage: an owner's image counts as referenced once a listing uses it",
    setup: [
      `insert into storage.objects (bucket_id, name, metadata, created_at) values
        ('studio-assets', 'owners/${OWNER.id}/1-profile-a.jpg', '{"mimetype": "image/jpeg"}', now() - interval '2 days'),
        ('studio-assets', 'owners/${OWNER.id}/1-profile-b.jpg', '{"mimetype": "image/jpeg"}', now() - interval '2 days')`,
      `update public.teachers set image = '${ORIGIN}/storage/v1/object/public/studio-assets/owners/${OWNER.id}/1-profile-a.jpg'
        where id = '${OWNED.teacher.id}'`,
    ],
    sql: `select array_agg(name order by name) from public.unreferenced_storage_objects()
      where name like 'owners/%'`,
    expect: {
      ...everyone(refused('privilege')),
      service_role: value([`owners/${OWNER.id}/1-profile-b.jpg`]),
    },
  },
]

const countCases: MatrixCase[] = [
  {
    name: 'counts: the owner sees messages delivered in 30 and 365 days',
    sql: `select array[messages_30d, messages_365d] from public.my_listing_details('teacher', '${OWNED.teacher.id}')`,
    expect: onlyTheOwner(value([1, 3])),
  },
]

/**
 * What the owner's session reads when their account's email is `accountEmail` (and, when
 * `mapped`, that name is the private one of their address): their address as shown, and the
 * slugs of the listings they keep. Rolled back.
 */
async function asOwnerNamed(
  admin: ScenarioConnections['admin'],
  accountEmail: string,
  mapped: boolean,
): Promise<string> {
  await admin.query('begin')
  try {
    if (mapped) {
      await admin.query(`insert into private.owner_accounts (address, account_email) values ($1, $2)`, [
        OWNER.email,
        accountEmail,
      ])
    }
    await admin.query(`update auth.users set email = $1 where id = $2`, [accountEmail, OWNER.id])
    await admin.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
         set_config('request.headers', $2, true)`,
      [JSON.stringify(claimsFor('owner')), JSON.stringify(DEFAULT_HEADERS)],
    )
    const { rows } = await admin.query<{ seen: unknown }>(
      `select jsonb_build_array(public.my_sign_in_address(),
         (select jsonb_agg(slug order by slug) from public.my_listings())) as seen`,
    )
    return JSON.stringify(rows[0]?.seen)
  } finally {
    await admin.query('rollback')
  }
}

const scenarios: Scenario[] = [
  {
    name: 'account names: an account under the private name keeps its address, shown as that address',
    async run({ admin }) {
      const seen = await asOwnerNamed(admin, OWNER_ACCOUNT_NAME, true)
      const expected = JSON.stringify([OWNER.email, [OWNED.studio.slug, OWNED.teacher.slug]])
      if (seen !== expected) throw new Error(`saw ${seen}, expected ${expected}`)
    },
  },
  {
    name: 'account names: a private-looking name the table does not hold owns nothing',
    async run({ admin }) {
      const seen = await asOwnerNamed(admin, OWNER_ACCOUNT_NAME, false)
      const expected = JSON.stringify([OWNER_ACCOUNT_NAME, null])
      if (seen !== expected) throw new Error(`saw ${seen}, expected ${expected}`)
    },
  },
  {
    name: "counts: a message delivered now counts today for the listing's owner",
    async run({ admin }) {
      await admin.query('begin')
      try {
        await admin.query(
          `insert into private.listing_messages (token_hash, listing_kind, teacher_id, sender_name, sender_email, body)
           values ('${sha256(PENDING_MESSAGE)}', 'teacher', '${OWNED.teacher.id}', 'Sam Student',
             'sam@test-pg.example', 'I would like to join your Sunday class.')`,
        )
        await admin.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
             set_config('request.headers', $2, true)`,
          [JSON.stringify(claimsFor('owner')), JSON.stringify(DEFAULT_HEADERS)],
        )
        const counts = async () =>
          (
            await admin.query<{ counts: number[] }>(
              `select array[messages_30d, messages_365d] as counts
               from public.my_listing_details('teacher', '${OWNED.teacher.id}')`,
            )
          ).rows[0]?.counts.join()
        const before = await counts()
        const { rows } = await admin.query<{ outcome: string }>(
          `select outcome from public.confirm_listing_message('${PENDING_MESSAGE}')`,
        )
        const after = await counts()
        if (before !== '1,3' || rows[0]?.outcome !== 'delivered' || after !== '2,4')
          throw new Error(`counts ${before}, then ${rows[0]?.outcome} and ${after}`)
      } finally {
        await admin.query('rollback')
      }
    },
  },
]

/** `count` owner changes of the owned teacher, made `ago`, as committed by nobody (the scenario rolls back). */
const earlierOwnerChanges = (count: number, ago: string) =>
  `insert into private.listing_changes (listing_kind, teacher_id, changed_at, changed_by, changed_by_owner, fields, before, after)
   select 'teacher', '${OWNED.teacher.id}', now() - interval '${ago}', '${OWNER.id}', true,
     '{bio}', '{"bio": "a"}', '{"bio": "b"}'
   from generate_series(1, ${count})`

// Owners are limited like everyone: saves per owner per hour and per day.
for (const { name, earlier, answers } of [
  {
    name: 'owners: the 20th save in an hour goes, the 21st is refused with the wait',
    earlier: earlierOwnerChanges(19, '30 minutes'),
    answers: ['saved', 'You have saved 20 changes in the last hour. Please try again in 30 minutes.'],
  },
  {
    // The fixtures hold 4 changes of the day; with 56 more the day's 60 are spent.
    name: 'owners: 60 saves a day, however spread over its hours',
    earlier: earlierOwnerChanges(56, '2 hours'),
    answers: ['You have saved 60 changes in the last day. Please try again in 20 hours.'],
  },
]) {
  scenarios.push({
    name,
    async run({ admin }) {
      await admin.query('begin')
      try {
        await admin.query(earlier)
        await admin.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
             set_config('request.headers', $2, true)`,
          [JSON.stringify(claimsFor('owner')), JSON.stringify(DEFAULT_HEADERS)],
        )
        const got: string[] = []
        for (const [index] of answers.entries()) {
          await admin.query('savepoint save')
          try {
            await admin.query(
              updateMine('teacher', OWNED.teacher.id, `jsonb_build_object('bio', 'Save ${index}.')`),
            )
            got.push('saved')
          } catch (error) {
            got.push((error as Error).message)
            await admin.query('rollback to savepoint save')
          }
        }
        if (JSON.stringify(got) !== JSON.stringify(answers))
          throw new Error(`answered ${JSON.stringify(got)}`)
      } finally {
        await admin.query('rollback')
      }
    },
  })
}

// One link an hour to an inquiry address, whoever asks: what a request sends after the last one.
for (const { lastLinkAgo, mails } of [
  { lastLinkAgo: '50 minutes', mails: 0 },
  { lastLinkAgo: '61 minutes', mails: 1 },
]) {
  scenarios.push({
    name: `claim: a link went ${lastLinkAgo} ago: a request sends ${mails === 0 ? 'nothing new' : 'a new one'}`,
    async run({ admin }) {
      await admin.query('begin')
      try {
        await admin.query(
          `insert into private.owner_link_sends (address_hash, sent_at)
           values (private.mailbox_hash('${OWNER.email}'), now() - interval '${lastLinkAgo}')`,
        )
        await admin.query(
          `select set_config('role', 'anon', true), set_config('request.headers', $1, true)`,
          [JSON.stringify(DEFAULT_HEADERS)],
        )
        await admin.query(
          `select public.request_owner_link('teacher', '${OWNED.teacher.slug}', '${OWNER.email}')`,
        )
        await admin.query('reset role')
        const { rows } = await admin.query<{ count: number }>(
          `${ownerSignInMails.replace('::integer', '::integer as count')}`,
        )
        if (rows[0]?.count !== mails) throw new Error(`${rows[0]?.count} mails`)
      } finally {
        await admin.query('rollback')
      }
    },
  })
}

scenarios.push({
  name: 'reminder: two runs at once queue each reminder once',
  async run({ admin, as }) {
    const { rows: marks } = await admin.query<{ link: string; mail: string }>(
      `select coalesce(max(l.id), 0) as link, (select coalesce(max(m.id), 0) from private.mail_outbox m) as mail
       from private.listing_links l`,
    )
    const { link, mail } = marks[0]!
    const first = await as('service_role')
    const second = await as('service_role')
    try {
      await first.query('begin')
      const firstRun = await first.query<{ queued: number }>(
        `select public.queue_owner_reminders() as queued`,
      )
      const secondRun = second.query<{ queued: number }>(`select public.queue_owner_reminders() as queued`)
      // The second run must be under way before the first commits: it either waits for the first
      // (what the lock is for) or, without one, finishes on its own view of the links.
      let secondDone = false
      void secondRun.finally(() => (secondDone = true)).catch(() => {})
      for (let polls = 0; polls < 200 && !secondDone; polls += 1) {
        const { rows: waiting } = await admin.query<{ count: number }>(
          `select count(*)::int as count from pg_catalog.pg_stat_activity
           where wait_event_type = 'Lock' and query like '%queue_owner_reminders%'`,
        )
        if (waiting[0]!.count > 0) break
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      await first.query('commit')
      const queued = [firstRun.rows[0]?.queued, (await secondRun).rows[0]?.queued]
      if (!(queued[0]! > 0) || queued[1] !== 0) throw new Error(`queued ${queued.join(' then ')}`)
    } finally {
      await first.query('rollback').catch(() => {})
      await admin.query(`delete from private.mail_outbox where id > $1 and template = 'owner_reminder'`, [
        mail,
      ])
      await admin.query(`delete from private.listing_links where id > $1`, [link])
    }
  },
})

const listedMail = (application: string) =>
  `select m.data -> 'sign_in' from private.mail_outbox m
    where m.template = 'application_listed' and m.recipient = '${application}'`

const listedCases: MatrixCase[] = [
  {
    name: "listed: the mail offers sign-in when the applicant's address is the listing's inquiry address",
    setup: [
      `update public.teacher_inquiry_addresses set email = '${TEACHER_APPLICATION}' where teacher_id = '${OWNED.teacher.id}'`,
      `update public.teacherapplications set status = 'listed', decline_note = null, teacher_id = '${OWNED.teacher.id}'
        where email = '${TEACHER_APPLICATION}'`,
    ],
    sql: listedMail(TEACHER_APPLICATION),
    expect: { ...everyone(refused('privilege')), service_role: value(true) },
  },
  {
    name: "listed: a studio whose email is the applicant's gets sign-in too",
    setup: [
      `update public.studios set email = '${STUDIO_APPLICATION}' where id = '${OWNED.studio.id}'`,
      `update public.studioapplications set status = 'listed', studio_id = '${OWNED.studio.id}'
        where email = '${STUDIO_APPLICATION}'`,
    ],
    sql: listedMail(STUDIO_APPLICATION),
    expect: { ...everyone(refused('privilege')), service_role: value(true) },
  },
  {
    name: 'listed: no sign-in when the listing answers at another address',
    setup: [
      `update public.teacherapplications set status = 'listed', decline_note = null, teacher_id = '${OWNED.teacher.id}'
        where email = '${TEACHER_APPLICATION}'`,
    ],
    sql: `select m.data ? 'sign_in' from private.mail_outbox m
      where m.template = 'application_listed' and m.recipient = '${TEACHER_APPLICATION}'`,
    expect: { ...everyone(refused('privilege')), service_role: value(false) },
  },
]

export default area({
  name: 'owners',
  about:
    'owners of listings: every column through update_my_listing and the table, the change log and revert, ' +
    'the claim, the links, the reminder, owner uploads (20251129000000_owners_keep_their_listing.sql)',
  fixtures,
  cases: [
    ...columnCases,
    ...changeCases,
    ...countCases,
    ...logCases,
    ...claimCases,
    ...linkCases,
    ...reminderCases,
    ...listedCases,
    ...storageCases,
  ],
  scenarios,
})

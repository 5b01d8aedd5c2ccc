import { CONTACT_MESSAGE, STUDIO_APPLICATION, TEACHER_APPLICATION } from '../fixtures.ts'
import { all, area, each, fails, none, refused, rows, value, type MatrixCase } from '../matrix.ts'

// Policies and column privileges: supabase/migrations/20251027000200_submissions.sql,
// 20251124000000_application_workflow.sql and 20251124000400_submissions_through_functions.sql.
// Nobody but the service role inserts directly (visitors send through the functions, see
// sending.ts); admins read, delete and set the status columns; nobody else edits.

const HASH = 'a'.repeat(64)

interface Submission {
  table: string
  /** The e-mail of the fixture row (tests/pg/fixtures.ts). */
  fixture: string
  /** An insert of the form's own columns, with `email` as given. */
  insert: (email: string) => string
  /** An admin's status change that the workflow allows. */
  statusChange: string
  /** Linking a listing, for applications: [the listing link column, a listing subquery]. */
  link?: [string, string]
}

const submissions: Submission[] = [
  {
    table: 'public.teacherapplications',
    fixture: TEACHER_APPLICATION,
    insert: (email) => `insert into public.teacherapplications
      (firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
       teachingoptions, website, instagram, terms, status_token_hash)
      values ('Nia', 'Test', '${email}', '+34 600 000 001', 'Madrid', 'Hatha', 'RYT-200', 'Bio.', 2,
        '{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": true}',
        'https://example.com/nia', '@nia', true, '${HASH}')`,
    statusChange: `status = 'new', decline_note = null`,
    link: ['teacher_id', `(select id from public.teachers where slug = 'ana-reyes')`],
  },
  {
    table: 'public.studioapplications',
    fixture: STUDIO_APPLICATION,
    insert: (email) => `insert into public.studioapplications
      (name, email, country, city, address, description, yogastyles, amenities, website, instagram,
       hours, logo, consent, status_token_hash)
      values ('New Studio', '${email}', 'Spain', 'Madrid', 'Calle 1', 'A studio.', '{Hatha}', '{Showers}',
        'https://example.com/studio', 'https://instagram.com/studio', 'Daily',
        'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/applications/logo.png', true, '${HASH}')`,
    statusChange: `status = 'declined', decline_note = 'Not this season.'`,
    link: ['studio_id', `(select id from public.studios where slug = 'lotus-flow-studio')`],
  },
  {
    table: 'public.contactsubmissions',
    fixture: CONTACT_MESSAGE,
    insert: (email) => `insert into public.contactsubmissions (name, email, subject, message)
      values ('Sam', '${email}', 'Hello', 'A message.')`,
    statusChange: `status = 'archived'`,
  },
]

const onlyService = { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) }

const cases: MatrixCase[] = submissions.flatMap(({ table, fixture, insert, statusChange, link }) => {
  const where = `where email = '${fixture}'`
  const list: MatrixCase[] = [
    {
      name: `${table}: nobody but the service role inserts directly (the forms' functions do)`,
      sql: insert('new@test-pg.example'),
      expect: onlyService,
    },
    {
      name: `${table}: the e-mail CHECK refuses a malformed address`,
      sql: insert('not-an-email'),
      expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: fails('23514') },
    },
    {
      name: `${table}: nobody but the service role sends one that already has a status`,
      sql: insert('new@test-pg.example')
        .replace('(name, email', '(status, name, email')
        .replace('(firstname, lastname', '(status, firstname, lastname')
        .replace("values ('", "values ('new', '"),
      expect: onlyService,
    },
    {
      name: `${table}: only admins read submissions`,
      sql: `select id from ${table}`,
      expect: { anon: none, member: none, admin: all, service_role: all },
    },
    {
      name: `${table}: only admins change the status; a member's update matches no row`,
      sql: `update ${table} set ${statusChange} ${where}`,
      expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
    },
    {
      name: `${table}: a status change stamps status_changed_at`,
      sql: `update ${table} set ${statusChange} ${where} returning status_changed_at is not null`,
      expect: { anon: refused('privilege'), member: none, admin: value(true), service_role: value(true) },
    },
    {
      name: `${table}: an update that keeps the status leaves status_changed_at as it was`,
      // A subquery in RETURNING reads the row as it was before the update.
      sql: `update ${table} as t set status = status ${where}
        returning t.status_changed_at is not distinct from
          (select s.status_changed_at from ${table} as s where s.id = t.id)`,
      expect: { anon: refused('privilege'), member: none, admin: value(true), service_role: value(true) },
    },
    {
      name: `${table}: an unknown status is refused (CHECK)`,
      sql: `update ${table} set status = 'maybe' ${where}`,
      expect: {
        anon: refused('privilege'),
        member: none,
        admin: fails('23514'),
        service_role: fails('23514'),
      },
    },
    {
      name: `${table}: nobody but the service role edits the sender's columns`,
      sql: `update ${table} set email = 'changed@test-pg.example' ${where}`,
      expect: onlyService,
    },
    {
      name: `${table}: only admins delete; others' deletes match no row`,
      sql: `delete from ${table} ${where}`,
      expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
    },
  ]
  if (link) {
    const [column, listing] = link
    list.push(
      {
        name: `${table}: an admin marks it Listed with the listing made from it`,
        sql: `update ${table} set status = 'listed', ${column} = ${listing}, decline_note = null ${where}`,
        expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
      },
      {
        name: `${table}: only a Listed application points at a listing (CHECK)`,
        sql: `update ${table} set status = 'new', ${column} = ${listing} ${where}`,
        expect: {
          anon: refused('privilege'),
          member: none,
          admin: fails('23514'),
          service_role: fails('23514'),
        },
      },
      {
        name: `${table}: the link must name an existing listing (foreign key)`,
        sql: `update ${table} set status = 'listed', ${column} = gen_random_uuid(), decline_note = null ${where}`,
        expect: {
          anon: refused('privilege'),
          member: none,
          admin: fails('23503'),
          service_role: fails('23503'),
        },
      },
      {
        name: `${table}: deleting the listing keeps the application, without the link (on delete set null)`,
        sql: `select confdeltype from pg_catalog.pg_constraint
          where conrelid = '${table}'::regclass and contype = 'f'
            and conkey = array[(select attnum from pg_catalog.pg_attribute
              where attrelid = '${table}'::regclass and attname = '${column}')]`,
        expect: each(['anon', 'member', 'admin', 'service_role'], value('n')),
      },
      {
        name: `${table}: visitors cannot send a decline note`,
        sql: insert('new@test-pg.example')
          .replace('(firstname, lastname', '(decline_note, firstname, lastname')
          .replace('(name, email', '(decline_note, name, email')
          .replace("values ('", "values ('Nope', '"),
        expect: onlyService,
      },
    )
  }
  return list
})

export default area({
  name: 'submissions',
  about: 'teacher and studio applications and contact messages: send, read, status workflow, delete',
  cases,
})

/**
 * `npm run seed:large -- --teachers 10000 --studios 2000 [--applications 4000] [--messages 2000]`
 *
 * Adds many generated teachers and studios to the local database, to try the
 * directory's filters and paging on realistic volumes. Rows are pseudo-random
 * but deterministic: row number g always gives the same person or studio. The
 * numbers continue after the highest numeric slug suffix already present, so
 * running it again adds new rows with unique slugs.
 *
 * --applications and --messages (0 unless given) add submissions for the admin
 * area: teacher applications (three in four) and studio applications, and
 * contact messages. Their ids are the row numbers g, continuing after the
 * highest id so far. Each was sent at a moment within the year before the run
 * (its offset from now is deterministic), most are New; of the applications some
 * are Listed (linked to a listing no application links yet, whose name they
 * carry, while there is one) or Declined (half with a note), of the messages
 * some Replied or Archived. Four in five applications have a status token; the
 * token of application <id> is the base64url SHA-256 of
 * "seed-large:<table>:<id>" (seed_token in generated-listings.ts), for trying the
 * status page.
 *
 * Everything is generated inside Postgres (one `insert … select … from
 * generate_series(…)` per table, with the word lists passed as array
 * parameters), which is what makes ten thousand rows take seconds. The
 * listings' generator is generated-listings.ts, shared with `npm run bench:db`.
 */
import { parseArgs } from 'node:util'
import { configFromEnv } from '../config.ts'
import type { Tx } from '../db.ts'
import { openPreparedDatabase } from '../prepare.ts'
import { assertBackendStopped } from '../lock.ts'
import {
  AMENITIES,
  BIO_CLOSINGS,
  BIO_FOCUS,
  BIO_OPENINGS,
  CERTIFICATIONS,
  FIRST_NAMES,
  HOURS,
  insertGeneratedListings,
  LAST_NAMES,
  PLACES,
  SPECIALTIES,
  STREETS,
  STUDIO_PREFIXES,
  STUDIO_SUFFIXES,
  YOGA_STYLES,
} from './generated-listings.ts'

const USAGE = `Usage: npm run seed:large -- [--teachers <count>] [--studios <count>] [--applications <count>] [--messages <count>]

  --teachers <count>      generated teachers (default 10000)
  --studios <count>       generated studios (default 2000)
  --applications <count>  generated applications, three in four from teachers, the rest from studios (default 0)
  --messages <count>      generated contact messages (default 0)

The backend must be stopped. For the admin area at scale (20,000 teachers, 2,000 studios and
6,000 submissions):

  npm run seed:large -- --teachers 20000 --studios 2000 --applications 4000 --messages 2000`
const MAX_ROWS = 1_000_000

// Submissions ---------------------------------------------------------------------------------
/** What an admin writes when declining, for half of the declined applications. */
const DECLINE_NOTES = [
  'Thank you for applying. We list teachers with at least 200 hours of training; please apply again once yours is complete.',
  'Thanks for your interest. Could you send a few more details about your classes and a website or social profile?',
  'We could not verify the certification you named. Please reply with the name of the school and the year.',
  'Thank you! We are not adding listings in this area for now, but we will keep your application on file.',
  'The description reads like an advert for another business. Please apply again with a description of the studio itself.',
]
// prettier-ignore
const CONTACT_SUBJECTS = [
  'Question about a listing', 'Updating my teacher profile', 'Partnership enquiry', 'Broken link on a studio page',
  'How do I get listed?', 'Teacher recommendation', 'Feedback on the directory', 'Removing my listing',
  'Press enquiry', 'Retreat listings?',
]
// Message bodies: %1$s the sender's first name, %2$s a city.
const CONTACT_MESSAGES = [
  'Hi, I am looking for a gentle Hatha teacher in %2$s. Do you know whether any of the listed teachers offer private sessions? Thanks, %1$s',
  'Hello, the website link on one of the studio pages in %2$s no longer works. Could you have a look? Best, %1$s',
  'I applied to be listed a few weeks ago and wanted to check on the status of my application. Kind regards, %1$s',
  'Do you plan to list retreats as well as teachers and studios? I run one near %2$s every spring. %1$s',
  'Thank you for the directory! I found a wonderful teacher in %2$s through it. Just wanted to say so. %1$s',
  'Could you change the photo on my profile? I have a newer one and can send it by e-mail. Thanks, %1$s',
]

function parseCount(option: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback
  const count = Number(raw)
  if (!/^\d+$/.test(raw) || count > MAX_ROWS) {
    throw new Error(`--${option} takes a whole number from 0 to ${MAX_ROWS}, got "${raw}"`)
  }
  return count
}

interface Counts {
  teachers: number
  studios: number
  applications: number
  messages: number
}

function parseCounts(argv: string[]): Counts {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        teachers: { type: 'string' },
        studios: { type: 'string' },
        applications: { type: 'string' },
        messages: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    })
    if (values.help) {
      console.log(USAGE)
      process.exit(0)
    }
    return {
      teachers: parseCount('teachers', values.teachers, 10_000),
      studios: parseCount('studios', values.studios, 2_000),
      applications: parseCount('applications', values.applications, 0),
      messages: parseCount('messages', values.messages, 0),
    }
  } catch (error) {
    console.error(`seed:large: ${error instanceof Error ? error.message : String(error)}`)
    console.error(USAGE)
    process.exit(1)
  }
}

/** The highest number at the end of a slug in the table, so new slugs continue after it. */
async function lastSlugNumber(tx: Tx, table: 'teachers' | 'studios'): Promise<number> {
  const { rows } = await tx.query<{ last: string }>(
    `select coalesce(max(substring(slug from '-(\\d{1,15})$')::bigint), 0)::text as last from public.${table}`,
  )
  return Number(rows[0]?.last ?? 0)
}

// Applications: 70 % New, 15 % Listed, 15 % Declined. A Listed one takes the name (and place) of
// a listing no application links yet, the n-th Listed the n-th such listing in an order that
// spreads over the table; when there are none left it stays unlinked.
const TEACHER_APPLICATIONS_SQL = `
with params as (
  select $1::bigint as first_g, $2::bigint as how_many, $3::text[] as firstnames, $4::text[] as lastnames,
    $5::text[] as countries, $6::text[] as cities, $7::text[] as specialties, $8::text[] as certifications,
    $9::text[] as openings, $10::text[] as focus, $11::text[] as closings, $12::text[] as notes
), generated as materialized (
  select g, array(select pg_temp.seed_rand(g, 1000 + k) from generate_series(1, 14) as k) as r
  from params as p, generate_series(p.first_g, p.first_g + p.how_many - 1) as g
), applications as materialized (
  select g, r, pg_temp.sent_at(r[1]) as sent_at,
    case when r[2] % 100 < 70 then 'new' when r[2] % 100 < 85 then 'listed' else 'declined' end as status
  from generated
), listed as (
  select g, row_number() over (order by g) as n from applications where status = 'listed'
), free_listings as (
  select t.id, t.firstname, t.lastname, t.country, t.location, row_number() over (order by md5(t.slug), t.id) as n
  from public.teachers as t
  where not exists (select 1 from public.teacherapplications as a where a.teacher_id = t.id)
), people as materialized (
  select a.*, l.id as teacher_id,
    coalesce(l.firstname, pg_temp.pick(p.firstnames, r[3])) as firstname,
    coalesce(l.lastname, pg_temp.pick(p.lastnames, r[4])) as lastname,
    coalesce(l.country, p.countries[1 + (r[5] % cardinality(p.countries))::integer]) as country,
    coalesce(l.location, p.cities[1 + (r[5] % cardinality(p.cities))::integer]) as location,
    least(40, floor(41 * power((r[6] % 1000000) / 1000000.0, 2)))::integer as years,
    pg_temp.pick_some(p.specialties, g, 100, 1 + r[7] % 4) as chosen
  from applications as a
  cross join params as p
  left join listed using (g)
  left join free_listings as l on l.n = listed.n
)
insert into public.teacherapplications
  (id, firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
   teachingoptions, website, instagram, terms, created_at, status, teacher_id, decline_note,
   status_changed_at, status_token_hash)
overriding system value
select
  g, firstname, lastname,
  lower(regexp_replace(firstname || '.' || lastname, '[^A-Za-z0-9.]+', '', 'g')) || '.' || g || '@example.com',
  '+' || (1 + r[8] % 98) || ' ' || lpad((r[8] / 100 % 1000)::text, 3, '0') || ' ' || lpad((r[8] / 100000 % 10000000)::text, 7, '0'),
  location,
  array_to_string(chosen, ', '),
  pg_temp.pick(certifications, r[9]),
  format(pg_temp.pick(openings, r[10]), firstname, location, country) || ' '
    || format(pg_temp.pick(focus, r[11]), array_to_string(chosen, ', '),
              case years when 0 then 'less than a year' when 1 then 'one year' else years || ' years' end) || ' '
    || pg_temp.pick(closings, r[12]),
  years,
  jsonb_build_object('online1on1', (r[13] & 1) = 1, 'inPerson1on1', (r[13] & 2) = 2,
                     'groupOnline', (r[13] & 4) = 4, 'groupInPerson', (r[13] & 8) = 8),
  case when r[13] % 3 = 0 then 'https://example.com/apply/teacher-' || g end,
  case when r[13] % 2 = 0 then '@' || lower(regexp_replace(firstname, '[^A-Za-z0-9]+', '', 'g')) || '.yoga.' || g end,
  true,
  sent_at, status, teacher_id,
  case when status = 'declined' and r[14] % 2 = 0 then pg_temp.pick(notes, r[14] / 2) end,
  case when status <> 'new' then pg_temp.handled_at(sent_at, r[14]) end,
  case when r[14] % 10 < 8 then pg_temp.token_hash('teacherapplications', g) end
from people, params
`

const STUDIO_APPLICATIONS_SQL = `
with params as (
  select $1::bigint as first_g, $2::bigint as how_many, $3::text[] as prefixes, $4::text[] as suffixes,
    $5::text[] as countries, $6::text[] as cities, $7::text[] as styles, $8::text[] as amenity_list,
    $9::text[] as streets, $10::text[] as hours, $11::text[] as notes
), generated as materialized (
  select g, array(select pg_temp.seed_rand(g, 2000 + k) from generate_series(1, 14) as k) as r
  from params as p, generate_series(p.first_g, p.first_g + p.how_many - 1) as g
), applications as materialized (
  select g, r, pg_temp.sent_at(r[1]) as sent_at,
    case when r[2] % 100 < 70 then 'new' when r[2] % 100 < 85 then 'listed' else 'declined' end as status
  from generated
), listed as (
  select g, row_number() over (order by g) as n from applications where status = 'listed'
), free_listings as (
  select s.id, s.name, s.country, s.city, row_number() over (order by md5(s.slug), s.id) as n
  from public.studios as s
  where not exists (select 1 from public.studioapplications as a where a.studio_id = s.id)
), studios as materialized (
  select a.*, l.id as studio_id,
    coalesce(l.name, pg_temp.pick(p.prefixes, r[3]) || ' ' || pg_temp.pick(p.suffixes, r[4])) as name,
    coalesce(l.country, p.countries[1 + (r[5] % cardinality(p.countries))::integer]) as country,
    coalesce(l.city, p.cities[1 + (r[5] % cardinality(p.cities))::integer]) as city,
    pg_temp.pick_some(p.styles, g, 100, 1 + r[6] % 5) as chosen_styles,
    pg_temp.pick_some(p.amenity_list, g, 200, r[7] % 5) as chosen_amenities
  from applications as a
  cross join params as p
  left join listed using (g)
  left join free_listings as l on l.n = listed.n
)
insert into public.studioapplications
  (id, name, email, country, city, address, description, yogastyles, amenities, website, instagram,
   hours, logo, consent, created_at, status, studio_id, decline_note, status_changed_at, status_token_hash)
overriding system value
select
  g, name,
  'apply-' || g || '@' || trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '.example.com',
  country, city,
  case when r[8] % 5 = 0 then null else (1 + r[8] % 400) || ' ' || pg_temp.pick(streets, r[8] / 400) end,
  format('%s is a yoga studio in %s, %s, offering %s. We would love to be listed in the directory.',
    name, city, country, array_to_string(chosen_styles, ', ')),
  chosen_styles,
  chosen_amenities,
  case when r[9] % 10 < 7 then 'https://example.com/apply/studio-' || g end,
  case when r[9] % 2 = 0 then 'https://instagram.com/studio.' || g end,
  case when r[10] % 6 = 0 then null else pg_temp.pick(hours, r[10]) end,
  null,
  true,
  sent_at, status, studio_id,
  case when status = 'declined' and r[11] % 2 = 0 then pg_temp.pick(notes, r[11] / 2) end,
  case when status <> 'new' then pg_temp.handled_at(sent_at, r[12]) end,
  case when r[13] % 10 < 8 then pg_temp.token_hash('studioapplications', g) end
from studios, params
`

// Contact messages: 60 % New, 25 % Replied, 15 % Archived.
const CONTACT_MESSAGES_SQL = `
with params as (
  select $1::bigint as first_g, $2::bigint as how_many, $3::text[] as firstnames, $4::text[] as lastnames,
    $5::text[] as cities, $6::text[] as subjects, $7::text[] as messages
), generated as materialized (
  select g, array(select pg_temp.seed_rand(g, 3000 + k) from generate_series(1, 8) as k) as r
  from params as p, generate_series(p.first_g, p.first_g + p.how_many - 1) as g
), messages as materialized (
  select g, r, pg_temp.sent_at(r[1]) as sent_at,
    case when r[2] % 100 < 60 then 'new' when r[2] % 100 < 85 then 'replied' else 'archived' end as status,
    pg_temp.pick(p.firstnames, r[3]) as firstname,
    pg_temp.pick(p.lastnames, r[4]) as lastname
  from generated cross join params as p
)
insert into public.contactsubmissions
  (id, name, email, subject, message, created_at, status, status_changed_at)
overriding system value
select
  g, firstname || ' ' || lastname,
  lower(regexp_replace(firstname || '.' || lastname, '[^A-Za-z0-9.]+', '', 'g')) || '.' || g || '@example.com',
  pg_temp.pick(subjects, r[5]),
  format(pg_temp.pick(messages, r[6]), firstname, pg_temp.pick(cities, r[7])),
  sent_at, status,
  case when status <> 'new' then pg_temp.handled_at(sent_at, r[8]) end
from messages, params
`

type SubmissionTable = 'teacherapplications' | 'studioapplications' | 'contactsubmissions'

/** The first id for new rows of a submission table: after every id used so far. */
async function nextId(tx: Tx, table: SubmissionTable): Promise<number> {
  const { rows } = await tx.query<{ next: string }>(
    `select (greatest(
       (select coalesce(max(id), 0) from public.${table}),
       coalesce(pg_sequence_last_value(pg_get_serial_sequence('public.${table}', 'id')::regclass), 0)
     ) + 1)::text as next`,
  )
  return Number(rows[0]?.next ?? 1)
}

/** After inserting ids of its own, the identity continues after the highest. */
async function syncIdentity(tx: Tx, table: SubmissionTable): Promise<void> {
  await tx.query(
    `select setval(pg_get_serial_sequence('public.${table}', 'id'), (select max(id) from public.${table}))`,
  )
}

const { teachers, studios, applications, messages } = parseCounts(process.argv.slice(2))
const studioApplications = Math.floor(applications / 4)
const teacherApplications = applications - studioApplications
const config = configFromEnv()
assertBackendStopped(config.dataDir, 'seed:large')

const started = performance.now()
// A new directory first gets what the backend would give it: schema, sample data, images, admin.
const { ctx } = await openPreparedDatabase(config)
const { db } = ctx
try {
  const countries = PLACES.map(([country]) => country)
  const cities = PLACES.map(([, city]) => city)

  const timings = await db.transaction(async (tx) => {
    const t0 = performance.now()
    await insertGeneratedListings(tx, {
      firstTeacher: (await lastSlugNumber(tx, 'teachers')) + 1,
      teachers,
      firstStudio: (await lastSlugNumber(tx, 'studios')) + 1,
      studios,
      publicUrl: config.publicUrl,
    })
    const t2 = performance.now()
    // After the listings, so Listed applications can link the new ones too.
    if (teacherApplications > 0) {
      await tx.query(TEACHER_APPLICATIONS_SQL, [
        await nextId(tx, 'teacherapplications'),
        teacherApplications,
        FIRST_NAMES,
        LAST_NAMES,
        countries,
        cities,
        SPECIALTIES,
        CERTIFICATIONS,
        BIO_OPENINGS,
        BIO_FOCUS,
        BIO_CLOSINGS,
        DECLINE_NOTES,
      ])
      await syncIdentity(tx, 'teacherapplications')
    }
    if (studioApplications > 0) {
      await tx.query(STUDIO_APPLICATIONS_SQL, [
        await nextId(tx, 'studioapplications'),
        studioApplications,
        STUDIO_PREFIXES,
        STUDIO_SUFFIXES,
        countries,
        cities,
        YOGA_STYLES,
        AMENITIES,
        STREETS,
        HOURS.filter((hours) => hours !== ''),
        DECLINE_NOTES,
      ])
      await syncIdentity(tx, 'studioapplications')
    }
    if (messages > 0) {
      await tx.query(CONTACT_MESSAGES_SQL, [
        await nextId(tx, 'contactsubmissions'),
        messages,
        FIRST_NAMES,
        LAST_NAMES,
        cities,
        CONTACT_SUBJECTS,
        CONTACT_MESSAGES,
      ])
      await syncIdentity(tx, 'contactsubmissions')
    }
    const t3 = performance.now()
    return { listingsMs: t2 - t0, submissionsMs: t3 - t2 }
  })
  // Fresh statistics, so the planner uses the directory's indexes on the new volume.
  // VACUUM cannot run inside a multi-statement exec, hence one call per table.
  const vacuumed = ['teachers', 'studios']
  if (applications > 0) vacuumed.push('teacherapplications', 'studioapplications')
  if (messages > 0) vacuumed.push('contactsubmissions')
  for (const table of vacuumed) await db.exec(`vacuum (analyze) public.${table}`)

  const { rows } = await db.query<{
    teachers: number
    studios: number
    teacher_applications: number
    studio_applications: number
    contact_messages: number
  }>(
    `select (select count(*) from public.teachers)::integer as teachers,
       (select count(*) from public.studios)::integer as studios,
       (select count(*) from public.teacherapplications)::integer as teacher_applications,
       (select count(*) from public.studioapplications)::integer as studio_applications,
       (select count(*) from public.contactsubmissions)::integer as contact_messages`,
  )
  const now = rows[0]
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `Added ${teachers} teachers and ${studios} studios (${seconds(timings.listingsMs)}) ` +
      `to ${config.dataDir} in ${seconds(performance.now() - started)} in total.`,
  )
  if (applications > 0 || messages > 0) {
    console.log(
      `Added ${teacherApplications} teacher applications, ${studioApplications} studio applications and ` +
        `${messages} contact messages (${seconds(timings.submissionsMs)}).`,
    )
  }
  console.log(
    `The database now holds ${now?.teachers ?? 0} teachers and ${now?.studios ?? 0} studios` +
      (applications > 0 || messages > 0
        ? `, ${now?.teacher_applications ?? 0} teacher applications, ${now?.studio_applications ?? 0} studio ` +
          `applications and ${now?.contact_messages ?? 0} contact messages.`
        : '.'),
  )
} catch (error) {
  console.error(`seed:large failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await db.close()
}

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
 * "seed-large:<table>:<id>" (see seed_token below), for trying the status page.
 *
 * Everything is generated inside Postgres (one `insert … select … from
 * generate_series(…)` per table, with the word lists passed as array
 * parameters), which is what makes ten thousand rows take seconds.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { configFromEnv, repoPaths } from '../config.ts'
import type { Tx } from '../db.ts'
import { openPreparedDatabase } from '../prepare.ts'
import { assertBackendStopped } from '../lock.ts'

const USAGE = `Usage: npm run seed:large -- [--teachers <count>] [--studios <count>] [--applications <count>] [--messages <count>]

  --teachers <count>      generated teachers (default 10000)
  --studios <count>       generated studios (default 2000)
  --applications <count>  generated applications, three in four from teachers, the rest from studios (default 0)
  --messages <count>      generated contact messages (default 0)

The backend must be stopped. For the admin area at scale (20,000 teachers, 2,000 studios and
6,000 submissions):

  npm run seed:large -- --teachers 20000 --studios 2000 --applications 4000 --messages 2000`
const MAX_ROWS = 1_000_000

// prettier-ignore
const FIRST_NAMES = [
  'Aarav', 'Aiko', 'Alejandro', 'Amara', 'Ana', 'Andrea', 'Ben', 'Camille', 'Carlos', 'Chloe', 'Daniel', 'Dewi',
  'Elena', 'Emma', 'Fatima', 'Finn', 'Gabriel', 'Grace', 'Hana', 'Hannah', 'Ines', 'Isabel', 'Jack', 'Jasmine',
  'Javier', 'Ji-woo', 'Kai', 'Kavya', 'Kenji', 'Lars', 'Leila', 'Liam', 'Lucas', 'Luna', 'Maya', 'Mei', 'Miguel',
  'Mira', 'Noah', 'Nora', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Rohan', 'Sakura', 'Samir', 'Sara', 'Sofia', 'Tane',
  'Theo', 'Tomas', 'Valentina', 'Wayan', 'Yara', 'Yuki', 'Zanele', 'Zoe',
]
// prettier-ignore
const LAST_NAMES = [
  'Adeyemi', 'Andersson', 'Bakker', 'Bianchi', 'Brown', 'Carter', 'Chen', 'Costa', 'Dubois', 'Fernandez', 'Fischer',
  'Garcia', 'Gupta', 'Haddad', 'Hansen', 'Ito', 'Iyer', 'Johnson', 'Kaur', 'Kim', 'Kowalski', 'Lee', 'Lopez',
  'Martin', 'Mehta', 'Mendoza', 'Moreau', 'Murphy', 'Nakamura', 'Ngata', 'Nguyen', 'Novak', 'Okafor', 'Oliveira',
  'Papadopoulos', 'Patel', 'Perera', 'Putra', 'Reyes', 'Rossi', 'Santos', 'Schmidt', 'Sharma', 'Silva', 'Smith',
  'Tan', 'Tanaka', 'Taylor', 'Torres', 'Tran', 'Walsh', 'Watanabe', 'Williams', 'Wilson', 'Yilmaz', 'Zhang',
]
/** Country and city pairs: countries with more cities come up more often. */
// prettier-ignore
const PLACES: [country: string, city: string][] = [
  ['Philippines', 'Cebu City'], ['Philippines', 'Manila'], ['Philippines', 'Davao City'],
  ['India', 'Rishikesh'], ['India', 'Mumbai'], ['India', 'Bengaluru'],
  ['United States', 'New York'], ['United States', 'Los Angeles'], ['United States', 'Austin'], ['United States', 'Denver'],
  ['Australia', 'Sydney'], ['Australia', 'Melbourne'], ['Australia', 'Byron Bay'],
  ['Spain', 'Barcelona'], ['Spain', 'Madrid'], ['Spain', 'Valencia'],
  ['United Kingdom', 'London'], ['United Kingdom', 'Bristol'], ['United Kingdom', 'Edinburgh'],
  ['Japan', 'Tokyo'], ['Japan', 'Kyoto'], ['Japan', 'Osaka'],
  ['Canada', 'Vancouver'], ['Canada', 'Toronto'], ['Canada', 'Montreal'],
  ['Indonesia', 'Ubud'], ['Indonesia', 'Jakarta'],
  ['Brazil', 'São Paulo'], ['Brazil', 'Florianópolis'],
  ['Mexico', 'Mexico City'], ['Mexico', 'Tulum'], ['Mexico', 'Oaxaca'],
  ['Germany', 'Berlin'], ['Germany', 'Munich'], ['Germany', 'Hamburg'],
  ['France', 'Paris'], ['France', 'Lyon'], ['France', 'Nice'],
  ['Italy', 'Rome'], ['Italy', 'Milan'], ['Italy', 'Florence'],
  ['Portugal', 'Lisbon'], ['Portugal', 'Porto'],
  ['Netherlands', 'Amsterdam'], ['Netherlands', 'Utrecht'],
  ['Sweden', 'Stockholm'], ['Sweden', 'Gothenburg'],
  ['Thailand', 'Bangkok'], ['Thailand', 'Chiang Mai'], ['Thailand', 'Koh Phangan'],
  ['Singapore', 'Singapore'],
  ['New Zealand', 'Auckland'], ['New Zealand', 'Wellington'],
  ['South Africa', 'Cape Town'], ['South Africa', 'Johannesburg'],
  ['Argentina', 'Buenos Aires'], ['Argentina', 'Córdoba'],
  ['Costa Rica', 'San José'], ['Costa Rica', 'Nosara'],
  ['Ireland', 'Dublin'], ['Ireland', 'Galway'],
  ['Greece', 'Athens'], ['Greece', 'Thessaloniki'],
  ['United Arab Emirates', 'Dubai'], ['United Arab Emirates', 'Abu Dhabi'],
  ['South Korea', 'Seoul'], ['South Korea', 'Busan'],
  ['Kenya', 'Nairobi'], ['Morocco', 'Marrakesh'], ['Peru', 'Cusco'], ['Sri Lanka', 'Galle'],
  ['Vietnam', 'Hanoi'], ['Vietnam', 'Ho Chi Minh City'],
]
// prettier-ignore
const YOGA_STYLES = [
  'Vinyasa', 'Hatha', 'Yin Yoga', 'Restorative', 'Prenatal', 'Ashtanga', 'Power Yoga', 'Hot Yoga', 'Meditation',
]
/** Teachers also list a few specialties outside the style list. */
const SPECIALTIES = [...YOGA_STYLES, 'Kundalini', 'Yoga Nidra', 'Iyengar', 'Breathwork']
// prettier-ignore
const AMENITIES = [
  'Showers', 'Parking', 'Retail', 'Child care', 'Mat rental', 'Tea lounge', 'On-demand library', 'Community forum',
  'Beach access',
]
/** The amenities that make sense for an online studio. */
const ONLINE_AMENITIES = ['On-demand library', 'Community forum']

/**
 * The languages listings teach in, drawn 1 to 3 times per listing: a code appears as often as it
 * is common in an international directory (English in about half the listings, Tagalog in 6 %).
 */
const LANGUAGE_POOL = [
  ...Array<string>(10).fill('en'),
  ...Array<string>(3).fill('es'),
  ...Array<string>(2).fill('pt'),
  ...Array<string>(2).fill('fr'),
  'de',
  'it',
  'hi',
  'ja',
  'zh',
  'tl',
  'id',
  'ru',
  'ar',
  'ko',
  'th',
  'vi',
  'nl',
  'sv',
  'tr',
  'pl',
]
// prettier-ignore
const CERTIFICATIONS = [
  'RYT-200, Yoga Alliance', 'RYT-500, Yoga Alliance', 'E-RYT 200, Yoga Alliance', 'E-RYT 500, Yoga Alliance',
  'RYT-200, Yoga Alliance; RPYT (Registered Prenatal Yoga Teacher)', 'RYT-200, Yoga Alliance; Yin Yoga Teacher Training (50 hours)',
  'E-RYT 500, Yoga Alliance; C-IAYT Certified Yoga Therapist', 'RYT-200, Yoga Alliance; Meditation Teacher Training (100 hours)',
]
// Bio parts, joined: %1$s first name, %2$s city, %3$s country; %1$s specialties, %2$s experience.
const BIO_OPENINGS = [
  '%1$s teaches yoga in %2$s, %3$s.',
  'Based in %2$s, %3$s, %1$s found yoga during a busy career and never looked back.',
  '%1$s grew up in %3$s and now shares yoga with students in and around %2$s.',
  'After years of practising on their own, %1$s began teaching in %2$s, %3$s.',
]
const BIO_FOCUS = [
  'Classes focus on %1$s, drawing on %2$s of teaching experience.',
  'With %2$s of teaching behind them, their classes centre on %1$s.',
  'Expect thoughtful sequencing in %1$s, shaped by %2$s of teaching.',
]
const BIO_CLOSINGS = [
  'Beginners are always welcome and every pose comes with options.',
  'Groups stay small so that every student gets real attention.',
  'Students describe the classes as calm, clear and quietly challenging.',
  'Private sessions can be tailored to injuries, pregnancy or specific goals.',
]
// prettier-ignore
const STUDIO_PREFIXES = [
  'Lotus', 'Sunrise', 'Harbour', 'Cedar', 'Willow', 'Sage', 'Juniper', 'Moonrise', 'Driftwood', 'Saltwater', 'Bamboo',
  'Banyan', 'Lantern', 'Stillwater', 'Evergreen', 'Golden Hour', 'Riverstone', 'Palm', 'Ember', 'Aurora', 'Meadow',
  'Sandalwood', 'Tidal', 'Hillside', 'Prana', 'Shanti', 'Sattva', 'Ananda', 'Bodhi', 'Jasmine', 'Olive Tree',
  'North Star', 'Open Sky', 'Kindred', 'Blue Lotus', 'Wild Fig',
]
// prettier-ignore
const STUDIO_SUFFIXES = [
  'Yoga', 'Yoga Studio', 'Yoga Shala', 'Yoga Collective', 'Yoga House', 'Yoga Loft', 'Yoga & Wellness',
  'Movement Studio', 'Hot Yoga', 'Yoga Lab',
]
// prettier-ignore
const STREETS = [
  'Main Street', 'Market Road', 'Harbour Lane', 'Garden Avenue', 'Temple Road', 'Riverside Drive', 'Station Road',
  'Park Lane', 'Hill Street', 'Beach Road',
]
// prettier-ignore
const TAGLINES = [
  '', 'Breathe, move, rest', 'Your neighbourhood yoga home', 'Strong practice, soft landing', 'Yoga for every body',
  'Find your calm in the city', 'Slow down and come home to yourself', 'Move with the rhythm of the day',
]
// prettier-ignore
const HOURS = [
  'Mon-Fri: 6am–9pm, Sat-Sun: 8am–5pm', 'Mon-Fri: 7am–10pm, Sat: 9am–2pm', 'Daily: 6:30am–8pm',
  'Tue-Sun: 7am–11am and 5pm–8pm', 'Mon-Sat: 9am–8pm', '',
]

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

/** Public URLs of the shipped seed images in one folder whose names match. */
function seedImageUrls(publicUrl: string, folder: string, pattern: RegExp): string[] {
  let files: string[]
  try {
    files = readdirSync(path.join(repoPaths.seedImages, 'seed', folder))
  } catch {
    return []
  }
  return files
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => `${publicUrl}/storage/v1/object/public/studio-assets/seed/${folder}/${file}`)
}

/** The highest number at the end of a slug in the table, so new slugs continue after it. */
async function lastSlugNumber(tx: Tx, table: 'teachers' | 'studios'): Promise<number> {
  const { rows } = await tx.query<{ last: string }>(
    `select coalesce(max(substring(slug from '-(\\d{1,15})$')::bigint), 0)::text as last from public.${table}`,
  )
  return Number(rows[0]?.last ?? 0)
}

// seed_rand(g, k): the k-th pseudo-random number of row g, 0 to 2^48 - 1.
// pick(items, n): one item of a list chosen by a pseudo-random number.
const HELPERS_SQL = `
create or replace function pg_temp.seed_rand(g bigint, k integer) returns bigint
language sql immutable as $$
  select ('x' || substr(md5(g::text || ':' || k::text), 1, 12))::bit(48)::bigint
$$;
create or replace function pg_temp.pick(items text[], n bigint) returns text
language sql immutable as $$
  select items[1 + (n % cardinality(items))::integer]
$$;
-- seed_token(t, id): the status token of generated application <id> in table t, 43 characters of
-- base64url like the application form's own; the row stores only its SHA-256.
create or replace function pg_temp.seed_token(t text, id bigint) returns text
language sql immutable as $$
  select translate(rtrim(encode(sha256(convert_to('seed-large:' || t || ':' || id, 'UTF8')), 'base64'), '='), '+/', '-_')
$$;
create or replace function pg_temp.token_hash(t text, id bigint) returns text
language sql immutable as $$
  select encode(sha256(convert_to(pg_temp.seed_token(t, id), 'UTF8')), 'hex')
$$;
-- sent_at(n): a moment within the year before now.
create or replace function pg_temp.sent_at(n bigint) returns timestamptz
language sql stable as $$
  select now() - (n % (365 * 86400)) * interval '1 second'
$$;
-- handled_at(sent, n): when a submission sent then was handled, up to two weeks later, not after now.
create or replace function pg_temp.handled_at(sent timestamptz, n bigint) returns timestamptz
language sql stable as $$
  select least(now(), sent + (60 + n % (14 * 86400)) * interval '1 second')
$$;
-- languages_for(pool, g): 1 to 3 draws from the pool, each code once, in the order first drawn.
create or replace function pg_temp.languages_for(pool text[], g bigint) returns text[]
language sql immutable as $$
  select coalesce(array_agg(code order by first_draw), '{}')
  from (
    select code, min(k) as first_draw
    from (
      select k, pool[1 + (pg_temp.seed_rand(g, 300 + k) % cardinality(pool))::integer] as code
      from generate_series(1, 1 + (pg_temp.seed_rand(g, 299) % 3)::integer) as k
    ) as drawn
    group by code
  ) as codes
$$;
create or replace function pg_temp.pick_some(items text[], g bigint, salt integer, how_many bigint) returns text[]
language sql immutable as $$
  select coalesce(array_agg(item order by o), '{}')
  from (
    select item, o from unnest(items) with ordinality as u(item, o)
    order by pg_temp.seed_rand(g, salt + o::integer)
    limit how_many
  ) as chosen
$$;
`

const TEACHERS_SQL = `
with params as (
  select $1::bigint as first_g, $2::bigint as how_many, $3::text[] as firstnames, $4::text[] as lastnames,
    $5::text[] as countries, $6::text[] as cities, $7::text[] as specialties, $8::text[] as certifications,
    $9::text[] as portraits, $10::text[] as pictures, $11::text[] as openings, $12::text[] as focus,
    $13::text[] as closings, $14::text[] as language_pool
), generated as materialized (
  -- Materialised (here and below): inlined, Postgres would recompute r for every r[k].
  select g, array(select pg_temp.seed_rand(g, k) from generate_series(1, 14) as k) as r
  from params as p, generate_series(p.first_g, p.first_g + p.how_many - 1) as g
), people as (
  select g, r,
    pg_temp.pick(firstnames, r[1]) as firstname,
    pg_temp.pick(lastnames, r[2]) as lastname,
    1 + (r[3] % cardinality(countries))::integer as place,
    -- 0 to 40 years, newer teachers more common than veterans.
    least(40, floor(41 * power((r[4] % 1000000) / 1000000.0, 2)))::integer as years,
    pg_temp.pick_some(specialties, g, 100, 1 + r[5] % 4) as chosen
  from generated, params
), named as materialized (
  select *, trim(both '-' from regexp_replace(lower(firstname || '-' || lastname), '[^a-z0-9]+', '-', 'g')) || '-' || g as slug
  from people
)
insert into public.teachers
  (slug, firstname, lastname, name, country, location, bio, certifications, experience, image, gallery,
   specialties, teachingoptions, social, contactformurl, languages)
select
  slug, firstname, lastname, firstname || ' ' || lastname, countries[place], cities[place],
  format(pg_temp.pick(openings, r[6]), firstname, cities[place], countries[place]) || ' '
    || format(pg_temp.pick(focus, r[7]), array_to_string(chosen, ', '),
              case years when 0 then 'less than a year' when 1 then 'one year' else years || ' years' end) || ' '
    || pg_temp.pick(closings, r[8]),
  pg_temp.pick(certifications, r[9]),
  years,
  case when r[10] % 10 < 7 and cardinality(portraits) > 0 then pg_temp.pick(portraits, r[10]) end,
  case when r[11] % 5 = 0 and cardinality(pictures) > 1
    then array[pg_temp.pick(pictures, r[11]), pg_temp.pick(pictures, r[11] + 1)] else '{}' end,
  chosen,
  jsonb_build_object('online1on1', (r[12] & 1) = 1, 'inPerson1on1', (r[12] & 2) = 2,
                     'groupOnline', (r[12] & 4) = 4, 'groupInPerson', (r[12] & 8) = 8),
  jsonb_strip_nulls(jsonb_build_object(
    'website', case when r[13] % 3 = 0 then 'https://example.com/teachers/' || slug end,
    'instagram', case when r[13] % 2 = 0 then 'https://instagram.com/' || replace(slug, '-', '.') end,
    'facebook', case when r[13] % 5 = 0 then 'https://facebook.com/' || replace(slug, '-', '') end)),
  case when r[14] % 5 < 2 then 'https://forms.example.com/' || slug end,
  pg_temp.languages_for(language_pool, g)
from named, params
`

const STUDIOS_SQL = `
with params as (
  select $1::bigint as first_g, $2::bigint as how_many, $3::text[] as prefixes, $4::text[] as suffixes,
    $5::text[] as countries, $6::text[] as cities, $7::text[] as styles, $8::text[] as amenity_list,
    $9::text[] as streets, $10::text[] as taglines, $11::text[] as hours, $12::text[] as pictures,
    $13::text[] as online_amenities, $14::text[] as language_pool
), generated as materialized (
  select g, array(select pg_temp.seed_rand(g, k) from generate_series(1, 14) as k) as r
  from params as p, generate_series(p.first_g, p.first_g + p.how_many - 1) as g
), studios as (
  select g, r,
    pg_temp.pick(prefixes, r[1]) || ' ' || pg_temp.pick(suffixes, r[2]) as name,
    1 + (r[3] % cardinality(countries))::integer as place,
    case when r[4] % 20 < 12 then 'In-person' when r[4] % 20 < 17 then 'Hybrid' else 'Online' end as studiotype,
    pg_temp.pick_some(styles, g, 100, 1 + r[5] % 6) as chosen_styles
  from generated, params
), named as materialized (
  select *, trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')) || '-' || g as slug
  from studios
)
insert into public.studios
  (slug, name, email, country, city, address, description, tagline, studiotype, yogastyles, amenities,
   logo, gallery, website, instagram, facebook, operatinghours, consent, languages)
select
  slug, name, 'hello@' || slug || '.example.com', countries[place], cities[place],
  case when studiotype = 'Online' then '' else (1 + r[6] % 400) || ' ' || pg_temp.pick(streets, r[6] / 400) end,
  format('%s is %s yoga studio in %s, %s, offering %s. Our teachers welcome beginners and experienced students alike, '
    || 'with small classes, clear guidance and a friendly community.',
    name, case studiotype when 'Online' then 'an online' when 'Hybrid' then 'a hybrid' else 'an in-person' end,
    cities[place], countries[place], array_to_string(chosen_styles, ', ')),
  pg_temp.pick(taglines, r[7]),
  studiotype,
  chosen_styles,
  case when studiotype = 'Online'
    then pg_temp.pick_some(online_amenities, g, 200, r[8] % 3)
    else pg_temp.pick_some(amenity_list, g, 200, r[8] % 6) end,
  null,
  case when r[9] % 10 < 3 and cardinality(pictures) > 2
    then array[pg_temp.pick(pictures, r[9]), pg_temp.pick(pictures, r[9] + 1), pg_temp.pick(pictures, r[9] + 2)]
    else '{}' end,
  case when r[10] % 10 < 7 then 'https://example.com/studios/' || slug end,
  case when r[11] % 2 = 0 then 'https://instagram.com/' || replace(slug, '-', '.') end,
  case when r[12] % 10 < 3 then 'https://facebook.com/' || replace(slug, '-', '') end,
  case when studiotype = 'Online' and r[13] % 2 = 0 then '' else pg_temp.pick(hours, r[13]) end,
  true,
  pg_temp.languages_for(language_pool, g)
from named, params
`

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
  const portraits = seedImageUrls(config.publicUrl, 'teachers', /^[a-z0-9-]+(?<!-gallery-\d+)\.jpg$/)
  const teacherPictures = seedImageUrls(config.publicUrl, 'teachers', /-gallery-\d+\.jpg$/)
  const studioPictures = seedImageUrls(config.publicUrl, 'studios', /-gallery-\d+\.jpg$/)
  const countries = PLACES.map(([country]) => country)
  const cities = PLACES.map(([, city]) => city)

  const timings = await db.transaction(async (tx) => {
    await tx.exec(HELPERS_SQL)
    const t0 = performance.now()
    if (teachers > 0) {
      await tx.query(TEACHERS_SQL, [
        (await lastSlugNumber(tx, 'teachers')) + 1,
        teachers,
        FIRST_NAMES,
        LAST_NAMES,
        countries,
        cities,
        SPECIALTIES,
        CERTIFICATIONS,
        portraits,
        teacherPictures,
        BIO_OPENINGS,
        BIO_FOCUS,
        BIO_CLOSINGS,
        LANGUAGE_POOL,
      ])
    }
    const t1 = performance.now()
    if (studios > 0) {
      await tx.query(STUDIOS_SQL, [
        (await lastSlugNumber(tx, 'studios')) + 1,
        studios,
        STUDIO_PREFIXES,
        STUDIO_SUFFIXES,
        countries,
        cities,
        YOGA_STYLES,
        AMENITIES,
        STREETS,
        TAGLINES,
        HOURS,
        studioPictures,
        ONLINE_AMENITIES,
        LANGUAGE_POOL,
      ])
    }
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
    return { teachersMs: t1 - t0, studiosMs: t2 - t1, submissionsMs: t3 - t2 }
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
    `Added ${teachers} teachers (${seconds(timings.teachersMs)}) and ${studios} studios (${seconds(timings.studiosMs)}) ` +
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

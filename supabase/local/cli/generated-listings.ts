/**
 * The generated teachers and studios of `npm run seed:large` (seed-large.ts) and of
 * `npm run bench:db` (scripts/bench-db.ts): pseudo-random but deterministic rows, row number g
 * always giving the same person or studio, generated inside Postgres (one `insert … select …
 * from generate_series(…)` per table, with the word lists passed as array parameters). The SQL is
 * plain PostgreSQL, on the local backend's database and on `bench:db`'s alike.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { repoPaths } from '../config.ts'

// prettier-ignore
export const FIRST_NAMES = [
  'Aarav', 'Aiko', 'Alejandro', 'Amara', 'Ana', 'Andrea', 'Ben', 'Camille', 'Carlos', 'Chloe', 'Daniel', 'Dewi',
  'Elena', 'Emma', 'Fatima', 'Finn', 'Gabriel', 'Grace', 'Hana', 'Hannah', 'Ines', 'Isabel', 'Jack', 'Jasmine',
  'Javier', 'Ji-woo', 'Kai', 'Kavya', 'Kenji', 'Lars', 'Leila', 'Liam', 'Lucas', 'Luna', 'Maya', 'Mei', 'Miguel',
  'Mira', 'Noah', 'Nora', 'Olivia', 'Omar', 'Priya', 'Rafael', 'Rohan', 'Sakura', 'Samir', 'Sara', 'Sofia', 'Tane',
  'Theo', 'Tomas', 'Valentina', 'Wayan', 'Yara', 'Yuki', 'Zanele', 'Zoe',
]
// prettier-ignore
export const LAST_NAMES = [
  'Adeyemi', 'Andersson', 'Bakker', 'Bianchi', 'Brown', 'Carter', 'Chen', 'Costa', 'Dubois', 'Fernandez', 'Fischer',
  'Garcia', 'Gupta', 'Haddad', 'Hansen', 'Ito', 'Iyer', 'Johnson', 'Kaur', 'Kim', 'Kowalski', 'Lee', 'Lopez',
  'Martin', 'Mehta', 'Mendoza', 'Moreau', 'Murphy', 'Nakamura', 'Ngata', 'Nguyen', 'Novak', 'Okafor', 'Oliveira',
  'Papadopoulos', 'Patel', 'Perera', 'Putra', 'Reyes', 'Rossi', 'Santos', 'Schmidt', 'Sharma', 'Silva', 'Smith',
  'Tan', 'Tanaka', 'Taylor', 'Torres', 'Tran', 'Walsh', 'Watanabe', 'Williams', 'Wilson', 'Yilmaz', 'Zhang',
]
/** Country and city pairs: countries with more cities come up more often. */
// prettier-ignore
export const PLACES: [country: string, city: string][] = [
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
export const YOGA_STYLES = [
  'Vinyasa', 'Hatha', 'Yin Yoga', 'Restorative', 'Prenatal', 'Ashtanga', 'Power Yoga', 'Hot Yoga', 'Meditation',
]
/** Teachers also list a few specialties outside the style list. */
export const SPECIALTIES = [...YOGA_STYLES, 'Kundalini', 'Yoga Nidra', 'Iyengar', 'Breathwork']
// prettier-ignore
export const AMENITIES = [
  'Showers', 'Parking', 'Retail', 'Child care', 'Mat rental', 'Tea lounge', 'On-demand library', 'Community forum',
  'Beach access',
]
/** The amenities that make sense for an online studio. */
export const ONLINE_AMENITIES = ['On-demand library', 'Community forum']

/**
 * The languages listings teach in, drawn 1 to 3 times per listing: a code appears as often as it
 * is common in an international directory (English in about half the listings, Tagalog in 6 %).
 */
export const LANGUAGE_POOL = [
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
export const CERTIFICATIONS = [
  'RYT-200, Yoga Alliance', 'RYT-500, Yoga Alliance', 'E-RYT 200, Yoga Alliance', 'E-RYT 500, Yoga Alliance',
  'RYT-200, Yoga Alliance; RPYT (Registered Prenatal Yoga Teacher)', 'RYT-200, Yoga Alliance; Yin Yoga Teacher Training (50 hours)',
  'E-RYT 500, Yoga Alliance; C-IAYT Certified Yoga Therapist', 'RYT-200, Yoga Alliance; Meditation Teacher Training (100 hours)',
]
// Bio parts, joined: %1$s first name, %2$s city, %3$s country; %1$s specialties, %2$s experience.
export const BIO_OPENINGS = [
  '%1$s teaches yoga in %2$s, %3$s.',
  'Based in %2$s, %3$s, %1$s found yoga during a busy career and never looked back.',
  '%1$s grew up in %3$s and now shares yoga with students in and around %2$s.',
  'After years of practising on their own, %1$s began teaching in %2$s, %3$s.',
]
export const BIO_FOCUS = [
  'Classes focus on %1$s, drawing on %2$s of teaching experience.',
  'With %2$s of teaching behind them, their classes centre on %1$s.',
  'Expect thoughtful sequencing in %1$s, shaped by %2$s of teaching.',
]
export const BIO_CLOSINGS = [
  'Beginners are always welcome and every pose comes with options.',
  'Groups stay small so that every student gets real attention.',
  'Students describe the classes as calm, clear and quietly challenging.',
  'Private sessions can be tailored to injuries, pregnancy or specific goals.',
]
// prettier-ignore
export const STUDIO_PREFIXES = [
  'Lotus', 'Sunrise', 'Harbour', 'Cedar', 'Willow', 'Sage', 'Juniper', 'Moonrise', 'Driftwood', 'Saltwater', 'Bamboo',
  'Banyan', 'Lantern', 'Stillwater', 'Evergreen', 'Golden Hour', 'Riverstone', 'Palm', 'Ember', 'Aurora', 'Meadow',
  'Sandalwood', 'Tidal', 'Hillside', 'Prana', 'Shanti', 'Sattva', 'Ananda', 'Bodhi', 'Jasmine', 'Olive Tree',
  'North Star', 'Open Sky', 'Kindred', 'Blue Lotus', 'Wild Fig',
]
// prettier-ignore
export const STUDIO_SUFFIXES = [
  'Yoga', 'Yoga Studio', 'Yoga Shala', 'Yoga Collective', 'Yoga House', 'Yoga Loft', 'Yoga & Wellness',
  'Movement Studio', 'Hot Yoga', 'Yoga Lab',
]
// prettier-ignore
export const STREETS = [
  'Main Street', 'Market Road', 'Harbour Lane', 'Garden Avenue', 'Temple Road', 'Riverside Drive', 'Station Road',
  'Park Lane', 'Hill Street', 'Beach Road',
]
// prettier-ignore
export const TAGLINES = [
  '', 'Breathe, move, rest', 'Your neighbourhood yoga home', 'Strong practice, soft landing', 'Yoga for every body',
  'Find your calm in the city', 'Slow down and come home to yourself', 'Move with the rhythm of the day',
]
// prettier-ignore
export const HOURS = [
  'Mon-Fri: 6am–9pm, Sat-Sun: 8am–5pm', 'Mon-Fri: 7am–10pm, Sat: 9am–2pm', 'Daily: 6:30am–8pm',
  'Tue-Sun: 7am–11am and 5pm–8pm', 'Mon-Sat: 9am–8pm', '',
]

/** Public URLs of the shipped seed images in one folder whose names match. */
export function seedImageUrls(publicUrl: string, folder: string, pattern: RegExp): string[] {
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

// seed_rand(g, k): the k-th pseudo-random number of row g, 0 to 2^48 - 1.
// pick(items, n): one item of a list chosen by a pseudo-random number.
export const HELPERS_SQL = `
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

/**
 * What the generator needs of a connection. The local backend's transaction and node-postgres's client both
 * fit; exec runs several statements at once (the helpers), query one statement with parameters.
 */
export interface SqlConnection {
  exec(sql: string): Promise<unknown>
  query(sql: string, params: unknown[]): Promise<unknown>
}

export interface ListingsToGenerate {
  /** Row number of the first teacher and of the first studio (slugs end in it). */
  firstTeacher: number
  teachers: number
  firstStudio: number
  studios: number
  /** The project URL the image URLs start with (the shipped seed images, when they exist). */
  publicUrl: string
}

/** Inserts the generated teachers and studios; the caller owns the transaction. */
export async function insertGeneratedListings(
  db: SqlConnection,
  listings: ListingsToGenerate,
): Promise<void> {
  const portraits = seedImageUrls(listings.publicUrl, 'teachers', /^[a-z0-9-]+(?<!-gallery-\d+)\.jpg$/)
  const teacherPictures = seedImageUrls(listings.publicUrl, 'teachers', /-gallery-\d+\.jpg$/)
  const studioPictures = seedImageUrls(listings.publicUrl, 'studios', /-gallery-\d+\.jpg$/)
  const countries = PLACES.map(([country]) => country)
  const cities = PLACES.map(([, city]) => city)
  await db.exec(HELPERS_SQL)
  if (listings.teachers > 0) {
    await db.query(TEACHERS_SQL, [
      listings.firstTeacher,
      listings.teachers,
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
  if (listings.studios > 0) {
    await db.query(STUDIOS_SQL, [
      listings.firstStudio,
      listings.studios,
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
}

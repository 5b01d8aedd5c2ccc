import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { repoPaths } from '../../../supabase/local/config.ts'
import {
  area,
  each,
  fails,
  none,
  refused,
  value,
  type Expectation,
  type Expectations,
  type MatrixCase,
  type Scenario,
} from '../matrix.ts'

// Where listings are and what is near a place:
// supabase/migrations/20251130000000_places_gazetteer.sql and 20251130000020_listing_coordinates.sql.
// The listings below are in Lisbon (twice), Sintra (about 25 km away), Porto (about 275 km),
// Madrid (about 500 km) and Nosara (not in the gazetteer). One more, in Lisbon, is hidden from
// visitors by a policy a scenario adds, to show the near functions read as their caller.

const LISBON = { lat: 38.71667, lng: -9.13333 }
const OF_PLACE = (name: string, country: string) =>
  `(select array[p.latitude, p.longitude] from private.places p
    where p.name = '${name}' and p.country = '${country}' order by p.population desc limit 1)`

const fixtures = `
insert into public.teachers (slug, firstname, lastname, name, country, location, specialties) values
  ('test-pg-near-lisbon', 'Near', 'Lisbon', 'Near Lisbon', 'Portugal', 'Lisbon', '{Hatha}'),
  ('test-pg-near-lisbon-comma', 'Near', 'Comma', 'Near Comma', 'Portugal', 'lisbon, Portugal', '{Yin Yoga}'),
  ('test-pg-near-sintra', 'Near', 'Sintra', 'Near Sintra', 'Portugal', 'Sintra', '{Hatha}'),
  ('test-pg-near-porto', 'Near', 'Porto', 'Near Porto', 'Portugal', 'Porto', '{Hatha}'),
  ('test-pg-near-madrid', 'Near', 'Madrid', 'Near Madrid', 'Spain', 'Madrid', '{Hatha}'),
  ('test-pg-near-nosara', 'Near', 'Nosara', 'Near Nosara', 'Costa Rica', 'Nosara', '{Hatha}'),
  ('test-pg-near-sao-paulo', 'Near', 'Sao Paulo', 'Near Sao Paulo', 'Brazil', 'SAO-PAULO', '{Hatha}'),
  ('test-pg-near-kept', 'Near', 'Kept', 'Near Kept', 'Portugal', 'Lisbon', '{Hatha}');
-- Coordinates no trigger would give: an update that leaves the place alone must keep them.
update public.teachers set latitude = 1, longitude = 2 where slug = 'test-pg-near-kept';
insert into public.studios (slug, name, email, country, city, description, studiotype, consent) values
  ('test-pg-near-studio-lisbon', 'Near Studio Lisbon', 'near@test-pg.example', 'Portugal', 'Lisbon',
   'A studio.', 'In-person', true),
  ('test-pg-near-studio-porto', 'Near Studio Porto', 'near@test-pg.example', 'Portugal', 'Porto',
   'A studio.', 'In-person', true);
`

const everyone = (expectation: Expectation): Expectations =>
  each(['anon', 'member', 'admin', 'service_role'], expectation)
const readers = everyone(value(true))
/** Only admins and the service role write listings (their RLS). */
const adminWrites = (expectation: Expectation): Expectations => ({
  anon: refused('rls'),
  member: refused('rls'),
  admin: expectation,
  service_role: expectation,
})

/** The places of the test listings near Lisbon, in the order teachers_near gives them. */
const near = (radiusKm: number, extra = '') =>
  `select array_agg(split_part(slug, '-', 4) order by n) from (select slug, row_number() over () as n
     from public.teachers_near(${LISBON.lat}, ${LISBON.lng}, ${radiusKm}) where slug like 'test-pg-near-%' ${extra}) as r`

const cases: MatrixCase[] = [
  {
    name: "a teacher's coordinates are the gazetteer's city's",
    sql: `select bool_and(array[latitude, longitude] = ${OF_PLACE('Lisbon', 'Portugal')})
      from public.teachers where slug in ('test-pg-near-lisbon', 'test-pg-near-lisbon-comma')`,
    expect: readers,
  },
  {
    name: 'the place matches whatever its case, accents and punctuation',
    sql: `select array[latitude, longitude] = ${OF_PLACE('São Paulo', 'Brazil')}
      from public.teachers where slug = 'test-pg-near-sao-paulo'`,
    expect: readers,
  },
  {
    name: 'an unknown place has no coordinates',
    sql: `select latitude is null and longitude is null from public.teachers where slug = 'test-pg-near-nosara'`,
    expect: readers,
  },
  {
    name: 'a studio gets its city coordinates',
    sql: `select array[latitude, longitude] = ${OF_PLACE('Porto', 'Portugal')}
      from public.studios where slug = 'test-pg-near-studio-porto'`,
    expect: readers,
  },
  {
    name: 'a listing added gets coordinates',
    sql: `insert into public.teachers (slug, firstname, lastname, name, country, location)
      values ('test-pg-near-new', 'New', 'Teacher', 'New Teacher', 'Spain', 'Madrid')
      returning array[latitude, longitude] = ${OF_PLACE('Madrid', 'Spain')}`,
    expect: adminWrites(value(true)),
  },
  {
    name: 'a new city moves the listing',
    sql: `update public.teachers set location = 'Porto' where slug = 'test-pg-near-lisbon'
      returning array[latitude, longitude] = ${OF_PLACE('Porto', 'Portugal')}`,
    expect: { ...adminWrites(value(true)), anon: none, member: none },
  },
  {
    name: 'a new country moves the studio (no such city there: no coordinates)',
    sql: `update public.studios set country = 'Spain' where slug = 'test-pg-near-studio-porto'
      returning latitude is null`,
    expect: { ...adminWrites(value(true)), anon: none, member: none },
  },
  {
    name: 'a change elsewhere leaves the coordinates as they are',
    sql: `update public.teachers set bio = 'Changed.' where slug = 'test-pg-near-kept'
      returning array[latitude, longitude] = array[1, 2]::double precision[]`,
    expect: { ...adminWrites(value(true)), anon: none, member: none },
  },
  {
    name: 'saving the same city sets them again',
    sql: `update public.teachers set location = location where slug = 'test-pg-near-kept'
      returning array[latitude, longitude] = ${OF_PLACE('Lisbon', 'Portugal')}`,
    expect: { ...adminWrites(value(true)), anon: none, member: none },
  },
  {
    name: 'nobody sets coordinates on insert',
    sql: `insert into public.teachers (slug, firstname, lastname, name, country, location, latitude, longitude)
      values ('test-pg-near-forced', 'Forced', 'Teacher', 'Forced Teacher', 'Spain', 'Madrid', 1, 2)`,
    expect: everyone(refused('privilege')),
  },
  {
    name: 'nobody sets coordinates on a studio',
    sql: `update public.studios set latitude = 1 where slug = 'test-pg-near-studio-lisbon'`,
    expect: everyone(refused('privilege')),
  },
  {
    name: 'teachers_near: nearest first, within the radius',
    sql: near(50),
    expect: everyone(value(['lisbon', 'lisbon', 'sintra'])),
  },
  {
    name: 'teachers_near: a wider radius takes in Porto, not Madrid',
    sql: near(300, `and slug <> 'test-pg-near-lisbon-comma'`),
    expect: everyone(value(['lisbon', 'sintra', 'porto'])),
  },
  {
    name: 'teachers_near: 50 km by default, and a filter on top',
    sql: `select array_agg(slug order by slug) from public.teachers_near(${LISBON.lat}, ${LISBON.lng})
      where slug like 'test-pg-near-%' and specialties @> '{Yin Yoga}'`,
    expect: everyone(value(['test-pg-near-lisbon-comma'])),
  },
  {
    name: 'studios_near: within the radius',
    sql: `select array_agg(slug) from public.studios_near(${LISBON.lat}, ${LISBON.lng}, 100)
      where slug like 'test-pg-near-%'`,
    expect: everyone(value(['test-pg-near-studio-lisbon'])),
  },
  ...(
    [
      ['a latitude past 90', '91, 0, 50', /near_lat/],
      ['a longitude past -180', '0, -181, 50', /near_lng/],
      ['no radius', '0, 0, 0', /radius_km/],
      ['a radius over 500 km', '0, 0, 501', /radius_km/],
      ['a null point', 'null, 0, 50', /near_lat/],
    ] as const
  ).flatMap(([what, args, message]): MatrixCase[] =>
    (['teachers_near', 'studios_near'] as const).map((fn) => ({
      name: `${fn}: ${what} is refused (22023)`,
      sql: `select count(*) from public.${fn}(${args})`,
      expect: everyone(fails('22023', message)),
    })),
  ),
  {
    name: "find_place: 'Lisbon, Portugal' is Lisbon",
    sql: `select array_agg(name || ', ' || country) from public.find_place('lisbon,  PORTUGAL')`,
    expect: everyone(value(['Lisbon, Portugal'])),
  },
  {
    name: 'find_place: every country has its Paris, the most populous first',
    sql: `select array_agg(country) from public.find_place('PARIS')`,
    expect: everyone(value(['France', 'United States'])),
  },
  {
    name: 'find_place: names that start so come after the exact ones, at most five',
    sql: `select array_agg(name) from public.find_place('Porto')`,
    expect: everyone(value(['Porto', 'Porto Alegre', 'Porto Velho', 'Porto-Novo', 'Portoviejo'])),
  },
  {
    name: 'find_place: nothing for nothing',
    sql: `select count(*)::int from public.find_place(' , ')`,
    expect: everyone(value(0)),
  },
]

const MIGRATION = path.join(repoPaths.migrations, '20251130000020_listing_coordinates.sql')

/** The migration's backfill, as it runs on the listings there before it. */
async function backfillSql(): Promise<string> {
  const text = await readFile(MIGRATION, 'utf8')
  const start = text.indexOf('-- The listings there already.')
  const end = text.indexOf('create index teachers_earth_point_idx')
  if (start < 0 || end < start) throw new Error(`no backfill found in ${MIGRATION}`)
  return text.slice(start, end)
}

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what)
}

const scenarios: Scenario[] = [
  {
    name: 'the migration fills in the coordinates of listings saved before it, updated_at kept',
    async run({ admin }) {
      await admin.query('begin')
      try {
        await admin.query(`alter table public.teachers disable trigger teachers_set_coordinates`)
        await admin.query(`insert into public.teachers (slug, firstname, lastname, name, country, location, updated_at)
          values ('test-pg-near-backfill', 'Back', 'Fill', 'Back Fill', 'Portugal', 'Porto', '2020-01-01T00:00:00Z')`)
        await admin.query(`alter table public.teachers enable trigger teachers_set_coordinates`)
        const before = await admin.query(
          `select latitude from public.teachers where slug = 'test-pg-near-backfill'`,
        )
        check(before.rows[0]?.latitude === null, 'the listing had coordinates before the backfill')
        await admin.query(await backfillSql())
        const { rows: after } = await admin.query<{ placed: boolean; kept: boolean }>(
          `select array[latitude, longitude] = ${OF_PLACE('Porto', 'Portugal')} as placed,
             updated_at = '2020-01-01T00:00:00Z' as kept
           from public.teachers where slug = 'test-pg-near-backfill'`,
        )
        check(after[0]?.placed === true, 'the backfill did not set the coordinates of Porto')
        check(after[0]?.kept === true, 'the backfill changed updated_at')
      } finally {
        await admin.query('rollback')
      }
    },
  },
  {
    name: 'the near functions read as their caller: a row a visitor may not see stays hidden',
    async run({ admin, as }) {
      await admin.query(`insert into public.teachers (slug, firstname, lastname, name, country, location)
        values ('test-pg-near-hidden', 'Hidden', 'Teacher', 'Hidden Teacher', 'Portugal', 'Lisbon')`)
      await admin.query(`create policy "test:pg hides a teacher from visitors" on public.teachers
        as restrictive for select to anon using (slug <> 'test-pg-near-hidden')`)
      try {
        const call = `select count(*)::int as n from public.teachers_near(${LISBON.lat}, ${LISBON.lng}, 10)
          where slug = 'test-pg-near-hidden'`
        const visitor = await (await as('anon')).query<{ n: number }>(call)
        const member = await (await as('member')).query<{ n: number }>(call)
        check(visitor.rows[0]?.n === 0, 'a visitor found the hidden teacher through teachers_near')
        check(member.rows[0]?.n === 1, 'a signed-in member did not find the teacher through teachers_near')
      } finally {
        await admin.query(`drop policy "test:pg hides a teacher from visitors" on public.teachers`)
        await admin.query(`delete from public.teachers where slug = 'test-pg-near-hidden'`)
      }
    },
  },
  {
    name: 'the near search is answered by the GiST index',
    async run({ as }) {
      const visitor = await as('anon')
      // The query of teachers_near and studios_near; with the index gone, only a scan is left.
      await visitor.query('begin')
      try {
        await visitor.query(`set local enable_seqscan = off`)
        for (const table of ['teachers', 'studios']) {
          const { rows: plan } = await visitor.query<{ 'QUERY PLAN': string }>(
            `explain select l.* from public.${table} l
             where private.earth_box(private.earth_point($1, $2), $3 * 1000)
                 operator(extensions.@>) private.earth_point(l.latitude, l.longitude)
               and private.earth_distance(private.earth_point($1, $2), private.earth_point(l.latitude, l.longitude))
                 <= $3 * 1000`,
            [LISBON.lat, LISBON.lng, 50],
          )
          const text = plan.map((line) => line['QUERY PLAN']).join('\n')
          check(
            text.includes(`${table}_earth_point_idx`),
            `the plan uses no ${table}_earth_point_idx:\n${text}`,
          )
        }
      } finally {
        await visitor.query('rollback')
      }
    },
  },
]

export default area({
  name: 'places',
  about: 'coordinates of listings, the near searches and the gazetteer',
  fixtures,
  cases,
  scenarios,
})

import { YOGA_STYLES } from '../../../src/lib/directory-options.ts'
import { area, each, fails, type MatrixCase, value } from '../matrix.ts'

// Landing pages counted in the database: supabase/migrations/20251130000200_landing_page_counts.sql,
// counted on write since 20251208000000_landing_pages_counted_on_write.sql.
// Listings of a country no other fixture uses, so the counts are those of these rows alone.

const fixtures = `
insert into public.teachers (slug, firstname, lastname, name, country, location, specialties, teachingoptions,
  languages, verified_credential, verified_issuer, verified_on, verification_expires_on, updated_at) values
  ('test-pg-landing-1', 'Ana', 'One', 'Ana One', 'Testonia', 'Lisbon', '{Hatha,Vinyasa,Acro}',
   '{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": true}', '{en,pt}',
   'RYT 200', 'Yoga Alliance', current_date - 10, null, '2025-01-01T00:00:00Z'),
  ('test-pg-landing-2', 'Bea', 'Two', 'Bea Two', 'Testonia', ' Lisbon ', '{Hatha}',
   '{"online1on1": false, "inPerson1on1": true, "groupOnline": true, "groupInPerson": false}', '{es}',
   'RYT 200', 'Yoga Alliance', current_date - 10, current_date - 1, '2025-03-01T00:00:00Z'),
  ('test-pg-landing-3', 'Cai', 'Three', 'Cai Three', ' Testonia', 'Lisbon', '{Hatha}',
   '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": false}', '{en}',
   null, null, null, null, '2025-02-01T00:00:00Z'),
  ('test-pg-landing-4', 'Dan', 'Four', 'Dan Four', 'Testonia', 'Porto', '{Yin Yoga}',
   '{"online1on1": false, "inPerson1on1": true, "groupOnline": false, "groupInPerson": false}', '{}',
   'RYT 500', 'Yoga Alliance', current_date - 5, current_date, '2024-01-01T00:00:00Z');
insert into public.studios (slug, name, email, country, city, description, studiotype, consent, yogastyles) values
  ('test-pg-landing-studio-1', 'Landing Studio One', 'landing@test-pg.example', 'Testonia', 'Porto',
   'A studio.', 'Hybrid', true, '{Hatha}'),
  ('test-pg-landing-studio-2', 'Landing Studio Two', 'landing@test-pg.example', 'Testonia', 'Porto',
   'A studio.', 'In-person', true, '{Hatha}');
`

const everyone = <T>(expected: T) =>
  each(['anon', 'member', 'admin', 'service_role'] as const, value(expected))

/** The pages of Testonia's teachers as 'country|city|style:count', the biggest first. */
const teacherPages = `select string_agg(concat_ws('|', country, city, style) || ':' || count, ', '
    order by count desc, concat_ws('|', country, city, style))
  from public.landing_page_counts('teachers', 'Testonia')`

const cases: MatrixCase[] = [
  {
    name: 'landing_page_counts: every page of a country, thin ones too, names trimmed, product styles only',
    sql: teacherPages,
    expect: everyone(
      'Testonia:4, Testonia|Hatha:3, Testonia|Lisbon:3, Testonia|Porto:1, Testonia|Vinyasa:1, Testonia|Yin Yoga:1',
    ),
  },
  {
    name: 'landing_page_counts: a style scope gives the style page and the style in each country',
    sql: `select count from public.landing_page_counts('teachers', null, 'Vinyasa') where country = 'Testonia'`,
    expect: everyone(1),
  },
  {
    name: 'landing_page_counts: a page last changed when its newest listing was',
    sql: `select lastmod = '2025-03-01T00:00:00Z' from public.landing_page_counts('teachers', 'Testonia')
      where city = 'Lisbon'`,
    expect: everyone(true),
  },
  {
    name: 'landing_page_counts: studios are counted by their city',
    sql: `select string_agg(concat_ws('|', country, city, style) || ':' || count, ', '
        order by count desc, concat_ws('|', country, city, style))
      from public.landing_page_counts('studios', 'Testonia')`,
    expect: everyone('Testonia:2, Testonia|Hatha:2, Testonia|Porto:2'),
  },
  {
    name: 'landing_page_facts: count, online, languages and credentials standing today',
    sql: `select row(count, online, languages, verified)::text
      from public.landing_page_facts('teachers', 'Testonia', 'Lisbon', null)`,
    expect: everyone('(3,2,"{en,es,pt}",1)'),
  },
  {
    name: 'landing_page_facts: a credential stands through its expiry day',
    sql: `select verified from public.landing_page_facts('teachers', 'Testonia', 'Porto', null)`,
    expect: everyone(1),
  },
  {
    name: 'landing_page_facts: studios online or hybrid teach online',
    sql: `select online from public.landing_page_facts('studios', 'Testonia', null, 'Hatha')`,
    expect: everyone(1),
  },
  {
    name: 'landing columns: the listings of a page, for PostgREST to filter, order and range',
    sql: `select string_agg(slug, ',' order by firstname, lastname, id) from public.teachers
      where landing_country = 'Testonia' and landing_city = 'Lisbon' and landing_styles @> '{Hatha}'`,
    expect: everyone('test-pg-landing-1,test-pg-landing-2,test-pg-landing-3'),
  },
  {
    name: 'landing columns: a style outside the product makes no page',
    sql: `select count(*)::integer from public.teachers where landing_styles @> '{Acro}'`,
    expect: everyone(0),
  },
  {
    name: "landing columns: a studio's pages by its city and styles",
    sql: `select count(*)::integer from public.studios
      where landing_country = 'Testonia' and landing_city = 'Porto' and landing_styles @> '{Hatha}'`,
    expect: everyone(2),
  },
  {
    name: 'landing columns: generated, never written',
    sql: `update public.teachers set landing_country = 'Elsewhere' where slug = 'test-pg-landing-1'`,
    expect: each(['anon', 'member', 'admin', 'service_role'] as const, fails('428C9')),
  },
  {
    name: 'landing pages counted on write: a listing that moves leaves one page for another',
    setup: [`update public.teachers set location = 'Porto' where slug = 'test-pg-landing-1'`],
    sql: teacherPages,
    expect: everyone(
      'Testonia:4, Testonia|Hatha:3, Testonia|Lisbon:2, Testonia|Porto:2, Testonia|Vinyasa:1, Testonia|Yin Yoga:1',
    ),
  },
  {
    name: 'landing pages counted on write: a page whose last listing goes is gone, changed now',
    setup: [`delete from public.teachers where slug = 'test-pg-landing-4'`],
    sql: `select concat_ws(', ', (${teacherPages}),
        (select (lastmod = now())::text from public.landing_page_counts('teachers', 'Testonia') where city is null and style is null))`,
    expect: everyone('Testonia:3, Testonia|Hatha:3, Testonia|Lisbon:3, Testonia|Vinyasa:1, true'),
  },
  {
    name: 'landing pages counted on write: languages and online follow a new listing and a changed one',
    setup: [
      `insert into public.teachers (slug, firstname, lastname, name, country, location, specialties, teachingoptions, languages)
        values ('test-pg-landing-5', 'Eva', 'Five', 'Eva Five', 'Testonia', 'Lisbon', '{Hatha}',
        '{"online1on1": false, "inPerson1on1": true, "groupOnline": true, "groupInPerson": false}', '{fr,fr}')`,
      `update public.teachers set languages = '{de}', teachingoptions = teachingoptions || '{"online1on1": false}'
        where slug = 'test-pg-landing-1'`,
    ],
    sql: `select row(count, online, languages, verified)::text
      from public.landing_page_facts('teachers', 'Testonia', 'Lisbon', null)`,
    expect: everyone('(4,2,"{de,en,es,fr}",1)'),
  },
  {
    name: 'landing_page_facts: a credential counts from the day it was checked through its expiry',
    sql: `select string_agg(verified::text, ',' order by d) from generate_series(-11, 1) d,
      public.landing_page_facts('teachers', 'Testonia', 'Lisbon', null, current_date + d)`,
    // Ana and Bea from day -10, Bea's lapsed after day -1.
    expect: everyone('0,2,2,2,2,2,2,2,2,2,2,1,1'),
  },
  {
    name: 'landing pages counted on write: after inserts, updates and deletes, the same as counted anew',
    setup: [
      `insert into public.teachers (slug, firstname, lastname, name, country, location, specialties, teachingoptions, languages)
        select 'test-pg-landing-bulk-' || g, 'Bulk', 'Teacher ' || g, 'Bulk Teacher ' || g,
          (array['Testonia', ' Testonia', 'Otherland'])[1 + g % 3], (array['Lisbon', 'Porto ', 'Faro'])[1 + g % 3],
          (array['{Hatha}', '{Yin Yoga,Hatha,Hatha}', '{Acro}', '{}'])[1 + g % 4]::text[],
          '{"online1on1": true, "inPerson1on1": false, "groupOnline": false, "groupInPerson": false}',
          '{en}'
        from generate_series(1, 40) g`,
      `update public.teachers set location = 'Faro', specialties = '{Vinyasa}'
        where slug like 'test-pg-landing-bulk-%' and right(slug, 1) in ('1', '2')`,
      `update public.teachers set country = 'Otherland' where slug in ('test-pg-landing-2', 'test-pg-landing-bulk-7')`,
      `delete from public.teachers where slug like 'test-pg-landing-bulk-%' and right(slug, 1) in ('3', '4')`,
      `update public.studios set city = 'Lisbon', studiotype = 'Online' where slug = 'test-pg-landing-studio-2'`,
    ],
    sql: `with listings as (
        select 'teachers' as kind, landing_country as country, landing_city as city, landing_styles as styles,
          coalesce((teachingoptions ->> 'online1on1')::boolean, false)
            or coalesce((teachingoptions ->> 'groupOnline')::boolean, false) as online
        from public.teachers where landing_country is not null
        union all
        select 'studios', landing_country, landing_city, landing_styles, studiotype in ('Online', 'Hybrid')
        from public.studios where landing_country is not null
      ),
      pages as (
        select kind, country, '' as city, '' as style, online from listings
        union all select kind, country, city, '', online from listings where city is not null
        union all select kind, '', '', style, online from listings, unnest(styles) style
        union all select kind, country, '', style, online from listings, unnest(styles) style
      ),
      counted_anew as (
        select kind, country, city, style, count(*)::integer as listings, (count(*) filter (where online))::integer as online
        from pages group by 1, 2, 3, 4
      ),
      kept as (select kind, country, city, style, listings, online from private.landing_pages)
      select (select count(*) from counted_anew)::integer > 0
        and not exists (select * from counted_anew except select * from kept)
        and not exists (select * from kept except select * from counted_anew)`,
    expect: everyone(true),
  },
  {
    name: 'landing pages: the database knows the product styles',
    sql: `select private.landing_styles() = array[${YOGA_STYLES.map((style) => `'${style}'`).join(', ')}]`,
    expect: everyone(true),
  },
  {
    name: 'landing_page_counts: a kind other than teachers or studios is refused',
    sql: `select * from public.landing_page_counts('schools')`,
    expect: each(['anon', 'member', 'admin', 'service_role'] as const, { kind: 'error', code: '22023' }),
  },
  {
    name: 'landing_page_facts: a kind other than teachers or studios is refused',
    sql: `select * from public.landing_page_facts('schools', null, null, null)`,
    expect: each(['anon', 'member', 'admin', 'service_role'] as const, { kind: 'error', code: '22023' }),
  },
]

export default area({
  name: 'landing-counts',
  about:
    'Landing page counts and facts (20251130000200_landing_page_counts.sql, counted on write by ' +
    '20251208000000_landing_pages_counted_on_write.sql); no listing is hidden from visitors.',
  fixtures,
  cases,
})

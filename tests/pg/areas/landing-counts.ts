import { YOGA_STYLES } from '../../../src/lib/directory-options.ts'
import { area, each, type MatrixCase, value } from '../matrix.ts'

// Landing pages counted in the database: supabase/migrations/20251130000200_landing_page_counts.sql.
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

const everyone = <T>(expected: T) => each(['anon', 'member', 'admin', 'service_role'] as const, value(expected))

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
    name: 'landing_page_teachers: the listings of a page, for PostgREST to order and range',
    sql: `select string_agg(slug, ',' order by firstname, lastname, id)
      from public.landing_page_teachers('Testonia', 'Lisbon', 'Hatha')`,
    expect: everyone('test-pg-landing-1,test-pg-landing-2,test-pg-landing-3'),
  },
  {
    name: 'landing_page_teachers: a style outside the product makes no page',
    sql: `select count(*)::integer from public.landing_page_teachers('Testonia', null, 'Acro')`,
    expect: everyone(0),
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
  about: 'Landing page counts and facts (20251130000200_landing_page_counts.sql); no listing is hidden from visitors.',
  fixtures,
  cases,
})

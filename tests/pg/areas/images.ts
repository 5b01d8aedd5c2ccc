import { area, each, fails, refused, rows, value, type MatrixCase } from '../matrix.ts'

// Images come only from our own storage: supabase/migrations/20251126000000_images_only_from_our_storage.sql.
// The seed lists the local origin http://127.0.0.1:54321 in private.storage_origins; an image is
// the exact public URL of a studio-assets object there, and anything else is refused on every
// image column, whoever writes it (SQLSTATE 23514).

const OWN = 'http://127.0.0.1:54321/storage/v1/object/public/studio-assets/'

/** Addresses that are not our storage, each for a reason of its own. */
const FOREIGN: Record<string, string> = {
  'another host': 'https://evil.example/storage/v1/object/public/studio-assets/teachers/a.jpg',
  'another host carrying our path in its query':
    'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/teachers/a.jpg',
  'our host as a user name of another':
    'http://127.0.0.1:54321@evil.example/storage/v1/object/public/studio-assets/a.jpg',
  'our host as a subdomain of another':
    'http://127.0.0.1.evil.example/storage/v1/object/public/studio-assets/a.jpg',
  'another port of our host': 'http://127.0.0.1:8080/storage/v1/object/public/studio-assets/teachers/a.jpg',
  'another bucket': 'http://127.0.0.1:54321/storage/v1/object/public/test-pg-private/secret.png',
  'a query string': `${OWN}teachers/a.jpg?redirect=https://evil.example`,
  'a way out of the bucket': `${OWN}teachers/../../test-pg-private/secret.png`,
  'an escaped way out of the bucket': `${OWN}teachers/%2e%2e/%2e%2e/test-pg-private/secret.png`,
}

const everyCaller = ['anon', 'member', 'admin', 'service_role'] as const
/** Only admins and the service role write listings: the others' updates match no row. */
const listingWriters = { anon: rows(0), member: rows(0), admin: rows(1), service_role: rows(1) }
const refusedForWriters = {
  anon: rows(0),
  member: rows(0),
  admin: fails('23514'),
  service_role: fails('23514'),
}

const listingColumns = [
  { table: 'teachers', slug: 'ana-reyes', column: 'image', list: false },
  { table: 'teachers', slug: 'ana-reyes', column: 'gallery', list: true },
  { table: 'studios', slug: 'lotus-flow-studio', column: 'logo', list: false },
  { table: 'studios', slug: 'lotus-flow-studio', column: 'gallery', list: true },
]

const set = (list: boolean, url: string) => (list ? `array['${OWN}seed/kept.jpg', '${url}']` : `'${url}'`)

const listingCases: MatrixCase[] = listingColumns.flatMap(({ table, slug, column, list }) => [
  {
    name: `${table}.${column}: our storage's public URL is accepted`,
    sql: `update public.${table} set ${column} = ${set(list, `${OWN}${table}/1764000000000-test-pg.jpg`)} where slug = '${slug}'`,
    expect: listingWriters,
  },
  {
    name: `${table}.${column}: an escaped name in our storage is accepted (getPublicUrl encodes spaces)`,
    sql: `update public.${table} set ${column} = ${set(list, `${OWN}${table}/my%20photo.jpg`)} where slug = '${slug}'`,
    expect: listingWriters,
  },
  ...Object.entries(FOREIGN).map(([reason, url]) => ({
    name: `${table}.${column}: ${reason} is refused`,
    sql: `update public.${table} set ${column} = ${set(list, url)} where slug = '${slug}'`,
    expect: refusedForWriters,
  })),
])

const newTeacher = (
  image: string,
) => `insert into public.teachers (slug, firstname, lastname, name, country, location, image)
  values ('test-pg-image-teacher', 'Test', 'Image', 'Test Image', 'Spain', 'Madrid', '${image}')`

const applicationLogo = (logo: string) => `update public.studioapplications set logo = '${logo}'
  where email = 'team@greendooryoga.example.com'`

const cases: MatrixCase[] = [
  ...listingCases,
  {
    name: 'teachers: a new listing with our storage image is added by admins',
    sql: newTeacher(`${OWN}teachers/new.jpg`),
    expect: { ...each(['anon', 'member'], refused('rls')), admin: rows(1), service_role: rows(1) },
  },
  {
    // The trigger runs before RLS checks the new row, so visitors meet it first; nothing is stored either way.
    name: 'teachers: a new listing with a foreign image is refused, even to the service role',
    sql: newTeacher('https://evil.example/a.jpg'),
    expect: each(everyCaller, fails('23514')),
  },
  {
    name: 'teachers: no image (null, empty, empty gallery) is still accepted',
    sql: `update public.teachers set image = '', gallery = '{}' where slug = 'ana-reyes'`,
    expect: listingWriters,
  },
  {
    // Only the service role writes an application's logo directly; visitors send it through
    // public.submit_studio_application (tests/pg/areas/sending.ts).
    name: 'studioapplications.logo: our storage URL is accepted',
    sql: applicationLogo(`${OWN}seed/applications/green-door-yoga-logo.jpg`),
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
  {
    name: 'studioapplications.logo: a foreign URL is refused, even to the service role',
    sql: applicationLogo(
      'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/seed/applications/x.jpg',
    ),
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: fails('23514') },
  },
  {
    name: 'the seed passes: every seeded image is our storage',
    sql: `select count(*)::int from (
        select image as url from public.teachers union all select unnest(gallery) from public.teachers
        union all select logo from public.studios union all select unnest(gallery) from public.studios
        union all select logo from public.studioapplications
      ) as images where url <> '' and private.own_storage_object(url) is null`,
    expect: each(everyCaller, value(0)),
  },
  {
    name: 'our storage origins are private',
    sql: `select origin from private.storage_origins where origin = 'http://127.0.0.1:54321'`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
]

export default area({
  name: 'images',
  about: 'image columns hold only public URLs of our own bucket at our own origin',
  cases,
})

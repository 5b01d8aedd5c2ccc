import { all, area, each, none, refused, rows, value, type MatrixCase } from '../matrix.ts'

// Policies: supabase/migrations/20251027000100_listings.sql.

const tables = [
  {
    table: 'public.teachers',
    existing: 'ana-reyes',
    insert: `insert into public.teachers (slug, firstname, lastname, name, country, location)
      values ('test-pg-teacher', 'Test', 'Teacher', 'Test Teacher', 'Spain', 'Madrid')`,
  },
  {
    table: 'public.studios',
    existing: 'lotus-flow-studio',
    insert: `insert into public.studios (slug, name, email, country, city, description, studiotype, consent)
      values ('test-pg-studio', 'Test Studio', 'studio@test-pg.example', 'Spain', 'Madrid', 'A studio.',
        'Online', true)`,
  },
]

const cases: MatrixCase[] = tables.flatMap(({ table, existing, insert }) => [
  {
    name: `${table}: everyone reads every listing`,
    sql: `select id from ${table}`,
    expect: { anon: all, member: all, admin: all, service_role: all },
  },
  {
    name: `${table}: only admins (and the service role) add a listing`,
    sql: insert,
    expect: { ...each(['anon', 'member'], refused('rls')), admin: rows(1), service_role: rows(1) },
  },
  {
    name: `${table}: an admin's new listing can be read back (insert ... returning)`,
    sql: `${insert} returning slug`,
    expect: { ...each(['anon', 'member'], refused('rls')), admin: rows(1), service_role: rows(1) },
  },
  {
    name: `${table}: only admins edit a listing; others' updates match no row`,
    sql: `update ${table} set seo_title = 'Edited by test:pg' where slug = '${existing}'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: `${table}: an admin's edit moves updated_at`,
    // A subquery in RETURNING reads the row as it was before the update.
    sql: `update ${table} as t set seo_title = 'Edited by test:pg' where slug = '${existing}'
      returning t.updated_at > (select s.updated_at from ${table} as s where s.id = t.id)`,
    expect: { anon: none, member: none, admin: value(true), service_role: value(true) },
  },
  {
    name: `${table}: only admins delete a listing; others' deletes match no row`,
    sql: `delete from ${table} where slug = '${existing}'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
  },
])

export default area({
  name: 'listings',
  about: 'teachers and studios: public read, admin write (RLS with public.is_admin())',
  cases,
})

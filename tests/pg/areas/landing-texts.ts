import { area, each, none, refused, rows, type MatrixCase } from '../matrix.ts'

// Intros of landing pages: supabase/migrations/20251130000100_landing_page_texts.sql. Everyone
// reads; only admins write, through RLS and column privileges.

const LISBON = `'/teachers/in/portugal/lisbon'`
const fixtures = `insert into public.landing_page_texts (path, intro) values (${LISBON}, 'Lisbon''s teachers.')`
const everyone = ['anon', 'member', 'admin', 'service_role'] as const

const cases: MatrixCase[] = [
  {
    name: 'landing_page_texts: everyone reads the intros',
    sql: `select path, intro from public.landing_page_texts where path = ${LISBON}`,
    expect: each(everyone, rows(1)),
  },
  {
    name: 'landing_page_texts: only admins add an intro',
    sql: `insert into public.landing_page_texts (path, intro) values ('/studios/style/yin-yoga', 'Slow.')`,
    expect: { anon: refused('privilege'), member: refused('rls'), admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'landing_page_texts: only admins change an intro',
    sql: `update public.landing_page_texts set intro = 'Changed.' where path = ${LISBON}`,
    expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'landing_page_texts: only admins clear an intro',
    sql: `delete from public.landing_page_texts where path = ${LISBON}`,
    expect: { anon: refused('privilege'), member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'landing_page_texts: nobody sets updated_at by hand through the API',
    sql: `update public.landing_page_texts set updated_at = now() - interval '1 year' where path = ${LISBON}`,
    expect: {
      anon: refused('privilege'),
      member: refused('privilege'),
      admin: refused('privilege'),
      service_role: rows(1),
    },
  },
  {
    name: 'CHECK: the path is a landing page address',
    sql: `insert into public.landing_page_texts (path, intro) values ('/admin', 'No.')`,
    expect: {
      anon: refused('privilege'),
      member: refused('rls'),
      admin: { kind: 'error', code: '23514' },
      service_role: { kind: 'error', code: '23514' },
    },
  },
]

export default area({
  name: 'landing-texts',
  about: 'Landing page intros: public read, admin-only write (20251130000100_landing_page_texts.sql).',
  fixtures,
  cases,
})

import { area, each, fails, none, rows, type MatrixCase } from '../matrix.ts'

// Languages, verified credentials and confirmed details:
// supabase/migrations/20251125000000_languages_credentials_freshness.sql. Listings are written by
// admins only (their RLS), so are these columns; the CHECKs hold for everyone, the service role too.

const ANA = `where slug = 'ana-reyes'`
const STUDIO = `where slug = 'lotus-flow-studio'`
const writers = { anon: none, member: none, admin: rows(1), service_role: rows(1) }
const checked = each(['admin', 'service_role'], fails('23514'))
// RLS lets visitors' and members' updates match no row, before any CHECK.
const refusedFirst = { anon: none, member: none }

const cases: MatrixCase[] = [
  {
    name: 'teachers: only admins set languages',
    sql: `update public.teachers set languages = '{fr,en}' ${ANA}`,
    expect: writers,
  },
  {
    name: 'studios: only admins set languages and confirm details',
    sql: `update public.studios set languages = '{es}', confirmed_at = now() ${STUDIO}`,
    expect: writers,
  },
  {
    name: 'teachers: only admins record a verification',
    sql: `update public.teachers set verified_credential = 'RYT-200', verified_issuer = 'Yoga Alliance',
      verified_on = current_date, verification_expires_on = null, verification_evidence_url = null ${ANA}`,
    expect: writers,
  },
  {
    name: 'teachers: only admins confirm details',
    sql: `update public.teachers set confirmed_at = now() ${ANA}`,
    expect: writers,
  },
  {
    name: 'teachers: everyone reads languages, verification and confirmation',
    sql: `select languages, verified_credential, verified_issuer, verified_on, verification_expires_on,
      verification_evidence_url, confirmed_at from public.teachers ${ANA}`,
    expect: each(['anon', 'member', 'admin', 'service_role'], rows(1)),
  },
  {
    name: 'CHECK: language codes are 2 or 3 lower-case letters',
    sql: `update public.teachers set languages = '{EN}' ${ANA}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'CHECK: the evidence link is http(s)',
    sql: `update public.teachers set verification_evidence_url = 'javascript:alert(1)' ${ANA}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'CHECK: a check is not dated in the future',
    sql: `update public.teachers set verified_on = current_date + 1, verification_expires_on = null ${ANA}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'CHECK: the expiry comes after the check',
    sql: `update public.teachers set verification_expires_on = verified_on ${ANA}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'CHECK: a verification names its credential and issuer',
    sql: `update public.teachers set verified_issuer = null ${ANA}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'CHECK: studio languages are codes too',
    sql: `update public.studios set languages = '{Spanish}' ${STUDIO}`,
    expect: { ...refusedFirst, ...checked },
  },
  {
    name: 'the language filter (any of) is answered for everyone',
    sql: `select slug from public.teachers where languages && '{tl,hi}'`,
    expect: each(['anon', 'member', 'admin', 'service_role'], rows(4)),
  },
]

export default area({
  name: 'trust',
  about: 'languages, verified credentials and confirmed details: who writes them, and their CHECKs',
  cases,
})

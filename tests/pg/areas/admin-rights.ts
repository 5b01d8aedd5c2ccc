import { ADMIN, MEMBER, STUDIO_TOKEN, TEACHER_TOKEN } from '../fixtures.ts'
import { area, each, none, refused, rows, value, type MatrixCase } from '../matrix.ts'

// Admin rights (supabase/migrations/20251027000000_admin_rights_and_helpers.sql), the functions
// the app calls (application_status, admin_counts: 20251124000000_application_workflow.sql) and
// what the API roles may see of the auth schema (supabase/platform/02_auth.sql).

const everyone = (expectation: Parameters<typeof each>[1]) =>
  each(['anon', 'member', 'admin', 'service_role'], expectation)

const cases: MatrixCase[] = [
  {
    name: 'private.admins: only the service role reads the list of admins',
    sql: 'select user_id from private.admins',
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
  {
    name: 'private.admins: only the service role adds an admin',
    sql: `insert into private.admins (user_id) values ('${MEMBER.id}')`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
  {
    name: 'private.admins: only the service role removes an admin',
    sql: `delete from private.admins where user_id = '${ADMIN.id}'`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: rows(1) },
  },
  {
    name: 'is_admin(): true for the admin only',
    sql: 'select public.is_admin()',
    expect: { anon: value(false), member: value(false), admin: value(true), service_role: value(false) },
  },
  {
    name: 'is_admin(): user_metadata.is_admin (which users may edit) grants nothing',
    sql: 'select public.is_admin()',
    claims: { user_metadata: { is_admin: true }, app_metadata: { is_admin: true } },
    expect: { anon: value(false), member: value(false), admin: value(true), service_role: value(false) },
  },
  {
    name: 'grant_admin(): only the service role makes an admin',
    sql: `select public.grant_admin('${MEMBER.email}')`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: value(MEMBER.id) },
  },
  {
    name: 'admin_counts(): not for visitors',
    sql: 'select teachers = (select count(*)::integer from public.teachers) from public.admin_counts()',
    expect: {
      anon: refused('privilege'),
      member: value(true),
      admin: value(true),
      service_role: value(true),
    },
  },
  {
    name: "admin_counts(): runs with the caller's rights, so only admins count submissions",
    sql: 'select teacher_applications > 0 and contact_messages > 0 from public.admin_counts()',
    expect: {
      anon: refused('privilege'),
      member: value(false),
      admin: value(true),
      service_role: value(true),
    },
  },
  {
    name: "application_status(): the teacher applicant's token answers with the status and the note",
    sql: `select kind || ' ' || status || ' ' || coalesce(note, '') from public.application_status('${TEACHER_TOKEN}')`,
    expect: everyone(value('teacher declined Not this season.')),
  },
  {
    name: "application_status(): the studio applicant's token answers with its status",
    sql: `select kind || ' ' || status from public.application_status('${STUDIO_TOKEN}')`,
    expect: everyone(value('studio new')),
  },
  {
    name: 'application_status(): an unknown token answers nothing',
    sql: `select status from public.application_status('${'x'.repeat(43)}')`,
    expect: everyone(none),
  },
  {
    name: 'application_status(): a malformed token (a hash, say) answers nothing',
    sql: `select status from public.application_status(encode(sha256('${TEACHER_TOKEN}'), 'hex'))`,
    expect: everyone(none),
  },
  {
    name: 'the validation helpers of the CHECK constraints are executable by every role',
    sql: `select private.is_email('someone@example.com')`,
    expect: everyone(value(true)),
  },
  {
    name: 'auth.users: no API role reads it, not even the service role (it has GoTrue)',
    sql: 'select id from auth.users',
    expect: everyone(refused('privilege')),
  },
  {
    name: "auth.uid(): the signed-in user's id, null otherwise",
    sql: 'select auth.uid()',
    expect: {
      anon: value(null),
      member: value(MEMBER.id),
      admin: value(ADMIN.id),
      service_role: value(null),
    },
  },
  {
    name: 'auth.role(): the role claim',
    sql: 'select auth.role()',
    expect: {
      anon: value('anon'),
      member: value('authenticated'),
      admin: value('authenticated'),
      service_role: value('service_role'),
    },
  },
  {
    name: 'auth.jwt(): the claims as JSON',
    sql: `select auth.jwt() ->> 'email'`,
    expect: {
      anon: value(null),
      member: value(MEMBER.email),
      admin: value(ADMIN.email),
      service_role: value(null),
    },
  },
]

export default area({
  name: 'admin rights and functions',
  about: 'private.admins, is_admin, grant_admin, admin_counts, application_status, auth helpers',
  cases,
})

import { ADMIN_OBJECT, BUCKET, EMPTY_BUCKET, PRIVATE_BUCKET, VISITOR_OBJECT } from '../fixtures.ts'
import { all, area, each, fails, none, refused, rows, type MatrixCase } from '../matrix.ts'

// storage.objects and storage.buckets as the storage server queries them: policies from
// supabase/migrations/20251027000300_storage.sql, 20251124000400_submissions_through_functions.sql
// and 20251124000600_storage_listing_only_for_admins.sql,
// the platform's triggers from supabase/platform/03_storage.sql.

/** What the storage server sets for its own deletes; without it protect_delete refuses them. */
const STORAGE_DELETE = { 'storage.allow_delete_query': 'true', 'storage.operation': 'storage.object.delete' }

const object = (bucket: string, name: string, mimetype = 'image/png') =>
  `insert into storage.objects (bucket_id, name, metadata)
   values ('${bucket}', '${name}', '{"mimetype": "${mimetype}", "size": 68}')`

const visitorsRefused = each(['anon', 'member'], refused('rls'))

const cases: MatrixCase[] = [
  {
    name: 'objects: visitors add nothing under applications/ without a permit (sending.ts has the permits)',
    sql: object(BUCKET, 'applications/test-pg-new.png'),
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: an upload is never read back by a visitor (insert ... returning needs a select policy)',
    sql: `${object(BUCKET, 'applications/test-pg-new.png')} returning id`,
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: only admins add outside applications/',
    sql: object(BUCKET, 'logos/test-pg-new.png'),
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: only admins add in a sub-folder of applications/',
    sql: object(BUCKET, 'applications/deeper/test-pg-new.png'),
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: only admins add a file not named as an image',
    sql: object(BUCKET, 'applications/test-pg-new.txt'),
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: only admins add a file whose stored type is not an image',
    sql: object(BUCKET, 'applications/test-pg-new.png', 'text/plain'),
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: no policy covers another bucket: only the service role writes there',
    sql: object(PRIVATE_BUCKET, 'applications/test-pg-new.png'),
    expect: { ...each(['anon', 'member', 'admin'], refused('rls')), service_role: rows(1) },
  },
  {
    name: 'objects: only admins list the public bucket (its files are served by URL without a policy)',
    sql: `select name from storage.objects where bucket_id = '${BUCKET}'`,
    expect: { anon: none, member: none, admin: all, service_role: all },
  },
  {
    name: 'objects: the list endpoint (storage.search) shows visitors nothing',
    sql: `select name from storage.search('', '${BUCKET}')`,
    expect: { anon: none, member: none, admin: all, service_role: all },
  },
  {
    name: 'objects: nobody but the service role reads another bucket',
    sql: `select name from storage.objects where bucket_id = '${PRIVATE_BUCKET}'`,
    expect: { anon: none, member: none, admin: none, service_role: all },
  },
  {
    name: 'objects: only admins replace an object; others match no row',
    sql: `update storage.objects set metadata = '{"mimetype": "image/gif"}' where bucket_id = '${BUCKET}' and name = '${VISITOR_OBJECT}'`,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: "objects: an upsert over an existing object (storage-api's check for x-upsert) is the admins'",
    sql: `${object(BUCKET, VISITOR_OBJECT)}
      on conflict (bucket_id, name) do update set metadata = excluded.metadata returning id`,
    expect: { ...visitorsRefused, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'objects: a DELETE that does not come from the storage server is refused, for everyone',
    sql: `delete from storage.objects where bucket_id = '${BUCKET}' and name = '${ADMIN_OBJECT}'`,
    expect: each(['anon', 'member', 'admin', 'service_role'], refused(/Direct deletion from storage tables/)),
  },
  {
    name: "objects: through the storage server, only admins delete; others' deletes match no row",
    sql: `delete from storage.objects where bucket_id = '${BUCKET}' and name = '${ADMIN_OBJECT}'`,
    settings: STORAGE_DELETE,
    expect: { anon: none, member: none, admin: rows(1), service_role: rows(1) },
  },
  {
    name: 'buckets: only the service role sees them (RLS without policies)',
    sql: 'select id from storage.buckets',
    expect: { anon: none, member: none, admin: none, service_role: all },
  },
  {
    name: 'buckets: only the service role creates one',
    sql: `insert into storage.buckets (id, name, public) values ('test-pg-new', 'test-pg-new', true)`,
    expect: { ...each(['anon', 'member', 'admin'], refused('rls')), service_role: rows(1) },
  },
  {
    name: "buckets: only the service role changes one; others' updates match no row",
    sql: `update storage.buckets set file_size_limit = 1 where id = '${BUCKET}'`,
    expect: { anon: none, member: none, admin: none, service_role: rows(1) },
  },
  {
    name: 'buckets: a DELETE that does not come from the storage server is refused, for everyone',
    sql: `delete from storage.buckets where id = '${EMPTY_BUCKET}'`,
    expect: each(['anon', 'member', 'admin', 'service_role'], refused(/Direct deletion from storage tables/)),
  },
  {
    name: 'buckets: through the storage server, only the service role deletes an empty one',
    sql: `delete from storage.buckets where id = '${EMPTY_BUCKET}'`,
    settings: STORAGE_DELETE,
    expect: { anon: none, member: none, admin: none, service_role: rows(1) },
  },
  {
    name: 'buckets: a bucket with objects cannot be deleted (foreign key)',
    sql: `delete from storage.buckets where id = '${PRIVATE_BUCKET}'`,
    settings: STORAGE_DELETE,
    expect: { anon: none, member: none, admin: none, service_role: fails('23503') },
  },
]

export default area({
  name: 'storage',
  about: 'storage.objects uploads, listing, replacing and deleting; storage.buckets; protect_delete',
  cases,
})

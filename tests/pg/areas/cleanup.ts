import { area, each, refused, value, type MatrixCase } from '../matrix.ts'

// What the storage cleanup may delete: public.unreferenced_storage_objects
// (supabase/migrations/20251124000700_storage_cleanup.sql) lists studio-assets objects older than
// a day that no listing or application references; the deleting itself goes through the Storage
// API (npm run storage:cleanup), never SQL. Only the service role may ask.

const ORIGIN = 'https://project.supabase.co/storage/v1/object/public/studio-assets/'
const FOLDER = 'test-pg-cleanup'
const aged = (name: string) =>
  `('studio-assets', '${name}', '{"mimetype": "image/jpeg", "size": 68}', now() - interval '2 days')`

const fixtures = `
-- Another origin of the project (a custom domain): references are matched on the object's name.
insert into private.storage_origins (origin) values ('https://project.supabase.co') on conflict do nothing;
insert into storage.objects (bucket_id, name, metadata, created_at) values
  ${aged(`teachers/${FOLDER}-profile.jpg`)},
  ${aged(`teachers/${FOLDER}-gallery.jpg`)},
  ${aged(`teachers/${FOLDER}-replaced.jpg`)},
  ${aged(`studios/${FOLDER}-logo.jpg`)},
  ${aged(`applications/${FOLDER}-sent-logo.jpg`)},
  ${aged(`applications/${FOLDER}-unsent-logo.jpg`)},
  ('studio-assets', 'applications/${FOLDER}-young-logo.jpg', '{"mimetype": "image/jpeg", "size": 68}', now());
insert into public.teachers (firstname, lastname, name, slug, country, location, image, gallery)
  values ('Clean', 'Up', 'Clean Up', '${FOLDER}-teacher', 'Spain', 'Madrid',
    '${ORIGIN}teachers/${FOLDER}-profile.jpg', array['${ORIGIN}teachers/${FOLDER}-gallery.jpg']);
insert into public.studios (name, slug, email, country, city, description, studiotype, logo, consent)
  values ('Clean Studio', '${FOLDER}-studio', 'clean@test-pg.example', 'Spain', 'Madrid', 'A studio.', 'Hybrid',
    '${ORIGIN}studios/${FOLDER}-logo.jpg', true);
insert into public.studioapplications (name, email, country, city, description, logo, consent)
  values ('Clean Applicant', 'clean-applicant@test-pg.example', 'Spain', 'Madrid', 'A studio.',
    '${ORIGIN}applications/${FOLDER}-sent-logo.jpg', true);
`

const listed = `select string_agg(name, ',' order by name)
  from public.unreferenced_storage_objects() where name like '%${FOLDER}%'`

const cases: MatrixCase[] = [
  {
    name: 'cleanup lists only unreferenced files older than a day, and only to the service role',
    sql: listed,
    expect: {
      ...each(['anon', 'member', 'admin'], refused('privilege')),
      service_role: value(`applications/${FOLDER}-unsent-logo.jpg,teachers/${FOLDER}-replaced.jpg`),
    },
  },
  {
    name: 'cleanup: a file a listing references is never listed',
    sql: `select count(*)::int from public.unreferenced_storage_objects() where name = 'studios/${FOLDER}-logo.jpg'`,
    expect: { ...each(['anon', 'member', 'admin'], refused('privilege')), service_role: value(0) },
  },
  {
    name: 'cleanup: nobody deletes objects with SQL (the Storage API removes the bytes too)',
    sql: `delete from storage.objects where name = 'teachers/${FOLDER}-replaced.jpg'`,
    expect: each(
      ['anon', 'member', 'admin', 'service_role'],
      refused(/Direct deletion from storage tables is not allowed/),
    ),
  },
]

export default area({
  name: 'cleanup',
  about: 'the storage cleanup: which files the database lists for deletion, and for whom',
  fixtures,
  cases,
})

/**
 * The rows every area of the matrix may rely on, beside supabase/seed.sql: a signed-in
 * non-admin and an admin (as GoTrue would store them), one submission of each kind with a
 * known e-mail (and, for the applications, a known status token), a few objects, and a second,
 * private bucket. Made once as supabase_admin before the matrix.
 */
import { createHash } from 'node:crypto'
import type { Caller } from './matrix.ts'

export const MEMBER = { id: '00000000-0000-4000-8000-00000000a001', email: 'member@test-pg.example' }
export const ADMIN = { id: '00000000-0000-4000-8000-00000000a002', email: 'admin@test-pg.example' }
/** Signed-in non-admins whose addresses are inquiry addresses of listings (tests/pg/areas/owners.ts). */
export const OWNER = { id: '00000000-0000-4000-8000-00000000a0a1', email: 'owner@test-pg.example' }
export const OTHER_OWNER = {
  id: '00000000-0000-4000-8000-00000000a0a2',
  email: 'other-owner@test-pg.example',
}

/** Status tokens are 43 base64url characters (src/features/submissions); the table keeps their SHA-256. */
export const TEACHER_TOKEN = 'test-pg-teacher-status-token-0123456789abcd'
export const STUDIO_TOKEN = 'test-pg-studio-status-token-0123456789abcde'

/** The e-mail each fixture submission is found by. */
export const TEACHER_APPLICATION = 'teacher-applicant@test-pg.example'
export const STUDIO_APPLICATION = 'studio-applicant@test-pg.example'
export const CONTACT_MESSAGE = 'contact-sender@test-pg.example'

export const BUCKET = 'studio-assets'
export const PRIVATE_BUCKET = 'test-pg-private'
/** A bucket without objects, so deleting it only depends on who asks. */
export const EMPTY_BUCKET = 'test-pg-empty'
export const VISITOR_OBJECT = 'applications/test-pg-fixture.png'
export const ADMIN_OBJECT = 'logos/test-pg-fixture.png'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

if (TEACHER_TOKEN.length !== 43 || STUDIO_TOKEN.length !== 43) {
  throw new Error('fixture status tokens must be 43 characters, like the app makes them')
}

/** The JWT claims PostgREST would set for each caller (the payload of its key or access token). */
export function claimsFor(caller: Caller): Record<string, unknown> {
  const users: Partial<Record<Caller, { id: string; email: string }>> = {
    member: MEMBER,
    admin: ADMIN,
    owner: OWNER,
    other_owner: OTHER_OWNER,
  }
  const user = users[caller]
  if (!user) return { iss: 'supabase', role: caller }
  return {
    iss: 'http://127.0.0.1:54321/auth/v1',
    sub: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    aal: 'aal1',
    is_anonymous: false,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email: user.email, email_verified: true },
  }
}

export const FIXTURES_SQL = `
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '${MEMBER.id}', 'authenticated', 'authenticated', '${MEMBER.email}',
   null, now(), '{"provider": "email", "providers": ["email"]}', '{}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '${ADMIN.id}', 'authenticated', 'authenticated', '${ADMIN.email}',
   null, now(), '{"provider": "email", "providers": ["email"]}', '{}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '${OWNER.id}', 'authenticated', 'authenticated', '${OWNER.email}',
   null, now(), '{"provider": "email", "providers": ["email"]}', '{}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '${OTHER_OWNER.id}', 'authenticated', 'authenticated', '${OTHER_OWNER.email}',
   null, now(), '{"provider": "email", "providers": ["email"]}', '{}', now(), now());
select public.grant_admin('${ADMIN.email}');

insert into public.teacherapplications
  (firstname, lastname, email, phone, location, specialties, certifications, bio, experience, terms,
   status, decline_note, status_token_hash)
values ('Test', 'Applicant', '${TEACHER_APPLICATION}', '+34 600 000 000', 'Madrid', 'Hatha', 'RYT-200',
  'A fixture of test:pg.', 3, true, 'declined', 'Not this season.', '${sha256(TEACHER_TOKEN)}');
insert into public.studioapplications
  (name, email, country, city, description, consent, status_token_hash)
values ('Test Studio', '${STUDIO_APPLICATION}', 'Spain', 'Madrid', 'A fixture of test:pg.', true,
  '${sha256(STUDIO_TOKEN)}');
insert into public.contactsubmissions (name, email, subject, message)
values ('Test Sender', '${CONTACT_MESSAGE}', 'Hello', 'A fixture of test:pg.');

insert into storage.buckets (id, name, public) values ('${PRIVATE_BUCKET}', '${PRIVATE_BUCKET}', false),
  ('${EMPTY_BUCKET}', '${EMPTY_BUCKET}', false);
insert into storage.objects (bucket_id, name, metadata) values
  ('${BUCKET}', '${VISITOR_OBJECT}', '{"mimetype": "image/png", "size": 68}'),
  ('${BUCKET}', '${ADMIN_OBJECT}', '{"mimetype": "image/png", "size": 68}'),
  ('${PRIVATE_BUCKET}', 'secret.png', '{"mimetype": "image/png", "size": 68}');
`

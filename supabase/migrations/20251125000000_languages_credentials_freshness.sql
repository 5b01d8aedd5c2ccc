-- Trust and reach: the languages a listing teaches in, a teacher's verified credential, and when
-- an admin last confirmed a listing's details.
--
-- * languages (teachers, studios, and both applications): ISO 639-1/639-2 codes, lower case,
--   shown as names in the app. The directory's 'Teaches in' filter matches listings having ANY of
--   the chosen languages (&&), answered with a GIN index.
-- * verified_credential / verified_issuer / verification_evidence_url / verified_on /
--   verification_expires_on (teachers): what an admin checked, who issued it, where the evidence
--   is, when it was checked and, optionally, when it lapses. Whether a badge shows is decided when
--   it is read (verified_on set and no expiry in the past), never by a job.
-- * confirmed_at (teachers, studios): set by an admin's 'Details confirmed today'.
--
-- Listings stay writable only by admins (RLS of 20251027000100_listings.sql), so only admins
-- write these columns; visitors may send languages with an application, through the forms'
-- functions, which are re-created here with a `languages` argument.

create or replace function private.are_language_codes(codes text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select cardinality(codes) <= 30
    and coalesce((select bool_and(code is not null and code ~ '^[a-z]{2,3}$') from unnest(codes) as code), true)
$$;
comment on function private.are_language_codes(text[]) is
  'At most 30 ISO 639 codes (2 or 3 lower-case letters), no empty entries.';

-- Teachers --------------------------------------------------------------------------------------

alter table public.teachers
  add column languages text[] not null default '{}' check (private.are_language_codes(languages)),
  add column verified_credential text check (length(btrim(verified_credential)) between 1 and 100),
  add column verified_issuer text check (length(btrim(verified_issuer)) between 1 and 100),
  add column verification_evidence_url text check (
    verification_evidence_url is null or private.is_http_url(verification_evidence_url)
  ),
  add column verified_on date,
  add column verification_expires_on date,
  add column confirmed_at timestamptz,
  -- A verification names what was checked and who issued it, and when it was checked.
  add constraint teachers_verification_complete check (
    (verified_on is null and verified_credential is null and verified_issuer is null
      and verification_evidence_url is null and verification_expires_on is null)
    or (verified_on is not null and verified_credential is not null and verified_issuer is not null)
  ),
  -- Checked on write: a check recorded today may not claim a later day.
  add constraint teachers_verified_on_not_in_future check (verified_on <= current_date),
  add constraint teachers_verification_expires_after_check check (verification_expires_on > verified_on),
  add constraint teachers_confirmed_at_not_in_future check (confirmed_at <= now() + interval '1 minute');

comment on column public.teachers.languages is 'ISO 639 codes of the languages the teacher teaches in.';
comment on column public.teachers.verified_on is
  'When an admin checked the credential; the badge shows while verification_expires_on is null or not past.';
comment on column public.teachers.confirmed_at is 'When an admin last confirmed the listing''s details.';

create index teachers_languages_idx on public.teachers using gin (languages);
-- The 'Verified only' filter: few teachers are verified, so a partial index stays small.
create index teachers_verified_idx on public.teachers (verification_expires_on) where verified_on is not null;

-- Studios ---------------------------------------------------------------------------------------

alter table public.studios
  add column languages text[] not null default '{}' check (private.are_language_codes(languages)),
  add column confirmed_at timestamptz,
  add constraint studios_confirmed_at_not_in_future check (confirmed_at <= now() + interval '1 minute');
comment on column public.studios.languages is 'ISO 639 codes of the languages the studio teaches in.';
comment on column public.studios.confirmed_at is 'When an admin last confirmed the listing''s details.';

create index studios_languages_idx on public.studios using gin (languages);

-- Applications ----------------------------------------------------------------------------------

alter table public.teacherapplications
  add column languages text[] not null default '{}' check (private.are_language_codes(languages));
alter table public.studioapplications
  add column languages text[] not null default '{}' check (private.are_language_codes(languages));

-- The forms' functions take the languages too. A new argument makes a new function, so the old
-- ones go first (PostgREST would otherwise see two candidates).
drop function public.submit_teacher_application(
  text, text, text, text, text, text, text, text, integer, jsonb, text, text, boolean, text, text
);
drop function public.submit_studio_application(
  text, text, text, text, text, text, text[], text[], text, text, text, text, boolean, text, text
);

create function public.submit_teacher_application(
  firstname text,
  lastname text,
  email text,
  phone text,
  location text,
  specialties text,
  certifications text,
  bio text,
  experience integer,
  teachingoptions jsonb,
  website text default null,
  instagram text default null,
  terms boolean default false,
  status_token_hash text default null,
  honeypot text default null,
  languages text[] default '{}'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.count_send('teacher_application');
  if private.honeypot_filled(honeypot) then
    return;
  end if;
  -- The table's CHECK constraints validate the row, as they did for direct inserts.
  insert into public.teacherapplications (
    firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
    teachingoptions, website, instagram, terms, status_token_hash, languages
  ) values (
    firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
    teachingoptions, website, instagram, terms, status_token_hash, coalesce(languages, '{}')
  );
end
$$;
comment on function public.submit_teacher_application is
  'Join as a Teacher: stores one application, within the submission limits.';
revoke all on function public.submit_teacher_application from public;
grant execute on function public.submit_teacher_application to anon, authenticated, service_role;

create function public.submit_studio_application(
  name text,
  email text,
  country text,
  city text,
  description text,
  address text default null,
  yogastyles text[] default '{}',
  amenities text[] default '{}',
  website text default null,
  instagram text default null,
  hours text default null,
  logo text default null,
  consent boolean default false,
  status_token_hash text default null,
  honeypot text default null,
  languages text[] default '{}'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  logo_object text := private.application_logo_object(logo);
begin
  perform private.count_send('studio_application');
  if private.honeypot_filled(honeypot) then
    return;
  end if;
  -- A logo is a file the visitor uploaded with a permit, never any address on the web.
  if nullif(logo, '') is not null and not exists (
    select 1
    from private.upload_permits p
    join storage.objects o on o.bucket_id = 'studio-assets' and o.name = p.object_name
    where p.object_name = logo_object
  ) then
    raise exception using
      errcode = '22023',
      message = 'The logo must be an image uploaded with this application.';
  end if;
  insert into public.studioapplications (
    name, email, country, city, address, description, yogastyles, amenities, website, instagram,
    hours, logo, consent, status_token_hash, languages
  ) values (
    name, email, country, city, address, description, coalesce(yogastyles, '{}'),
    coalesce(amenities, '{}'), website, instagram, hours, nullif(logo, ''), consent, status_token_hash,
    coalesce(languages, '{}')
  );
end
$$;
comment on function public.submit_studio_application is
  'The studio application: stores one application, within the submission limits.';
revoke all on function public.submit_studio_application from public;
grant execute on function public.submit_studio_application to anon, authenticated, service_role;

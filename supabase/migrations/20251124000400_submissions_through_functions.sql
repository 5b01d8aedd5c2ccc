-- Public submissions go through database functions, within limits.
--
-- Until now visitors inserted rows into the three submission tables directly, so a script with
-- the public anon key could insert hundreds of rows in one request, and the maths captcha and the
-- honeypot were checked only in the browser. From here on:
--
-- * Direct inserts are revoked from anon and authenticated. Visitors send through
--   public.submit_teacher_application, public.submit_studio_application and
--   public.send_contact_message: security definer, one row per call.
-- * Every send is counted per client and overall (public.submission_limits, operator-editable;
--   docs/decisions/0012-abuse-limits.md). Over a limit the function raises SQLSTATE PT429, which
--   PostgREST answers with HTTP 429 and the message the forms show.
-- * The client is the caller's address as the platform's edge passes it to PostgREST:
--   request.headers ->> 'cf-connecting-ip' (hosted Supabase sits behind Cloudflare, which sets
--   that header to the connecting address and overwrites any value a client sent). The local
--   backend sets the same header to the socket's address.
-- * The contact form's question is issued by the database (public.contact_question), lives
--   10 minutes and is answered once, right or wrong. The answer is never stored.
-- * The honeypot is checked here too: a filled one is counted and answered as if sent, and
--   nothing is stored.
-- * A visitor's logo upload needs a permit (public.logo_upload_permit): one object path, valid
--   15 minutes, counted in the client's limits. Storage policies accept a visitor's upload only
--   at a permitted path, and a studio application's logo must be such an uploaded file.

-- Limits ----------------------------------------------------------------------------------------

create table public.submission_limits (
  form text primary key
    check (form in ('teacher_application', 'studio_application', 'contact_message', 'logo_upload', 'contact_question')),
  per_client integer not null check (per_client >= 0),
  per_client_minutes integer not null check (per_client_minutes between 1 and 1440),
  overall integer not null check (overall >= 0),
  overall_minutes integer not null check (overall_minutes between 1 and 1440),
  updated_at timestamptz not null default now()
);
comment on table public.submission_limits is
  'How many sends of each public form one client, and everyone together, may make in a window. Operators change these rows.';

insert into public.submission_limits (form, per_client, per_client_minutes, overall, overall_minutes) values
  ('teacher_application', 5, 10, 500, 60),
  ('studio_application', 5, 10, 500, 60),
  ('contact_message', 5, 10, 500, 60),
  ('logo_upload', 5, 10, 500, 60),
  -- Each visit of /contact asks for one question; a person may reload or get one wrong.
  ('contact_question', 30, 10, 20000, 60);

alter table public.submission_limits enable row level security;
create policy "Admins read submission limits"
  on public.submission_limits for select to authenticated using ((select public.is_admin()));
create policy "Admins change submission limits"
  on public.submission_limits for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.submission_limits from anon, authenticated;
grant select, update (per_client, per_client_minutes, overall, overall_minutes) on public.submission_limits to authenticated;

create or replace function private.stamp_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
create trigger submission_limits_stamp_updated_at
  before update on public.submission_limits
  for each row execute function private.stamp_updated_at();

-- One row per counted send; rows older than a day are pruned as sends arrive.
create table private.submission_events (
  id bigint generated always as identity primary key,
  form text not null,
  client text not null,
  created_at timestamptz not null default now()
);
comment on table private.submission_events is
  'Counted sends (form, client address, time) for the limits; kept at most a day.';
create index submission_events_client_idx on private.submission_events (form, client, created_at);
create index submission_events_form_idx on private.submission_events (form, created_at);
revoke all on private.submission_events from public, anon, authenticated;

-- The caller's address as the edge reported it; 'unknown' when no edge set it (then every such
-- caller shares one count, and the overall limit still holds).
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> 'cf-connecting-ip'), ''),
    'unknown'
  )
$$;

create or replace function private.minutes_text(minutes integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select minutes || case when minutes = 1 then ' minute' else ' minutes' end
$$;

-- Counts one send of `form_name` for the caller, or raises PT429 (HTTP 429) when the caller or
-- everyone together has reached the form's limit. The hint carries the minutes to wait.
-- Sends of one form wait for each other (an advisory lock), so a burst cannot overshoot a limit.
create or replace function private.count_send(form_name text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  limits public.submission_limits;
  caller text := private.client_address();
  sent integer;
  free_at timestamptz;
  wait integer;
begin
  select * into limits from public.submission_limits l where l.form = form_name;
  if not found then
    raise exception 'No submission limit is set for %', form_name;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('submission_limits:' || form_name, 0));

  select count(*) into sent
  from private.submission_events e
  where e.form = form_name and e.client = caller
    and e.created_at > now() - make_interval(mins => limits.per_client_minutes);
  if sent >= limits.per_client then
    -- Free again when enough of the sends in the window have aged out of it.
    select e.created_at + make_interval(mins => limits.per_client_minutes) into free_at
    from private.submission_events e
    where e.form = form_name and e.client = caller
      and e.created_at > now() - make_interval(mins => limits.per_client_minutes)
    order by e.created_at
    offset greatest(sent - limits.per_client, 0)
    limit 1;
    wait := greatest(1, ceil(extract(epoch from coalesce(free_at, now()) - now()) / 60)::integer);
    raise exception using
      errcode = 'PT429',
      message = format('Too many submissions from your connection. Please try again in %s.', private.minutes_text(wait)),
      hint = wait::text;
  end if;

  select count(*) into sent
  from private.submission_events e
  where e.form = form_name
    and e.created_at > now() - make_interval(mins => limits.overall_minutes);
  if sent >= limits.overall then
    select e.created_at + make_interval(mins => limits.overall_minutes) into free_at
    from private.submission_events e
    where e.form = form_name
      and e.created_at > now() - make_interval(mins => limits.overall_minutes)
    order by e.created_at
    offset greatest(sent - limits.overall, 0)
    limit 1;
    wait := greatest(1, ceil(extract(epoch from coalesce(free_at, now()) - now()) / 60)::integer);
    raise exception using
      errcode = 'PT429',
      message = format('We are receiving too many submissions right now. Please try again in %s.', private.minutes_text(wait)),
      hint = wait::text;
  end if;

  insert into private.submission_events (form, client) values (form_name, caller);
  delete from private.submission_events e
  where e.form = form_name and e.created_at < now() - interval '1 day';
end
$$;
revoke all on function private.count_send(text) from public, anon, authenticated;

create or replace function private.honeypot_filled(honeypot text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(honeypot), '') <> ''
$$;

-- Nobody inserts submissions directly any more --------------------------------------------------

drop policy "Visitors send teacher applications" on public.teacherapplications;
drop policy "Signed-in users send teacher applications" on public.teacherapplications;
drop policy "Visitors send studio applications" on public.studioapplications;
drop policy "Signed-in users send studio applications" on public.studioapplications;
drop policy "Visitors send contact messages" on public.contactsubmissions;
drop policy "Signed-in users send contact messages" on public.contactsubmissions;
revoke insert on public.teacherapplications, public.studioapplications, public.contactsubmissions
  from anon, authenticated;

-- Teacher applications --------------------------------------------------------------------------

create or replace function public.submit_teacher_application(
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
  honeypot text default null
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
    teachingoptions, website, instagram, terms, status_token_hash
  ) values (
    firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
    teachingoptions, website, instagram, terms, status_token_hash
  );
end
$$;
comment on function public.submit_teacher_application is
  'Join as a Teacher: stores one application, within the submission limits.';
revoke all on function public.submit_teacher_application from public;
grant execute on function public.submit_teacher_application to anon, authenticated, service_role;

-- Logo upload permits ---------------------------------------------------------------------------

create table private.upload_permits (
  object_name text primary key,
  client text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
comment on table private.upload_permits is
  'One object path a visitor may upload a logo to, until expires_at. Pruned after a day.';
create index upload_permits_created_at_idx on private.upload_permits (created_at);
revoke all on private.upload_permits from public, anon, authenticated;

-- A fresh path under applications/ that the caller may upload one logo to in the next 15 minutes.
create or replace function public.logo_upload_permit()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  object_name text := 'applications/' || gen_random_uuid() || '-logo.jpg';
begin
  perform private.count_send('logo_upload');
  delete from private.upload_permits p where p.created_at < now() - interval '1 day';
  insert into private.upload_permits (object_name, client, expires_at)
  values (object_name, private.client_address(), now() + interval '15 minutes');
  return object_name;
end
$$;
comment on function public.logo_upload_permit() is
  'The path a visitor may upload one studio application logo to (15 minutes), within the limits.';
revoke all on function public.logo_upload_permit() from public;
grant execute on function public.logo_upload_permit() to anon, authenticated, service_role;

-- For storage policies: may a visitor upload to this path now? Security definer because the
-- permits are private; it answers only yes or no for the one path asked about.
create or replace function private.upload_permitted(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.upload_permits p
    where p.object_name = upload_permitted.object_name and p.expires_at > now()
  )
$$;
revoke all on function private.upload_permitted(text) from public;
grant execute on function private.upload_permitted(text) to anon, authenticated, service_role;

drop policy "Visitors upload application images" on storage.objects;
drop policy "Signed-in users upload application images, admins upload anything" on storage.objects;

create policy "Visitors upload a permitted application logo"
  on storage.objects for insert to anon
  with check (
    bucket_id = 'studio-assets'
    and private.upload_permitted(name)
    and coalesce(metadata ->> 'mimetype', '') like 'image/%'
  );
create policy "Signed-in users upload a permitted application logo, admins upload anything"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'studio-assets'
    and (
      (select public.is_admin())
      or (private.upload_permitted(name) and coalesce(metadata ->> 'mimetype', '') like 'image/%')
    )
  );

-- The object path of one of our uploaded application logos, from its public URL (any origin),
-- or null when the URL is not one.
create or replace function private.application_logo_object(logo text)
returns text
language sql
immutable
set search_path = ''
as $$
  select substring(logo from '/storage/v1/object/public/studio-assets/(applications/[A-Za-z0-9_.-]+)$')
$$;

-- Studio applications ---------------------------------------------------------------------------

create or replace function public.submit_studio_application(
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
  honeypot text default null
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
    hours, logo, consent, status_token_hash
  ) values (
    name, email, country, city, address, description, coalesce(yogastyles, '{}'),
    coalesce(amenities, '{}'), website, instagram, hours, nullif(logo, ''), consent, status_token_hash
  );
end
$$;
comment on function public.submit_studio_application is
  'The studio application: stores one application, within the submission limits.';
revoke all on function public.submit_studio_application from public;
grant execute on function public.submit_studio_application to anon, authenticated, service_role;

-- Contact messages ------------------------------------------------------------------------------

create table private.contact_questions (
  id uuid primary key default gen_random_uuid(),
  first_number smallint not null check (first_number between 1 and 10),
  second_number smallint not null check (second_number between 1 and 10),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  answered_at timestamptz
);
comment on table private.contact_questions is
  'The contact form''s maths questions: issued by public.contact_question, answered once. Pruned after a day.';
create index contact_questions_created_at_idx on private.contact_questions (created_at);
revoke all on private.contact_questions from public, anon, authenticated;

-- A new question for the contact form: two whole numbers from 1 to 10 to add (docs/product.md §5),
-- answerable once within 10 minutes.
create or replace function public.contact_question()
returns table (id uuid, first_number integer, second_number integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.count_send('contact_question');
  delete from private.contact_questions q where q.created_at < now() - interval '1 day';
  return query
    insert into private.contact_questions (first_number, second_number, expires_at)
    values (floor(random() * 10)::smallint + 1, floor(random() * 10)::smallint + 1, now() + interval '10 minutes')
    returning contact_questions.id, contact_questions.first_number::integer, contact_questions.second_number::integer;
end
$$;
comment on function public.contact_question() is
  'A maths question for the contact form, valid for one answer within 10 minutes.';
revoke all on function public.contact_question() from public;
grant execute on function public.contact_question() to anon, authenticated, service_role;

-- Sends a contact message when the question is answered correctly. Returns what happened:
--   'sent', 'unanswered' (no answer: the question stays open), 'wrong' or 'expired' (the question
--   is used up either way; ask for a new one). A wrong answer is an answer, not an error, so that
--   using up the question is kept: an error would roll it back and allow guessing.
create or replace function public.send_contact_message(
  name text,
  email text,
  subject text,
  message text,
  question_id uuid,
  answer text,
  honeypot text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  question private.contact_questions;
begin
  if nullif(btrim(answer), '') is null then
    return 'unanswered';
  end if;
  select * into question from private.contact_questions q where q.id = question_id for update;
  if not found or question.answered_at is not null or question.expires_at <= now() then
    return 'expired';
  end if;
  update private.contact_questions q set answered_at = now() where q.id = question_id;
  if btrim(answer) !~ '^[0-9]{1,3}$'
    or btrim(answer)::integer <> question.first_number + question.second_number then
    return 'wrong';
  end if;

  perform private.count_send('contact_message');
  if private.honeypot_filled(honeypot) then
    return 'sent';
  end if;
  insert into public.contactsubmissions (name, email, subject, message)
  values (name, email, subject, message);
  return 'sent';
end
$$;
comment on function public.send_contact_message is
  'Contact Us: stores one message when the issued question is answered, within the submission limits.';
revoke all on function public.send_contact_message from public;
grant execute on function public.send_contact_message to anon, authenticated, service_role;

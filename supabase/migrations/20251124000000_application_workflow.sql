-- The admin area at scale and the application workflow.
--
-- * Applications are New, Listed (linked to the listing made from them) or Declined
--   (with an optional note to the applicant); contact messages are New, Replied or
--   Archived. Only administrators change a status: RLS decides who (is_admin()),
--   column privileges decide what (the status columns alone; submissions are
--   otherwise never edited).
-- * Visitors insert only the form's own columns (column privileges), so nobody can
--   send an application that is already Listed or carries a note.
-- * Applicants keep a private status link. The browser makes a random token, keeps it
--   in the link and sends only its SHA-256 (status_token_hash): the database never
--   holds the token itself. public.application_status(token) answers the token
--   holder with the status, the listing's address and the note, nothing else.
-- * public.admin_counts() gives the dashboard its counts in one request.

-- Applications -----------------------------------------------------------------

alter table public.teacherapplications
  add column status text not null default 'new' check (status in ('new', 'listed', 'declined')),
  add column teacher_id uuid references public.teachers (id) on delete set null,
  add column decline_note text check (length(decline_note) <= 2000),
  add column status_changed_at timestamptz,
  add column status_token_hash text unique check (status_token_hash ~ '^[0-9a-f]{64}$'),
  -- The inbox lists New first; PostgREST orders by columns, so the rank is one.
  add column is_new boolean not null generated always as (status = 'new') stored,
  -- Only a Listed application points at a listing (the listing may be deleted later).
  add constraint teacherapplications_listing_only_when_listed check (teacher_id is null or status = 'listed');
comment on column public.teacherapplications.status_token_hash is
  'SHA-256 (hex) of the applicant''s private status token; the token itself is never stored.';

alter table public.studioapplications
  add column status text not null default 'new' check (status in ('new', 'listed', 'declined')),
  add column studio_id uuid references public.studios (id) on delete set null,
  add column decline_note text check (length(decline_note) <= 2000),
  add column status_changed_at timestamptz,
  add column status_token_hash text unique check (status_token_hash ~ '^[0-9a-f]{64}$'),
  add column is_new boolean not null generated always as (status = 'new') stored,
  add constraint studioapplications_listing_only_when_listed check (studio_id is null or status = 'listed');
comment on column public.studioapplications.status_token_hash is
  'SHA-256 (hex) of the applicant''s private status token; the token itself is never stored.';

alter table public.contactsubmissions
  add column status text not null default 'new' check (status in ('new', 'replied', 'archived')),
  add column status_changed_at timestamptz,
  add column is_new boolean not null generated always as (status = 'new') stored;

-- The inbox's order (New first, newest first, id for ties) and the foreign keys.
drop index public.teacherapplications_created_at_idx;
drop index public.studioapplications_created_at_idx;
drop index public.contactsubmissions_created_at_idx;
create index teacherapplications_inbox_idx
  on public.teacherapplications (is_new desc, created_at desc, id desc);
create index studioapplications_inbox_idx
  on public.studioapplications (is_new desc, created_at desc, id desc);
create index contactsubmissions_inbox_idx
  on public.contactsubmissions (is_new desc, created_at desc, id desc);
create index teacherapplications_teacher_id_idx on public.teacherapplications (teacher_id);
create index studioapplications_studio_id_idx on public.studioapplications (studio_id);

-- The admin's studio search (teachers.name already has one).
create index studios_name_search_idx on public.studios using gin (name extensions.gin_trgm_ops) with (fastupdate = off);

create or replace function private.stamp_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  return new;
end
$$;

create trigger teacherapplications_stamp_status
  before update on public.teacherapplications
  for each row execute function private.stamp_status_change();
create trigger studioapplications_stamp_status
  before update on public.studioapplications
  for each row execute function private.stamp_status_change();
create trigger contactsubmissions_stamp_status
  before update on public.contactsubmissions
  for each row execute function private.stamp_status_change();

-- Who may write which columns ----------------------------------------------------

revoke insert, update on public.teacherapplications, public.studioapplications, public.contactsubmissions
  from anon, authenticated;

grant insert (
  firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
  teachingoptions, website, instagram, terms, status_token_hash
) on public.teacherapplications to anon, authenticated;
grant insert (
  name, email, country, city, address, description, yogastyles, amenities, website, instagram,
  hours, logo, consent, status_token_hash
) on public.studioapplications to anon, authenticated;
grant insert (name, email, subject, message) on public.contactsubmissions to anon, authenticated;

grant update (status, teacher_id, decline_note) on public.teacherapplications to authenticated;
grant update (status, studio_id, decline_note) on public.studioapplications to authenticated;
grant update (status) on public.contactsubmissions to authenticated;

create policy "Admins set the status of teacher applications"
  on public.teacherapplications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins set the status of studio applications"
  on public.studioapplications for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins set the status of contact messages"
  on public.contactsubmissions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- The applicant's status page ------------------------------------------------------

-- The token holder's view of one application: its kind, status, the listing's slug
-- once Listed and the note once Declined. A token that is malformed or matches
-- nothing gets the same empty answer. Security definer because visitors cannot read
-- the tables; it reads nothing but the row whose token hash matches.
create or replace function public.application_status(token text)
returns table (kind text, status text, listing_slug text, note text)
language sql
stable
security definer
set search_path = ''
as $$
  with hashed as (
    select encode(sha256(convert_to(token, 'UTF8')), 'hex') as token_hash
    where token ~ '^[A-Za-z0-9_-]{43}$'
  )
  select 'teacher', a.status, t.slug, case when a.status = 'declined' then a.decline_note end
  from hashed
  join public.teacherapplications a on a.status_token_hash = hashed.token_hash
  left join public.teachers t on t.id = a.teacher_id
  union all
  select 'studio', a.status, s.slug, case when a.status = 'declined' then a.decline_note end
  from hashed
  join public.studioapplications a on a.status_token_hash = hashed.token_hash
  left join public.studios s on s.id = a.studio_id
$$;
comment on function public.application_status(text) is
  'For the applicant''s private link: the status of the application whose token this is, or no row.';
revoke all on function public.application_status(text) from public;
grant execute on function public.application_status(text) to anon, authenticated, service_role;

-- The dashboard's counts ---------------------------------------------------------------

-- Security invoker: RLS applies, so anyone but an admin sees 0 submissions.
create or replace function public.admin_counts()
returns table (
  teachers integer,
  studios integer,
  teacher_applications integer,
  teacher_applications_new integer,
  studio_applications integer,
  studio_applications_new integer,
  contact_messages integer,
  contact_messages_new integer
)
language sql
stable
set search_path = ''
as $$
  select
    (select count(*)::integer from public.teachers),
    (select count(*)::integer from public.studios),
    (select count(*)::integer from public.teacherapplications),
    (select count(*)::integer from public.teacherapplications where status = 'new'),
    (select count(*)::integer from public.studioapplications),
    (select count(*)::integer from public.studioapplications where status = 'new'),
    (select count(*)::integer from public.contactsubmissions),
    (select count(*)::integer from public.contactsubmissions where status = 'new')
$$;
comment on function public.admin_counts() is 'The admin dashboard''s counts: listings, submissions and new submissions.';
revoke all on function public.admin_counts() from public, anon;
grant execute on function public.admin_counts() to authenticated, service_role;

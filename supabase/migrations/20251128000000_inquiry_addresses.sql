-- Private inquiry addresses: where a student's confirmed message to a listing goes
-- (docs/decisions/0024-messages-to-listings.md).
--
-- * A teacher's address is private: public.teacher_inquiry_addresses, one row per teacher.
--   Listing a teacher application fills it with the applicant's email; admins edit it.
-- * A studio's email is public already and is used unless an admin sets another address in
--   public.studio_inquiry_addresses (email null there = the studio's own email).
-- * Only admins read or write these tables through the API; visitors hold no grant at all and
--   a signed-in non-admin sees no row.
-- * When a delivery to the address fails for good (20251128000100_listing_messages.sql), the row
--   records when and why; changing the address clears that, as does, for a studio without an
--   override, a change of the studio's email.
-- * teachers.accepts_messages / studios.accepts_messages say publicly whether the profile offers
--   'Send a message': triggers keep them, so a direct write is overwritten.

create table public.teacher_inquiry_addresses (
  teacher_id uuid primary key references public.teachers (id) on delete cascade,
  email text not null check (private.is_email(email)),
  delivery_failed_at timestamptz,
  delivery_error text check (length(delivery_error) <= 1000),
  updated_at timestamptz not null default now()
);
comment on table public.teacher_inquiry_addresses is
  'Where messages to each teacher are delivered. Private: admins only; the failure columns are set when a delivery fails for good.';

create table public.studio_inquiry_addresses (
  studio_id uuid primary key references public.studios (id) on delete cascade,
  email text check (email is null or private.is_email(email)),
  delivery_failed_at timestamptz,
  delivery_error text check (length(delivery_error) <= 1000),
  updated_at timestamptz not null default now()
);
comment on table public.studio_inquiry_addresses is
  'Where messages to a studio are delivered when not its public email (email null: the studio''s email). Admins only.';

alter table public.teacher_inquiry_addresses enable row level security;
alter table public.studio_inquiry_addresses enable row level security;

create policy "Admins read teacher inquiry addresses"
  on public.teacher_inquiry_addresses for select to authenticated using ((select public.is_admin()));
create policy "Admins add teacher inquiry addresses"
  on public.teacher_inquiry_addresses for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change teacher inquiry addresses"
  on public.teacher_inquiry_addresses for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove teacher inquiry addresses"
  on public.teacher_inquiry_addresses for delete to authenticated using ((select public.is_admin()));

create policy "Admins read studio inquiry addresses"
  on public.studio_inquiry_addresses for select to authenticated using ((select public.is_admin()));
create policy "Admins add studio inquiry addresses"
  on public.studio_inquiry_addresses for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change studio inquiry addresses"
  on public.studio_inquiry_addresses for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove studio inquiry addresses"
  on public.studio_inquiry_addresses for delete to authenticated using ((select public.is_admin()));

-- Visitors hold nothing; admins write the address (an upsert names the key too), never the
-- failure columns, which only a failed delivery sets.
revoke all on public.teacher_inquiry_addresses, public.studio_inquiry_addresses from anon, authenticated;
grant select, delete on public.teacher_inquiry_addresses, public.studio_inquiry_addresses to authenticated;
grant insert (teacher_id, email), update (teacher_id, email) on public.teacher_inquiry_addresses to authenticated;
grant insert (studio_id, email), update (studio_id, email) on public.studio_inquiry_addresses to authenticated;

-- A new address has not failed; a changed one starts afresh.
create or replace function private.stamp_inquiry_address()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if tg_op = 'UPDATE' and new.email is distinct from old.email then
    new.delivery_failed_at := null;
    new.delivery_error := null;
  end if;
  return new;
end
$$;
revoke all on function private.stamp_inquiry_address() from public, anon, authenticated;

create trigger teacher_inquiry_addresses_stamp
  before insert or update on public.teacher_inquiry_addresses
  for each row execute function private.stamp_inquiry_address();
create trigger studio_inquiry_addresses_stamp
  before insert or update on public.studio_inquiry_addresses
  for each row execute function private.stamp_inquiry_address();

-- Whether messages can go to a listing --------------------------------------------------------

alter table public.teachers add column accepts_messages boolean not null default false;
alter table public.studios add column accepts_messages boolean not null default false;
comment on column public.teachers.accepts_messages is
  'Whether the profile offers Send a message: the teacher has an inquiry address whose delivery has not failed. Kept by triggers.';
comment on column public.studios.accepts_messages is
  'Whether the profile offers Send a message: the studio''s email or override has not failed. Kept by triggers.';

-- Where a teacher's messages go, or null when none can.
create or replace function private.teacher_inquiry_address(listing_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.email from public.teacher_inquiry_addresses a
  where a.teacher_id = listing_id and a.delivery_failed_at is null
$$;
revoke all on function private.teacher_inquiry_address(uuid) from public, anon, authenticated;

-- Where a studio's messages go (its override, else its email), or null when none can.
create or replace function private.studio_inquiry_address(listing_id uuid, studio_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when a.delivery_failed_at is null then coalesce(a.email, studio_email) end
  from (select 1) as one
  left join public.studio_inquiry_addresses a on a.studio_id = listing_id
$$;
revoke all on function private.studio_inquiry_address(uuid, text) from public, anon, authenticated;

create or replace function private.compute_accepts_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'teachers' then
    new.accepts_messages := private.teacher_inquiry_address(new.id) is not null;
  else
    new.accepts_messages := private.studio_inquiry_address(new.id, new.email) is not null;
  end if;
  return new;
end
$$;
revoke all on function private.compute_accepts_messages() from public, anon, authenticated;

create trigger teachers_compute_accepts_messages
  before insert or update on public.teachers
  for each row execute function private.compute_accepts_messages();
create trigger studios_compute_accepts_messages
  before insert or update on public.studios
  for each row execute function private.compute_accepts_messages();

-- The listing's updated_at is the admin form's version (a save applies only to the version it
-- read): a change of accepts_messages alone, made by the triggers below, is not an edit. Any
-- other update stamps it as before, a save that changes nothing included.
drop trigger teachers_touch_updated_at on public.teachers;
create trigger teachers_touch_updated_at
  before update on public.teachers
  for each row
  when (not (
    new.accepts_messages is distinct from old.accepts_messages
    and (to_jsonb(new) - 'accepts_messages' - 'updated_at') = (to_jsonb(old) - 'accepts_messages' - 'updated_at')
  ))
  execute function private.touch_updated_at();
drop trigger studios_touch_updated_at on public.studios;
create trigger studios_touch_updated_at
  before update on public.studios
  for each row
  when (not (
    new.accepts_messages is distinct from old.accepts_messages
    and (to_jsonb(new) - 'accepts_messages' - 'updated_at') = (to_jsonb(old) - 'accepts_messages' - 'updated_at')
  ))
  execute function private.touch_updated_at();

-- A change of an inquiry address recomputes its listing's flag (the listing's own trigger
-- computes it; this update only makes it run).
create or replace function private.refresh_accepts_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed record := case when tg_op = 'DELETE' then old else new end;
begin
  if tg_table_name = 'teacher_inquiry_addresses' then
    update public.teachers t
    set accepts_messages = private.teacher_inquiry_address(t.id) is not null
    where t.id = changed.teacher_id
      and t.accepts_messages is distinct from (private.teacher_inquiry_address(t.id) is not null);
  else
    update public.studios s
    set accepts_messages = private.studio_inquiry_address(s.id, s.email) is not null
    where s.id = changed.studio_id
      and s.accepts_messages is distinct from (private.studio_inquiry_address(s.id, s.email) is not null);
  end if;
  return null;
end
$$;
revoke all on function private.refresh_accepts_messages() from public, anon, authenticated;

create trigger teacher_inquiry_addresses_refresh_listing
  after insert or update or delete on public.teacher_inquiry_addresses
  for each row execute function private.refresh_accepts_messages();
create trigger studio_inquiry_addresses_refresh_listing
  after insert or update or delete on public.studio_inquiry_addresses
  for each row execute function private.refresh_accepts_messages();

-- A studio without an override whose email changes starts afresh, as a changed override would.
create or replace function private.studio_email_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.studio_inquiry_addresses a
  set delivery_failed_at = null, delivery_error = null
  where a.studio_id = new.id and a.email is null and a.delivery_failed_at is not null;
  return null;
end
$$;
revoke all on function private.studio_email_changed() from public, anon, authenticated;

create trigger studios_email_clears_delivery_failure
  after update of email on public.studios
  for each row when (new.email is distinct from old.email)
  execute function private.studio_email_changed();

-- Listing an application: the applicant's address becomes the teacher's ---------------------------

create or replace function private.carry_applicant_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.teacher_inquiry_addresses (teacher_id, email)
  values (new.teacher_id, new.email)
  on conflict (teacher_id) do nothing;
  return null;
end
$$;
revoke all on function private.carry_applicant_address() from public, anon, authenticated;

create trigger teacherapplications_carry_inquiry_address
  after update of teacher_id on public.teacherapplications
  for each row when (new.teacher_id is not null and new.teacher_id is distinct from old.teacher_id)
  execute function private.carry_applicant_address();

-- Listings that exist now: studios accept messages at their email; teachers once they have an
-- address.
update public.studios set accepts_messages = true;

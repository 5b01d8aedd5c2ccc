-- Owners keep their own listing (docs/decisions/0026-owners-by-their-inquiry-address.md).
--
-- * There is no ownership table: a signed-in user owns a listing while their confirmed email
--   (auth.users, never the token's claims or user_metadata) is the listing's inquiry address.
--   Whoever reads the messages a listing receives may run it; a confirmed change of that address
--   hands the listing over, and an admin clearing it ends ownership. private.owns_listing is the
--   one check every owner function makes.
-- * Owners hold no table privilege and no policy on the listings: every owner write goes through
--   public.update_my_listing, which applies only the columns of private.owner_columns, and
--   records each change (who, when, which fields, before and after) in private.listing_changes,
--   which admins read and revert from. Everything else stays admin-only, as before.
-- * Claiming: public.request_owner_link queues a sign-in mail only to the listing's own inquiry
--   address and answers the same whatever was typed, so addresses cannot be probed.
-- * A new inquiry address and the 'still correct' reminder are one-use links the database makes
--   (32 random bytes; only the SHA-256 is stored, as for messages), answered by
--   public.confirm_listing_link.
-- * Owners see the messages delivered to them in the last 30 and 365 days: delivered messages
--   are deleted after 90 days, so a per-day counter keeps the count for a year.
-- * Owners upload images under owners/<their user id>/ in studio-assets; the image columns'
--   check (private.images_from_own_storage) and the storage cleanup treat them as any other.

-- Who owns what ---------------------------------------------------------------------------------

-- The listing's inquiry address as it is set, whether or not a delivery to it failed: a failed
-- delivery says nothing about who holds the address. Null when the listing has none.
create or replace function private.listing_inquiry_address(listing_kind text, listing_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select a.email from public.teacher_inquiry_addresses a
  where listing_kind = 'teacher' and a.teacher_id = listing_id
  union all
  select coalesce(a.email, s.email)
  from public.studios s
  left join public.studio_inquiry_addresses a on a.studio_id = s.id
  where listing_kind = 'studio' and s.id = listing_id
$$;
revoke all on function private.listing_inquiry_address(text, uuid) from public, anon, authenticated;

-- The signed-in caller's email, compared as addresses are (lower case, trimmed), only once Auth
-- has confirmed it and while the user may sign in; null for anyone else.
create or replace function private.caller_confirmed_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(lower(btrim(u.email)), '')
  from auth.users u
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
    and u.deleted_at is null
    and (u.banned_until is null or u.banned_until <= now())
$$;
revoke all on function private.caller_confirmed_email() from public, anon, authenticated;

create or replace function private.owns_listing(listing_kind text, listing_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    private.caller_confirmed_email() = lower(btrim(private.listing_inquiry_address(listing_kind, listing_id))),
    false
  )
$$;
comment on function private.owns_listing(text, uuid) is
  'Whether the signed-in caller''s confirmed email is the listing''s inquiry address: the one ownership check.';
revoke all on function private.owns_listing(text, uuid) from public, anon, authenticated;

-- my_listings and the claim find listings by address; these make that an index probe.
create index teacher_inquiry_addresses_email_idx on public.teacher_inquiry_addresses (lower(btrim(email)));
create index studio_inquiry_addresses_email_idx on public.studio_inquiry_addresses (lower(btrim(email)));
create index studios_email_idx on public.studios (lower(btrim(email)));

-- Every listing whose inquiry address is `address` (compared lower case, trimmed). The argument
-- is named in full: studios has a column `address`, which would win.
create or replace function private.listings_of_address(address text)
returns table (listing_kind text, listing_id uuid, slug text, name text, inquiry_address text)
language sql
stable
security definer
set search_path = ''
as $$
  select 'teacher', t.id, t.slug, t.name, a.email
  from public.teacher_inquiry_addresses a
  join public.teachers t on t.id = a.teacher_id
  where lower(btrim(a.email)) = lower(btrim(listings_of_address.address))
  union all
  select 'studio', s.id, s.slug, s.name, a.email
  from public.studio_inquiry_addresses a
  join public.studios s on s.id = a.studio_id
  where lower(btrim(a.email)) = lower(btrim(listings_of_address.address))
  union all
  select 'studio', s.id, s.slug, s.name, s.email
  from public.studios s
  where lower(btrim(s.email)) = lower(btrim(listings_of_address.address))
    and not exists (
      select 1 from public.studio_inquiry_addresses a where a.studio_id = s.id and a.email is not null
    )
$$;
revoke all on function private.listings_of_address(text) from public, anon, authenticated;

-- What an owner may change; every other column is an administrator's. One list, read by the
-- update function and by the tests.
create or replace function private.owner_columns(listing_kind text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case listing_kind
    when 'teacher' then array[
      'bio', 'image', 'gallery', 'specialties', 'languages', 'teachingoptions', 'location', 'country',
      'social', 'contactformurl'
    ]
    when 'studio' then array[
      'description', 'logo', 'gallery', 'yogastyles', 'amenities', 'languages', 'studiotype',
      'operatinghours', 'address', 'city', 'country', 'website', 'instagram', 'facebook'
    ]
  end
$$;
revoke all on function private.owner_columns(text) from public, anon, authenticated;

-- Raises unless the kind is known and the caller owns the listing.
create or replace function private.must_own_listing(listing_kind text, listing_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if listing_kind is null or listing_kind not in ('teacher', 'studio') then
    raise exception 'The listing kind must be teacher or studio.' using errcode = '22023';
  end if;
  if not private.owns_listing(listing_kind, listing_id) then
    raise exception 'Only the listing''s owner can do this.' using errcode = '42501';
  end if;
end
$$;
revoke all on function private.must_own_listing(text, uuid) from public, anon, authenticated;

-- Limits ----------------------------------------------------------------------------------------

alter table public.submission_limits
  drop constraint submission_limits_form_check,
  add constraint submission_limits_form_check check (form in (
    'teacher_application', 'studio_application', 'contact_message', 'logo_upload', 'contact_question',
    'listing_message', 'message_confirm', 'owner_link', 'listing_link_confirm'
  ));

insert into public.submission_limits (form, per_client, per_client_minutes, overall, overall_minutes) values
  ('owner_link', 5, 10, 500, 60),
  -- An owner may press an old link again or reload the page; a script guessing tokens may not.
  ('listing_link_confirm', 30, 10, 20000, 60);

-- Links the database mails: a new inquiry address, and 'still correct' ----------------------------

create table private.listing_links (
  id bigint generated always as identity primary key,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  purpose text not null check (purpose in ('still_correct', 'inquiry_address')),
  listing_kind text not null check (listing_kind in ('teacher', 'studio')),
  teacher_id uuid references public.teachers (id) on delete cascade,
  studio_id uuid references public.studios (id) on delete cascade,
  -- An inquiry-address link: the address it makes the listing's, and the one it replaces (it
  -- works only while that is still the listing's address).
  new_email text check (new_email is null or private.is_email(new_email)),
  old_email text,
  requested_by uuid,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  constraint listing_links_one_listing check (
    (listing_kind = 'teacher' and teacher_id is not null and studio_id is null)
    or (listing_kind = 'studio' and studio_id is not null and teacher_id is null)
  ),
  constraint listing_links_address_only_for_address check ((purpose = 'inquiry_address') = (new_email is not null))
);
comment on table private.listing_links is
  'One-use links mailed about a listing: a new inquiry address to confirm (24 hours) or ''still correct'' (30 days). Only the token''s SHA-256 is kept.';
create index listing_links_teacher_idx on private.listing_links (teacher_id, purpose, created_at) where teacher_id is not null;
create index listing_links_studio_idx on private.listing_links (studio_id, purpose, created_at) where studio_id is not null;
create index listing_links_expires_at_idx on private.listing_links (expires_at);
alter table private.listing_links enable row level security;
revoke all on private.listing_links from public, anon, authenticated, service_role;
grant select on private.listing_links to service_role;

-- The owner's new inquiry address waiting for its confirmation, if any.
create or replace function private.pending_inquiry_email(listing_kind text, listing_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select l.new_email
  from private.listing_links l
  where l.purpose = 'inquiry_address' and l.listing_kind = pending_inquiry_email.listing_kind
    and coalesce(l.teacher_id, l.studio_id) = listing_id
    and l.used_at is null and l.expires_at > now()
  order by l.created_at desc, l.id desc
  limit 1
$$;
revoke all on function private.pending_inquiry_email(text, uuid) from public, anon, authenticated;

-- Rename requests --------------------------------------------------------------------------------

-- A listing's name is its admin's: an owner asks, the admin renames (which ends the request) or
-- dismisses it.
create table private.listing_rename_requests (
  id bigint generated always as identity primary key,
  listing_kind text not null check (listing_kind in ('teacher', 'studio')),
  teacher_id uuid unique references public.teachers (id) on delete cascade,
  studio_id uuid unique references public.studios (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 201),
  requested_by uuid,
  requested_at timestamptz not null default now(),
  constraint listing_rename_requests_one_listing check (
    (listing_kind = 'teacher' and teacher_id is not null and studio_id is null)
    or (listing_kind = 'studio' and studio_id is not null and teacher_id is null)
  )
);
comment on table private.listing_rename_requests is
  'The name an owner asked for, one per listing, until an admin renames the listing or dismisses it.';
alter table private.listing_rename_requests enable row level security;
revoke all on private.listing_rename_requests from public, anon, authenticated, service_role;
grant select on private.listing_rename_requests to service_role;

create or replace function private.listing_renamed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'teachers' then
    delete from private.listing_rename_requests r where r.teacher_id = new.id;
  else
    delete from private.listing_rename_requests r where r.studio_id = new.id;
  end if;
  return null;
end
$$;
revoke all on function private.listing_renamed() from public, anon, authenticated;

create trigger teachers_renamed_ends_request
  after update of name on public.teachers
  for each row when (new.name is distinct from old.name)
  execute function private.listing_renamed();
create trigger studios_renamed_ends_request
  after update of name on public.studios
  for each row when (new.name is distinct from old.name)
  execute function private.listing_renamed();

-- The change log ----------------------------------------------------------------------------------

-- The studio-assets objects the image fields of a change's values name, so the storage cleanup
-- keeps what a revert may put back.
create or replace function private.change_image_objects(change_values jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(object_name), '{}')
  from (
    select private.studio_asset_name(change_values ->> key) as object_name
    from unnest(array['image', 'logo']) as key
    where jsonb_typeof(change_values -> key) = 'string'
    union all
    select private.studio_asset_name(url)
    from jsonb_array_elements_text(
      case when jsonb_typeof(change_values -> 'gallery') = 'array' then change_values -> 'gallery' else '[]' end
    ) as url
  ) as named
  where object_name is not null
$$;
revoke all on function private.change_image_objects(jsonb) from public, anon, authenticated;

create table private.listing_changes (
  id bigint generated always as identity primary key,
  listing_kind text not null check (listing_kind in ('teacher', 'studio')),
  teacher_id uuid references public.teachers (id) on delete cascade,
  studio_id uuid references public.studios (id) on delete cascade,
  changed_at timestamptz not null default now(),
  -- The user who made it (no foreign key: the log outlives a deleted user).
  changed_by uuid,
  changed_by_owner boolean not null,
  fields text[] not null check (cardinality(fields) > 0),
  before jsonb not null,
  after jsonb not null,
  reverted_at timestamptz,
  reverted_by uuid,
  -- A revert is logged as a change of its own, naming the change it undid.
  reverts bigint references private.listing_changes (id) on delete set null,
  before_images text[] generated always as (private.change_image_objects(before)) stored,
  constraint listing_changes_one_listing check (
    (listing_kind = 'teacher' and teacher_id is not null and studio_id is null)
    or (listing_kind = 'studio' and studio_id is not null and teacher_id is null)
  )
);
comment on table private.listing_changes is
  'Every owner change to a listing (who, when, which fields, before and after) and every revert of one. Admins read and revert through functions.';
create index listing_changes_teacher_idx on private.listing_changes (teacher_id, changed_at) where teacher_id is not null;
create index listing_changes_studio_idx on private.listing_changes (studio_id, changed_at) where studio_id is not null;
create index listing_changes_owner_idx on private.listing_changes (changed_at) where changed_by_owner;
create index listing_changes_reverts_idx on private.listing_changes (reverts) where reverts is not null;
create index listing_changes_before_images_idx on private.listing_changes using gin (before_images) with (fastupdate = off);
alter table private.listing_changes enable row level security;
revoke all on private.listing_changes from public, anon, authenticated, service_role;
grant select on private.listing_changes to service_role;

-- A listing's row as jsonb (the columns an owner or a revert may write, and what the log needs).
create or replace function private.listing_row(listing_kind text, listing_id uuid, lock boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  found_row jsonb;
begin
  if listing_kind = 'teacher' then
    if lock then
      select to_jsonb(t) into found_row from public.teachers t where t.id = listing_id for update;
    else
      select to_jsonb(t) into found_row from public.teachers t where t.id = listing_id;
    end if;
  elsif listing_kind = 'studio' then
    if lock then
      select to_jsonb(s) into found_row from public.studios s where s.id = listing_id for update;
    else
      select to_jsonb(s) into found_row from public.studios s where s.id = listing_id;
    end if;
  end if;
  return found_row;
end
$$;
revoke all on function private.listing_row(text, uuid, boolean) from public, anon, authenticated;

-- Writes `patch` (column name → jsonb value) to the listing and returns the row as stored. The
-- keys must already be allowed (column names from private.owner_columns): only they are named
-- in the statement, so an image column is checked only when it is written. The table's checks
-- and triggers apply as to any write.
create or replace function private.write_listing(listing_kind text, listing_id uuid, patch jsonb)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  table_name text := case listing_kind when 'teacher' then 'teachers' else 'studios' end;
  assignments text;
  stored jsonb;
begin
  select string_agg(format('%I = p.%I', key, key), ', ' order by key) into assignments
  from jsonb_object_keys(patch) as key;
  if assignments is null then
    return private.listing_row(listing_kind, listing_id, false);
  end if;
  execute format(
    'update public.%I as t set %s from jsonb_populate_record(null::public.%I, $1) as p where t.id = $2 returning to_jsonb(t)',
    table_name, assignments, table_name
  ) into stored using patch, listing_id;
  return stored;
end
$$;
revoke all on function private.write_listing(text, uuid, jsonb) from public, anon, authenticated;

-- Messages delivered, per listing and day ------------------------------------------------------

-- Delivered messages go after 90 days (public.purge_listing_messages); owners see a year's count.
create table private.listing_message_days (
  listing_id uuid not null,
  day date not null,
  delivered integer not null default 0 check (delivered >= 0),
  primary key (listing_id, day)
);
comment on table private.listing_message_days is
  'Messages delivered to each listing (teacher or studio id) per UTC day, kept 366 days, for the owner''s counts.';
create index listing_message_days_day_idx on private.listing_message_days (day);
alter table private.listing_message_days enable row level security;
revoke all on private.listing_message_days from public, anon, authenticated, service_role;
grant select on private.listing_message_days to service_role;

create or replace function private.count_delivered_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivered_to uuid := coalesce(new.teacher_id, new.studio_id);
begin
  if new.delivered_at is null or (tg_op = 'UPDATE' and old.delivered_at is not null) then
    return null;
  end if;
  insert into private.listing_message_days as d (listing_id, day, delivered)
  values (delivered_to, (new.delivered_at at time zone 'UTC')::date, 1)
  on conflict on constraint listing_message_days_pkey do update set delivered = d.delivered + 1;
  delete from private.listing_message_days d
  where d.listing_id = delivered_to
    and d.day < (now() at time zone 'UTC')::date - 366;
  return null;
end
$$;
revoke all on function private.count_delivered_message() from public, anon, authenticated;

create trigger listing_messages_count_delivered
  after insert or update of delivered_at on private.listing_messages
  for each row execute function private.count_delivered_message();

insert into private.listing_message_days (listing_id, day, delivered)
select coalesce(m.teacher_id, m.studio_id), (m.delivered_at at time zone 'UTC')::date, count(*)
from private.listing_messages m
where m.delivered_at is not null
group by 1, 2;

-- Claiming ----------------------------------------------------------------------------------------

create or replace function public.request_owner_link(listing_kind text, listing_slug text, email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  typed text := btrim(coalesce(email, ''));
  first_match record;
begin
  perform private.count_attempt('owner_link', 'requests');
  if not private.is_email(typed) then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if listing_kind is not null and listing_kind not in ('teacher', 'studio') then
    raise exception 'The listing kind must be teacher or studio.' using errcode = '22023';
  end if;

  select count(*) over () as listings, l.* into first_match
  from private.listings_of_address(typed) as l
  where request_owner_link.listing_kind is null
    or (l.listing_kind = request_owner_link.listing_kind and l.slug = listing_slug)
  order by l.name, l.slug
  limit 1;
  -- Any other address, or a listing that does not exist, gets the same answer and no mail; so
  -- does the listing's own address over its 3 mails a day (a different answer would tell).
  if not found or not private.count_typed_address_mail(first_match.inquiry_address) then
    return;
  end if;
  perform private.queue_mail(
    'owner_sign_in:' || gen_random_uuid(),
    first_match.inquiry_address,
    'owner_sign_in',
    jsonb_build_object(
      'listing_name', first_match.name,
      'listing_kind', first_match.listing_kind,
      'listing_slug', first_match.slug,
      'listings', first_match.listings
    )
  );
end
$$;
comment on function public.request_owner_link(text, text, text) is
  'Manage this listing: mails a sign-in link when the address is the listing''s inquiry address (kind and slug null: any listing''s); the same answer otherwise.';
revoke all on function public.request_owner_link(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.request_owner_link(text, text, text) to anon, authenticated;

-- What an owner reads ----------------------------------------------------------------------------

create or replace function public.my_listings()
returns table (listing_kind text, listing_id uuid, slug text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select l.listing_kind, l.listing_id, l.slug, l.name
  from private.listings_of_address(private.caller_confirmed_email()) as l
  order by l.name, l.slug
$$;
comment on function public.my_listings() is
  'The listings the signed-in user owns (their confirmed email is the inquiry address), by name.';
revoke all on function public.my_listings() from public, anon, authenticated, service_role;
grant execute on function public.my_listings() to authenticated;

create or replace function public.my_listing_details(listing_kind text, listing_id uuid)
returns table (
  inquiry_email text,
  pending_inquiry_email text,
  confirmed_at timestamptz,
  messages_30d integer,
  messages_365d integer,
  updated_at timestamptz,
  pending_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  listing jsonb;
  today date := (now() at time zone 'UTC')::date;
begin
  perform private.must_own_listing(listing_kind, listing_id);
  listing := private.listing_row(listing_kind, listing_id, false);
  return query select
    private.listing_inquiry_address(listing_kind, listing_id),
    private.pending_inquiry_email(listing_kind, listing_id),
    (listing ->> 'confirmed_at')::timestamptz,
    coalesce((select sum(d.delivered) from private.listing_message_days d
      where d.listing_id = my_listing_details.listing_id and d.day > today - 30), 0)::integer,
    coalesce((select sum(d.delivered) from private.listing_message_days d
      where d.listing_id = my_listing_details.listing_id and d.day > today - 365), 0)::integer,
    (listing ->> 'updated_at')::timestamptz,
    (select r.name from private.listing_rename_requests r
      where coalesce(r.teacher_id, r.studio_id) = my_listing_details.listing_id);
end
$$;
comment on function public.my_listing_details(text, uuid) is
  'Owner only: the inquiry address (and one awaiting confirmation), when details were confirmed, messages delivered in 30 and 365 days, the version, a requested name.';
revoke all on function public.my_listing_details(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.my_listing_details(text, uuid) to authenticated;

-- What an owner changes ---------------------------------------------------------------------------

create or replace function public.update_my_listing(
  listing_kind text,
  listing_id uuid,
  changes jsonb,
  loaded_updated_at timestamptz
)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  allowed text[] := private.owner_columns(listing_kind);
  refused_keys text;
  current_row jsonb;
  patch jsonb;
  fields text[];
  stored jsonb;
  current_address text;
  new_address text;
  new_name text;
  -- As the tables' checks: a teacher's full name, a studio's name.
  longest_name integer := case when listing_kind = 'teacher' then 201 else 100 end;
  token text;
  link_id bigint;
begin
  perform private.must_own_listing(listing_kind, listing_id);
  if changes is null or jsonb_typeof(changes) <> 'object' then
    raise exception 'The changes must be an object of column names and values.' using errcode = '22023';
  end if;
  select string_agg(key, ', ' order by key) into refused_keys
  from jsonb_object_keys(changes) as key
  where not (key = any (allowed) or key in ('inquiry_email', 'name'));
  if refused_keys is not null then
    raise exception 'Only an administrator can change: %', refused_keys using errcode = '42501';
  end if;

  current_row := private.listing_row(listing_kind, listing_id, true);
  if loaded_updated_at is null or (current_row ->> 'updated_at')::timestamptz <> loaded_updated_at then
    raise exception 'The listing changed since you loaded it. Load the latest version and try again.'
      using errcode = 'PT409';
  end if;

  select coalesce(jsonb_object_agg(c.key, c.value), '{}'), array_agg(c.key order by c.key)
  into patch, fields
  from jsonb_each(changes) as c
  where c.key = any (allowed) and c.value is distinct from current_row -> c.key;

  stored := current_row;
  if fields is not null then
    stored := private.write_listing(listing_kind, listing_id, patch);
    insert into private.listing_changes (
      listing_kind, teacher_id, studio_id, changed_by, changed_by_owner, fields, before, after
    ) values (
      listing_kind,
      case when listing_kind = 'teacher' then listing_id end,
      case when listing_kind = 'studio' then listing_id end,
      (select auth.uid()), true, fields,
      (select jsonb_object_agg(f, current_row -> f) from unnest(fields) as f),
      (select jsonb_object_agg(f, stored -> f) from unnest(fields) as f)
    );
    perform private.queue_admin_alert('owner_change', current_row ->> 'name');
  end if;

  -- A new inquiry address takes over only once a link mailed to it is pressed.
  if changes ? 'inquiry_email' then
    new_address := btrim(coalesce(changes ->> 'inquiry_email', ''));
    current_address := private.listing_inquiry_address(listing_kind, listing_id);
    if not private.is_reply_address(new_address) then
      raise exception 'Please enter a valid email address.' using errcode = '22023';
    end if;
    if lower(new_address) = lower(btrim(coalesce(current_address, ''))) then
      -- The address it is: a change waiting for its link is called off.
      delete from private.listing_links l
      where l.purpose = 'inquiry_address' and l.used_at is null
        and coalesce(l.teacher_id, l.studio_id) = listing_id;
    elsif lower(new_address) is distinct from lower(private.pending_inquiry_email(listing_kind, listing_id)) then
      -- A link mailed to whatever address was typed: counted with the claim's links, so an owner
      -- cannot mail one address after another, and capped as any typed address is.
      perform private.count_attempt('owner_link', 'requests');
      if not private.count_typed_address_mail(new_address) then
        raise exception using
          errcode = 'PT429',
          message = 'We have already sent this address 3 mails today. Please try again tomorrow.',
          hint = '1440';
      end if;
      -- One pending address at a time: an earlier link stops working.
      delete from private.listing_links l
      where l.purpose = 'inquiry_address' and l.used_at is null
        and coalesce(l.teacher_id, l.studio_id) = listing_id;
      token := private.new_message_token();
      insert into private.listing_links (
        token_hash, purpose, listing_kind, teacher_id, studio_id, new_email, old_email, requested_by, expires_at
      ) values (
        private.message_token_hash(token), 'inquiry_address', listing_kind,
        case when listing_kind = 'teacher' then listing_id end,
        case when listing_kind = 'studio' then listing_id end,
        new_address, current_address, (select auth.uid()), now() + interval '24 hours'
      )
      returning id into link_id;
      perform private.queue_mail(
        'inquiry_address_confirm:' || link_id,
        new_address,
        'inquiry_address_confirm',
        jsonb_build_object('listing_name', current_row ->> 'name', 'token', token)
      );
    end if;
  end if;

  -- The name is the admin's: a different one becomes a request.
  if changes ? 'name' then
    new_name := btrim(regexp_replace(coalesce(changes ->> 'name', ''), '[[:space:][:cntrl:]]+', ' ', 'g'));
    if length(new_name) = 0 or length(new_name) > longest_name then
      raise exception 'Please enter a name of at most % characters.', longest_name using errcode = '22023';
    end if;
    if new_name <> current_row ->> 'name' then
      -- The latest request replaces an earlier one.
      delete from private.listing_rename_requests r where coalesce(r.teacher_id, r.studio_id) = listing_id;
      insert into private.listing_rename_requests (listing_kind, teacher_id, studio_id, name, requested_by)
      values (
        listing_kind,
        case when listing_kind = 'teacher' then listing_id end,
        case when listing_kind = 'studio' then listing_id end,
        new_name, (select auth.uid())
      );
      perform private.queue_admin_alert('rename_request', current_row ->> 'name');
    else
      delete from private.listing_rename_requests r where coalesce(r.teacher_id, r.studio_id) = listing_id;
    end if;
  end if;

  return (stored ->> 'updated_at')::timestamptz;
end
$$;
comment on function public.update_my_listing(text, uuid, jsonb, timestamptz) is
  'Owner only: applies the owner''s columns that changed (logged, admins alerted), mails a new inquiry address a link to confirm it, and turns a new name into a request. PT409 when the listing changed since loaded_updated_at.';
revoke all on function public.update_my_listing(text, uuid, jsonb, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function public.update_my_listing(text, uuid, jsonb, timestamptz) to authenticated;

create or replace function public.confirm_my_listing(listing_kind text, listing_id uuid)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmed timestamptz := now();
begin
  perform private.must_own_listing(listing_kind, listing_id);
  if listing_kind = 'teacher' then
    update public.teachers t set confirmed_at = confirmed where t.id = listing_id;
  else
    update public.studios s set confirmed_at = confirmed where s.id = listing_id;
  end if;
  return confirmed;
end
$$;
comment on function public.confirm_my_listing(text, uuid) is
  'Owner only: the details are still correct; sets confirmed_at to now and returns it.';
revoke all on function public.confirm_my_listing(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.confirm_my_listing(text, uuid) to authenticated;

-- The links ----------------------------------------------------------------------------------------

create or replace function public.confirm_listing_link(token text)
returns table (
  outcome text,
  listing_kind text,
  listing_slug text,
  listing_name text,
  confirmed_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  link private.listing_links;
  listing_id uuid;
  listing jsonb;
  confirmed timestamptz;
  address_before text;
begin
  perform private.count_attempt('listing_link_confirm', 'attempts');
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    return query select 'unknown'::text, null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  -- Two presses at once: the second waits here and finds the link spent.
  select * into link from private.listing_links l
  where l.token_hash = private.message_token_hash(token)
  for update;
  if not found then
    return query select 'unknown'::text, null::text, null::text, null::text, null::timestamptz;
    return;
  end if;
  listing_id := coalesce(link.teacher_id, link.studio_id);
  listing := private.listing_row(link.listing_kind, listing_id, true);

  if link.used_at is not null then
    return query select 'already_confirmed'::text, link.listing_kind, listing ->> 'slug', listing ->> 'name',
      (listing ->> 'confirmed_at')::timestamptz;
    return;
  end if;
  address_before := private.listing_inquiry_address(link.listing_kind, listing_id);
  -- An address link works only while the address it would replace is still the listing's: an
  -- admin's change since outranks it.
  if link.expires_at <= now() or (
    link.purpose = 'inquiry_address'
    and lower(btrim(coalesce(address_before, ''))) <> lower(btrim(coalesce(link.old_email, '')))
  ) then
    return query select 'expired'::text, link.listing_kind, listing ->> 'slug', listing ->> 'name',
      (listing ->> 'confirmed_at')::timestamptz;
    return;
  end if;

  update private.listing_links l set used_at = now() where l.id = link.id;
  if link.purpose = 'still_correct' then
    confirmed := now();
    if link.listing_kind = 'teacher' then
      update public.teachers t set confirmed_at = confirmed where t.id = listing_id;
    else
      update public.studios s set confirmed_at = confirmed where s.id = listing_id;
    end if;
    return query select 'confirmed'::text, link.listing_kind, listing ->> 'slug', listing ->> 'name', confirmed;
    return;
  end if;

  if link.listing_kind = 'teacher' then
    insert into public.teacher_inquiry_addresses (teacher_id, email) values (listing_id, link.new_email)
    on conflict (teacher_id) do update set email = excluded.email;
  else
    insert into public.studio_inquiry_addresses (studio_id, email) values (listing_id, link.new_email)
    on conflict (studio_id) do update set email = excluded.email;
  end if;
  -- The hand-over is an owner's change like any other: logged, revertable, the admins told.
  insert into private.listing_changes (
    listing_kind, teacher_id, studio_id, changed_by, changed_by_owner, fields, before, after
  ) values (
    link.listing_kind, link.teacher_id, link.studio_id, link.requested_by, true, array['inquiry_email'],
    jsonb_build_object('inquiry_email', address_before),
    jsonb_build_object('inquiry_email', link.new_email)
  );
  perform private.queue_admin_alert('owner_change', listing ->> 'name');
  return query select 'address_confirmed'::text, link.listing_kind, listing ->> 'slug', listing ->> 'name',
    (listing ->> 'confirmed_at')::timestamptz;
end
$$;
comment on function public.confirm_listing_link(text) is
  'A link mailed about a listing: ''still correct'' sets confirmed_at, a new inquiry address takes over; once each, within its time.';
revoke all on function public.confirm_listing_link(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_listing_link(text) to anon, authenticated;

-- Every 180 days after the last confirmation (or the listing's creation), one 'Are your details
-- still correct?' per period to the listing's address (not to one whose delivery failed). At most
-- 2,000 a run, oldest first, so the first runs over a large directory spread over days rather
-- than exceed the mail provider's daily sending. Returns how many were queued.
create or replace function public.queue_owner_reminders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  due record;
  token text;
  link_id bigint;
  queued integer := 0;
begin
  -- Two runs at once (a late job and the next) would both find a listing due.
  perform pg_advisory_xact_lock(hashtextextended('queue_owner_reminders', 0));
  delete from private.listing_links l
  where (l.purpose = 'inquiry_address' and l.expires_at < now() - interval '7 days')
    or (l.purpose = 'still_correct' and l.created_at < now() - interval '365 days');

  for due in
    select * from (
      select 'teacher' as kind, t.id, t.slug, t.name, private.teacher_inquiry_address(t.id) as address,
        coalesce(t.confirmed_at, t.created_at) as since
      from public.teachers t
      where coalesce(t.confirmed_at, t.created_at) <= now() - interval '180 days'
      union all
      select 'studio', s.id, s.slug, s.name, private.studio_inquiry_address(s.id, s.email),
        coalesce(s.confirmed_at, s.created_at)
      from public.studios s
      where coalesce(s.confirmed_at, s.created_at) <= now() - interval '180 days'
    ) as listing
    where listing.address is not null
      and not exists (
        select 1 from private.listing_links l
        where l.purpose = 'still_correct' and coalesce(l.teacher_id, l.studio_id) = listing.id
          and l.created_at >= listing.since
      )
    order by listing.since, listing.id
    limit 2000
  loop
    token := private.new_message_token();
    insert into private.listing_links (token_hash, purpose, listing_kind, teacher_id, studio_id, expires_at)
    values (
      private.message_token_hash(token), 'still_correct', due.kind,
      case when due.kind = 'teacher' then due.id end,
      case when due.kind = 'studio' then due.id end,
      now() + interval '30 days'
    )
    returning id into link_id;
    perform private.queue_mail(
      'owner_reminder:' || link_id,
      due.address,
      'owner_reminder',
      jsonb_build_object('listing_name', due.name, 'listing_kind', due.kind, 'listing_slug', due.slug, 'token', token)
    );
    queued := queued + 1;
  end loop;
  return queued;
end
$$;
comment on function public.queue_owner_reminders() is
  'Service role (daily): mails each listing unconfirmed for 180 days one ''still correct'' link per period; returns how many.';
revoke all on function public.queue_owner_reminders() from public, anon, authenticated, service_role;
grant execute on function public.queue_owner_reminders() to service_role;

-- What admins see and undo ----------------------------------------------------------------------

create or replace function public.listing_changes(listing_kind text, listing_id uuid)
returns table (
  id bigint,
  changed_at timestamptz,
  fields text[],
  before jsonb,
  after jsonb,
  reverted_at timestamptz,
  changed_by_owner boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see the change log.' using errcode = '42501';
  end if;
  return query
    select c.id, c.changed_at, c.fields, c.before, c.after, c.reverted_at, c.changed_by_owner
    from private.listing_changes c
    where c.listing_kind = listing_changes.listing_kind
      and coalesce(c.teacher_id, c.studio_id) = listing_changes.listing_id
    order by c.changed_at desc, c.id desc;
end
$$;
comment on function public.listing_changes(text, uuid) is
  'Admins only: the listing''s owner changes and reverts, newest first.';
revoke all on function public.listing_changes(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.listing_changes(text, uuid) to authenticated;

create or replace function public.recent_owner_changes(max_rows integer default 20)
returns table (
  id bigint,
  listing_kind text,
  listing_id uuid,
  slug text,
  name text,
  changed_at timestamptz,
  fields text[],
  reverted_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see the change log.' using errcode = '42501';
  end if;
  return query
    select c.id, c.listing_kind, coalesce(c.teacher_id, c.studio_id), coalesce(t.slug, s.slug),
      coalesce(t.name, s.name), c.changed_at, c.fields, c.reverted_at
    from private.listing_changes c
    left join public.teachers t on t.id = c.teacher_id
    left join public.studios s on s.id = c.studio_id
    where c.changed_by_owner
    order by c.changed_at desc, c.id desc
    limit least(greatest(coalesce(max_rows, 20), 1), 200);
end
$$;
comment on function public.recent_owner_changes(integer) is
  'Admins only: the latest owner changes across listings (at most 200).';
revoke all on function public.recent_owner_changes(integer) from public, anon, authenticated, service_role;
grant execute on function public.recent_owner_changes(integer) to authenticated;

create or replace function public.revert_listing_change(change_id bigint)
returns timestamptz
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  change private.listing_changes;
  listing_id uuid;
  current_row jsonb;
  listing_patch jsonb;
  address_now text;
  stored jsonb;
begin
  if not public.is_admin() then
    raise exception 'Only administrators revert changes.' using errcode = '42501';
  end if;
  select * into change from private.listing_changes c where c.id = change_id for update;
  if not found then
    raise exception 'There is no such change.' using errcode = '22023';
  end if;
  if change.reverted_at is not null then
    raise exception 'This change was reverted already.' using errcode = 'PT409';
  end if;
  listing_id := coalesce(change.teacher_id, change.studio_id);
  current_row := private.listing_row(change.listing_kind, listing_id, true);

  -- Only what the change wrote is put back, and only while it is still what the change left:
  -- a later edit would otherwise be lost without anyone seeing it.
  address_now := private.listing_inquiry_address(change.listing_kind, listing_id);
  if exists (
    select 1 from unnest(change.fields) as f
    where case
      when f = 'inquiry_email' then lower(btrim(coalesce(address_now, ''))) <> lower(btrim(coalesce(change.after ->> f, '')))
      else (current_row -> f) is distinct from (change.after -> f)
    end
  ) then
    raise exception 'The listing changed since; edit it by hand.' using errcode = 'PT409';
  end if;

  select coalesce(jsonb_object_agg(f, change.before -> f), '{}') into listing_patch
  from unnest(change.fields) as f
  where f <> 'inquiry_email' and f = any (private.owner_columns(change.listing_kind));
  stored := private.write_listing(change.listing_kind, listing_id, listing_patch);
  if 'inquiry_email' = any (change.fields) then
    if change.listing_kind = 'teacher' then
      if change.before ->> 'inquiry_email' is null then
        delete from public.teacher_inquiry_addresses a where a.teacher_id = listing_id;
      else
        insert into public.teacher_inquiry_addresses (teacher_id, email)
        values (listing_id, change.before ->> 'inquiry_email')
        on conflict (teacher_id) do update set email = excluded.email;
      end if;
    else
      -- The studio's own email again, when that is what it was.
      insert into public.studio_inquiry_addresses (studio_id, email)
      values (listing_id, nullif(change.before ->> 'inquiry_email', current_row ->> 'email'))
      on conflict (studio_id) do update set email = excluded.email;
    end if;
  end if;

  update private.listing_changes c
  set reverted_at = now(), reverted_by = (select auth.uid())
  where c.id = change.id;
  insert into private.listing_changes (
    listing_kind, teacher_id, studio_id, changed_by, changed_by_owner, fields, before, after, reverts
  ) values (
    change.listing_kind, change.teacher_id, change.studio_id, (select auth.uid()), false, change.fields,
    change.after, change.before, change.id
  );
  return (stored ->> 'updated_at')::timestamptz;
end
$$;
comment on function public.revert_listing_change(bigint) is
  'Admins only: puts back what a change replaced, when the listing still holds what it wrote (else PT409).';
revoke all on function public.revert_listing_change(bigint) from public, anon, authenticated, service_role;
grant execute on function public.revert_listing_change(bigint) to authenticated;

create or replace function public.listing_rename_requests(listing_kind text, listing_id uuid)
returns table (name text, requested_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see rename requests.' using errcode = '42501';
  end if;
  return query
    select r.name, r.requested_at
    from private.listing_rename_requests r
    where r.listing_kind = listing_rename_requests.listing_kind
      and coalesce(r.teacher_id, r.studio_id) = listing_rename_requests.listing_id;
end
$$;
comment on function public.listing_rename_requests(text, uuid) is
  'Admins only: the name the listing''s owner asked for, if any (renaming the listing ends the request).';
revoke all on function public.listing_rename_requests(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.listing_rename_requests(text, uuid) to authenticated;

create or replace function public.dismiss_rename_request(listing_kind text, listing_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  dismissed integer;
begin
  if not public.is_admin() then
    raise exception 'Only administrators dismiss rename requests.' using errcode = '42501';
  end if;
  delete from private.listing_rename_requests r
  where r.listing_kind = dismiss_rename_request.listing_kind
    and coalesce(r.teacher_id, r.studio_id) = dismiss_rename_request.listing_id;
  get diagnostics dismissed = row_count;
  return dismissed > 0;
end
$$;
comment on function public.dismiss_rename_request(text, uuid) is
  'Admins only: drops the owner''s rename request without renaming; true when there was one.';
revoke all on function public.dismiss_rename_request(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.dismiss_rename_request(text, uuid) to authenticated;

-- Listed: the applicant may sign in to the listing ------------------------------------------------

-- As in 20251127000100_mails_from_events.sql, and the 'you're listed' mail carries sign_in: true
-- when the applicant's address is the listing's inquiry address at that moment (so the link
-- signs in its owner).
create or replace function private.queue_application_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  application_kind text := case tg_table_name when 'teacherapplications' then 'teacher' else 'studio' end;
  typed_name text;
  profile_path text := '';
  listing_address text;
begin
  if new.status is not distinct from old.status or new.status not in ('listed', 'declined') then
    return null;
  end if;
  if application_kind = 'teacher' then
    typed_name := new.firstname;
    select '/teacher/' || t.slug into profile_path from public.teachers t where t.id = new.teacher_id;
    listing_address := private.listing_inquiry_address('teacher', new.teacher_id);
  else
    typed_name := new.name;
    select '/studio/' || s.slug into profile_path from public.studios s where s.id = new.studio_id;
    listing_address := private.listing_inquiry_address('studio', new.studio_id);
  end if;
  if new.status = 'listed' then
    perform private.queue_mail(
      'application_listed:' || application_kind || ':' || new.id,
      new.email,
      'application_listed',
      jsonb_build_object(
        'firstName', private.mail_first_name(typed_name),
        'kind', application_kind,
        'profilePath', coalesce(profile_path, '')
      ) || case
        when lower(btrim(new.email)) = lower(btrim(listing_address)) then '{"sign_in": true}'::jsonb
        else '{}'::jsonb
      end
    );
  else
    perform private.queue_mail(
      'application_declined:' || application_kind || ':' || new.id,
      new.email,
      'application_declined',
      jsonb_build_object(
        'firstName', private.mail_first_name(typed_name),
        'kind', application_kind,
        'note', coalesce(new.decline_note, '')
      )
    );
  end if;
  return null;
end
$$;
revoke all on function private.queue_application_decision() from public, anon, authenticated;

-- Storage: owners upload their images, the cleanup keeps what a revert needs -------------------

-- For the upload policy: may the signed-in caller upload as an owner? Security definer because
-- ownership reads auth.users and the private addresses; it answers only for the caller.
create or replace function private.caller_owns_a_listing()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.listings_of_address(private.caller_confirmed_email()))
$$;
revoke all on function private.caller_owns_a_listing() from public;
grant execute on function private.caller_owns_a_listing() to authenticated;

-- One insert policy for signed-in users (one per operation and role): a permitted application
-- logo, an owner's image in their own folder owners/<user id>/, or anything for an admin.
drop policy "Signed-in users upload a permitted application logo, admins upload anything" on storage.objects;
create policy "Signed-in users upload a permitted logo, owners their images, admins anything"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'studio-assets'
    and (
      (select public.is_admin())
      or (private.upload_permitted(name) and coalesce(metadata ->> 'mimetype', '') like 'image/%')
      or (
        (storage.foldername(name))[1] = 'owners'
        and (storage.foldername(name))[2] = (select auth.uid())::text
        and cardinality(storage.foldername(name)) = 2
        and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
        and coalesce(metadata ->> 'mimetype', '') like 'image/%'
        and (select private.caller_owns_a_listing())
      )
    )
  );

-- As in 20251124000700_storage_cleanup.sql, and an image an owner change replaced stays 90 days
-- while the change may still be reverted, so a revert does not put back a deleted file.
create or replace function public.unreferenced_storage_objects(
  older_than interval default '24 hours',
  max_rows integer default 1000,
  after_name text default null
)
returns table (name text, created_at timestamptz, size bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if older_than is null or older_than < interval '0' then
    raise exception 'older_than must be zero or more, got %', older_than using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 then
    raise exception 'max_rows must be 1 or more, got %', max_rows using errcode = '22023';
  end if;
  return query
    select o.name, o.created_at,
      -- Storage writes the size as a whole number; anything else must not fail the listing.
      case when o.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end
    from storage.objects o
    where o.bucket_id = 'studio-assets'
      and o.created_at < now() - older_than
      and o.name > coalesce(after_name, '')
      and o.name not like '%.emptyFolderPlaceholder'
      and not exists (
        select 1 from public.teachers t where private.studio_asset_name(t.image) = o.name
      )
      and not exists (
        select 1 from public.teachers t where private.studio_asset_names(t.gallery) @> array[o.name]
      )
      and not exists (
        select 1 from public.studios s where private.studio_asset_name(s.logo) = o.name
      )
      and not exists (
        select 1 from public.studios s where private.studio_asset_names(s.gallery) @> array[o.name]
      )
      and not exists (
        select 1 from public.studioapplications a where private.studio_asset_name(a.logo) = o.name
      )
      and not exists (
        select 1 from private.listing_changes c
        where c.before_images @> array[o.name] and c.reverted_at is null
          and c.changed_by_owner and c.changed_at > now() - interval '90 days'
      )
    order by o.name
    limit max_rows;
end
$$;
comment on function public.unreferenced_storage_objects(interval, integer, text) is
  'Service role only: studio-assets objects older than older_than that no listing or application references, nor an owner change of the last 90 days could put back.';
revoke all on function public.unreferenced_storage_objects(interval, integer, text)
  from public, anon, authenticated;
grant execute on function public.unreferenced_storage_objects(interval, integer, text) to service_role;

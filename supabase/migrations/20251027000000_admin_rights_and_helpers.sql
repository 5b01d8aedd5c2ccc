-- Admin rights and shared validation helpers.
--
-- Admin rights live in private.admins, a table in a schema the Data API does not
-- expose and no API role can write. public.is_admin() reads it as a security
-- definer function so that policies and the app ask the same question.
-- user_metadata (where sign-up writes is_admin) is never consulted: any user
-- can change their own user_metadata.

create extension if not exists pg_trgm with schema extensions;

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

create table private.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
comment on table private.admins is 'Users who may manage listings and read submissions. Written only by operators (service role or SQL).';
revoke all on private.admins from public, anon, authenticated;
grant select, insert, delete on private.admins to service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.admins a where a.user_id = (select auth.uid())
  )
$$;
comment on function public.is_admin() is 'True when the caller is an administrator. Used by RLS policies and by the app.';
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Grants admin rights to an existing user by e-mail. Only the service role
-- (operators, the admin:create command) may call it.
create or replace function public.grant_admin(target_email text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target_id uuid;
begin
  select u.id into target_id from auth.users u where lower(u.email) = lower(target_email);
  if target_id is null then
    raise exception 'No user with e-mail %', target_email using errcode = 'P0002';
  end if;
  insert into private.admins (user_id) values (target_id) on conflict do nothing;
  return target_id;
end
$$;
comment on function public.grant_admin(text) is 'Operator-only: makes the user with this e-mail an administrator.';
revoke all on function public.grant_admin(text) from public, anon, authenticated;
grant execute on function public.grant_admin(text) to service_role;

-- Validation helpers used by CHECK constraints. Immutable, no table access.
create or replace function private.is_http_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^https?://[^\s/?#]+[^\s]*$' and length(value) <= 2048
$$;

-- Empty or missing counts as "no URL given".
create or replace function private.is_optional_http_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null or value = '' or private.is_http_url(value)
$$;

create or replace function private.are_http_urls(values_ text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(v is not null and private.is_http_url(v)), true) from unnest(values_) as v
$$;

-- Every item present, not blank, at most max_length characters.
create or replace function private.are_short_texts(values_ text[], max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(v is not null and btrim(v) <> '' and length(v) <= max_length), true)
  from unnest(values_) as v
$$;

create or replace function private.is_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(value) <= 254
$$;

create or replace function private.is_required_text(value text, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null and btrim(value) <> '' and length(value) <= max_length
$$;

-- The four teaching options, each a boolean, nothing else.
create or replace function private.is_teaching_options(value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'object'
    and (value - array['online1on1', 'inPerson1on1', 'groupOnline', 'groupInPerson']) = '{}'::jsonb
    and coalesce((select bool_and(jsonb_typeof(e.value) = 'boolean') from jsonb_each(value) as e), true)
$$;

grant execute on all functions in schema private to anon, authenticated, service_role;

create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

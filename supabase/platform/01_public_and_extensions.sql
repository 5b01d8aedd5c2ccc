-- Hosted Supabase's platform, part 1: the public and extensions schemas and the default
-- privileges that decide who may use what the migrations create.
--
-- Reproduces supabase/postgres init-scripts/00000000000000-initial-schema.sql and
-- 00000000000003-post-setup.sql with migrations 20230224042246_grant_extensions_perms_for_postgres
-- (end state as of supabase/postgres 2026-10). Our own wording; see 00_roles.sql for how the
-- files are run.
--
-- Not reproduced: the extensions the image adds beyond uuid-ossp and pgcrypto (pg_stat_statements,
-- pg_graphql, supabase_vault; none comes with the PostgreSQL npm installs and the project uses none), the
-- event triggers that grant access when pg_cron, pg_net or pg_graphql are installed, PostgREST's
-- schema-reload triggers, and the supabase_realtime publication.

-- public ---------------------------------------------------------------------------------------

grant usage on schema public to postgres, anon, authenticated, service_role;

-- What postgres (migrations, the SQL editor) or supabase_admin creates in public is usable by
-- every API role: tables, sequences and functions alike. So a new function is executable by
-- anon and authenticated unless its migration revokes EXECUTE, and a new table is readable
-- and writable by them unless row-level security says otherwise.
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_admin in schema public
  grant all on functions to postgres, anon, authenticated, service_role;

-- extensions -----------------------------------------------------------------------------------

-- The schema extensions go in (`create extension ... with schema extensions`), owned by
-- postgres and usable by the API roles.
create schema if not exists extensions authorization postgres;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on schema extensions to dashboard_user;

alter default privileges for role supabase_admin in schema extensions
  grant all on tables to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions
  grant all on sequences to postgres with grant option;
alter default privileges for role supabase_admin in schema extensions
  grant all on functions to postgres with grant option;

-- Installed on every project. They come with PostgreSQL's contrib modules; the guard keeps the
-- file usable on a server built without them.
do $$
begin
  if exists (select from pg_catalog.pg_available_extensions where name = 'uuid-ossp') then
    create extension if not exists "uuid-ossp" with schema extensions;
  end if;
  if exists (select from pg_catalog.pg_available_extensions where name = 'pgcrypto') then
    create extension if not exists pgcrypto with schema extensions;
  end if;
end
$$;

grant all on all tables in schema extensions to postgres with grant option;
grant all on all sequences in schema extensions to postgres with grant option;
grant all on all routines in schema extensions to postgres with grant option;
grant all on all tables in schema extensions to dashboard_user;
grant all on all sequences in schema extensions to dashboard_user;
grant all on all routines in schema extensions to dashboard_user;

-- Hosted Supabase's platform, part 0: roles, their attributes, memberships and settings, and
-- the database-level grants.
--
-- Reproduces the end state of supabase/postgres (migrations/db/init-scripts/*.sql and
-- migrations/db/migrations/*.sql up to 20261010094800_postgres-role-safeupdate), i.e. what a
-- project on PostgreSQL 17 (or 15) has before any migration of ours runs. Written for this
-- project from reading those files; not a copy. Order matters: 00 to 03 run in file-name order,
-- once, on a new database (supabase/local/db.ts for the local backend, scripts/test-pg.ts for
-- `npm run test:pg`).
--
-- Runs as the database's bootstrap superuser, `supabase_admin`, as on hosted Supabase.
--
-- Not reproduced (the project uses none of them): pgbouncer, supabase_functions_admin,
-- supabase_realtime_admin and the pgsodium roles; the supautils and safeupdate libraries that
-- the image preloads for authenticator and postgres (they are not installed here; a preload of
-- a missing library would make every login fail).

-- A role with the given attributes, created if missing. The bootstrap superuser (oid 10) keeps
-- its own attributes: Postgres refuses to take SUPERUSER from it.
create function pg_temp.ensure_role(role_name text, attributes text) returns void
language plpgsql
as $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = role_name) then
    execute format('create role %I', role_name);
  end if;
  if (select oid from pg_catalog.pg_roles where rolname = role_name) <> 10 then
    execute format('alter role %I with %s', role_name, attributes);
  end if;
end
$$;

-- The platform's own superuser: runs the image's migrations, owns the auth and storage schemas.
select pg_temp.ensure_role('supabase_admin', 'superuser createdb createrole replication bypassrls login');

-- The project's "postgres" role: what the SQL editor, `supabase db push` and migrations use.
-- Not a superuser on hosted Supabase (demoted by 10000000000000_demote-postgres); it bypasses
-- RLS and may create roles and databases.
select pg_temp.ensure_role('postgres', 'nosuperuser createdb createrole login replication bypassrls');

-- The API roles PostgREST, Storage and Realtime switch to. INHERIT since
-- 20230529180330_alter_api_roles_for_inherit.
select pg_temp.ensure_role('anon', 'nologin inherit');
select pg_temp.ensure_role('authenticated', 'nologin inherit');
select pg_temp.ensure_role('service_role', 'nologin inherit bypassrls');

-- The login role of PostgREST (and Storage, through supabase_storage_admin): it holds no rights
-- of its own (NOINHERIT) and may only SET ROLE to the API roles.
select pg_temp.ensure_role('authenticator', 'login noinherit');

-- The service roles of Auth (GoTrue) and Storage: they own their schemas' tables.
select pg_temp.ensure_role('supabase_auth_admin', 'login noinherit nocreaterole noreplication');
select pg_temp.ensure_role('supabase_storage_admin', 'login noinherit createrole noreplication');

-- The dashboard's role, replication and read-only roles, and the role that marks
-- "superuser-like" members for supautils.
select pg_temp.ensure_role('dashboard_user', 'nologin createdb createrole replication');
select pg_temp.ensure_role('supabase_replication_admin', 'login replication');
select pg_temp.ensure_role('supabase_etl_admin', 'login replication');
select pg_temp.ensure_role('supabase_read_only_user', 'login bypassrls');
select pg_temp.ensure_role('supabase_superuser', 'nologin');

-- Memberships ------------------------------------------------------------------------------

grant anon, authenticated, service_role to authenticator;
grant anon, authenticated, service_role to postgres;
grant authenticator to supabase_storage_admin;
grant pg_read_all_data to supabase_read_only_user;
grant pg_monitor, pg_read_all_data, pg_signal_backend to postgres;
grant supabase_superuser to postgres, supabase_etl_admin;

-- Settings each role gets at login (PostgREST also applies the API roles' ones on SET ROLE) -----

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
-- The image's init script writes "\$user" where it means "$user" (the backslash is meant for a
-- shell), so on hosted Supabase the first entry names a schema that never exists and only
-- public and extensions count. Kept as it is there.
alter role postgres set search_path = "\$user", public, extensions;
alter role supabase_admin set search_path = "\$user", public, auth, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_storage_admin set search_path = storage;

-- The database -------------------------------------------------------------------------------

-- The project's database belongs to postgres (so does its public schema, through
-- pg_database_owner); the service roles may create their schemas' objects in it.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('grant all on database %I to postgres, dashboard_user', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin', current_database());
end
$$;

drop function pg_temp.ensure_role(text, text);

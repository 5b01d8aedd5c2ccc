-- Purges messages hourly on hosted Supabase (docs/decisions/0024-messages-to-listings.md): unconfirmed
-- ones after 24 hours, delivered ones after 90 days, tombstones after 7 days.
--
-- * Applied only where pg_cron exists: on the local backend's PGlite and the PostgreSQL 15 of
--   test:pg this is a no-op (the local backend calls public.purge_listing_messages itself every
--   hour, supabase/local/server.ts).
-- * The job runs the function in the database; it needs neither pg_net nor a key.
-- * cron.schedule with a job name replaces that job, so running this again changes nothing.

do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is missing: purge-listing-messages is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  perform cron.schedule('purge-listing-messages', '41 * * * *', 'select public.purge_listing_messages()');
end
$migration$;

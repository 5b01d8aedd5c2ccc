-- Queues the owners' 'Are your details still correct?' mails daily on hosted Supabase
-- (docs/decisions/0026-owners-by-their-inquiry-address.md): one per listing every 180 days after
-- its last confirmation.
--
-- * Applied only where pg_cron exists: on the local backend's PGlite and the PostgreSQL 15 of
--   test:pg this is a no-op (the local backend calls public.queue_owner_reminders itself).
-- * The job runs the function in the database; the mails go out with the rest of the outbox.
-- * cron.schedule with a job name replaces that job, so running this again changes nothing.

do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is missing: queue-owner-reminders is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  -- Mid-morning in Europe, where most listings are, so a reminder is read the day it comes.
  perform cron.schedule('queue-owner-reminders', '17 8 * * *', 'select public.queue_owner_reminders()');
end
$migration$;

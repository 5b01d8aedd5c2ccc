-- Runs the send-mail Edge Function every minute on hosted Supabase, and purges sent mail daily.
--
-- * pg_cron calls the function through pg_net with the project's URL and service role key,
--   both read from Vault at each run, so no secret is written into a migration. Before the
--   first run, create the two secrets once (docs/deploying.md "Mail"):
--     select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--     select vault.create_secret('<service role key>', 'service_role_key');
-- * Applied only where pg_cron, pg_net and Vault exist: on the local backend's PGlite and the
--   PostgreSQL 15 of test:pg this is a no-op (the local backend runs the function itself when
--   mail is due, supabase/local/functions/mail-sender.ts).
-- * cron.schedule with a job name replaces that job, so running this again changes nothing.

do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
    or not exists (select 1 from pg_catalog.pg_extension where extname = 'supabase_vault')
  then
    raise notice 'pg_cron, pg_net or Vault is missing: send-mail is not scheduled here';
    return;
  end if;

  create extension if not exists pg_cron with schema pg_catalog;
  create extension if not exists pg_net with schema extensions;

  perform cron.schedule(
    'send-mail',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
          || '/functions/v1/send-mail',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer '
            || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
        ),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      )
    $job$
  );

  -- Sent rows go after 30 days (their key kept them from mailing twice until then).
  if to_regprocedure('public.purge_sent_mail()') is not null then
    perform cron.schedule('purge-sent-mail', '17 3 * * *', 'select public.purge_sent_mail()');
  end if;
end
$migration$;

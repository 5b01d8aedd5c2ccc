-- A mail whose address is malformed, whose template cannot be rendered, or whose recipient
-- the receiving server refuses for good (an SMTP 5xx reply to RCPT TO) fails for good on the
-- first try: retrying it five times over 15 hours would only delay the admin's Retry (they
-- fix the address, then press it). Anything else (the server down, a 4xx reply, a refusal
-- of our own envelope) is retried as before.
--
-- The sender says which it is; the old two-argument function goes first, as PostgREST would
-- otherwise see two candidates for a call naming mail_id and error.
drop function public.mail_failed(bigint, text);

create function public.mail_failed(mail_id bigint, error text, permanent boolean default false)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set
    status = case when permanent or attempts >= 6 then 'failed' else 'pending' end,
    -- For a mail that failed for good, next_attempt_at records when (public.failed_mails).
    next_attempt_at = now() + case
      when permanent or attempts >= 6 then interval '0'
      when attempts <= 1 then interval '1 minute'
      when attempts = 2 then interval '5 minutes'
      when attempts = 3 then interval '30 minutes'
      when attempts = 4 then interval '2 hours'
      else interval '12 hours'
    end,
    last_error = left(coalesce(error, 'unknown error'), 1000)
  where id = mail_id and status = 'pending'
$$;
comment on function public.mail_failed(bigint, text, boolean) is
  'Sender only: records a failed attempt; retries after 1 min, 5 min, 30 min, 2 h, 12 h, then fails for good; fails for good at once when permanent.';

revoke all on function public.mail_failed(bigint, text, boolean) from public, anon, authenticated;
grant execute on function public.mail_failed(bigint, text, boolean) to service_role;

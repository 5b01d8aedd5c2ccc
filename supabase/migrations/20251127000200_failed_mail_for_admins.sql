-- Admins see the mails that failed for good, and send them again; sent mail goes after 30 days.
--
-- * public.failed_mails() lists, for admins only, the recipient, template, last error and when
--   of each mail that failed for good; nothing else of the outbox is shown to anyone.
-- * public.retry_mail(id) makes such a mail pending again with its attempts reset.
-- * public.purge_sent_mail() (service role) deletes sent rows older than 30 days and the
--   expired per-address counts. On hosted Supabase a pg_cron schedule calls it (the mail
--   schedule's migration); locally nothing needs it.

-- A mail that fails for good records when: next_attempt_at is then that moment, not a retry.
create or replace function public.mail_failed(mail_id bigint, error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set
    status = case when attempts >= 6 then 'failed' else 'pending' end,
    next_attempt_at = now() + case
      when attempts >= 6 then interval '0'
      when attempts <= 1 then interval '1 minute'
      when attempts = 2 then interval '5 minutes'
      when attempts = 3 then interval '30 minutes'
      when attempts = 4 then interval '2 hours'
      else interval '12 hours'
    end,
    last_error = left(coalesce(error, 'unknown error'), 1000)
  where id = mail_id and status = 'pending'
$$;

create or replace function public.failed_mails()
returns table (
  id bigint,
  recipient text,
  template text,
  last_error text,
  failed_at timestamptz,
  attempts integer,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see failed mail.' using errcode = '42501';
  end if;
  return query
    select m.id, m.recipient, m.template, m.last_error, m.next_attempt_at, m.attempts, m.created_at
    from private.mail_outbox m
    where m.status = 'failed'
    order by m.next_attempt_at desc, m.id desc
    limit 200;
end
$$;
comment on function public.failed_mails() is
  'Admins only: the mails that failed for good (recipient, template, last error, when), newest first.';
revoke all on function public.failed_mails() from public, anon, service_role;
grant execute on function public.failed_mails() to authenticated;

-- Retry: pending again now, as if new. True when the mail had failed (and goes again).
create or replace function public.retry_mail(mail_id bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators retry failed mail.' using errcode = '42501';
  end if;
  update private.mail_outbox m
  set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null
  where m.id = mail_id and m.status = 'failed';
  return found;
end
$$;
comment on function public.retry_mail(bigint) is
  'Admins only: sends a mail that failed for good again, with its attempts reset.';
revoke all on function public.retry_mail(bigint) from public, anon, service_role;
grant execute on function public.retry_mail(bigint) to authenticated;

create index mail_outbox_failed_idx on private.mail_outbox (next_attempt_at desc, id desc) where status = 'failed';
create index mail_outbox_sent_at_idx on private.mail_outbox (sent_at) where status = 'sent';

-- Sent rows keep only their key and times; after 30 days they go. Returns how many.
create or replace function public.purge_sent_mail()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.mail_outbox m where m.status = 'sent' and m.sent_at < now() - interval '30 days';
  get diagnostics purged = row_count;
  delete from private.mail_address_sends s where s.created_at < now() - interval '1 day';
  return purged;
end
$$;
comment on function public.purge_sent_mail() is
  'Service role (a daily schedule): deletes sent mail older than 30 days.';
revoke all on function public.purge_sent_mail() from public, anon, authenticated;
grant execute on function public.purge_sent_mail() to service_role;

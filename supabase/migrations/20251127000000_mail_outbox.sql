-- The mail outbox: every mail the product sends is first a row here.
--
-- * The SQL that causes a mail writes its row in the same transaction, so a rolled-back
--   send queues nothing and a committed one cannot lose its mail.
-- * key names the event (e.g. 'application_received:teacher:<application id>') and is
--   unique; writers insert with `on conflict (key) do nothing`, so one event never mails
--   twice.
-- * The sender (supabase/functions/send-mail, with the service role key) claims due rows
--   with public.claim_mail(), renders the template, and reports back with mail_sent() or
--   mail_failed(). Templates are rendered by the sender, never here.
-- * Personal data leaves a row once it is sent: recipient, reply_to and data are emptied.
-- * Nobody reads the table through the API: it is in the private schema, with RLS on and
--   no grants to anon or authenticated; the service role reads it and changes it only through
--   the functions below.

create table private.mail_outbox (
  id bigint generated always as identity primary key,
  key text not null unique,
  recipient text,
  reply_to text,
  template text not null,
  data jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- A mail waiting to go needs somebody to go to.
  constraint mail_outbox_pending_has_recipient check (status <> 'pending' or recipient is not null)
);
comment on table private.mail_outbox is
  'Mails to send, one row per event (key). Written by the SQL that causes each mail; sent by the send-mail function through claim_mail/mail_sent/mail_failed. Recipient and data are erased once sent.';
comment on column private.mail_outbox.key is
  'The event this mail is for, unique: the same event never queues a second mail.';
comment on column private.mail_outbox.data is
  'What the template needs (see the template''s keys in the sender); emptied once sent.';
comment on column private.mail_outbox.next_attempt_at is
  'When the row is next due: the retry time after a failure, or the end of a claim''s lease.';

-- What claim_mail() and mail_due() look for: due pending rows, oldest first.
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at, id) where status = 'pending';

alter table private.mail_outbox enable row level security;
revoke all on private.mail_outbox from public, anon, authenticated, service_role;
-- The service role may look (operators, tests); it changes rows only through the functions.
grant select on private.mail_outbox to service_role;

-- The sender ---------------------------------------------------------------------

-- The due pending rows, oldest first, each locked so that parallel senders skip it. A claimed
-- row counts one more attempt and is leased for 5 minutes: if the sender dies mid-send, the row
-- comes back then rather than never.
create or replace function public.claim_mail(batch_size integer default 20)
returns table (id bigint, recipient text, reply_to text, template text, data jsonb, attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select m.id
    from private.mail_outbox m
    where m.status = 'pending' and m.next_attempt_at <= now()
    order by m.next_attempt_at, m.id
    limit greatest(least(batch_size, 500), 0)
    for update skip locked
  )
  update private.mail_outbox m
  set attempts = m.attempts + 1, next_attempt_at = now() + interval '5 minutes'
  from due
  where m.id = due.id
  returning m.id, m.recipient, m.reply_to, m.template, m.data, m.attempts
$$;
comment on function public.claim_mail(integer) is
  'Sender only: claims up to batch_size due mails (skipping rows another sender holds) and leases them for 5 minutes.';

-- Sent: keep the row (its key still stops a second mail for the event) but none of its
-- personal data.
create or replace function public.mail_sent(mail_id bigint)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_outbox
  set status = 'sent', sent_at = now(), recipient = null, reply_to = null, data = '{}', last_error = null
  where id = mail_id and status = 'pending'
$$;
comment on function public.mail_sent(bigint) is
  'Sender only: marks a mail sent and erases its recipient and data.';

-- A failed attempt: try again after 1 min, 5 min, 30 min, 2 h, 12 h; after the 6th attempt
-- the mail has failed for good and waits for an admin's Retry.
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
    next_attempt_at = now() + case attempts
      when 1 then interval '1 minute'
      when 2 then interval '5 minutes'
      when 3 then interval '30 minutes'
      when 4 then interval '2 hours'
      else interval '12 hours'
    end,
    last_error = left(coalesce(error, 'unknown error'), 1000)
  where id = mail_id and status = 'pending'
$$;
comment on function public.mail_failed(bigint, text) is
  'Sender only: records a failed attempt; retries after 1 min, 5 min, 30 min, 2 h, 12 h, then fails for good.';

-- Whether the sender has work now (the local backend polls this about every second).
create or replace function public.mail_due()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.mail_outbox m where m.status = 'pending' and m.next_attempt_at <= now()
  )
$$;
comment on function public.mail_due() is 'Sender only: whether any pending mail is due.';

revoke all on function public.claim_mail(integer) from public, anon, authenticated;
revoke all on function public.mail_sent(bigint) from public, anon, authenticated;
revoke all on function public.mail_failed(bigint, text) from public, anon, authenticated;
revoke all on function public.mail_due() from public, anon, authenticated;
grant execute on function public.claim_mail(integer) to service_role;
grant execute on function public.mail_sent(bigint) to service_role;
grant execute on function public.mail_failed(bigint, text) to service_role;
grant execute on function public.mail_due() to service_role;

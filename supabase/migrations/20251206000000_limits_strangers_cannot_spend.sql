-- Limits that a stranger cannot spend on someone else's behalf
-- (docs/decisions/0031-limits-strangers-cannot-spend.md).
--
-- * The typed-address cap (3 mails a day) counts the mailbox, not its spelling: the part of the
--   local part after '+' is dropped, and Gmail's dots with it (private.mailbox_hash).
-- * An owner's sign-in link spends no allowance a stranger can spend: 'Manage this listing' mails
--   the listing's inquiry address at most one link an hour (the link's lifetime); a request within
--   that hour is answered the same way and sends nothing new. Requests stay limited per client.
-- * A listing's daily limit and an address's weekly limit to one listing count confirmed
--   (delivered) messages only: unconfirmed ones, which anyone can send naming any address, are
--   held by the per-client limits and the typed-address cap, and expire after 24 hours.

-- The mailbox behind an address ------------------------------------------------------------------

-- SHA-256 (hex) of the mailbox an address reaches: lower case, the '+tag' of the local part
-- dropped (most providers deliver user+tag@ to user@), and for Gmail the dots too, googlemail.com
-- being gmail.com. Two spellings of one mailbox share one count.
create or replace function private.mailbox_hash(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(
    case
      when parts.domain in ('gmail.com', 'googlemail.com') then replace(parts.local, '.', '') || '@gmail.com'
      else parts.local || '@' || parts.domain
    end,
    'UTF8'
  )), 'hex')
  from (
    select
      split_part(substring(a.address from '^(.*)@[^@]*$'), '+', 1) as local,
      substring(a.address from '@([^@]*)$') as domain
    from (select lower(btrim(coalesce(address, ''))) as address) as a
  ) as parts
$$;
revoke all on function private.mailbox_hash(text) from public, anon, authenticated;

-- As before, counted by mailbox.
create or replace function private.count_typed_address_mail(address text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  hashed text := private.mailbox_hash(address);
begin
  perform pg_advisory_xact_lock(hashtextextended('mail_address_sends:' || hashed, 0));
  delete from private.mail_address_sends s where s.created_at < now() - interval '1 day';
  if (
    select count(*) from private.mail_address_sends s
    where s.address_hash = hashed and s.created_at >= now() - interval '1 day'
  ) >= 3 then
    return false;
  end if;
  insert into private.mail_address_sends (address_hash) values (hashed);
  return true;
end
$$;
revoke all on function private.count_typed_address_mail(text) from public, anon, authenticated;
comment on table private.mail_address_sends is
  'One row per mail queued to an address typed into a public form (its mailbox''s SHA-256, private.mailbox_hash), for the 3-a-day cap; kept a day.';

-- Owners' sign-in links -------------------------------------------------------------------------

create table private.owner_link_sends (
  address_hash text primary key,
  sent_at timestamptz not null default now()
);
comment on table private.owner_link_sends is
  'When a sign-in link last went to each inquiry address (its mailbox''s SHA-256): one link an hour, whoever asks.';
create index owner_link_sends_sent_at_idx on private.owner_link_sends (sent_at);
revoke all on private.owner_link_sends from public, anon, authenticated, service_role;

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
  mailbox text;
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
  -- Any other address, or a listing that does not exist, gets the same answer and no mail.
  if not found then
    return;
  end if;
  -- One valid link at a time: while the last one is within its hour, the owner has it, and a
  -- request (theirs or a stranger's) gets the same answer and sends nothing new. This spends
  -- nothing that the owner's own request would need later.
  mailbox := private.mailbox_hash(first_match.inquiry_address);
  perform pg_advisory_xact_lock(hashtextextended('owner_link_sends:' || mailbox, 0));
  delete from private.owner_link_sends s where s.sent_at <= now() - interval '1 hour';
  insert into private.owner_link_sends (address_hash) values (mailbox)
  on conflict (address_hash) do nothing;
  if not found then
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
  'Manage this listing: mails a sign-in link when the address is the listing''s inquiry address (kind and slug null: any listing''s), at most one an hour; the same answer otherwise.';
revoke all on function public.request_owner_link(text, text, text) from public, anon, authenticated, service_role;
grant execute on function public.request_owner_link(text, text, text) to anon, authenticated;

-- Messages: only confirmed ones count toward a listing's limits -----------------------------------

-- Minutes until one more confirmed message to the listing is allowed (from this mailbox, when
-- given), or null when it is allowed now; a limit that is not set allows it.
create or replace function private.confirmed_minutes_until_free(
  kind text,
  target_listing uuid,
  target_mailbox text,
  max_messages integer,
  window_minutes integer
)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when max_messages is null or window_minutes is null then null
    when max_messages <= 0 then 1
    else (
      select greatest(1, ceil(extract(epoch from m.delivered_at + make_interval(mins => window_minutes) - now()) / 60)::integer)
      from private.listing_messages m
      where ((kind = 'teacher' and m.teacher_id = target_listing) or (kind = 'studio' and m.studio_id = target_listing))
        and m.delivered_at > now() - make_interval(mins => window_minutes)
        and (target_mailbox is null or private.mailbox_hash(m.sender_email) = target_mailbox)
      order by m.delivered_at desc
      offset max_messages - 1
      limit 1
    )
  end
$$;
revoke all on function private.confirmed_minutes_until_free(text, uuid, text, integer, integer)
  from public, anon, authenticated;

comment on column public.submission_limits.per_listing is
  'Messages: how many confirmed messages one listing may receive in per_listing_minutes (null: no such limit).';
comment on column public.submission_limits.per_address_listing is
  'Messages: how many confirmed messages from one mailbox to one listing in per_address_listing_minutes (null: no such limit).';

create or replace function public.send_listing_message(
  listing_kind text,
  listing_slug text,
  name text,
  email text,
  message text,
  practices text[] default '{}',
  honeypot text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  kind text := listing_kind;
  sender_name text := btrim(regexp_replace(coalesce(name, ''), '[[:space:][:cntrl:]]+', ' ', 'g'));
  sender_email text := btrim(coalesce(email, ''));
  body text := btrim(coalesce(message, ''));
  chosen text[] := array(select distinct p from unnest(coalesce(practices, '{}')) as p order by p);
  listing record;
  mailbox text;
  limits public.submission_limits;
  wait integer;
  token text;
  message_id bigint;
begin
  perform private.count_attempt('listing_message', 'messages');
  if private.honeypot_filled(honeypot) then
    return;
  end if;

  if kind is null or kind not in ('teacher', 'studio') then
    raise exception 'The listing kind must be teacher or studio.' using errcode = '22023';
  end if;
  if length(sender_name) = 0 then
    raise exception 'Please enter your name.' using errcode = '22023';
  end if;
  if length(sender_name) > 100 then
    raise exception 'Your name must be at most 100 characters.' using errcode = '22023';
  end if;
  if not private.is_reply_address(sender_email) then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if length(body) < 20 then
    raise exception 'Your message must be at least 20 characters.' using errcode = '22023';
  end if;
  if length(body) > 2000 then
    raise exception 'Your message must be at most 2,000 characters.' using errcode = '22023';
  end if;

  select * into listing from private.message_listing(kind, listing_slug, null) limit 1;
  if not found or listing.inquiry_address is null then
    raise exception using
      errcode = 'PT404',
      message = format('This %s is not taking messages through the directory right now.', kind);
  end if;
  if not chosen <@ listing.practices then
    raise exception using
      errcode = '22023',
      message = format('Choose only among the ways this %s offers.', kind);
  end if;

  -- Confirmed messages only: a stranger cannot confirm a message from someone else's mailbox,
  -- so cannot fill these for the listing or for a student.
  select * into limits from public.submission_limits l where l.form = 'listing_message';
  wait := private.confirmed_minutes_until_free(kind, listing.id, null, limits.per_listing, limits.per_listing_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('This %s has received many messages today. Please try again in %s.', kind, private.wait_text(wait)),
      hint = wait::text;
  end if;
  mailbox := private.mailbox_hash(sender_email);
  wait := private.confirmed_minutes_until_free(
    kind, listing.id, mailbox, limits.per_address_listing, limits.per_address_listing_minutes
  );
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format(
        'You have already written to this %s %s times this week. Please try again in %s.',
        kind, limits.per_address_listing, private.wait_text(wait)
      ),
      hint = wait::text;
  end if;
  if not private.count_typed_address_mail(sender_email) then
    select greatest(1, ceil(extract(epoch from min(s.created_at) + interval '1 day' - now()) / 60)::integer)
    into wait
    from private.mail_address_sends s
    where s.address_hash = mailbox and s.created_at >= now() - interval '1 day';
    raise exception using
      errcode = 'PT429',
      message = 'We have already sent this address 3 mails today. Please try again tomorrow.',
      hint = coalesce(wait, 1440)::text;
  end if;

  token := private.new_message_token();
  insert into private.listing_messages (
    token_hash, listing_kind, teacher_id, studio_id, sender_name, sender_email, body, practices
  ) values (
    private.message_token_hash(token), kind,
    case when kind = 'teacher' then listing.id end,
    case when kind = 'studio' then listing.id end,
    sender_name, sender_email, body, chosen
  )
  returning id into message_id;

  -- Nothing the student typed but their first name goes to the address they typed.
  perform private.queue_mail(
    'message_confirm:' || message_id,
    sender_email,
    'message_confirm',
    jsonb_build_object(
      'firstName', private.mail_first_name(split_part(sender_name, ' ', 1)),
      'listingName', listing.first_name,
      'listingKind', kind,
      'token', token
    )
  );
end
$$;
comment on function public.send_listing_message(text, text, text, text, text, text[], text) is
  'Send a message: stores it unconfirmed, within the limits, and mails the sender a link to confirm it.';
revoke all on function public.send_listing_message(text, text, text, text, text, text[], text)
  from public, anon, authenticated, service_role;
grant execute on function public.send_listing_message(text, text, text, text, text, text[], text)
  to anon, authenticated, service_role;

-- The sends table counted unconfirmed messages; nothing reads it now.
create or replace function public.purge_listing_messages()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  expired integer;
  delivered integer;
begin
  with gone as (
    delete from private.listing_messages m
    where m.delivered_at is null and m.created_at <= now() - interval '24 hours'
    returning m.token_hash, m.listing_kind, m.teacher_id, m.studio_id
  )
  insert into private.expired_listing_messages (token_hash, listing_kind, teacher_id, studio_id)
  select g.token_hash, g.listing_kind, g.teacher_id, g.studio_id from gone g
  on conflict (token_hash) do nothing;
  get diagnostics expired = row_count;

  delete from private.listing_messages m where m.delivered_at <= now() - interval '90 days';
  get diagnostics delivered = row_count;

  delete from private.expired_listing_messages e where e.expired_at <= now() - interval '7 days';
  delete from private.owner_link_sends s where s.sent_at <= now() - interval '1 hour';
  delete from private.mail_outbox o
  where o.template in ('message_confirm', 'message_delivery', 'message_copy')
    and o.status = 'failed' and o.created_at <= now() - interval '90 days';
  return expired + delivered;
end
$$;
comment on function public.purge_listing_messages() is
  'Service role (hourly): deletes unconfirmed messages after 24 hours (a tombstone stays 7 days) and delivered ones after 90 days.';
revoke all on function public.purge_listing_messages() from public, anon, authenticated, service_role;
grant execute on function public.purge_listing_messages() to service_role;

drop function private.listing_minutes_until_free(uuid, text, integer, integer);
drop table private.listing_message_sends;

-- Students message teachers and studios: confirm, then deliver
-- (docs/decisions/0024-messages-to-listings.md).
--
-- * public.send_listing_message stores a message and mails the address the student typed a link
--   to confirm it (message_confirm). The link carries a token the database makes (32 random
--   bytes, base64url); only its SHA-256 is stored, and the token itself lives only in that mail's
--   outbox data until the mail is sent. Nothing reaches the listing yet.
-- * public.confirm_listing_message delivers: message_delivery to the listing's inquiry address
--   with Reply-To the student, message_copy to the student. A token works once and for 24 hours.
-- * Nobody reads the messages through the API (private schema, no grants). Admins get counts
--   (public.listing_message_counts, public.message_totals).
-- * public.purge_listing_messages (service role, hourly) deletes unconfirmed messages after
--   24 hours, leaving a tombstone (token hash and listing, nothing personal) for 7 days so an old
--   link still says 'expired', and delivered messages after 90 days.
-- * Limits, in public.submission_limits: per client and overall (as the other forms), per
--   listing, and per address and listing; the typed-address cap of 3 mails a day holds too.
-- * A message_delivery that fails for good marks the listing's inquiry address failed, which
--   turns its accepts_messages off until an admin fixes the address.

-- Limits ----------------------------------------------------------------------------------------

alter table public.submission_limits
  drop constraint submission_limits_form_check,
  drop constraint submission_limits_per_client_minutes_check,
  drop constraint submission_limits_overall_minutes_check,
  add column per_listing integer check (per_listing >= 0),
  add column per_listing_minutes integer check (per_listing_minutes between 1 and 10080),
  add column per_address_listing integer check (per_address_listing >= 0),
  add column per_address_listing_minutes integer check (per_address_listing_minutes between 1 and 10080),
  add constraint submission_limits_form_check check (form in (
    'teacher_application', 'studio_application', 'contact_message', 'logo_upload', 'contact_question',
    'listing_message', 'message_confirm'
  )),
  add constraint submission_limits_per_client_minutes_check check (per_client_minutes between 1 and 10080),
  add constraint submission_limits_overall_minutes_check check (overall_minutes between 1 and 10080),
  add constraint submission_limits_per_listing_pair check ((per_listing is null) = (per_listing_minutes is null)),
  add constraint submission_limits_per_address_listing_pair
    check ((per_address_listing is null) = (per_address_listing_minutes is null));
comment on column public.submission_limits.per_listing is
  'Messages: how many sends to one listing everyone together may make in per_listing_minutes (null: no such limit).';
comment on column public.submission_limits.per_address_listing is
  'Messages: how many sends from one typed address to one listing in per_address_listing_minutes (null: no such limit).';

insert into public.submission_limits (
  form, per_client, per_client_minutes, overall, overall_minutes,
  per_listing, per_listing_minutes, per_address_listing, per_address_listing_minutes
) values
  ('listing_message', 5, 10, 500, 60, 20, 1440, 3, 10080),
  -- A student may press an old link again or reload the page; a script guessing tokens may not.
  ('message_confirm', 30, 10, 20000, 60, null, null, null, null);

grant update (per_listing, per_listing_minutes, per_address_listing, per_address_listing_minutes)
  on public.submission_limits to authenticated;

-- '8 minutes', '5 hours', '2 days': a wait as a person would say it, rounded up.
create or replace function private.wait_text(minutes integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when minutes < 60 then private.minutes_text(minutes)
    when minutes <= 2880 then ceil(minutes / 60.0)::integer
      || case when ceil(minutes / 60.0) = 1 then ' hour' else ' hours' end
    else ceil(minutes / 1440.0)::integer || ' days'
  end
$$;
revoke all on function private.wait_text(integer) from public, anon, authenticated;

-- Counts one attempt of `form_name` for the caller, or raises PT429 with `what` in the message
-- ('messages', 'attempts'): the per-client and overall limits of private.count_send, worded for
-- these forms. Attempts of one form wait for each other, so a burst cannot overshoot.
create or replace function private.count_attempt(form_name text, what text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  limits public.submission_limits;
  caller text := private.client_address();
  wait integer;
begin
  select * into limits from public.submission_limits l where l.form = form_name;
  if not found then
    raise exception 'No submission limit is set for %', form_name;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('submission_limits:' || form_name, 0));

  wait := private.minutes_until_free(form_name, caller, limits.per_client, limits.per_client_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('Too many %s from your connection. Please try again in %s.', what, private.wait_text(wait)),
      hint = wait::text;
  end if;
  wait := private.minutes_until_free(form_name, null, limits.overall, limits.overall_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('We are receiving too many %s right now. Please try again in %s.', what, private.wait_text(wait)),
      hint = wait::text;
  end if;

  insert into private.submission_events (form, client) values (form_name, caller);
  delete from private.submission_events e
  where e.form = form_name and e.created_at < now() - interval '1 day';
end
$$;
revoke all on function private.count_attempt(text, text) from public, anon, authenticated;

-- Sends to each listing, by the typed address's SHA-256 (the count needs no address); kept for
-- the longest window a limit may have (7 days).
create table private.listing_message_sends (
  id bigint generated always as identity primary key,
  listing_id uuid not null,
  address_hash text not null,
  created_at timestamptz not null default now()
);
comment on table private.listing_message_sends is
  'One row per message sent to a listing (listing id, SHA-256 of the typed address), for the per-listing limits; kept 7 days.';
create index listing_message_sends_listing_idx on private.listing_message_sends (listing_id, created_at);
create index listing_message_sends_address_idx on private.listing_message_sends (address_hash, listing_id, created_at);
create index listing_message_sends_created_at_idx on private.listing_message_sends (created_at);
revoke all on private.listing_message_sends from public, anon, authenticated, service_role;

-- Minutes until one more send to the listing is allowed (from this address, when given), or null
-- when it is allowed now; a limit that is not set allows it.
create or replace function private.listing_minutes_until_free(
  target_listing uuid,
  target_address_hash text,
  max_sends integer,
  window_minutes integer
)
returns integer
language sql
stable
set search_path = ''
as $$
  select case
    when max_sends is null or window_minutes is null then null
    when max_sends <= 0 then 1
    else (
      select greatest(1, ceil(extract(epoch from s.created_at + make_interval(mins => window_minutes) - now()) / 60)::integer)
      from private.listing_message_sends s
      where s.listing_id = target_listing
        and (target_address_hash is null or s.address_hash = target_address_hash)
        and s.created_at > now() - make_interval(mins => window_minutes)
      order by s.created_at desc
      offset max_sends - 1
      limit 1
    )
  end
$$;
revoke all on function private.listing_minutes_until_free(uuid, text, integer, integer) from public, anon, authenticated;

-- Messages ------------------------------------------------------------------------------------

create table private.listing_messages (
  id bigint generated always as identity primary key,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  listing_kind text not null check (listing_kind in ('teacher', 'studio')),
  teacher_id uuid references public.teachers (id) on delete cascade,
  studio_id uuid references public.studios (id) on delete cascade,
  sender_name text not null check (length(sender_name) between 1 and 100),
  sender_email text not null check (private.is_email(sender_email)),
  body text not null check (length(body) between 20 and 2000),
  practices text[] not null default '{}',
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  constraint listing_messages_one_listing check (
    (listing_kind = 'teacher' and teacher_id is not null and studio_id is null)
    or (listing_kind = 'studio' and studio_id is not null and teacher_id is null)
  )
);
comment on table private.listing_messages is
  'Messages from students to listings: unconfirmed ones for 24 hours, delivered ones for 90 days. Nobody reads them through the API.';
comment on column private.listing_messages.token_hash is
  'SHA-256 (hex) of the confirmation token; the token itself is never stored here.';
create index listing_messages_teacher_idx on private.listing_messages (teacher_id, delivered_at) where teacher_id is not null;
create index listing_messages_studio_idx on private.listing_messages (studio_id, delivered_at) where studio_id is not null;
create index listing_messages_created_at_idx on private.listing_messages (created_at) where delivered_at is null;
create index listing_messages_delivered_at_idx on private.listing_messages (delivered_at) where delivered_at is not null;
alter table private.listing_messages enable row level security;
revoke all on private.listing_messages from public, anon, authenticated, service_role;
-- Operators may look (the private schema is not in the API); changes go through the functions.
grant select on private.listing_messages to service_role;

-- What is left of a message that expired unconfirmed: enough to answer 'expired' and link to the
-- listing for 7 days, nothing about the student.
create table private.expired_listing_messages (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  listing_kind text not null check (listing_kind in ('teacher', 'studio')),
  teacher_id uuid references public.teachers (id) on delete cascade,
  studio_id uuid references public.studios (id) on delete cascade,
  expired_at timestamptz not null default now()
);
comment on table private.expired_listing_messages is
  'Tombstones of unconfirmed messages (token hash and listing only), kept 7 days so an old link says expired.';
create index expired_listing_messages_teacher_idx on private.expired_listing_messages (teacher_id);
create index expired_listing_messages_studio_idx on private.expired_listing_messages (studio_id);
create index expired_listing_messages_expired_at_idx on private.expired_listing_messages (expired_at);
alter table private.expired_listing_messages enable row level security;
revoke all on private.expired_listing_messages from public, anon, authenticated, service_role;
grant select on private.expired_listing_messages to service_role;

-- A listing as the message functions need it: id, slug, the names for the mails and the page,
-- where messages go (null when they cannot), and its ways of practising.
create or replace function private.message_listing(kind text, listing_slug text, listing_id uuid)
returns table (
  id uuid,
  slug text,
  name text,
  first_name text,
  inquiry_address text,
  practices text[]
)
language sql
stable
set search_path = ''
as $$
  select t.id, t.slug, t.name, t.firstname,
    case when t.accepts_messages then private.teacher_inquiry_address(t.id) end,
    array(
      select o.key from jsonb_each(t.teachingoptions) as o
      where o.value = 'true'::jsonb
      order by array_position(array['online1on1', 'inPerson1on1', 'groupOnline', 'groupInPerson'], o.key)
    )
  from public.teachers t
  where kind = 'teacher' and (t.slug = listing_slug or t.id = listing_id)
  union all
  select s.id, s.slug, s.name, s.name,
    case when s.accepts_messages then private.studio_inquiry_address(s.id, s.email) end,
    s.yogastyles
  from public.studios s
  where kind = 'studio' and (s.slug = listing_slug or s.id = listing_id)
$$;
revoke all on function private.message_listing(text, text, uuid) from public, anon, authenticated;

-- The labels the teacher forms show for the ways of teaching (src/lib/directory-options.ts).
create or replace function private.practice_labels(kind text, practices text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case when kind = 'studio' then coalesce(practices, '{}') else array(
    select case p
      when 'online1on1' then 'Online 1-on-1'
      when 'inPerson1on1' then 'In-Person 1-on-1'
      when 'groupOnline' then 'Group Online'
      when 'groupInPerson' then 'Group In-Person'
      else p
    end
    from unnest(coalesce(practices, '{}')) with ordinality as u (p, n)
    order by n
  ) end
$$;
revoke all on function private.practice_labels(text, text[]) from public, anon, authenticated;

-- An address the mail sender accepts as a bare Reply-To (supabase/functions/send-mail/send-loop.ts,
-- checkAddress): a student's address that passed private.is_email but not this would fail the
-- delivery, and must never count against the listing.
create or replace function private.is_reply_address(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_email(value)
    and value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
$$;
revoke all on function private.is_reply_address(text) from public, anon, authenticated;

-- 32 random bytes as base64url without padding: 43 characters. pgcrypto is in the extensions
-- schema on hosted Supabase, in supabase/platform and in the local backend.
create or replace function private.new_message_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=')
$$;
revoke all on function private.new_message_token() from public, anon, authenticated;

create or replace function private.message_token_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(token, 'UTF8')), 'hex')
$$;
revoke all on function private.message_token_hash(text) from public, anon, authenticated;

-- Sending ---------------------------------------------------------------------------------------

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
  address_hash text;
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

  -- The per-client and overall counts above hold the form's lock, so these cannot overshoot.
  select * into limits from public.submission_limits l where l.form = 'listing_message';
  wait := private.listing_minutes_until_free(listing.id, null, limits.per_listing, limits.per_listing_minutes);
  if wait is not null then
    raise exception using
      errcode = 'PT429',
      message = format('This %s has received many messages today. Please try again in %s.', kind, private.wait_text(wait)),
      hint = wait::text;
  end if;
  address_hash := encode(sha256(convert_to(lower(sender_email), 'UTF8')), 'hex');
  wait := private.listing_minutes_until_free(
    listing.id, address_hash, limits.per_address_listing, limits.per_address_listing_minutes
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
    where s.address_hash = encode(sha256(convert_to(lower(sender_email), 'UTF8')), 'hex')
      and s.created_at >= now() - interval '1 day';
    raise exception using
      errcode = 'PT429',
      message = 'We have already sent this address 3 mails today. Please try again tomorrow.',
      hint = coalesce(wait, 1440)::text;
  end if;

  insert into private.listing_message_sends (listing_id, address_hash) values (listing.id, address_hash);
  delete from private.listing_message_sends s where s.created_at < now() - interval '7 days';

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

-- Confirming ------------------------------------------------------------------------------------

create or replace function public.confirm_listing_message(token text)
returns table (outcome text, listing_kind text, listing_slug text, listing_name text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hashed text;
  found_message private.listing_messages;
  tombstone private.expired_listing_messages;
  listing record;
  listing_path text;
begin
  perform private.count_attempt('message_confirm', 'attempts');
  if token is null or token !~ '^[A-Za-z0-9_-]{43}$' then
    return query select 'unknown'::text, null::text, null::text, null::text;
    return;
  end if;
  hashed := private.message_token_hash(token);

  -- Two presses at once: the second waits here and finds the message delivered.
  select * into found_message from private.listing_messages m where m.token_hash = hashed for update;
  if not found then
    select * into tombstone from private.expired_listing_messages e where e.token_hash = hashed;
    if found then
      select * into listing
      from private.message_listing(tombstone.listing_kind, null, coalesce(tombstone.teacher_id, tombstone.studio_id));
      if found then
        return query select 'expired'::text, tombstone.listing_kind, listing.slug, listing.name;
        return;
      end if;
    end if;
    return query select 'unknown'::text, null::text, null::text, null::text;
    return;
  end if;

  select * into listing from private.message_listing(
    found_message.listing_kind, null, coalesce(found_message.teacher_id, found_message.studio_id)
  );
  if found_message.delivered_at is not null then
    return query select 'already_delivered'::text, found_message.listing_kind, listing.slug, listing.name;
    return;
  end if;
  if found_message.created_at <= now() - interval '24 hours' then
    return query select 'expired'::text, found_message.listing_kind, listing.slug, listing.name;
    return;
  end if;
  if listing.inquiry_address is null then
    return query select 'unavailable'::text, found_message.listing_kind, listing.slug, listing.name;
    return;
  end if;

  update private.listing_messages m set delivered_at = now() where m.id = found_message.id;
  listing_path := '/' || found_message.listing_kind || '/' || listing.slug;
  perform private.queue_mail(
    'message_delivery:' || found_message.id,
    listing.inquiry_address,
    'message_delivery',
    jsonb_build_object(
      'senderName', found_message.sender_name,
      'body', found_message.body,
      'practices', to_jsonb(private.practice_labels(found_message.listing_kind, found_message.practices)),
      'listingName', listing.name,
      'listingKind', found_message.listing_kind,
      'listingPath', listing_path,
      'listingId', listing.id
    ),
    found_message.sender_email
  );
  -- The student proved the address is theirs by pressing the link: the copy may carry the text.
  perform private.queue_mail(
    'message_copy:' || found_message.id,
    found_message.sender_email,
    'message_copy',
    jsonb_build_object(
      'firstName', private.mail_first_name(split_part(found_message.sender_name, ' ', 1)),
      'listingName', listing.name,
      'body', found_message.body,
      'practices', to_jsonb(private.practice_labels(found_message.listing_kind, found_message.practices)),
      'listingPath', listing_path
    )
  );
  return query select 'delivered'::text, found_message.listing_kind, listing.slug, listing.name;
end
$$;
comment on function public.confirm_listing_message(text) is
  'The confirmation link: delivers the message whose token this is (once, within 24 hours) and says what happened.';
revoke all on function public.confirm_listing_message(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_listing_message(text) to anon, authenticated, service_role;

-- What admins see: counts only ---------------------------------------------------------------------

create or replace function public.listing_message_counts(listing_kind text)
returns table (listing_id uuid, messages_30d integer, delivery_failed_at timestamptz, delivery_error text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see message counts.' using errcode = '42501';
  end if;
  if listing_kind = 'teacher' then
    return query
      select coalesce(c.id, a.teacher_id), coalesce(c.messages, 0), a.delivery_failed_at, a.delivery_error
      from (
        select m.teacher_id as id, count(*)::integer as messages
        from private.listing_messages m
        where m.teacher_id is not null and m.delivered_at > now() - interval '30 days'
        group by m.teacher_id
      ) as c
      full join (
        select * from public.teacher_inquiry_addresses x where x.delivery_failed_at is not null
      ) as a on a.teacher_id = c.id;
  elsif listing_kind = 'studio' then
    return query
      select coalesce(c.id, a.studio_id), coalesce(c.messages, 0), a.delivery_failed_at, a.delivery_error
      from (
        select m.studio_id as id, count(*)::integer as messages
        from private.listing_messages m
        where m.studio_id is not null and m.delivered_at > now() - interval '30 days'
        group by m.studio_id
      ) as c
      full join (
        select * from public.studio_inquiry_addresses x where x.delivery_failed_at is not null
      ) as a on a.studio_id = c.id;
  else
    raise exception 'The listing kind must be teacher or studio.' using errcode = '22023';
  end if;
end
$$;
comment on function public.listing_message_counts(text) is
  'Admins only: per listing of the kind, messages delivered in the last 30 days and any failed delivery.';
revoke all on function public.listing_message_counts(text) from public, anon, authenticated, service_role;
grant execute on function public.listing_message_counts(text) to authenticated;

create or replace function public.message_totals()
returns table (delivered_30d integer, awaiting_confirmation integer, failed_addresses integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see message totals.' using errcode = '42501';
  end if;
  return query select
    (select count(*)::integer from private.listing_messages m where m.delivered_at > now() - interval '30 days'),
    (select count(*)::integer from private.listing_messages m
      where m.delivered_at is null and m.created_at > now() - interval '24 hours'),
    (select count(*)::integer from public.teacher_inquiry_addresses a where a.delivery_failed_at is not null)
      + (select count(*)::integer from public.studio_inquiry_addresses a where a.delivery_failed_at is not null);
end
$$;
comment on function public.message_totals() is
  'Admins only: messages delivered in the last 30 days, awaiting confirmation, and inquiry addresses that failed.';
revoke all on function public.message_totals() from public, anon, authenticated, service_role;
grant execute on function public.message_totals() to authenticated;

-- Retention -------------------------------------------------------------------------------------

-- Unconfirmed after 24 hours: the message goes, a tombstone stays 7 days. Delivered: 90 days.
-- The outbox's message mails that failed for good go after 90 days too (sent ones lose their data
-- when sent and go after 30 days with the rest). Returns how many messages were deleted.
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
  delete from private.listing_message_sends s where s.created_at < now() - interval '7 days';
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

-- A delivery that failed for good ---------------------------------------------------------------

-- The listing's address is marked failed, which turns its accepts_messages off, but only while the
-- address is still the one the mail went to (an admin may have fixed it meanwhile), and not when
-- the mail failed for a reason of ours (its template, or the student's Reply-To).
create or replace function private.mark_inquiry_address_failed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  listing_id uuid;
begin
  if coalesce(new.last_error, '') ~ '^(template:|reply-to )' then
    return null;
  end if;
  begin
    listing_id := (new.data ->> 'listingId')::uuid;
  exception when invalid_text_representation then
    return null;
  end;
  if new.data ->> 'listingKind' = 'teacher' then
    update public.teacher_inquiry_addresses a
    set delivery_failed_at = now(), delivery_error = left(coalesce(new.last_error, 'unknown error'), 1000)
    where a.teacher_id = listing_id and lower(a.email) = lower(new.recipient);
  elsif new.data ->> 'listingKind' = 'studio' then
    insert into public.studio_inquiry_addresses as a (studio_id, email, delivery_failed_at, delivery_error)
    select s.id, null, now(), left(coalesce(new.last_error, 'unknown error'), 1000)
    from public.studios s
    where s.id = listing_id and lower(s.email) = lower(new.recipient)
    on conflict (studio_id) do update
      set delivery_failed_at = excluded.delivery_failed_at, delivery_error = excluded.delivery_error
      where a.email is null;
    update public.studio_inquiry_addresses a
    set delivery_failed_at = now(), delivery_error = left(coalesce(new.last_error, 'unknown error'), 1000)
    where a.studio_id = listing_id and lower(a.email) = lower(new.recipient);
  end if;
  return null;
end
$$;
revoke all on function private.mark_inquiry_address_failed() from public, anon, authenticated;

create trigger mail_outbox_mark_inquiry_address_failed
  after update of status on private.mail_outbox
  for each row
  when (new.status = 'failed' and old.status <> 'failed' and new.template = 'message_delivery')
  execute function private.mark_inquiry_address_failed();

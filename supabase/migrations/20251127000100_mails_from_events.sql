-- The mails applicants and admins expect, queued by the SQL that causes them.
--
-- * 'application_received': submit_teacher_application / submit_studio_application queue it
--   in the same transaction as the application. It carries the applicant's status token
--   (docs/decisions/0021-mail-outbox.md): the browser now sends the token itself, the
--   database stores its hash as before, and the token lives only in this mail's data until
--   the mail is sent (mail_sent empties data).
-- * 'application_listed' / 'application_declined': a trigger on the applications' status,
--   whoever changes it, queues one of each at most per application (the key).
-- * 'admin_alert': every new application or contact message adds its kind and name to each
--   admin's pending alert, which goes a minute after a quiet period and then at most every 15
--   minutes (private.queue_admin_alert). Each admin can turn alerts off.
-- * Mail to an address typed into a public form carries no visitor text but the first name,
--   and goes at most 3 times a day per address; over that it is simply not queued. The
--   contact form mails nobody but the admins.

-- Queuing ----------------------------------------------------------------------------------------

-- One mail for one event: a second call with the same key queues nothing.
create or replace function private.queue_mail(
  mail_key text,
  recipient text,
  template text,
  data jsonb,
  reply_to text default null
)
returns void
language sql
volatile
set search_path = ''
as $$
  insert into private.mail_outbox (key, recipient, reply_to, template, data)
  values (mail_key, recipient, reply_to, template, coalesce(data, '{}'))
  on conflict (key) do nothing
$$;
revoke all on function private.queue_mail(text, text, text, jsonb, text) from public, anon, authenticated;

-- What a mail may carry of a name a visitor typed: one line of at most 50 characters, and
-- nothing a mail client would turn into a link (then nothing at all: the mail greets without
-- a name). Anything more would let a visitor write to any address through our mail.
create or replace function private.mail_first_name(typed text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when cleaned ~* '(://|www\.|@|\.[a-z]{2,})' then '' else cleaned end
  from (select left(btrim(regexp_replace(coalesce(typed, ''), '[[:space:][:cntrl:]]+', ' ', 'g')), 50) as cleaned) as c
$$;
revoke all on function private.mail_first_name(text) from public, anon, authenticated;

-- Mails to one typed address, counted by the address's SHA-256 (the count needs no address),
-- kept a day.
create table private.mail_address_sends (
  id bigint generated always as identity primary key,
  address_hash text not null,
  created_at timestamptz not null default now()
);
comment on table private.mail_address_sends is
  'One row per mail queued to an address typed into a public form (its SHA-256), for the 3-a-day cap; kept a day.';
create index mail_address_sends_address_idx on private.mail_address_sends (address_hash, created_at);
create index mail_address_sends_created_at_idx on private.mail_address_sends (created_at);
revoke all on private.mail_address_sends from public, anon, authenticated, service_role;

-- Whether a mail may still go to this typed address today; if so, it is counted. Sends to one
-- address wait for each other (an advisory lock), so a burst cannot overshoot the cap.
create or replace function private.count_typed_address_mail(address text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
declare
  hashed text := encode(sha256(convert_to(lower(btrim(address)), 'UTF8')), 'hex');
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

-- Admin alerts -----------------------------------------------------------------------------------

create table private.admin_alert_settings (
  user_id uuid primary key references private.admins (user_id) on delete cascade,
  alerts_enabled boolean not null default true,
  updated_at timestamptz not null default now()
);
comment on table private.admin_alert_settings is
  'Per admin: whether new applications and messages are mailed (no row: yes). Set by the admin through public.set_admin_alerts.';
revoke all on private.admin_alert_settings from public, anon, authenticated, service_role;
grant select on private.admin_alert_settings to service_role;

-- Finds each admin's pending alerts by key prefix.
create index mail_outbox_admin_alert_key_idx on private.mail_outbox (key text_pattern_ops)
  where template = 'admin_alert';

-- Adds one arrival to every admin's pending alert, or queues a new one. A pending alert not
-- yet claimed grows (items), so a burst of arrivals is one mail; a new one is due a minute from
-- now (a quiet minute gathers what comes together) and never sooner than 15 minutes after the
-- admin's last alert.
create or replace function private.queue_admin_alert(item_kind text, item_name text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  admin record;
  item jsonb := jsonb_build_object(
    'kind', item_kind,
    'name', left(btrim(regexp_replace(coalesce(item_name, ''), '[[:space:][:cntrl:]]+', ' ', 'g')), 100)
  );
  open_alert bigint;
  last_alert timestamptz;
  due timestamptz;
begin
  for admin in
    select a.user_id, u.email
    from private.admins a
    join auth.users u on u.id = a.user_id
    left join private.admin_alert_settings s on s.user_id = a.user_id
    where coalesce(s.alerts_enabled, true) and nullif(btrim(u.email), '') is not null
    order by a.user_id
  loop
    -- One writer per admin's alert at a time, so two arrivals never open two alerts.
    perform pg_advisory_xact_lock(hashtextextended('admin_alert:' || admin.user_id, 0));
    select m.id into open_alert
    from private.mail_outbox m
    where m.template = 'admin_alert' and m.key like 'admin_alert:' || admin.user_id || ':%'
      and m.status = 'pending' and m.attempts = 0
    order by m.id desc
    limit 1
    for update;
    if open_alert is not null then
      -- At most 50 names in one mail; the dashboard has the rest.
      update private.mail_outbox m
      set data = jsonb_set(m.data, '{items}', coalesce(m.data -> 'items', '[]') || item)
      where m.id = open_alert and jsonb_array_length(coalesce(m.data -> 'items', '[]')) < 50;
    else
      select max(coalesce(m.sent_at, m.next_attempt_at)) into last_alert
      from private.mail_outbox m
      where m.template = 'admin_alert' and m.key like 'admin_alert:' || admin.user_id || ':%';
      due := greatest(now() + interval '1 minute', coalesce(last_alert + interval '15 minutes', '-infinity'));
      insert into private.mail_outbox (key, recipient, template, data, next_attempt_at)
      values (
        'admin_alert:' || admin.user_id || ':' || to_char(due at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        admin.email,
        'admin_alert',
        jsonb_build_object('items', jsonb_build_array(item)),
        due
      )
      on conflict (key) do nothing;
    end if;
  end loop;
end
$$;
revoke all on function private.queue_admin_alert(text, text) from public, anon, authenticated;

-- The signed-in admin turns their alerts on or off.
create or replace function public.set_admin_alerts(enabled boolean)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators receive alerts.' using errcode = '42501';
  end if;
  insert into private.admin_alert_settings (user_id, alerts_enabled)
  values ((select auth.uid()), coalesce(enabled, true))
  on conflict (user_id) do update set alerts_enabled = excluded.alerts_enabled, updated_at = now();
  return coalesce(enabled, true);
end
$$;
comment on function public.set_admin_alerts(boolean) is
  'The signed-in admin turns mail alerts about new applications and messages on or off.';
revoke all on function public.set_admin_alerts(boolean) from public, anon, service_role;
grant execute on function public.set_admin_alerts(boolean) to authenticated;

-- Whether the signed-in admin gets alerts (null for anyone else).
create or replace function public.admin_alerts_enabled()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(s.alerts_enabled, true)
  from private.admins a
  left join private.admin_alert_settings s on s.user_id = a.user_id
  where a.user_id = (select auth.uid())
$$;
comment on function public.admin_alerts_enabled() is
  'Whether the signed-in admin gets mail alerts about new applications and messages; null for non-admins.';
revoke all on function public.admin_alerts_enabled() from public, anon, service_role;
grant execute on function public.admin_alerts_enabled() to authenticated;

-- Applications: received ------------------------------------------------------------------------

-- The browser's token, checked as public.application_status checks it; null when none is given.
create or replace function private.status_token_hash_of(token text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if token is null then
    return null;
  end if;
  if token !~ '^[A-Za-z0-9_-]{43}$' then
    raise exception 'The status token is malformed.' using errcode = '22023';
  end if;
  return encode(sha256(convert_to(token, 'UTF8')), 'hex');
end
$$;
revoke all on function private.status_token_hash_of(text) from public, anon, authenticated;

-- 'We received your application' to the typed address, within its cap.
create or replace function private.queue_application_received(
  application_kind text,
  application_id bigint,
  address text,
  typed_name text,
  token text
)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  if not private.count_typed_address_mail(address) then
    return;
  end if;
  perform private.queue_mail(
    'application_received:' || application_kind || ':' || application_id,
    address,
    'application_received',
    jsonb_strip_nulls(jsonb_build_object(
      'firstName', private.mail_first_name(typed_name),
      'kind', application_kind,
      'statusToken', token
    ))
  );
end
$$;
revoke all on function private.queue_application_received(text, bigint, text, text, text)
  from public, anon, authenticated;

-- The functions gain the token; the old signatures go first (PostgREST would otherwise see two
-- candidates).
drop function public.submit_teacher_application(
  text, text, text, text, text, text, text, text, integer, jsonb, text, text, boolean, text, text, text[]
);
drop function public.submit_studio_application(
  text, text, text, text, text, text, text[], text[], text, text, text, text, boolean, text, text, text[]
);

create function public.submit_teacher_application(
  firstname text,
  lastname text,
  email text,
  phone text,
  location text,
  specialties text,
  certifications text,
  bio text,
  experience integer,
  teachingoptions jsonb,
  website text default null,
  instagram text default null,
  terms boolean default false,
  status_token_hash text default null,
  honeypot text default null,
  languages text[] default '{}',
  status_token text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token_hash text := coalesce(private.status_token_hash_of(status_token), status_token_hash);
  application_id bigint;
begin
  perform private.count_send('teacher_application');
  if private.honeypot_filled(honeypot) then
    return;
  end if;
  if status_token is not null and status_token_hash is not null and status_token_hash <> token_hash then
    raise exception 'The status token does not match its hash.' using errcode = '22023';
  end if;
  -- The table's CHECK constraints validate the row, as they did for direct inserts.
  insert into public.teacherapplications (
    firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
    teachingoptions, website, instagram, terms, status_token_hash, languages
  ) values (
    firstname, lastname, email, phone, location, specialties, certifications, bio, experience,
    teachingoptions, website, instagram, terms, token_hash, coalesce(languages, '{}')
  )
  returning id into application_id;
  perform private.queue_application_received('teacher', application_id, email, firstname, status_token);
  perform private.queue_admin_alert('teacher application', firstname || ' ' || lastname);
end
$$;
comment on function public.submit_teacher_application is
  'Join as a Teacher: stores one application, within the submission limits, and queues its mails.';
revoke all on function public.submit_teacher_application from public;
grant execute on function public.submit_teacher_application to anon, authenticated, service_role;

create function public.submit_studio_application(
  name text,
  email text,
  country text,
  city text,
  description text,
  address text default null,
  yogastyles text[] default '{}',
  amenities text[] default '{}',
  website text default null,
  instagram text default null,
  hours text default null,
  logo text default null,
  consent boolean default false,
  status_token_hash text default null,
  honeypot text default null,
  languages text[] default '{}',
  status_token text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Null unless the whole URL is our storage's public URL: its origin is ours, not just its end.
  logo_object text := private.own_storage_object(nullif(logo, ''));
  token_hash text := coalesce(private.status_token_hash_of(status_token), status_token_hash);
  application_id bigint;
begin
  perform private.count_send('studio_application');
  if private.honeypot_filled(honeypot) then
    return;
  end if;
  if status_token is not null and status_token_hash is not null and status_token_hash <> token_hash then
    raise exception 'The status token does not match its hash.' using errcode = '22023';
  end if;
  -- A logo is a file the visitor uploaded with a permit, never any address on the web.
  if nullif(logo, '') is not null and not exists (
    select 1
    from private.upload_permits p
    join storage.objects o on o.bucket_id = 'studio-assets' and o.name = p.object_name
    where p.object_name = logo_object
  ) then
    raise exception using
      errcode = '22023',
      message = 'The logo must be an image uploaded with this application.';
  end if;
  insert into public.studioapplications (
    name, email, country, city, address, description, yogastyles, amenities, website, instagram,
    hours, logo, consent, status_token_hash, languages
  ) values (
    name, email, country, city, address, description, coalesce(yogastyles, '{}'),
    coalesce(amenities, '{}'), website, instagram, hours, nullif(logo, ''), consent, token_hash,
    coalesce(languages, '{}')
  )
  returning id into application_id;
  -- A studio has no first name; its mail greets the studio by the name it gave.
  perform private.queue_application_received('studio', application_id, email, name, status_token);
  perform private.queue_admin_alert('studio application', name);
end
$$;
comment on function public.submit_studio_application is
  'The studio application: stores one application, within the submission limits, and queues its mails.';
revoke all on function public.submit_studio_application from public;
grant execute on function public.submit_studio_application to anon, authenticated, service_role;

-- Contact messages: the admins hear of them; the sender gets no mail -------------------------------

create or replace function public.send_contact_message(
  name text,
  email text,
  subject text,
  message text,
  question_id uuid,
  answer text,
  honeypot text default null
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  question private.contact_questions;
begin
  if nullif(btrim(answer), '') is null then
    return 'unanswered';
  end if;
  select * into question from private.contact_questions q where q.id = question_id for update;
  if not found or question.answered_at is not null or question.expires_at <= now() then
    return 'expired';
  end if;
  update private.contact_questions q set answered_at = now() where q.id = question_id;
  if btrim(answer) !~ '^[0-9]{1,3}$'
    or btrim(answer)::integer <> question.first_number + question.second_number then
    return 'wrong';
  end if;

  perform private.count_send('contact_message');
  if private.honeypot_filled(honeypot) then
    return 'sent';
  end if;
  insert into public.contactsubmissions (name, email, subject, message)
  values (name, email, subject, message);
  perform private.queue_admin_alert('contact message', name);
  return 'sent';
end
$$;

-- Applications: listed or declined -------------------------------------------------------------

-- Whoever changes an application's status (an admin in the dashboard, an operator in SQL), the
-- applicant hears of Listed and Not accepted, once each per application.
create or replace function private.queue_application_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  application_kind text := case tg_table_name when 'teacherapplications' then 'teacher' else 'studio' end;
  typed_name text;
  profile_path text := '';
begin
  if new.status is not distinct from old.status or new.status not in ('listed', 'declined') then
    return null;
  end if;
  if application_kind = 'teacher' then
    typed_name := new.firstname;
    select '/teacher/' || t.slug into profile_path from public.teachers t where t.id = new.teacher_id;
  else
    typed_name := new.name;
    select '/studio/' || s.slug into profile_path from public.studios s where s.id = new.studio_id;
  end if;
  if new.status = 'listed' then
    perform private.queue_mail(
      'application_listed:' || application_kind || ':' || new.id,
      new.email,
      'application_listed',
      jsonb_build_object(
        'firstName', private.mail_first_name(typed_name),
        'kind', application_kind,
        'profilePath', coalesce(profile_path, '')
      )
    );
  else
    perform private.queue_mail(
      'application_declined:' || application_kind || ':' || new.id,
      new.email,
      'application_declined',
      jsonb_build_object(
        'firstName', private.mail_first_name(typed_name),
        'kind', application_kind,
        'note', coalesce(new.decline_note, '')
      )
    );
  end if;
  return null;
end
$$;
revoke all on function private.queue_application_decision() from public, anon, authenticated;

create trigger teacherapplications_queue_decision_mail
  after update of status on public.teacherapplications
  for each row execute function private.queue_application_decision();
create trigger studioapplications_queue_decision_mail
  after update of status on public.studioapplications
  for each row execute function private.queue_application_decision();

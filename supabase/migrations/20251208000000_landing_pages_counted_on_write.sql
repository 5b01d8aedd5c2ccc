-- Landing pages counted when a listing is written, not when a page is read
-- (docs/decisions/0035-landing-pages-counted-on-write.md). At 100,000 teachers a style page read
-- 20,000 listings three times per visit (its counts, its facts, its cards): 100 to 400 ms each.
--
-- * landing_country, landing_city, landing_styles: generated columns of public.teachers and
--   public.studios that name a listing's pages (names trimmed, only the product's styles), through
--   private.landing_place() and private.landing_styles_of(). The one definition: the counting
--   triggers read them, and a page's cards are the listings filtered by them, from their indexes.
-- * private.landing_pages (with _languages and _verifications): every landing page with its count,
--   kept by statement triggers on the two tables. Linear sums only, so a save adds and subtracts
--   and never recounts a page.
-- * public.landing_page_counts() and landing_page_facts(): read those rows, same arguments and
--   columns as before.
-- * landing_page_teachers(), landing_page_studios() and private.landing_listings() go: their rows
--   could not be ordered or paged before the function had returned them all.

-- A country or city name as its page names it: trimmed; empty is none.
create function private.landing_place(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(name), '')
$$;

-- A listing's styles that make landing pages: the product's, each once, in order.
create function private.landing_styles_of(styles text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array(select distinct s from pg_catalog.unnest(styles) s where s = any (private.landing_styles()) order by s)
$$;

comment on function private.landing_place(text) is 'A country or city as its landing page names it: trimmed, empty is none.';
comment on function private.landing_styles_of(text[]) is 'The product''s styles among these, each once, sorted.';

-- Computed when a row is written, so a read filters and indexes plain columns.
alter table public.teachers
  add column landing_country text generated always as (private.landing_place(country)) stored,
  add column landing_city text generated always as (private.landing_place(location)) stored,
  add column landing_styles text[] generated always as (private.landing_styles_of(specialties)) stored;
alter table public.studios
  add column landing_country text generated always as (private.landing_place(country)) stored,
  add column landing_city text generated always as (private.landing_place(city)) stored,
  add column landing_styles text[] generated always as (private.landing_styles_of(yogastyles)) stored;

comment on column public.teachers.landing_country is 'The country of the teacher''s landing pages (generated).';
comment on column public.teachers.landing_city is 'The city of the teacher''s landing page, if any (generated).';
comment on column public.teachers.landing_styles is 'The styles of the teacher''s landing pages (generated).';
comment on column public.studios.landing_country is 'The country of the studio''s landing pages (generated).';
comment on column public.studios.landing_city is 'The city of the studio''s landing page, if any (generated).';
comment on column public.studios.landing_styles is 'The styles of the studio''s landing pages (generated).';

-- The version stamp of 20251128000000_inquiry_addresses.sql, whose WHEN compared whole rows: a
-- BEFORE trigger's WHEN may not name a new row's generated columns, so the comparison moves into
-- the function, without them (they are still empty there).
create function private.touch_listing_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A change of accepts_messages alone, made by the address triggers, is not an edit.
  if new.accepts_messages is distinct from old.accepts_messages
    and (to_jsonb(new) - 'accepts_messages' - 'updated_at' - 'landing_country' - 'landing_city' - 'landing_styles')
      = (to_jsonb(old) - 'accepts_messages' - 'updated_at' - 'landing_country' - 'landing_city' - 'landing_styles')
  then
    return new;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
revoke all on function private.touch_listing_updated_at() from public;

drop trigger teachers_touch_updated_at on public.teachers;
create trigger teachers_touch_updated_at
  before update on public.teachers
  for each row execute function private.touch_listing_updated_at();
drop trigger studios_touch_updated_at on public.studios;
create trigger studios_touch_updated_at
  before update on public.studios
  for each row execute function private.touch_listing_updated_at();

drop index public.teachers_landing_country_idx;
drop index public.studios_landing_country_idx;
-- A city's cards straight from an index in the directory's order; a country's from its prefix.
create index teachers_landing_place_idx on public.teachers (landing_country, landing_city, firstname, lastname, id);
create index studios_landing_place_idx on public.studios (landing_country, landing_city, name, id);
-- A style in a country is one GIN scan that intersects as it reads (btree_gin for the country),
-- not two bitmaps of a big country and a big style ANDed.
create extension if not exists btree_gin with schema extensions;
create index teachers_landing_styles_idx on public.teachers
  using gin (landing_country, landing_styles) with (fastupdate = off);
create index studios_landing_styles_idx on public.studios
  using gin (landing_country, landing_styles) with (fastupdate = off);

-- What a listing gives the pages it is on.
create type private.landing_entry as (
  country text,
  city text,
  styles text[],
  online boolean,
  languages text[],
  verified_on date,
  verified_until date,
  updated_at timestamptz,
  latitude double precision,
  longitude double precision
);

create function private.teacher_landing_entry(t public.teachers)
returns private.landing_entry
-- PL/pgSQL: a SQL function of a whole row with a SET clause is planned anew for each row, six
-- times slower in a bulk save.
language plpgsql
immutable
set search_path = ''
as $$
begin
  return row(
    t.landing_country, t.landing_city, t.landing_styles,
    coalesce((t.teachingoptions ->> 'online1on1')::boolean, false)
      or coalesce((t.teachingoptions ->> 'groupOnline')::boolean, false),
    t.languages, t.verified_on, t.verification_expires_on, t.updated_at, t.latitude, t.longitude
  )::private.landing_entry;
end
$$;

create function private.studio_landing_entry(s public.studios)
returns private.landing_entry
language plpgsql
immutable
set search_path = ''
as $$
begin
  return row(
    s.landing_country, s.landing_city, s.landing_styles,
    s.studiotype in ('Online', 'Hybrid'), s.languages, null, null, s.updated_at, s.latitude, s.longitude
  )::private.landing_entry;
end
$$;

-- Every landing page: of a country (city and style ''), a city in it (style ''), a style
-- everywhere (country and city ''), or a style in a country (city '').
create table private.landing_pages (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('teachers', 'studios')),
  country text not null,
  city text not null,
  style text not null,
  -- No check (listings >= 0): an insert's proposed row is checked before its conflict turns it
  -- into an update, and a save proposes negative changes. Pages at 0 are deleted.
  listings integer not null,
  online integer not null,
  -- When a listing on the page last changed, joined or left it.
  lastmod timestamptz,
  -- A city page's place: its listings share it (the gazetteer's, set by 20251130000020).
  latitude double precision,
  longitude double precision,
  constraint landing_pages_key unique (kind, country, city, style),
  check (country <> '' or (city = '' and style <> ''))
);

create index landing_pages_style_idx on private.landing_pages (kind, style);

create table private.landing_page_languages (
  page_id bigint not null references private.landing_pages on delete cascade,
  language text not null,
  listings integer not null,
  primary key (page_id, language)
);

-- Credentials as changes of the page's verified count: +1 on the day one is checked, -1 on the
-- day after it expires. The count on a day is the sum of the changes up to it, so a credential
-- lapses by itself, with no write on the day.
create table private.landing_page_verifications (
  page_id bigint not null references private.landing_pages on delete cascade,
  from_day date not null,
  change integer not null,
  primary key (page_id, from_day) include (change)
);

comment on table private.landing_pages is
  'Every landing page with its listings, kept by private.count_landing_pages() (20251208000000).';
comment on table private.landing_page_languages is 'How many listings of a landing page teach in each language.';
comment on table private.landing_page_verifications is
  'A landing page''s verified count as changes by day: the count on a day is the sum up to it.';

-- One row per page a listing is on, signed: +1 for an added listing, -1 for a removed one.
create function private.landing_page_changes(added private.landing_entry[], removed private.landing_entry[])
returns table (
  sign integer, country text, city text, style text, online boolean, languages text[],
  verified_on date, verified_until date, updated_at timestamptz, latitude double precision, longitude double precision
)
language sql
immutable
set search_path = ''
as $$
  with entries as (
    select 1 as sign, e.* from pg_catalog.unnest(added) e
    union all
    select -1, e.* from pg_catalog.unnest(removed) e
  )
  select e.sign, p.country, p.city, p.style, e.online, e.languages, e.verified_on, e.verified_until,
    e.updated_at, e.latitude, e.longitude
  from entries e
  cross join lateral (
    select e.country, '' as city, '' as style
    union all select e.country, e.city, '' where e.city is not null
    union all select '', '', s from pg_catalog.unnest(e.styles) s
    union all select e.country, '', s from pg_catalog.unnest(e.styles) s
  ) p
  -- A listing without a country is on no page.
  where e.country is not null
$$;

-- Adds the added listings to their pages and takes the removed ones off theirs (an update is
-- both). Pages are written in key order, so concurrent saves wait for each other, never deadlock.
create function private.count_landing_pages(
  kind text, added private.landing_entry[], removed private.landing_entry[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.landing_pages as p (kind, country, city, style, listings, online, lastmod, latitude, longitude)
  select count_landing_pages.kind, c.country, c.city, c.style, sum(c.sign),
    coalesce(sum(c.sign) filter (where c.online), 0),
    -- A listing that leaves a page changes it now.
    max(case when c.sign > 0 then c.updated_at else pg_catalog.now() end),
    (pg_catalog.array_agg(c.latitude) filter (where c.sign > 0 and c.city <> '' and c.latitude is not null))[1],
    (pg_catalog.array_agg(c.longitude) filter (where c.sign > 0 and c.city <> '' and c.latitude is not null))[1]
  from private.landing_page_changes(added, removed) c
  group by c.country, c.city, c.style
  order by c.country, c.city, c.style
  on conflict on constraint landing_pages_key do update
    set listings = p.listings + excluded.listings,
      online = p.online + excluded.online,
      lastmod = greatest(p.lastmod, excluded.lastmod),
      latitude = coalesce(excluded.latitude, p.latitude),
      longitude = coalesce(excluded.longitude, p.longitude);

  insert into private.landing_page_languages as l (page_id, language, listings)
  select p.id, x.language, x.listings
  from (
    select c.country, c.city, c.style, code as language, sum(c.sign)::integer as listings
    from private.landing_page_changes(added, removed) c, pg_catalog.unnest(c.languages) code
    group by 1, 2, 3, 4
  ) x
  join private.landing_pages p
    on p.kind = count_landing_pages.kind and p.country = x.country and p.city = x.city and p.style = x.style
  where x.listings <> 0
  order by p.id, x.language
  on conflict on constraint landing_page_languages_pkey do update set listings = l.listings + excluded.listings;

  insert into private.landing_page_verifications as v (page_id, from_day, change)
  select p.id, x.from_day, x.change
  from (
    select c.country, c.city, c.style, d.from_day, sum(c.sign * d.change)::integer as change
    from private.landing_page_changes(added, removed) c
    cross join lateral (
      select c.verified_on as from_day, 1 as change
      union all select c.verified_until + 1, -1 where c.verified_until is not null
    ) d
    -- Never verified, or lapsed before it was checked: never counted.
    where c.verified_on is not null and (c.verified_until is null or c.verified_until >= c.verified_on)
    group by 1, 2, 3, 4
  ) x
  join private.landing_pages p
    on p.kind = count_landing_pages.kind and p.country = x.country and p.city = x.city and p.style = x.style
  where x.change <> 0
  order by p.id, x.from_day
  on conflict on constraint landing_page_verifications_pkey do update set change = v.change + excluded.change;

  delete from private.landing_page_languages where listings = 0;
  delete from private.landing_page_verifications where change = 0;
  delete from private.landing_pages where listings = 0;
end
$$;

comment on function private.count_landing_pages(text, private.landing_entry[], private.landing_entry[]) is
  'Adds listings to their landing pages and takes removed ones off: the statement triggers on the listing tables.';

create function private.teachers_count_landing_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its event has.
  if tg_op = 'INSERT' then
    perform private.count_landing_pages('teachers',
      array(select private.teacher_landing_entry(n) from new_rows n), '{}');
  elsif tg_op = 'UPDATE' then
    perform private.count_landing_pages('teachers',
      array(select private.teacher_landing_entry(n) from new_rows n),
      array(select private.teacher_landing_entry(o) from old_rows o));
  else
    perform private.count_landing_pages('teachers', '{}',
      array(select private.teacher_landing_entry(o) from old_rows o));
  end if;
  return null;
end
$$;

create function private.studios_count_landing_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.count_landing_pages('studios',
      array(select private.studio_landing_entry(n) from new_rows n), '{}');
  elsif tg_op = 'UPDATE' then
    perform private.count_landing_pages('studios',
      array(select private.studio_landing_entry(n) from new_rows n),
      array(select private.studio_landing_entry(o) from old_rows o));
  else
    perform private.count_landing_pages('studios', '{}',
      array(select private.studio_landing_entry(o) from old_rows o));
  end if;
  return null;
end
$$;

-- Statement triggers: a bulk insert counts its pages once. A trigger with transition tables has
-- one event, hence three per table.
create trigger teachers_count_landing_pages_insert after insert on public.teachers
  referencing new table as new_rows for each statement execute function private.teachers_count_landing_pages();
create trigger teachers_count_landing_pages_update after update on public.teachers
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.teachers_count_landing_pages();
create trigger teachers_count_landing_pages_delete after delete on public.teachers
  referencing old table as old_rows for each statement execute function private.teachers_count_landing_pages();
create trigger studios_count_landing_pages_insert after insert on public.studios
  referencing new table as new_rows for each statement execute function private.studios_count_landing_pages();
create trigger studios_count_landing_pages_update after update on public.studios
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.studios_count_landing_pages();
create trigger studios_count_landing_pages_delete after delete on public.studios
  referencing old table as old_rows for each statement execute function private.studios_count_landing_pages();

-- The listings there are now.
select private.count_landing_pages('teachers', array(select private.teacher_landing_entry(t) from public.teachers t), '{}');
select private.count_landing_pages('studios', array(select private.studio_landing_entry(s) from public.studios s), '{}');

-- The readers, with the same arguments and columns as before. Every listing is public, so the
-- counts are the same for every caller; they read the page rows as the caller (granted below).
drop function public.landing_page_counts(text, text, text);
drop function public.landing_page_facts(text, text, text, text, date);

create function public.landing_page_counts(kind text, in_country text default null, with_style text default null)
returns table (
  country text, city text, style text, count integer, lastmod timestamptz,
  latitude double precision, longitude double precision
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if kind is null or kind not in ('teachers', 'studios') then
    raise exception 'kind must be teachers or studios, not %', kind using errcode = '22023';
  end if;
  return query
  select nullif(p.country, ''), nullif(p.city, ''), nullif(p.style, ''), p.listings, p.lastmod,
    case when p.city <> '' then p.latitude end, case when p.city <> '' then p.longitude end
  from private.landing_pages p
  where p.kind = landing_page_counts.kind
    and (in_country is null or p.country = in_country)
    and (with_style is null or p.style = with_style)
  -- Biggest first, then by name with the missing parts last, as before.
  order by p.listings desc, nullif(p.country, ''), nullif(p.city, ''), nullif(p.style, '');
end
$$;

comment on function public.landing_page_counts(text, text, text) is
  'Every landing page of a kind in a country, of a style, or of all listings (nulls), with its count.';

create function public.landing_page_facts(
  kind text, in_country text default null, in_city text default null, with_style text default null,
  on_day date default current_date
)
returns table (count integer, online integer, languages text[], verified integer)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if kind is null or kind not in ('teachers', 'studios') then
    raise exception 'kind must be teachers or studios, not %', kind using errcode = '22023';
  end if;
  return query
  select coalesce(p.listings, 0), coalesce(p.online, 0),
    coalesce((select pg_catalog.array_agg(l.language order by l.language)
      from private.landing_page_languages l where l.page_id = p.id), '{}'),
    coalesce((select sum(v.change) from private.landing_page_verifications v
      where v.page_id = p.id and v.from_day <= on_day), 0)::integer
  from (select) as one
  left join private.landing_pages p
    on p.kind = landing_page_facts.kind and p.country = coalesce(in_country, '')
      and p.city = coalesce(in_city, '') and p.style = coalesce(with_style, '');
end
$$;

comment on function public.landing_page_facts(text, text, text, text, date) is
  'What the default intro of one landing page states: listings, online, languages, verified on on_day.';

drop function public.landing_page_teachers(text, text, text);
drop function public.landing_page_studios(text, text, text);
drop function private.landing_listings(text, date, text, text, text);

revoke all on function private.landing_place(text), private.landing_styles_of(text[]),
  private.teacher_landing_entry(public.teachers), private.studio_landing_entry(public.studios),
  private.landing_page_changes(private.landing_entry[], private.landing_entry[]),
  private.count_landing_pages(text, private.landing_entry[], private.landing_entry[]),
  private.teachers_count_landing_pages(), private.studios_count_landing_pages(),
  public.landing_page_counts(text, text, text), public.landing_page_facts(text, text, text, text, date)
  from public;
-- The generated columns call the first two as whoever writes a listing.
grant execute on function private.landing_place(text), private.landing_styles_of(text[]),
  public.landing_page_counts(text, text, text), public.landing_page_facts(text, text, text, text, date)
  to anon, authenticated, service_role;

revoke all on private.landing_pages, private.landing_page_languages, private.landing_page_verifications
  from public, anon, authenticated, service_role;
grant select on private.landing_pages, private.landing_page_languages, private.landing_page_verifications
  to anon, authenticated, service_role;


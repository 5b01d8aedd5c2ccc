-- Landing pages counted in the database (docs/decisions/0029-landing-pages-per-place-and-style.md),
-- so that a page costs a visitor a few small requests whatever the size of the directory.
--
-- * private.landing_listings() (with private.landing_styles()): the one definition of which
--   listings a page holds. A listing's country and city are compared trimmed with the page's
--   names; only the product's styles (src/lib/directory-options.ts YOGA_STYLES, checked equal
--   by tests/pg/areas/landing-counts.ts) make style pages.
-- * public.landing_page_counts(): one row per landing page within a scope (a country, a style,
--   or everything), with its count, last change and, for a city, its coordinates.
-- * public.landing_page_facts(): what a page's default intro states.
-- * public.landing_page_teachers() / landing_page_studios(): a page's listings as rows of their
--   table, so PostgREST selects, orders and ranges them as any other read.
--
-- All are security invoker: the tables' RLS decides what a caller counts.

create function private.landing_styles()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['Vinyasa', 'Hatha', 'Yin Yoga', 'Restorative', 'Prenatal', 'Ashtanga', 'Power Yoga',
    'Hot Yoga', 'Meditation']
$$;

comment on function private.landing_styles() is
  'The styles that make landing pages: src/lib/directory-options.ts YOGA_STYLES.';

-- The one definition of which listings a landing page holds, for the pages of a scope (a null
-- name matches any). PL/pgSQL so that each query is planned for the scope at hand: an unused
-- filter drops out, and the others use the indexes below and the GIN index on the styles.
create function private.landing_listings(
  kind text, on_day date, in_country text default null, in_city text default null, with_style text default null
)
returns table (
  id uuid, country text, city text, styles text[], online boolean, languages text[],
  verified boolean, updated_at timestamptz, latitude double precision, longitude double precision
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  product_styles constant text[] := private.landing_styles();
begin
  if kind is null or kind not in ('teachers', 'studios') then
    raise exception 'kind must be teachers or studios, not %', kind using errcode = '22023';
  end if;
  if with_style is not null and not with_style = any (product_styles) then
    return;
  end if;
  if kind = 'teachers' then
    return query
    select t.id, btrim(t.country), nullif(btrim(t.location), ''),
      array(select s from unnest(t.specialties) s where s = any (product_styles)),
      coalesce((t.teachingoptions ->> 'online1on1')::boolean, false)
        or coalesce((t.teachingoptions ->> 'groupOnline')::boolean, false),
      t.languages,
      t.verified_on is not null and t.verified_on <= on_day
        and (t.verification_expires_on is null or t.verification_expires_on >= on_day),
      t.updated_at, t.latitude, t.longitude
    from public.teachers t
    where (in_country is null or btrim(t.country) = in_country)
      and (in_city is null or btrim(t.location) = in_city)
      and (with_style is null or t.specialties @> array[with_style]);
  else
    return query
    select s.id, btrim(s.country), nullif(btrim(s.city), ''),
      array(select y from unnest(s.yogastyles) y where y = any (product_styles)),
      s.studiotype in ('Online', 'Hybrid'),
      s.languages,
      false,
      s.updated_at, s.latitude, s.longitude
    from public.studios s
    where (in_country is null or btrim(s.country) = in_country)
      and (in_city is null or btrim(s.city) = in_city)
      and (with_style is null or s.yogastyles @> array[with_style]);
  end if;
end
$$;

comment on function private.landing_listings(text, date, text, text, text) is
  'The listings of a kind on the landing pages of a scope: names trimmed, only the product''s styles; bad kind 22023.';

-- A country page and everything under it look listings up by their trimmed country.
create index teachers_landing_country_idx on public.teachers (btrim(country));
create index studios_landing_country_idx on public.studios (btrim(country));

create function public.landing_page_counts(kind text, in_country text default null, with_style text default null)
returns table (
  country text, city text, style text, count integer, lastmod timestamptz,
  latitude double precision, longitude double precision
)
language sql
stable
security invoker
set search_path = ''
as $$
  with listings as (
    select l.* from private.landing_listings(kind, current_date, in_country, null, with_style) l
    where l.country <> ''
  ),
  pages as (
    select l.id, p.country, p.city, p.style, l.updated_at, l.latitude, l.longitude
    from listings l
    cross join lateral (
      select l.country, null::text as city, null::text as style
      union all select l.country, l.city, null where l.city is not null
      union all select null, null, s from unnest(l.styles) s
      union all select l.country, null, s from unnest(l.styles) s
    ) p
  )
  select p.country, p.city, p.style, count(distinct p.id)::integer, max(p.updated_at),
    (array_agg(p.latitude order by p.id) filter (where p.city is not null and p.latitude is not null and p.longitude is not null))[1],
    (array_agg(p.longitude order by p.id) filter (where p.city is not null and p.latitude is not null and p.longitude is not null))[1]
  from pages p
  where (with_style is null or p.style = with_style)
    and (in_country is null or p.country = in_country)
  group by p.country, p.city, p.style
  order by count(distinct p.id) desc, p.country, p.city, p.style
$$;

comment on function public.landing_page_counts(text, text, text) is
  'Every landing page of a kind in a country, of a style, or of all listings (nulls), with its count.';

create function public.landing_page_facts(
  kind text, in_country text default null, in_city text default null, with_style text default null,
  on_day date default current_date
)
returns table (count integer, online integer, languages text[], verified integer)
language sql
stable
security invoker
set search_path = ''
as $$
  with matched as (
    select l.* from private.landing_listings(kind, on_day, in_country, in_city, with_style) l
  )
  select count(*)::integer, (count(*) filter (where m.online))::integer,
    coalesce((select array_agg(distinct code order by code) from matched, unnest(matched.languages) code), '{}'),
    (count(*) filter (where m.verified))::integer
  from matched m
$$;

comment on function public.landing_page_facts(text, text, text, text, date) is
  'What the default intro of one landing page states: listings, online, languages, verified on on_day.';

create function public.landing_page_teachers(
  in_country text default null, in_city text default null, with_style text default null
)
returns setof public.teachers
language sql
stable
security invoker
set search_path = ''
as $$
  select t.* from public.teachers t
  where t.id in (select l.id from private.landing_listings('teachers', current_date, in_country, in_city, with_style) l)
$$;

create function public.landing_page_studios(
  in_country text default null, in_city text default null, with_style text default null
)
returns setof public.studios
language sql
stable
security invoker
set search_path = ''
as $$
  select s.* from public.studios s
  where s.id in (select l.id from private.landing_listings('studios', current_date, in_country, in_city, with_style) l)
$$;

comment on function public.landing_page_teachers(text, text, text) is 'The teachers of one landing page.';
comment on function public.landing_page_studios(text, text, text) is 'The studios of one landing page.';

revoke all on function private.landing_styles(), private.landing_listings(text, date, text, text, text),
  public.landing_page_counts(text, text, text), public.landing_page_facts(text, text, text, text, date),
  public.landing_page_teachers(text, text, text), public.landing_page_studios(text, text, text)
  from public;
grant execute on function private.landing_styles(), private.landing_listings(text, date, text, text, text),
  public.landing_page_counts(text, text, text), public.landing_page_facts(text, text, text, text, date),
  public.landing_page_teachers(text, text, text), public.landing_page_studios(text, text, text)
  to anon, authenticated, service_role;

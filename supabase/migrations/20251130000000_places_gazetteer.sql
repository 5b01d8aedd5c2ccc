-- A gazetteer of cities, so a listing's place and a visitor's 'near Lisbon' have coordinates
-- (docs/decisions/0028-gazetteer-in-the-database.md). Its rows come from GeoNames (CC BY 4.0)
-- through the generated migration 20251130000010_places_data.sql.
-- Also the distance helpers, over the cube extension, that the near searches and their indexes use.

create extension if not exists unaccent with schema extensions;
create extension if not exists cube with schema extensions;

-- How a place's name is compared: case, accents and punctuation aside ('São Paulo', 'sao paulo'
-- and 'Sao-Paulo' are one key). Immutable so it can be a generated column: the unaccent
-- dictionary is named, not looked up through the search path.
create or replace function private.place_key(place text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(pg_catalog.regexp_replace(
    pg_catalog.lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(place, ''))),
    '[^[:alnum:]]+', ' ', 'g'))
$$;

create table private.places (
  id bigint generated always as identity primary key,
  name text not null,
  -- As listings store it: a name of src/lib/countries.ts, e.g. 'Portugal'.
  country text not null,
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  population integer not null check (population >= 0),
  -- "C" so that a prefix (key like 'lis%') can use the index.
  search_key text collate "C" generated always as (private.place_key(name)) stored
);
comment on table private.places is
  'GeoNames cities (CC BY 4.0), one per name and country: where a listing''s city is and what ''near'' a place means. Read-only for everyone; replaced by migrations.';

create index places_search_key_idx on private.places (search_key, population desc);
create index places_country_search_key_idx on private.places (country, search_key, population desc);

-- Public data: anyone may read it (the near functions run as their caller).
revoke all on private.places from public, anon, authenticated, service_role;
grant select on private.places to anon, authenticated, service_role;

-- Distances -------------------------------------------------------------------------------------
-- The earthdistance extension's formulas, over cube. Its own SQL functions (ll_to_earth, earth_box,
-- earth_distance) name cube's functions and its earth type without a schema, so on PostgreSQL 15
-- they fail wherever the search path is empty, as it is in every function of ours, and an index
-- on them breaks any statement planned there; these name every function with its schema, so the
-- extension itself is not needed. They have no search_path of their own so that the planner
-- inlines them: with one, a call costs about ten times as much (tests/pg/advisor-accepted.ts).

-- A point on the earth's surface in earthdistance's coordinates (metres from its centre): the
-- value extensions.ll_to_earth gives.
create or replace function private.earth_point(latitude double precision, longitude double precision)
returns extensions.cube
language sql
immutable
strict
parallel safe
as $$
  select extensions.cube(
    extensions.cube(
      extensions.cube(6378168 * pg_catalog.cos(pg_catalog.radians(latitude)) * pg_catalog.cos(pg_catalog.radians(longitude))),
      6378168 * pg_catalog.cos(pg_catalog.radians(latitude)) * pg_catalog.sin(pg_catalog.radians(longitude))),
    6378168 * pg_catalog.sin(pg_catalog.radians(latitude)))
$$;

-- The cube around a point holding every point within radius_m metres along the surface (the
-- straight-line distance is shorter, so it holds them all): what extensions.earth_box gives.
create or replace function private.earth_box(point extensions.cube, radius_m double precision)
returns extensions.cube
language sql
immutable
strict
parallel safe
as $$
  select extensions.cube_enlarge(point, radius_m, 3)
$$;

-- The distance in metres along the surface between two points: extensions.earth_distance.
-- Not strict (null gives null all the same): the planner inlines no strict function whose body
-- has least() in it.
create or replace function private.earth_distance(a extensions.cube, b extensions.cube)
returns double precision
language sql
immutable
parallel safe
as $$
  select 2 * 6378168 * pg_catalog.asin(least(1, extensions.cube_distance(a, b) / (2 * 6378168)))
$$;

revoke all on function private.earth_point(double precision, double precision) from public;
revoke all on function private.earth_box(extensions.cube, double precision) from public;
revoke all on function private.earth_distance(extensions.cube, extensions.cube) from public;
grant execute on function private.earth_point(double precision, double precision) to anon, authenticated, service_role;
grant execute on function private.earth_box(extensions.cube, double precision) to anon, authenticated, service_role;
grant execute on function private.earth_distance(extensions.cube, extensions.cube) to anon, authenticated, service_role;

-- Where a listing is, and the searches 'near a place'.
-- * teachers.latitude/longitude and studios.latitude/longitude: the coordinates of the listing's
--   city in the gazetteer (private.places), set by a trigger when the listing is saved; null when
--   the city is not found. A teacher's are those of their city, never more precise. Everyone who
--   reads the row reads them; nobody writes them but the trigger (column privileges).
-- * public.teachers_near / public.studios_near: the listings within a radius of a point, nearest
--   first, as the caller may read them (security invoker, the table's RLS), for PostgREST's
--   GET /rpc/<name>?near_lat=..&near_lng=..&radius_km=.. with filters, select, range and count.
-- * public.find_place: the gazetteer's best matches for 'Lisbon' or 'Lisbon, Portugal'.
-- docs/decisions/0028-gazetteer-in-the-database.md.

alter table public.teachers
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180);
alter table public.studios
  add column latitude double precision check (latitude between -90 and 90),
  add column longitude double precision check (longitude between -180 and 180);
comment on column public.teachers.latitude is 'Of the teacher''s city (location, country) in private.places; set by a trigger.';
comment on column public.teachers.longitude is 'Of the teacher''s city (location, country) in private.places; set by a trigger.';
comment on column public.studios.latitude is 'Of the studio''s city (city, country) in private.places; set by a trigger.';
comment on column public.studios.longitude is 'Of the studio''s city (city, country) in private.places; set by a trigger.';

-- Only the trigger writes them: the API roles keep insert and update on every other column.
do $$
declare
  listing_table text;
  writable text;
begin
  foreach listing_table in array array['teachers', 'studios'] loop
    select string_agg(format('%I', a.attname), ', ' order by a.attnum) into writable
    from pg_catalog.pg_attribute a
    where a.attrelid = format('public.%I', listing_table)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attname not in ('latitude', 'longitude');
    execute format('revoke insert, update on public.%I from anon, authenticated, service_role', listing_table);
    execute format('grant insert (%s), update (%s) on public.%I to anon, authenticated, service_role',
      writable, writable, listing_table);
  end loop;
end
$$;

-- The place a listing names: its part before the first comma ('Lisbon, Portugal' is Lisbon),
-- in its country, the most populous of that name. No row when the gazetteer does not know it.
create or replace function private.place_coordinates(place text, place_country text)
returns table (latitude double precision, longitude double precision)
language sql
stable
parallel safe
set search_path = ''
as $$
  select p.latitude, p.longitude
  from private.places p
  where p.country = place_country
    and p.search_key = private.place_key(pg_catalog.split_part(place, ',', 1)) collate "C"
  order by p.population desc, p.id
  limit 1
$$;

-- The trigger's argument names the column of the listing's city.
create or replace function private.set_listing_coordinates()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  place text := pg_catalog.to_jsonb(new) ->> tg_argv[0];
begin
  -- No row found sets both to null.
  select c.latitude, c.longitude into new.latitude, new.longitude
  from private.place_coordinates(place, new.country) c;
  return new;
end
$$;
revoke all on function private.place_coordinates(text, text) from public;
grant execute on function private.place_coordinates(text, text) to anon, authenticated, service_role;
revoke all on function private.set_listing_coordinates() from public, anon, authenticated, service_role;

create trigger teachers_set_coordinates
  before insert or update of location, country on public.teachers
  for each row execute function private.set_listing_coordinates('location');
create trigger studios_set_coordinates
  before insert or update of city, country on public.studios
  for each row execute function private.set_listing_coordinates('city');

-- The listings there already. Setting coordinates is not an edit: updated_at stays.
alter table public.teachers disable trigger teachers_touch_updated_at;
alter table public.studios disable trigger studios_touch_updated_at;
update public.teachers t set (latitude, longitude) =
  (select c.latitude, c.longitude from private.place_coordinates(t.location, t.country) c);
update public.studios s set (latitude, longitude) =
  (select c.latitude, c.longitude from private.place_coordinates(s.city, s.country) c);
alter table public.teachers enable trigger teachers_touch_updated_at;
alter table public.studios enable trigger studios_touch_updated_at;

create index teachers_earth_point_idx on public.teachers using gist (private.earth_point(latitude, longitude));
create index studios_earth_point_idx on public.studios using gist (private.earth_point(latitude, longitude));

-- Near a point -----------------------------------------------------------------------------------

-- Raises 22023 (PostgREST answers 400) unless the point is on the globe and the radius is
-- within (0, 500] km.
create or replace function private.check_near_arguments(
  near_lat double precision, near_lng double precision, radius_km double precision)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if near_lat is null or near_lat < -90 or near_lat > 90 then
    raise exception 'near_lat must be a latitude between -90 and 90.' using errcode = '22023';
  end if;
  if near_lng is null or near_lng < -180 or near_lng > 180 then
    raise exception 'near_lng must be a longitude between -180 and 180.' using errcode = '22023';
  end if;
  if radius_km is null or not (radius_km > 0 and radius_km <= 500) then
    raise exception 'radius_km must be more than 0 and at most 500.' using errcode = '22023';
  end if;
end
$$;
revoke all on function private.check_near_arguments(double precision, double precision, double precision) from public;
grant execute on function private.check_near_arguments(double precision, double precision, double precision)
  to anon, authenticated, service_role;

-- The box test (earth_box @>) is what the GiST index answers; the distance test then drops the
-- box's corners.
create or replace function public.teachers_near(
  near_lat double precision, near_lng double precision, radius_km double precision default 50)
returns setof public.teachers
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  center extensions.cube := private.earth_point(near_lat, near_lng);
begin
  perform private.check_near_arguments(near_lat, near_lng, radius_km);
  return query
    select t.*
    from public.teachers t
    where private.earth_box(center, radius_km * 1000)
        operator(extensions.@>) private.earth_point(t.latitude, t.longitude)
      and private.earth_distance(center, private.earth_point(t.latitude, t.longitude)) <= radius_km * 1000
    order by private.earth_distance(center, private.earth_point(t.latitude, t.longitude)), t.id;
end
$$;
comment on function public.teachers_near(double precision, double precision, double precision) is
  'Teachers whose city is within radius_km (default 50, at most 500) of the point, nearest first.';

create or replace function public.studios_near(
  near_lat double precision, near_lng double precision, radius_km double precision default 50)
returns setof public.studios
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  center extensions.cube := private.earth_point(near_lat, near_lng);
begin
  perform private.check_near_arguments(near_lat, near_lng, radius_km);
  return query
    select s.*
    from public.studios s
    where private.earth_box(center, radius_km * 1000)
        operator(extensions.@>) private.earth_point(s.latitude, s.longitude)
      and private.earth_distance(center, private.earth_point(s.latitude, s.longitude)) <= radius_km * 1000
    order by private.earth_distance(center, private.earth_point(s.latitude, s.longitude)), s.id;
end
$$;
comment on function public.studios_near(double precision, double precision, double precision) is
  'Studios whose city is within radius_km (default 50, at most 500) of the point, nearest first.';

-- A place by name ---------------------------------------------------------------------------------

-- 'Lisbon' or 'Lisbon, Portugal' (case, accents and punctuation aside): the cities of that name,
-- then those whose name starts so, most populous first, at most five.
create or replace function public.find_place(query text)
returns table (name text, country text, latitude double precision, longitude double precision)
language sql
stable
security invoker
set search_path = ''
as $$
  with wanted as (
    select private.place_key(pg_catalog.split_part(query, ',', 1)) as place,
      nullif(private.place_key(pg_catalog.substr(query, pg_catalog.strpos(query, ',') + 1)), '') as in_country
    where pg_catalog.strpos(coalesce(query, ''), ',') > 0
    union all
    select private.place_key(query), null
    where pg_catalog.strpos(coalesce(query, ''), ',') = 0
  )
  select p.name, p.country, p.latitude, p.longitude
  from wanted w
  join private.places p
    -- The names that start with the place, exact ones included, as an index range.
    on p.search_key >= w.place collate "C"
    and p.search_key < (w.place || pg_catalog.chr(1114111)) collate "C"
    and (w.in_country is null or private.place_key(p.country) = w.in_country)
  where w.place <> '' and pg_catalog.length(coalesce(query, '')) <= 200
  order by p.search_key = w.place collate "C" desc, p.population desc, p.id
  limit 5
$$;
comment on function public.find_place(text) is
  'Up to five cities of the gazetteer (GeoNames, CC BY 4.0) for ''Lisbon'' or ''Lisbon, Portugal'', exact names first, most populous first.';

revoke all on function public.teachers_near(double precision, double precision, double precision) from public;
revoke all on function public.studios_near(double precision, double precision, double precision) from public;
revoke all on function public.find_place(text) from public;
grant execute on function public.teachers_near(double precision, double precision, double precision)
  to anon, authenticated, service_role;
grant execute on function public.studios_near(double precision, double precision, double precision)
  to anon, authenticated, service_role;
grant execute on function public.find_place(text) to anon, authenticated, service_role;

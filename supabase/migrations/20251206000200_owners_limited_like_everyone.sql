-- Owners are limited like everyone (docs/decisions/0031-limits-strangers-cannot-spend.md).
--
-- * An owner's saves that change their listing are counted per owner: 20 an hour and 60 a day,
--   generous for a person keeping a listing current, tight for a script. Over either, the save is
--   refused with PT429 (HTTP 429) and the minutes to wait, before anything is written.
-- * The admins' 'Recent changes by owners' shows each listing once, with its latest owner change,
--   so one owner saving again and again cannot push every other listing out of view.

create index listing_changes_owner_saves_idx on private.listing_changes (changed_by, changed_at)
  where changed_by_owner;

create or replace function private.limit_owner_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits constant jsonb := '[{"max": 20, "minutes": 60, "window": "hour"}, {"max": 60, "minutes": 1440, "window": "day"}]';
  rule jsonb;
  wait integer;
begin
  if not new.changed_by_owner or new.changed_by is null then
    return new;
  end if;
  -- One owner's saves wait for each other, so a burst cannot overshoot.
  perform pg_advisory_xact_lock(hashtextextended('owner_changes:' || new.changed_by::text, 0));
  for rule in select * from jsonb_array_elements(limits) loop
    select greatest(1, ceil(extract(epoch from c.changed_at + make_interval(mins => (rule ->> 'minutes')::integer) - now()) / 60)::integer)
    into wait
    from private.listing_changes c
    where c.changed_by = new.changed_by
      and c.changed_by_owner
      and c.changed_at > now() - make_interval(mins => (rule ->> 'minutes')::integer)
    order by c.changed_at desc
    offset (rule ->> 'max')::integer - 1
    limit 1;
    if wait is not null then
      raise exception using
        errcode = 'PT429',
        message = format(
          'You have saved %s changes in the last %s. Please try again in %s.',
          rule ->> 'max', rule ->> 'window', private.wait_text(wait)
        ),
        hint = wait::text;
    end if;
  end loop;
  return new;
end
$$;
revoke all on function private.limit_owner_changes() from public, anon, authenticated;

create trigger listing_changes_limit_owners
  before insert on private.listing_changes
  for each row execute function private.limit_owner_changes();

create or replace function public.recent_owner_changes(max_rows integer default 20)
returns table (
  id bigint,
  listing_kind text,
  listing_id uuid,
  slug text,
  name text,
  changed_at timestamptz,
  fields text[],
  reverted_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only administrators see the change log.' using errcode = '42501';
  end if;
  return query
    select latest.id, latest.listing_kind, latest.listing_id, coalesce(t.slug, s.slug),
      coalesce(t.name, s.name), latest.changed_at, latest.fields, latest.reverted_at
    from (
      select distinct on (coalesce(c.teacher_id, c.studio_id))
        c.id, c.listing_kind, coalesce(c.teacher_id, c.studio_id) as listing_id, c.teacher_id, c.studio_id,
        c.changed_at, c.fields, c.reverted_at
      from private.listing_changes c
      where c.changed_by_owner
      order by coalesce(c.teacher_id, c.studio_id), c.changed_at desc, c.id desc
    ) as latest
    left join public.teachers t on t.id = latest.teacher_id
    left join public.studios s on s.id = latest.studio_id
    order by latest.changed_at desc, latest.id desc
    limit least(greatest(coalesce(max_rows, 20), 1), 200);
end
$$;
comment on function public.recent_owner_changes(integer) is
  'Admins only: the latest owner change of each listing, newest first (at most 200 listings).';
revoke all on function public.recent_owner_changes(integer) from public, anon, authenticated, service_role;
grant execute on function public.recent_owner_changes(integer) to authenticated;

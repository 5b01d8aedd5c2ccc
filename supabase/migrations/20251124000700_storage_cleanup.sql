-- Storage cleans itself: which files of the studio-assets bucket nothing uses.
--
-- Every image the site shows is a row's URL pointing at an object of the bucket:
-- teachers.image and teachers.gallery, studios.logo and studios.gallery, and
-- studioapplications.logo (a visitor's logo, which an admin may copy into the
-- studio listing made from the application). Files replaced in or removed from a
-- listing, and logos uploaded for an application that was never sent, are
-- referenced by nothing and would stay forever.
--
-- public.unreferenced_storage_objects() lists them for the service role;
-- `npm run storage:cleanup` (and the local backend, hourly) deletes what it lists
-- through the Storage API, never with SQL: Supabase's storage.protect_delete()
-- refuses a direct delete, and only the Storage API removes the bytes too.
--
-- An object counts as referenced when any of those columns, whatever the folder,
-- holds a URL naming it: an application's logo copied into a listing stays, and a
-- seed image under seed/applications/ referenced by an application stays. URLs are
-- matched on the object's name, not the origin, so a listing saved against another
-- address of the same project (a custom domain, the local backend's port) still
-- counts.

-- The object name a URL of the bucket names, or null. Recognises the public URL
-- (getPublicUrl), the image-transformation URL (render/image), signed and
-- authenticated URLs, from any origin; the query string and fragment are not part
-- of the name. Percent-escapes are decoded as supabase-js's getPublicUrl
-- (encodeURI) made them. These run in index expressions, so they must never raise;
-- plpgsql with strpos and LIKE rather than a regular expression, because the
-- cleanup's cost at scale is mostly these calls (about 6 times faster).
create or replace function private.percent_decoded(value text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  decoded bytea := ''::bytea;
  piece text;
begin
  for piece in select m[1] from regexp_matches(value, '(%[0-9A-Fa-f]{2}|[^%]+|%)', 'g') as m loop
    if piece ~ '^%[0-9A-Fa-f]{2}$' then
      decoded := decoded || decode(substr(piece, 2), 'hex');
    else
      decoded := decoded || convert_to(piece, 'UTF8');
    end if;
  end loop;
  return convert_from(decoded, 'UTF8');
exception when others then
  -- Escapes that are not UTF-8: keep the text as written rather than fail the row's write.
  return value;
end
$$;

create or replace function private.studio_asset_name(url text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  api_at integer := strpos(url, '/storage/v1/');
  route text;
  object_name text;
begin
  if api_at = 0 then
    return null;
  end if;
  route := substr(url, api_at + length('/storage/v1/'));
  if route like 'object/public/studio-assets/%' then
    object_name := substr(route, length('object/public/studio-assets/') + 1);
  elsif route like 'render/image/public/studio-assets/%' then
    object_name := substr(route, length('render/image/public/studio-assets/') + 1);
  elsif route like 'object/sign/studio-assets/%' then
    object_name := substr(route, length('object/sign/studio-assets/') + 1);
  elsif route like 'object/authenticated/studio-assets/%' then
    object_name := substr(route, length('object/authenticated/studio-assets/') + 1);
  elsif route like 'object/studio-assets/%' then
    object_name := substr(route, length('object/studio-assets/') + 1);
  else
    return null;
  end if;
  object_name := nullif(split_part(split_part(object_name, '?', 1), '#', 1), '');
  if strpos(object_name, '%') = 0 then
    return object_name;
  end if;
  return private.percent_decoded(object_name);
end
$$;

create or replace function private.studio_asset_names(urls text[])
returns text[]
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  url text;
  object_name text;
  object_names text[] := '{}';
begin
  foreach url in array urls loop
    object_name := private.studio_asset_name(url);
    if object_name is not null then
      object_names := object_names || object_name;
    end if;
  end loop;
  return object_names;
end
$$;

-- Writes of these tables evaluate the index expressions below as the writer's role.
revoke all on function private.percent_decoded(text), private.studio_asset_name(text),
  private.studio_asset_names(text[]) from public;
grant execute on function private.percent_decoded(text), private.studio_asset_name(text),
  private.studio_asset_names(text[]) to anon, authenticated, service_role;

-- One index per image column, on the object name its URL names, so that "does
-- anything reference this object?" is an index probe (20,000 listings hold about
-- 200,000 image URLs).
create index teachers_image_object_idx on public.teachers (private.studio_asset_name(image));
create index teachers_gallery_objects_idx on public.teachers
  using gin (private.studio_asset_names(gallery)) with (fastupdate = off);
create index studios_logo_object_idx on public.studios (private.studio_asset_name(logo));
create index studios_gallery_objects_idx on public.studios
  using gin (private.studio_asset_names(gallery)) with (fastupdate = off);
create index studioapplications_logo_object_idx
  on public.studioapplications (private.studio_asset_name(logo));

-- The objects of studio-assets created more than older_than ago that no image
-- column references, in name order, at most max_rows, after after_name (a cursor:
-- pass the last name of the previous page). Files younger than older_than are
-- never listed: an upload is unreferenced until the form that made it is saved
-- (an admin's listing form, a visitor's application). Folder placeholders of the
-- dashboard (.emptyFolderPlaceholder) are not images and are left alone.
-- Security definer so that it always sees every application, listing and object,
-- whatever the caller's grants and policies: a partial view would list referenced
-- files as unreferenced. Only the service role may call it.
create or replace function public.unreferenced_storage_objects(
  older_than interval default '24 hours',
  max_rows integer default 1000,
  after_name text default null
)
returns table (name text, created_at timestamptz, size bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if older_than is null or older_than < interval '0' then
    raise exception 'older_than must be zero or more, got %', older_than using errcode = '22023';
  end if;
  if max_rows is null or max_rows < 1 then
    raise exception 'max_rows must be 1 or more, got %', max_rows using errcode = '22023';
  end if;
  return query
    select o.name, o.created_at,
      -- Storage writes the size as a whole number; anything else must not fail the listing.
      case when o.metadata ->> 'size' ~ '^[0-9]{1,18}$' then (o.metadata ->> 'size')::bigint end
    from storage.objects o
    where o.bucket_id = 'studio-assets'
      and o.created_at < now() - older_than
      and o.name > coalesce(after_name, '')
      and o.name not like '%.emptyFolderPlaceholder'
      and not exists (
        select 1 from public.teachers t where private.studio_asset_name(t.image) = o.name
      )
      and not exists (
        select 1 from public.teachers t where private.studio_asset_names(t.gallery) @> array[o.name]
      )
      and not exists (
        select 1 from public.studios s where private.studio_asset_name(s.logo) = o.name
      )
      and not exists (
        select 1 from public.studios s where private.studio_asset_names(s.gallery) @> array[o.name]
      )
      and not exists (
        select 1 from public.studioapplications a where private.studio_asset_name(a.logo) = o.name
      )
    order by o.name
    limit max_rows;
end
$$;
comment on function public.unreferenced_storage_objects(interval, integer, text) is
  'Service role only: studio-assets objects older than older_than that no listing or application references.';
revoke all on function public.unreferenced_storage_objects(interval, integer, text)
  from public, anon, authenticated;
grant execute on function public.unreferenced_storage_objects(interval, integer, text) to service_role;

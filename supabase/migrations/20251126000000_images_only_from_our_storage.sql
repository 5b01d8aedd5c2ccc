-- Images come only from our own storage.
--
-- Until now an image column held any http(s) URL, and a studio application's logo was checked
-- only on the end of its URL (private.application_logo_object matched
-- '/storage/v1/object/public/studio-assets/applications/...' anywhere in it). So a visitor could
-- send 'https://evil.example/pixel?u=/storage/v1/object/public/studio-assets/<permitted path>':
-- it was stored as sent, the admin's 'New listing from application' loaded it from that host, and
-- saving the listing published it. From here on (docs/decisions/0018-images-only-from-our-storage.md):
--
-- * private.storage_origins lists the origins our bucket is served from: hosted,
--   https://<project-ref>.supabase.co (and a custom domain, if the project has one); locally,
--   the local backend's URL. An operator adds the hosted one once (docs/security.md); the seed
--   adds the local one, and the local backend adds its URL whenever it starts.
-- * An image is the exact public URL of an object of studio-assets at one of those origins:
--   '<origin>/storage/v1/object/public/studio-assets/<path>', the path made of plain segments
--   (letters, digits, '-', '_', '.', '~' and percent-escapes; none empty, none starting with a
--   dot), with no query or fragment: what supabase-js's getPublicUrl makes for our uploads.
-- * A trigger on every image column refuses anything else (SQLSTATE 23514, as a CHECK would):
--   teachers.image and gallery, studios.logo and gallery, studioapplications.logo. It is a
--   trigger, not a CHECK, because the answer depends on a table; rows written before stay as
--   they are until they are written again.
-- * public.submit_studio_application takes a logo only as the exact public URL of a file
--   uploaded with a permit, at one of our origins.

create table private.storage_origins (
  origin text primary key
    -- Scheme and host (and port), nothing after: the URL clients use for the project.
    check (origin ~ '^https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$')
);
comment on table private.storage_origins is
  'The origins the studio-assets bucket is served from (https://<project-ref>.supabase.co, a custom domain, the local backend). Image columns accept public URLs at these origins only. Written by operators.';
revoke all on private.storage_origins from public, anon, authenticated;
grant select on private.storage_origins to service_role;

-- The object name the exact public URL of our bucket names, or null for anything else (another
-- host, another bucket or route, a query string, a path that is not plain). Security definer
-- because the origins are private; it answers only about the URL asked about.
create or replace function private.own_storage_object(url text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select object_name
  from private.storage_origins o
  cross join lateral (
    select substr(url, length(o.origin || '/storage/v1/object/public/studio-assets/') + 1) as object_name
  ) as named
  where starts_with(url, o.origin || '/storage/v1/object/public/studio-assets/')
    and object_name ~ '^([A-Za-z0-9_~-]|%[0-9A-Fa-f]{2})([A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*(/([A-Za-z0-9_~-]|%[0-9A-Fa-f]{2})([A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})*)*$'
    -- An escaped dot or slash could make a segment the browser reads as '..'.
    and object_name !~* '%(2e|2f|5c)'
  limit 1
$$;
comment on function private.own_storage_object(text) is
  'The studio-assets object a public URL at one of private.storage_origins names, or null.';
revoke all on function private.own_storage_object(text) from public;
-- Writers of the image columns run the trigger below as themselves.
grant execute on function private.own_storage_object(text) to anon, authenticated, service_role;

-- Refuses a row whose image columns (the trigger's arguments; text or text[]) hold anything but
-- our own storage's public URLs. Empty or missing means no image.
create or replace function private.images_from_own_storage()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  row_values jsonb := to_jsonb(new);
  column_name text;
  image text;
begin
  foreach column_name in array tg_argv loop
    for image in
      select value
      from jsonb_array_elements_text(
        case jsonb_typeof(row_values -> column_name)
          when 'array' then row_values -> column_name
          when 'string' then jsonb_build_array(row_values -> column_name)
          else '[]'::jsonb
        end
      ) as element(value)
    loop
      if image <> '' and private.own_storage_object(image) is null then
        raise exception using
          errcode = '23514',
          message = 'Images must be uploaded to this site''s storage; an address elsewhere is not accepted.',
          detail = format('%s.%s: %s', tg_table_name, column_name, left(image, 200));
      end if;
    end loop;
  end loop;
  return new;
end
$$;
revoke all on function private.images_from_own_storage() from public;

create trigger teachers_images_from_own_storage
  before insert or update of image, gallery on public.teachers
  for each row execute function private.images_from_own_storage('image', 'gallery');
create trigger studios_images_from_own_storage
  before insert or update of logo, gallery on public.studios
  for each row execute function private.images_from_own_storage('logo', 'gallery');
create trigger studioapplications_images_from_own_storage
  before insert or update of logo on public.studioapplications
  for each row execute function private.images_from_own_storage('logo');

-- Studio applications: the logo is the exact public URL of a file uploaded with a permit --------

create or replace function public.submit_studio_application(
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
  languages text[] default '{}'
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
begin
  perform private.count_send('studio_application');
  if private.honeypot_filled(honeypot) then
    return;
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
    coalesce(amenities, '{}'), website, instagram, hours, nullif(logo, ''), consent, status_token_hash,
    coalesce(languages, '{}')
  );
end
$$;
comment on function public.submit_studio_application is
  'The studio application: stores one application, within the submission limits.';
revoke all on function public.submit_studio_application from public;
grant execute on function public.submit_studio_application to anon, authenticated, service_role;

-- It matched only the end of a URL; nothing uses it any more.
drop function private.application_logo_object(text);

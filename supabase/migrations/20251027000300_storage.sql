-- The public bucket for logos, profile images and gallery images.
-- Anyone may read. Visitors (and signed-in non-admins) may only add images under
-- applications/ (the studio application logo); everything else is admin-only.
-- The bucket itself enforces the size limit and the image MIME types.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'studio-assets',
  'studio-assets',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Studio assets are readable by visitors"
  on storage.objects for select to anon
  using (bucket_id = 'studio-assets');
create policy "Studio assets are readable by signed-in users"
  on storage.objects for select to authenticated
  using (bucket_id = 'studio-assets');

create policy "Visitors upload application images"
  on storage.objects for insert to anon
  with check (
    bucket_id = 'studio-assets'
    and (storage.foldername(name))[1] = 'applications'
    and cardinality(storage.foldername(name)) = 1
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
    and coalesce(metadata ->> 'mimetype', '') like 'image/%'
  );
create policy "Signed-in users upload application images, admins upload anything"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'studio-assets'
    and (
      (select public.is_admin())
      or (
        (storage.foldername(name))[1] = 'applications'
        and cardinality(storage.foldername(name)) = 1
        and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
        and coalesce(metadata ->> 'mimetype', '') like 'image/%'
      )
    )
  );
create policy "Admins replace studio assets"
  on storage.objects for update to authenticated
  using (bucket_id = 'studio-assets' and (select public.is_admin()))
  with check (bucket_id = 'studio-assets' and (select public.is_admin()));
create policy "Admins delete studio assets"
  on storage.objects for delete to authenticated
  using (bucket_id = 'studio-assets' and (select public.is_admin()));

-- Only administrators may list or read studio-assets objects through the API.
--
-- studio-assets is a public bucket: the storage server serves its files by URL
-- (/storage/v1/object/public/...) without asking any policy, and that is all the site uses.
-- The select policies for visitors and signed-in users added nothing to that except the
-- ability to list the bucket, i.e. to find every file ever uploaded, applicants' logos under
-- applications/ included (Supabase's database advisor: public_bucket_allows_listing).
-- Admins keep listing and reading, and the policy is also what lets their upserts and deletes
-- see the rows they replace or remove.

drop policy "Studio assets are readable by visitors" on storage.objects;
drop policy "Studio assets are readable by signed-in users" on storage.objects;

create policy "Admins list studio assets"
  on storage.objects for select to authenticated
  using (bucket_id = 'studio-assets' and (select public.is_admin()));

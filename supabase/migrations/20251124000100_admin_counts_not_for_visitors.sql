-- public.admin_counts() is for signed-in callers only. Its migration revoked EXECUTE from PUBLIC,
-- but Supabase's default privileges on the public schema grant EXECUTE on every new function to
-- anon, authenticated and service_role by name, so visitors could still call it (they saw the
-- listing counts and 0 submissions). Revoke the visitors' own grant, as grant_admin's migration does.
revoke execute on function public.admin_counts() from anon;

-- Intros of landing pages (docs/decisions/0029-landing-pages-per-place-and-style.md): what an
-- admin writes in SEO Management for one page, keyed by the page's path. A page without a row
-- shows a default intro made from its listings.
--
-- * Everyone reads (the prerendered pages and the browser read with the anon key).
-- * Only admins add, change or remove one: RLS, plus column privileges so that nobody sets
--   updated_at by hand.

create table public.landing_page_texts (
  path text primary key
    check (path ~ '^/(teachers|studios)/(in/[a-z0-9-]+(/[a-z0-9-]+)?|style/[a-z0-9-]+(/in/[a-z0-9-]+)?)$'),
  intro text not null check (length(btrim(intro)) between 1 and 2000),
  updated_at timestamptz not null default now()
);
comment on table public.landing_page_texts is
  'An admin''s intro for a landing page (/teachers/in/portugal...), by the page''s path. Public read, admin write.';

alter table public.landing_page_texts enable row level security;

create policy "Landing page texts are visible to visitors"
  on public.landing_page_texts for select to anon using (true);
create policy "Landing page texts are visible to signed-in users"
  on public.landing_page_texts for select to authenticated using (true);
create policy "Admins add landing page texts"
  on public.landing_page_texts for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit landing page texts"
  on public.landing_page_texts for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete landing page texts"
  on public.landing_page_texts for delete to authenticated using ((select public.is_admin()));

revoke all on public.landing_page_texts from anon, authenticated;
grant select on public.landing_page_texts to anon, authenticated;
grant insert (path, intro), update (intro), delete on public.landing_page_texts to authenticated;

create trigger landing_page_texts_touch
  before update on public.landing_page_texts
  for each row execute function private.touch_updated_at();

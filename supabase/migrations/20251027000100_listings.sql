-- Public listings: teachers and studios.
-- Everyone may read them; only administrators (public.is_admin()) may write.
-- Length caps: names 100, places 100, address 300, bio/description 5000,
-- certifications 2000, tagline 200, SEO title 200, SEO description 500.

create table public.teachers (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  firstname text not null check (private.is_required_text(firstname, 100)),
  lastname text not null check (private.is_required_text(lastname, 100)),
  name text not null check (private.is_required_text(name, 201)),
  country text not null check (private.is_required_text(country, 100)),
  location text not null check (private.is_required_text(location, 100)),
  bio text not null default '' check (length(bio) <= 5000),
  certifications text not null default '' check (length(certifications) <= 2000),
  experience integer not null default 0 check (experience >= 0 and experience <= 100),
  image text check (private.is_optional_http_url(image)),
  gallery text[] not null default '{}'
    check (cardinality(gallery) <= 9 and private.are_http_urls(gallery)),
  specialties text[] not null default '{}'
    check (cardinality(specialties) <= 20 and private.are_short_texts(specialties, 60)),
  teachingoptions jsonb not null
    default '{"online1on1": false, "inPerson1on1": false, "groupOnline": false, "groupInPerson": false}'::jsonb
    check (private.is_teaching_options(teachingoptions)),
  social jsonb not null default '{}'::jsonb
    check (
      jsonb_typeof(social) = 'object'
      and (social - array['website', 'instagram', 'facebook']) = '{}'::jsonb
      and private.is_optional_http_url(social ->> 'website')
      and private.is_optional_http_url(social ->> 'instagram')
      and private.is_optional_http_url(social ->> 'facebook')
    ),
  contactformurl text check (private.is_optional_http_url(contactformurl)),
  seo_title text check (length(seo_title) <= 200),
  seo_description text check (length(seo_description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.teachers is 'Listed yoga teachers. Public read; admin write.';

create index teachers_country_idx on public.teachers (country);
create index teachers_experience_idx on public.teachers (experience);
create index teachers_order_idx on public.teachers (firstname, lastname, id);
create index teachers_name_order_idx on public.teachers (name, id);
create index teachers_specialties_idx on public.teachers using gin (specialties) with (fastupdate = off);
create index teachers_teachingoptions_idx on public.teachers using gin (teachingoptions jsonb_path_ops) with (fastupdate = off);
create index teachers_name_search_idx on public.teachers using gin (name extensions.gin_trgm_ops) with (fastupdate = off);

create trigger teachers_touch_updated_at
  before update on public.teachers
  for each row execute function private.touch_updated_at();

create table public.studios (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
  name text not null check (private.is_required_text(name, 100)),
  email text not null check (private.is_email(email)),
  country text not null check (private.is_required_text(country, 100)),
  city text not null check (private.is_required_text(city, 100)),
  address text not null default '' check (length(address) <= 300),
  description text not null check (private.is_required_text(description, 5000)),
  tagline text not null default '' check (length(tagline) <= 200),
  studiotype text not null check (studiotype in ('In-person', 'Online', 'Hybrid')),
  yogastyles text[] not null default '{}'
    check (cardinality(yogastyles) <= 30 and private.are_short_texts(yogastyles, 60)),
  amenities text[] not null default '{}'
    check (cardinality(amenities) <= 30 and private.are_short_texts(amenities, 60)),
  logo text check (private.is_optional_http_url(logo)),
  gallery text[] not null default '{}'
    check (cardinality(gallery) <= 9 and private.are_http_urls(gallery)),
  website text check (private.is_optional_http_url(website)),
  instagram text check (private.is_optional_http_url(instagram)),
  facebook text check (private.is_optional_http_url(facebook)),
  operatinghours text not null default '' check (length(operatinghours) <= 300),
  consent boolean not null check (consent),
  seo_title text check (length(seo_title) <= 200),
  seo_description text check (length(seo_description) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.studios is 'Listed yoga studios. Public read; admin write.';

create index studios_country_idx on public.studios (country);
create index studios_studiotype_idx on public.studios (studiotype);
create index studios_name_order_idx on public.studios (name, id);
create index studios_city_search_idx on public.studios using gin (city extensions.gin_trgm_ops) with (fastupdate = off);
create index studios_yogastyles_idx on public.studios using gin (yogastyles) with (fastupdate = off);
create index studios_amenities_idx on public.studios using gin (amenities) with (fastupdate = off);

create trigger studios_touch_updated_at
  before update on public.studios
  for each row execute function private.touch_updated_at();

alter table public.teachers enable row level security;
alter table public.studios enable row level security;

create policy "Teachers are visible to visitors"
  on public.teachers for select to anon using (true);
create policy "Teachers are visible to signed-in users"
  on public.teachers for select to authenticated using (true);
create policy "Admins add teachers"
  on public.teachers for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit teachers"
  on public.teachers for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete teachers"
  on public.teachers for delete to authenticated using ((select public.is_admin()));

create policy "Studios are visible to visitors"
  on public.studios for select to anon using (true);
create policy "Studios are visible to signed-in users"
  on public.studios for select to authenticated using (true);
create policy "Admins add studios"
  on public.studios for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit studios"
  on public.studios for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete studios"
  on public.studios for delete to authenticated using ((select public.is_admin()));

-- Submissions from the public forms: teacher applications, studio applications
-- and contact messages. Anyone may send one (the CHECK constraints validate it);
-- only administrators may read or delete them; nobody may change them.

create table public.teacherapplications (
  id bigint generated always as identity primary key,
  firstname text not null check (private.is_required_text(firstname, 100)),
  lastname text not null check (private.is_required_text(lastname, 100)),
  email text not null check (private.is_email(email)),
  phone text not null check (private.is_required_text(phone, 40)),
  location text not null check (private.is_required_text(location, 100)),
  specialties text not null check (private.is_required_text(specialties, 500)),
  certifications text not null check (private.is_required_text(certifications, 2000)),
  bio text not null check (private.is_required_text(bio, 5000)),
  experience integer not null check (experience >= 0 and experience <= 100),
  teachingoptions jsonb not null
    default '{"online1on1": false, "inPerson1on1": false, "groupOnline": false, "groupInPerson": false}'::jsonb
    check (private.is_teaching_options(teachingoptions)),
  website text check (private.is_optional_http_url(website)),
  instagram text check (length(instagram) <= 100),
  terms boolean not null check (terms),
  created_at timestamptz not null default now()
);
comment on table public.teacherapplications is 'Applications from teachers who want to be listed.';
create index teacherapplications_created_at_idx on public.teacherapplications (created_at desc);

create table public.studioapplications (
  id bigint generated always as identity primary key,
  name text not null check (private.is_required_text(name, 100)),
  email text not null check (private.is_email(email)),
  country text not null check (private.is_required_text(country, 100)),
  city text not null check (private.is_required_text(city, 100)),
  address text check (length(address) <= 300),
  description text not null check (private.is_required_text(description, 5000)),
  yogastyles text[] not null default '{}'
    check (cardinality(yogastyles) <= 30 and private.are_short_texts(yogastyles, 60)),
  amenities text[] not null default '{}'
    check (cardinality(amenities) <= 30 and private.are_short_texts(amenities, 60)),
  website text check (private.is_optional_http_url(website)),
  instagram text check (private.is_optional_http_url(instagram)),
  hours text check (length(hours) <= 300),
  logo text check (private.is_optional_http_url(logo)),
  consent boolean not null check (consent),
  created_at timestamptz not null default now()
);
comment on table public.studioapplications is 'Applications from studios who want to be listed.';
create index studioapplications_created_at_idx on public.studioapplications (created_at desc);

create table public.contactsubmissions (
  id bigint generated always as identity primary key,
  name text not null check (private.is_required_text(name, 100)),
  email text not null check (private.is_email(email)),
  subject text not null check (private.is_required_text(subject, 200)),
  message text not null check (private.is_required_text(message, 5000)),
  created_at timestamptz not null default now()
);
comment on table public.contactsubmissions is 'Messages sent through the contact form. The captcha answer is never stored.';
create index contactsubmissions_created_at_idx on public.contactsubmissions (created_at desc);

alter table public.teacherapplications enable row level security;
alter table public.studioapplications enable row level security;
alter table public.contactsubmissions enable row level security;

-- Inserts are open by design (public forms); the CHECK constraints above are
-- what validates a row, so the policies only name who may insert.
create policy "Visitors send teacher applications"
  on public.teacherapplications for insert to anon with check (true);
create policy "Signed-in users send teacher applications"
  on public.teacherapplications for insert to authenticated with check (true);
create policy "Admins read teacher applications"
  on public.teacherapplications for select to authenticated using ((select public.is_admin()));
create policy "Admins delete teacher applications"
  on public.teacherapplications for delete to authenticated using ((select public.is_admin()));

create policy "Visitors send studio applications"
  on public.studioapplications for insert to anon with check (true);
create policy "Signed-in users send studio applications"
  on public.studioapplications for insert to authenticated with check (true);
create policy "Admins read studio applications"
  on public.studioapplications for select to authenticated using ((select public.is_admin()));
create policy "Admins delete studio applications"
  on public.studioapplications for delete to authenticated using ((select public.is_admin()));

create policy "Visitors send contact messages"
  on public.contactsubmissions for insert to anon with check (true);
create policy "Signed-in users send contact messages"
  on public.contactsubmissions for insert to authenticated with check (true);
create policy "Admins read contact messages"
  on public.contactsubmissions for select to authenticated using ((select public.is_admin()));
create policy "Admins delete contact messages"
  on public.contactsubmissions for delete to authenticated using ((select public.is_admin()));

-- Submissions are never edited.
revoke update on public.teacherapplications, public.studioapplications, public.contactsubmissions
  from anon, authenticated;

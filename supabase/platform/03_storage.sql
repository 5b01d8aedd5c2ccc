-- Hosted Supabase's platform, part 3: the storage schema of Supabase Storage.
--
-- Reproduces the schema supabase/storage v1.70.6 leaves after its tenant migrations
-- (migrations/tenant/0001 to 0063, run by the storage server as supabase_storage_admin) on top
-- of supabase/postgres' init-scripts/00000000000002-storage-schema.sql and its migrations
-- 20250623125453 and 20250709135250 (postgres' grants). Every table with its real columns
-- (objects.path_tokens is generated from the name), indexes and foreign keys; RLS enabled on
-- every table; the triggers (updated_at, bucket name length, and protect_delete, which refuses
-- a DELETE from buckets or objects unless the transaction set storage.allow_delete_query, as
-- the storage server does for its own deletes); the helper functions policies use
-- (foldername, filename, extension, operation) and search(), which the list endpoint calls.
-- Our own wording.
--
-- Objects are created as supabase_storage_admin, whose default privileges give postgres and the
-- API roles ALL on them: storage is guarded by row-level security, not by grants.
--
-- Not reproduced: search_v2(), search_by_timestamp(), list_objects_with_delimiter() and
-- list_multipart_uploads_with_delimiter() (the S3 protocol and the v2 list endpoint, which
-- the project does not use); search() is a set-based rewrite that returns what the upstream
-- skip-scan returns, not its algorithm (where they differ, upstream v1.70.6 skips a folder that
-- holds only sub-folders when sorting by name descending; this one lists it).

create schema if not exists storage authorization supabase_admin;
grant usage on schema storage to anon, authenticated, service_role;
grant usage on schema storage to postgres with grant option;
grant all on schema storage to supabase_storage_admin with grant option;
grant all on schema storage to dashboard_user;

alter default privileges for role supabase_storage_admin in schema storage
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on sequences to postgres, anon, authenticated, service_role;
alter default privileges for role supabase_storage_admin in schema storage
  grant all on functions to postgres, anon, authenticated, service_role;

set role supabase_storage_admin;

-- Buckets and objects --------------------------------------------------------------------------

create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');

create table storage.buckets (
  id text not null,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  versioning_status text not null default 'DISABLED',
  constraint buckets_pkey primary key (id),
  constraint buckets_versioning_status_check check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
  constraint buckets_versioning_standard_only_check check (type = 'STANDARD' or versioning_status = 'DISABLED'),
  -- Versioning exists in the schema but no bucket may turn it on yet.
  constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED')
);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';
create unique index bname on storage.buckets (name);

create table storage.objects (
  id uuid not null default gen_random_uuid(),
  bucket_id text,
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false,
  constraint objects_pkey primary key (id),
  constraint "objects_bucketId_fkey" foreign key (bucket_id) references storage.buckets (id)
);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';
create unique index bucketid_objname on storage.objects (bucket_id, name);
create index name_prefix_search on storage.objects (name text_pattern_ops);
create index idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index idx_objects_bucket_id_name_lower on storage.objects (bucket_id, lower(name) collate "C");

-- The storage server's own migration history.
create table storage.migrations (
  id integer not null,
  name varchar(100) not null,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp,
  constraint migrations_pkey primary key (id),
  constraint migrations_name_key unique (name)
);

-- S3 multipart uploads -----------------------------------------------------------------------

create table storage.s3_multipart_uploads (
  id text not null,
  in_progress_size bigint not null default 0,
  upload_signature text not null,
  bucket_id text not null,
  key text collate "C" not null,
  version text not null,
  owner_id text,
  created_at timestamptz not null default now(),
  user_metadata jsonb,
  metadata jsonb,
  constraint s3_multipart_uploads_pkey primary key (id),
  constraint s3_multipart_uploads_bucket_id_fkey foreign key (bucket_id) references storage.buckets (id)
);
create index idx_multipart_uploads_list on storage.s3_multipart_uploads (bucket_id, key, created_at);

create table storage.s3_multipart_uploads_parts (
  id uuid not null default gen_random_uuid(),
  upload_id text not null,
  size bigint not null default 0,
  part_number integer not null,
  bucket_id text not null,
  key text collate "C" not null,
  etag text not null,
  owner_id text,
  version text not null,
  created_at timestamptz not null default now(),
  constraint s3_multipart_uploads_parts_pkey primary key (id),
  constraint s3_multipart_uploads_parts_bucket_id_fkey foreign key (bucket_id) references storage.buckets (id),
  constraint s3_multipart_uploads_parts_upload_id_fkey
    foreign key (upload_id) references storage.s3_multipart_uploads (id) on delete cascade
);

-- Analytics (Iceberg) and vector buckets -------------------------------------------------------

create table storage.buckets_analytics (
  name text not null,
  type storage.buckettype not null default 'ANALYTICS',
  format text not null default 'ICEBERG',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  id uuid not null default gen_random_uuid(),
  deleted_at timestamptz,
  constraint buckets_analytics_pkey primary key (id)
);
create unique index buckets_analytics_unique_name_idx on storage.buckets_analytics (name) where deleted_at is null;

create table storage.iceberg_namespaces (
  id uuid not null default gen_random_uuid(),
  bucket_name text not null,
  name text collate "C" not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  metadata jsonb not null default '{}'::jsonb,
  catalog_id uuid not null,
  constraint iceberg_namespaces_pkey primary key (id),
  constraint iceberg_namespaces_catalog_id_fkey
    foreign key (catalog_id) references storage.buckets_analytics (id) on delete cascade
);
create unique index idx_iceberg_namespaces_bucket_id on storage.iceberg_namespaces (catalog_id, name);

create table storage.iceberg_tables (
  id uuid not null default gen_random_uuid(),
  namespace_id uuid not null,
  bucket_name text not null,
  name text collate "C" not null,
  location text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  remote_table_id text,
  shard_key text,
  shard_id text,
  catalog_id uuid not null,
  constraint iceberg_tables_pkey primary key (id),
  constraint iceberg_tables_catalog_id_fkey
    foreign key (catalog_id) references storage.buckets_analytics (id) on delete cascade,
  constraint iceberg_tables_namespace_id_fkey
    foreign key (namespace_id) references storage.iceberg_namespaces (id) on delete cascade
);
create unique index idx_iceberg_tables_location on storage.iceberg_tables (location);
create unique index idx_iceberg_tables_namespace_id on storage.iceberg_tables (catalog_id, namespace_id, name);

create table storage.buckets_vectors (
  id text not null,
  type storage.buckettype not null default 'VECTOR',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint buckets_vectors_pkey primary key (id)
);

create table storage.vector_indexes (
  id text not null default gen_random_uuid(),
  name text collate "C" not null,
  bucket_id text not null,
  data_type text not null,
  dimension integer not null,
  distance_metric text not null,
  metadata_configuration jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint vector_indexes_pkey primary key (id),
  constraint vector_indexes_bucket_id_fkey foreign key (bucket_id) references storage.buckets_vectors (id)
);
create unique index vector_indexes_name_bucket_id_idx on storage.vector_indexes (name, bucket_id);

-- Row-level security on every table; only the project's migrations add policies. --------------

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;
alter table storage.s3_multipart_uploads enable row level security;
alter table storage.s3_multipart_uploads_parts enable row level security;
alter table storage.buckets_analytics enable row level security;
alter table storage.iceberg_namespaces enable row level security;
alter table storage.iceberg_tables enable row level security;
alter table storage.buckets_vectors enable row level security;
alter table storage.vector_indexes enable row level security;

-- Narrower than the default privileges: the API roles only read these.
revoke all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
  storage.iceberg_namespaces, storage.iceberg_tables
  from anon, authenticated;
grant select on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
  storage.iceberg_namespaces, storage.iceberg_tables
  to anon, authenticated;
-- postgres (and the storage server's role itself) may pass their rights on buckets and objects on.
grant all on storage.buckets, storage.objects to postgres, supabase_storage_admin with grant option;

-- Helper functions for policies ------------------------------------------------------------------

-- 'a/b/c.png' -> {a,b}
create function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

-- 'a/b/c.png' -> 'c.png'
create function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

-- 'a/b/c.tar.gz' -> 'gz'; a name without a dot gives the whole file name.
create function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- The storage server sets storage.operation for every request (e.g. 'object.upload').
create function storage.operation() returns text
language plpgsql stable
as $$
begin
  return current_setting('storage.operation', true);
end
$$;

-- Whether the request is this operation; 'storage.' prefixes are ignored on both sides.
create function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable
as $$
  select case
    when coalesce(regexp_replace(expected_operation, '^storage\.', ''), '') = '' then false
    else coalesce(regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(expected_operation, '^storage\.', ''), false)
  end
$$;

-- Whether the request is any of these operations.
create function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable
as $$
  select exists (
    select 1
    from unnest(expected_operations) as expected
    where coalesce(expected, '') <> ''
      and regexp_replace(storage.operation(), '^storage\.', '') = regexp_replace(expected, '^storage\.', '')
  )
$$;

-- Tries the insert as the caller and always rolls it back: raises the RLS error if the
-- policies refuse it, else 'PT200' (which the storage server treats as "allowed").
create function storage.can_insert_object(bucketid text, name text, owner uuid, metadata jsonb) returns void
language plpgsql
as $$
begin
  insert into storage.objects (bucket_id, name, owner, metadata) values (bucketid, name, owner, metadata);
  raise sqlstate 'PT200' using message = 'ROLLBACK', detail = 'rollback successful insert';
end
$$;

create function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language plpgsql stable
as $$
begin
  return query
    select sum((o.metadata ->> 'size')::bigint)::bigint as size, o.bucket_id
    from storage.objects as o
    group by o.bucket_id;
end
$$;

-- The part of p_key after p_prefix up to and including the next delimiter, or null.
create function storage.get_common_prefix(p_key text, p_prefix text, p_delimiter text) returns text
language sql immutable
as $$
  select case
    when position(p_delimiter in substring(p_key from length(p_prefix) + 1)) > 0
      then left(p_key, length(p_prefix) + position(p_delimiter in substring(p_key from length(p_prefix) + 1)))
  end
$$;

-- One level of a bucket below `prefix`, as POST /object/list answers it: each sub-folder once
-- (id and dates null) and each object directly in it, with names relative to `prefix`; only
-- entries whose path starts with prefix || search. Sorted by name (case-insensitive, byte order,
-- folders and files interleaved) or, for updated_at/created_at/last_accessed_at, folders first
-- by name and then objects by that column; `levels` is accepted and ignored, as upstream.
-- Security invoker: the caller's select policies on storage.objects decide what it sees.
create function storage.search(
  prefix text,
  bucketname text,
  limits integer default 100,
  levels integer default 1,
  offsets integer default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text, id uuid, updated_at timestamptz, created_at timestamptz, last_accessed_at timestamptz, metadata jsonb
)
language plpgsql stable
as $$
declare
  v_prefix text := coalesce(prefix, '') || coalesce(search, '');
  v_prefix_len integer := length(coalesce(prefix, ''));
  v_limit integer := least(coalesce(limits, 100), 1500);
  v_offset integer := coalesce(offsets, 0);
  v_desc boolean := lower(coalesce(sortorder, 'asc')) <> 'asc';
  v_column text := lower(coalesce(sortcolumn, 'name'));
begin
  if v_column not in ('updated_at', 'created_at', 'last_accessed_at') then
    -- Name order: the prefix matches case-insensitively and literally (no LIKE wildcards).
    return query
      with matched as (
        select o.name as full_name, o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
          storage.get_common_prefix(o.name, v_prefix, '/') as folder
        from storage.objects as o
        where o.bucket_id = bucketname
          and left(lower(o.name), length(v_prefix)) = lower(v_prefix)
      ), entries as (
        (
          select distinct on (lower(m.folder) collate "C")
            substring(rtrim(m.folder, '/') from v_prefix_len + 1) as entry,
            null::uuid as entry_id, null::timestamptz as entry_updated, null::timestamptz as entry_created,
            null::timestamptz as entry_accessed, null::jsonb as entry_metadata,
            lower(m.folder) as sort_key, m.folder as tie_key
          from matched as m
          where m.folder is not null
          order by lower(m.folder) collate "C", lower(m.full_name) collate "C"
        )
        union all
        select substring(m.full_name from v_prefix_len + 1), m.id, m.updated_at, m.created_at,
          m.last_accessed_at, m.metadata, lower(m.full_name), m.full_name
        from matched as m
        where m.folder is null
      )
      select e.entry, e.entry_id, e.entry_updated, e.entry_created, e.entry_accessed, e.entry_metadata
      from entries as e
      order by
        case when not v_desc then e.sort_key end collate "C" asc,
        case when v_desc then e.sort_key end collate "C" desc,
        case when not v_desc then e.tie_key end collate "C" asc,
        case when v_desc then e.tie_key end collate "C" desc
      limit v_limit offset v_offset;
  else
    -- Date order: the prefix is an ILIKE pattern (the server escapes it); folders come first.
    return query
      with matched as (
        select o.*, coalesce(array_length(string_to_array(v_prefix, '/'), 1), 1) as depth,
          coalesce(array_length(string_to_array(coalesce(prefix, ''), '/'), 1), 1) as first_level
        from storage.objects as o
        where o.bucket_id = bucketname
          and o.name ilike v_prefix || '%'
      ), folders as (
        select distinct array_to_string(m.path_tokens[m.first_level : m.depth], '/') as folder
        from matched as m
        where array_length(m.path_tokens, 1) <> m.depth
      ), entries as (
        select f.folder as entry, null::uuid as entry_id, null::timestamptz as entry_updated,
          null::timestamptz as entry_created, null::timestamptz as entry_accessed, null::jsonb as entry_metadata,
          0 as rank, null::timestamptz as sort_time, f.folder as sort_name
        from folders as f
        union all
        select array_to_string(m.path_tokens[m.first_level : m.depth], '/'), m.id, m.updated_at, m.created_at,
          m.last_accessed_at, m.metadata, 1,
          case v_column when 'updated_at' then m.updated_at when 'created_at' then m.created_at
            else m.last_accessed_at end,
          m.name
        from matched as m
        where array_length(m.path_tokens, 1) = m.depth
      )
      select e.entry, e.entry_id, e.entry_updated, e.entry_created, e.entry_accessed, e.entry_metadata
      from entries as e
      order by e.rank,
        case when not v_desc then e.sort_time end asc,
        case when v_desc then e.sort_time end desc,
        case when not v_desc then e.sort_name end asc,
        case when v_desc then e.sort_name end desc
      limit v_limit offset v_offset;
  end if;
end
$$;

-- Triggers -----------------------------------------------------------------------------------------

create function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create function storage.enforce_bucket_name_length() returns trigger
language plpgsql
as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

-- A DELETE from buckets or objects that does not come from the storage server would leave the
-- stored files behind: refused unless the transaction set storage.allow_delete_query = 'true'.
create function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();
create trigger enforce_bucket_name_length_trigger
  before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();
create trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

reset role;

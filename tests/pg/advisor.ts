/**
 * Our own checks for the rules of Supabase's database advisor (github supabase/splinter,
 * lints/*.sql), run by `npm run test:pg` after the migrations and the seed. Each rule is one
 * query against pg_catalog returning (object, detail) rows; a finding is `<rule> <object>`.
 * test:pg fails on any finding not in tests/pg/advisor-accepted.ts, and on an accepted entry
 * that no longer matches anything (so the list cannot quietly outlive its reasons).
 *
 * Where a rule is stricter than splinter's, its comment says how.
 */

/** Schemas PostgREST exposes: supabase/config.toml [api] schemas. */
export const EXPOSED_SCHEMAS = ['public']

/**
 * Schemas that belong to the platform, not to our migrations (splinter's exclusion list, less
 * `storage` where a rule is about policies: the storage.objects policies are ours).
 */
const PLATFORM = `'auth', 'cron', 'extensions', 'graphql', 'graphql_public', 'information_schema', 'net',
  'pgbouncer', 'pgsodium', 'pgsodium_masks', 'pgtle', 'realtime', 'repack', 'supabase_functions',
  'supabase_migrations', 'vault'`
const notOurs = (column: string, alsoStorage: boolean) =>
  `(${column} in (${PLATFORM}${alsoStorage ? ", 'storage'" : ''}) or ${column} ~ '^pg_')`

const exposed = `array[${EXPOSED_SCHEMAS.map((s) => `'${s}'`).join(', ')}]::name[]`

/** Policies with their command and roles, as pg_policies shows them (qual and with_check deparsed). */
const POLICIES = `
  select p.schemaname, p.tablename, p.policyname, p.permissive, p.roles, p.cmd,
    coalesce(p.qual, '') as qual, coalesce(p.with_check, '') as with_check, c.relrowsecurity
  from pg_catalog.pg_policies p
  join pg_catalog.pg_class c on c.relname = p.tablename
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname`

export interface AdvisorRule {
  /** splinter's name for the rule. */
  rule: string
  title: string
  /** Returns (object text, detail text) per finding. */
  sql: string
}

export const ADVISOR_RULES: AdvisorRule[] = [
  {
    rule: 'rls_disabled_in_public',
    title: 'RLS disabled on a table of an exposed schema',
    // Stricter than splinter: flagged whether or not anon/authenticated hold SELECT today.
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'row-level security is not enabled'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relrowsecurity and n.nspname = any(${exposed})`,
  },
  {
    rule: 'rls_enabled_no_policy',
    title: 'RLS enabled but no policy',
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'row-level security is on but no policy exists'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and c.relrowsecurity and not ${notOurs('n.nspname', true)}
        and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')`,
  },
  {
    rule: 'policy_exists_rls_disabled',
    title: 'Policies on a table without RLS',
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'has policies but row-level security is off'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where not c.relrowsecurity and not ${notOurs('n.nspname', false)}
        and exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  },
  {
    rule: 'rls_policy_always_true',
    title: 'INSERT/UPDATE/DELETE policy that is always true',
    // As splinter: permissive policies for anon, authenticated or PUBLIC whose USING (update,
    // delete, all) or WITH CHECK is true / 1=1, or absent where nothing else restricts.
    sql: `
      with p as (
        select *, replace(replace(replace(lower(qual), ' ', ''), E'\\n', ''), E'\\t', '') as q,
          replace(replace(replace(lower(with_check), ' ', ''), E'\\n', ''), E'\\t', '') as w
        from (${POLICIES}) policies
        where relrowsecurity and permissive = 'PERMISSIVE' and not ${notOurs('schemaname', false)}
          and roles && array['public', 'anon', 'authenticated']::name[]
      )
      select format('%I.%I %s', schemaname, tablename, policyname),
        format('%s policy for %s is always true', cmd, array_to_string(roles, ', '))
      from p
      where (cmd in ('UPDATE', 'DELETE', 'ALL') and (q in ('true', '(true)', '1=1', '(1=1)') or qual = ''))
        or w in ('true', '(true)', '1=1', '(1=1)')
        or (with_check = '' and cmd = 'INSERT')
        or (with_check = '' and cmd in ('UPDATE', 'ALL') and q in ('true', '(true)', '1=1', '(1=1)'))`,
  },
  {
    rule: 'auth_rls_initplan',
    title: 'Per-row call of auth.<function>(), current_setting() or is_admin() in a policy',
    // Counts calls and wrapped calls, so one wrapped call does not excuse another that is not
    // (splinter only checks that some wrapped call exists). is_admin() is ours: it is stable
    // and reads a table, so it must be wrapped as well.
    sql: `
      with p as (select * from (${POLICIES}) policies where relrowsecurity and not ${notOurs('schemaname', false)}),
      calls as (
        select p.*, f.fn,
          regexp_count(p.qual || ' ' || p.with_check, f.fn || '\\(') as calls,
          regexp_count(lower(p.qual || ' ' || p.with_check), 'select\\s+' || lower(f.fn) || '\\(') as wrapped
        from p cross join (values ('auth\\.uid'), ('auth\\.jwt'), ('auth\\.role'), ('auth\\.email'),
          ('current_setting'), ('is_admin')) as f (fn)
      )
      select format('%I.%I %s', schemaname, tablename, policyname),
        format('calls %s() per row: wrap it as (select %s())', replace(fn, '\\', ''), replace(fn, '\\', ''))
      from calls where calls > wrapped`,
  },
  {
    rule: 'multiple_permissive_policies',
    title: 'More than one permissive policy for the same role and action',
    sql: `
      select format('%I.%I %s %s', n.nspname, c.relname, r.rolname, a.cmd),
        format('permissive policies %s', string_agg(p.polname, ', ' order by p.polname))
      from pg_catalog.pg_policy p
      join pg_catalog.pg_class c on c.oid = p.polrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_roles r on p.polroles @> array[r.oid] or p.polroles = array[0::oid]
      cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
        when 'w' then array['UPDATE'] when 'd' then array['DELETE']
        else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) as a (cmd)
      where p.polpermissive and c.relkind = 'r' and not ${notOurs('n.nspname', false)}
        and r.rolname !~ '^pg_' and r.rolname not like 'supabase%admin' and not r.rolbypassrls
      group by n.nspname, c.relname, r.rolname, a.cmd
      having count(*) > 1`,
  },
  {
    rule: 'function_search_path_mutable',
    title: 'Function without a fixed search_path',
    sql: `
      select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)),
        'search_path is not set'
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where not ${notOurs('n.nspname', true)}
        and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) as c where c like 'search_path=%')`,
  },
  ...(['anon', 'authenticated'] as const).map((role) => ({
    rule: `${role}_security_definer_function_executable`,
    title: `SECURITY DEFINER function executable by ${role}`,
    sql: `
      select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)),
        'security definer, executable by ${role} through /rest/v1/rpc'
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname = any(${exposed})
        and pg_catalog.has_function_privilege('${role}', p.oid, 'EXECUTE')`,
  })),
  {
    rule: 'security_definer_view',
    title: "View that runs with its owner's rights, readable through the API",
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'view without security_invoker'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and n.nspname = any(${exposed})
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
          or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
        and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
          && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])`,
  },
  {
    rule: 'materialized_view_in_api',
    title: 'Materialized view (no RLS) readable through the API',
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'materialized views bypass row-level security'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'm' and n.nspname = any(${exposed})
        and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
          or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))`,
  },
  {
    rule: 'public_bucket_allows_listing',
    title: 'Public bucket with a broad SELECT policy on storage.objects',
    // As splinter: a permissive SELECT/ALL policy for PUBLIC, anon or authenticated that is
    // true, absent, or only "bucket_id = '<the bucket>'" lets clients list every file.
    sql: `
      select format('storage.buckets %s', b.id), format('listable through policy %s', p.policyname)
      from storage.buckets b
      join pg_catalog.pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
        and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
        and p.roles && array['public', 'anon', 'authenticated']::name[]
      where b.public
        and (p.qual is null
          or replace(replace(replace(lower(p.qual), ' ', ''), E'\\n', ''), E'\\t', '') in ('true', '(true)', '1=1', '(1=1)')
          or (regexp_match(p.qual, $re$\\A\\s*\\(*\\s*bucket_id\\s*=\\s*('(?:[^']|'')*')(\\s*::\\s*[[:alnum:]_\\.]+)?\\s*\\)*\\s*\\Z$re$, 'i'))[1]
            = '''' || replace(b.id, '''', '''''') || '''')`,
  },
  {
    rule: 'rls_references_user_metadata',
    title: 'Policy (or a function in our schemas) that reads user_metadata',
    // Broader than splinter: any mention of user_metadata or raw_user_meta_data in a policy or
    // in a function body of our schemas, since a policy may call the function.
    sql: `
      select format('%I.%I %s', schemaname, tablename, policyname), 'mentions user_metadata, which users edit'
      from (${POLICIES}) policies
      where not ${notOurs('schemaname', false)} and (qual || with_check) ~* '(raw_)?user_meta(data|_data)'
      union all
      select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)),
        'mentions user_metadata, which users edit'
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where not ${notOurs('n.nspname', true)} and p.prosrc ~* '(raw_)?user_meta(data|_data)'`,
  },
  {
    rule: 'unindexed_foreign_keys',
    title: 'Foreign key without a covering index',
    sql: `
      select format('%I.%I %s', n.nspname, c.relname, ct.conname), 'no index starts with the key''s columns'
      from pg_catalog.pg_constraint ct
      join pg_catalog.pg_class c on c.oid = ct.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where ct.contype = 'f' and not ${notOurs('n.nspname', true)}
        and not exists (
          select 1 from pg_catalog.pg_index i
          where i.indrelid = ct.conrelid and i.indisvalid
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(ct.conkey)] = ct.conkey)`,
  },
  {
    rule: 'duplicate_index',
    title: 'Identical indexes',
    sql: `
      select format('%I.%I %s', n.nspname, c.relname, string_agg(i.indexname, ', ' order by i.indexname)),
        'identical definitions'
      from pg_catalog.pg_indexes i
      join pg_catalog.pg_namespace n on n.nspname = i.schemaname
      join pg_catalog.pg_class c on c.relname = i.tablename and c.relnamespace = n.oid
      where c.relkind in ('r', 'm') and not ${notOurs('n.nspname', true)}
      group by n.nspname, c.relname, replace(i.indexdef, i.indexname, '')
      having count(*) > 1`,
  },
  {
    rule: 'no_primary_key',
    title: 'Table without a primary key',
    sql: `
      select format('%I.%I', n.nspname, c.relname), 'no primary key'
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and not ${notOurs('n.nspname', true)}
        and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary)`,
  },
  {
    rule: 'extension_in_public',
    title: 'Extension installed in the public schema',
    sql: `
      select e.extname, 'installed in public; use the extensions schema'
      from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public'`,
  },
]

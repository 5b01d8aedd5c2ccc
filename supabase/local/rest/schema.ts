import type { Db } from '../db.ts'

/** What PostgREST calls its schema cache: the exposed tables, their columns and functions. */
export interface TableInfo {
  name: string
  columns: Map<string, { type: string }>
}

export interface FunctionInfo {
  name: string
  argNames: string[]
  argTypes: string[]
  /** How many trailing arguments have defaults. */
  defaultCount: number
  returnsSet: boolean
  returnType: string
  /**
   * The public table whose rows a `returns setof <table>` function returns: PostgREST lets a
   * call of it be filtered, ordered, paged and counted as a read of that table.
   */
  returnsTable: string | null
  /** Volatile functions may write; PostgREST calls the others in a read-only transaction. */
  volatile: boolean
}

export interface SchemaCache {
  tables: Map<string, TableInfo>
  functions: Map<string, FunctionInfo[]>
}

export async function loadSchemaCache(db: Db): Promise<SchemaCache> {
  const columns = await db.query<{ table_name: string; column_name: string; type: string }>(`
    select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
      and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`)
  const tables = new Map<string, TableInfo>()
  for (const row of columns.rows) {
    let table = tables.get(row.table_name)
    if (!table) {
      table = { name: row.table_name, columns: new Map() }
      tables.set(row.table_name, table)
    }
    table.columns.set(row.column_name, { type: row.type })
  }

  const procs = await db.query<{
    name: string
    arg_names: string[] | null
    arg_types: string[]
    default_count: number
    returns_set: boolean
    return_type: string
    returns_table: string | null
    volatile: boolean
  }>(`
    select p.proname as name,
      -- The input arguments' names only: a RETURNS TABLE function lists its columns too.
      case when p.proargmodes is null then p.proargnames
        else array(
          select x.arg_name from unnest(p.proargnames, p.proargmodes::text[]) as x (arg_name, arg_mode)
          where x.arg_mode in ('i', 'b', 'v')
        )
      end as arg_names,
      array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as arg_types,
      p.pronargdefaults::int as default_count,
      p.proretset as returns_set,
      format_type(p.prorettype, null) as return_type,
      (select c.relname from pg_catalog.pg_type t join pg_catalog.pg_class c on c.oid = t.typrelid
        where t.oid = p.prorettype and c.relnamespace = n.oid and c.relkind in ('r', 'v', 'm', 'p', 'f')
      ) as returns_table,
      p.provolatile = 'v' as volatile
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind = 'f'`)
  const functions = new Map<string, FunctionInfo[]>()
  for (const row of procs.rows) {
    const info: FunctionInfo = {
      name: row.name,
      argNames: row.arg_names ?? [],
      argTypes: row.arg_types,
      defaultCount: row.default_count,
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnsTable: row.returns_set ? row.returns_table : null,
      volatile: row.volatile,
    }
    functions.set(row.name, [...(functions.get(row.name) ?? []), info])
  }
  return { tables, functions }
}

/**
 * npm run db:types [-- --check]
 *
 * Writes src/types/database.types.ts from the schema the migrations produce, in
 * the shape `supabase gen types typescript` (postgres-meta's TypeScript
 * template) produces. The schema is built in a fresh, temporary PostgreSQL database
 * (supabase/platform + every migration), so it does not matter whether the local
 * backend is running or what its data directory holds.
 *
 * --check: exit 1 with a one-line message when the file on disk is not what
 * would be generated (nothing is written).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as prettier from 'prettier'
import { repoPaths } from '../config.ts'
import { migrate, openDatabase, type Queryable } from '../db.ts'

/** Where the generated types live, relative to the repository root. */
export const DATABASE_TYPES_FILE = 'src/types/database.types.ts'
export const databaseTypesPath = path.join(repoPaths.root, DATABASE_TYPES_FILE)

/** The schema the app queries; the only one generated (like `--schema public`). */
const SCHEMA = 'public'
/** What `__InternalSupabase.PostgrestVersion` says: the PostgREST dialect the local backend speaks. */
const POSTGREST_VERSION = '12'

/** This repository's Prettier style, passed explicitly so the output does not depend on a config file. */
const PRETTIER_OPTIONS: prettier.Options = {
  parser: 'typescript',
  semi: false,
  singleQuote: true,
  trailingComma: 'all',
  printWidth: 110,
  tabWidth: 2,
  endOfLine: 'lf',
}

// Function arguments PostgREST can pass without a name: json, jsonb, text.
const VALID_UNNAMED_FUNCTION_ARG_TYPES = new Set([114, 3802, 25])
const IN_ARG_MODES = new Set<ArgMode>(['in', 'inout', 'variadic'])

// ---------------------------------------------------------------------------
// Introspection
// ---------------------------------------------------------------------------

type RelationKind = 'table' | 'foreign_table' | 'view' | 'materialized_view'
type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table'

interface RelationInfo {
  id: number
  name: string
  kind: RelationKind
  isUpdatable: boolean
}

interface ColumnInfo {
  tableId: number
  name: string
  /** The type name (`text`, `_text` for text[]); a domain's base type. */
  format: string
  isNullable: boolean
  defaultValue: string | null
  isIdentity: boolean
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null
  /** A `generated always as (…) stored` column: never written, like an ALWAYS identity. */
  isGenerated: boolean
  isUpdatable: boolean
}

interface RelationshipInfo {
  foreignKeyName: string
  relation: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

interface TypeInfo {
  id: number
  name: string
  schema: string
  /** The relation behind a row or composite type. */
  typeRelationId: number | null
  /** Labels of an enum, in order; empty for other types. */
  enums: string[]
  /** Attributes of a free-standing composite type (`create type ... as (...)`); empty otherwise. */
  attributes: { name: string; typeId: number }[]
}

interface FunctionArg {
  mode: ArgMode
  name: string
  typeId: number
  hasDefault: boolean
}

interface FunctionInfo {
  name: string
  /** pg_get_function_arguments: `target_email text`, or `teachers` for a computed field. */
  argumentTypes: string
  /** pg_get_function_result. */
  returnType: string
  returnTypeId: number
  returnTypeRelationId: number | null
  isSetReturning: boolean
  prorows: number
  args: FunctionArg[]
}

/** Everything the generator needs to know about one schema. */
export interface SchemaSnapshot {
  relations: RelationInfo[]
  columns: ColumnInfo[]
  relationships: RelationshipInfo[]
  functions: FunctionInfo[]
  types: TypeInfo[]
}

const RELKINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  f: 'foreign_table',
  v: 'view',
  m: 'materialized_view',
}

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' }

/** Reads tables, views, columns, foreign keys, functions and types of `schema` from pg_catalog. */
export async function introspect(db: Queryable, schema: string = SCHEMA): Promise<SchemaSnapshot> {
  const relations = await db.query<{ id: number; name: string; relkind: string; is_updatable: boolean }>(
    `select c.oid::int4 as id, c.relname as name, c.relkind::text as relkind,
       case c.relkind
         when 'v' then (pg_relation_is_updatable(c.oid, false) & 20) = 20
         else c.relkind in ('r', 'p', 'f')
       end as is_updatable
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')`,
    [schema],
  )

  // Adapted from postgres-meta's columns query (itself adapted from information_schema.columns).
  const columns = await db.query<{
    table_id: number
    name: string
    format: string
    is_nullable: boolean
    default_value: string | null
    is_identity: boolean
    identity_generation: 'ALWAYS' | 'BY DEFAULT' | null
    is_generated: boolean
    is_updatable: boolean
  }>(
    `select c.oid::int4 as table_id,
       a.attname as name,
       coalesce(bt.typname, t.typname) as format,
       not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as is_nullable,
       case when a.atthasdef and a.attgenerated = '' then pg_get_expr(ad.adbin, ad.adrelid) end as default_value,
       a.attidentity in ('a', 'd') as is_identity,
       case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity_generation,
       a.attgenerated <> '' as is_generated,
       (c.relkind in ('r', 'p')
         or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false))) as is_updatable
     from pg_attribute a
     join pg_class c on c.oid = a.attrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_type t on t.oid = a.atttypid
     left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
     left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
     where n.nspname = $1
       and c.relkind in ('r', 'p', 'f', 'v', 'm')
       and a.attnum > 0
       and not a.attisdropped`,
    [schema],
  )

  // Foreign keys between relations of this schema. One-to-one when the
  // referencing columns are also the table's primary key or a unique key.
  const relationships = await db.query<{
    foreign_key_name: string
    relation: string
    columns: string[]
    is_one_to_one: boolean
    referenced_relation: string
    referenced_columns: string[]
  }>(
    `select con.conname as foreign_key_name,
       src.relname as relation,
       ref.relname as referenced_relation,
       (select json_agg(att.attname order by k.ord)
          from unnest(con.conkey) with ordinality as k (attnum, ord)
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum) as columns,
       (select json_agg(att.attname order by k.ord)
          from unnest(con.confkey) with ordinality as k (attnum, ord)
          join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.attnum) as referenced_columns,
       exists (
         select 1 from pg_constraint u
         where u.conrelid = con.conrelid
           and u.contype in ('p', 'u')
           and (select array_agg(x order by x) from unnest(u.conkey) as x)
             = (select array_agg(x order by x) from unnest(con.conkey) as x)
       ) as is_one_to_one
     from pg_constraint con
     join pg_class src on src.oid = con.conrelid
     join pg_namespace srcn on srcn.oid = src.relnamespace
     join pg_class ref on ref.oid = con.confrelid
     join pg_namespace refn on refn.oid = ref.relnamespace
     where con.contype = 'f' and srcn.nspname = $1 and refn.nspname = $1`,
    [schema],
  )

  // Plain functions (no procedures, aggregates or window functions), as
  // PostgREST exposes them for rpc; trigger functions are left out.
  const functions = await db.query<{
    name: string
    argument_types: string
    return_type: string
    return_type_id: number
    return_type_relation_id: number | null
    is_set_returning_function: boolean
    prorows: number
    pronargs: number
    pronargdefaults: number
    arg_modes: string[] | null
    arg_names: string[] | null
    arg_types: number[]
  }>(
    `select p.proname as name,
       pg_get_function_arguments(p.oid) as argument_types,
       pg_get_function_result(p.oid) as return_type,
       p.prorettype::int4 as return_type_id,
       nullif(rt.typrelid, 0::oid)::int4 as return_type_relation_id,
       p.proretset as is_set_returning_function,
       p.prorows::float8 as prorows,
       p.pronargs::int4 as pronargs,
       p.pronargdefaults::int4 as pronargdefaults,
       to_json(p.proargmodes::text[]) as arg_modes,
       to_json(p.proargnames) as arg_names,
       to_json(coalesce(p.proallargtypes, p.proargtypes::oid[])::int8[]) as arg_types
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1
       and p.prokind = 'f'
       and rt.typname not in ('trigger', 'event_trigger')`,
    [schema],
  )

  const types = await db.query<{
    id: number
    name: string
    schema: string
    type_relation_id: number | null
    enums: string[]
    attributes: { name: string; type_id: number }[]
  }>(
    `select t.oid::int4 as id,
       t.typname as name,
       n.nspname as schema,
       nullif(t.typrelid, 0::oid)::int4 as type_relation_id,
       coalesce(
         (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
         '[]'
       ) as enums,
       coalesce(
         (select json_agg(json_build_object('name', a.attname, 'type_id', a.atttypid::int4) order by a.attnum)
            from pg_attribute a
            join pg_class c on c.oid = a.attrelid
            where a.attrelid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped),
         '[]'
       ) as attributes
     from pg_type t
     join pg_namespace n on n.oid = t.typnamespace`,
  )

  return {
    relations: relations.rows.map((r) => {
      const kind = RELKINDS[r.relkind]
      if (!kind) throw new Error(`Unexpected relkind ${r.relkind} for ${r.name}`)
      return { id: r.id, name: r.name, kind, isUpdatable: r.is_updatable }
    }),
    columns: columns.rows.map((c) => ({
      tableId: c.table_id,
      name: c.name,
      format: c.format,
      isNullable: c.is_nullable,
      defaultValue: c.default_value,
      isIdentity: c.is_identity,
      identityGeneration: c.identity_generation,
      isGenerated: c.is_generated,
      isUpdatable: c.is_updatable,
    })),
    relationships: relationships.rows.map((r) => ({
      foreignKeyName: r.foreign_key_name,
      relation: r.relation,
      columns: r.columns,
      isOneToOne: r.is_one_to_one,
      referencedRelation: r.referenced_relation,
      referencedColumns: r.referenced_columns,
    })),
    functions: functions.rows.map((f) => {
      const count = f.arg_types.length
      const modes = (f.arg_modes ?? Array<string>(count).fill('i')).map((m) => {
        const mode = ARG_MODES[m]
        if (!mode) throw new Error(`Unexpected argument mode ${m} in ${f.name}`)
        return mode
      })
      // The last pronargdefaults input arguments have defaults.
      let inputIndex = 0
      const args = f.arg_types.map((typeId, i): FunctionArg => {
        const mode = modes[i] ?? 'in'
        const isInput = IN_ARG_MODES.has(mode)
        const hasDefault = isInput && inputIndex++ >= f.pronargs - f.pronargdefaults
        return { mode, name: f.arg_names?.[i] ?? '', typeId, hasDefault }
      })
      return {
        name: f.name,
        argumentTypes: f.argument_types,
        returnType: f.return_type,
        returnTypeId: f.return_type_id,
        returnTypeRelationId: f.return_type_relation_id,
        isSetReturning: f.is_set_returning_function,
        prorows: f.prorows,
        args,
      }
    }),
    types: types.rows.map((t) => ({
      id: t.id,
      name: t.name,
      schema: t.schema,
      typeRelationId: t.type_relation_id,
      enums: t.enums,
      attributes: t.attributes.map((a) => ({ name: a.name, typeId: a.type_id })),
    })),
  }
}

// ---------------------------------------------------------------------------
// Rendering (mirrors postgres-meta's TypeScript template)
// ---------------------------------------------------------------------------

const byName = <T extends { name: string }>(a: T, b: T): number => a.name.localeCompare(b.name, 'en')
const q = (value: string): string => JSON.stringify(value)

const STRING_TYPES = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
  'interval',
])
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])

function nullable(tsType: string, isNullable: boolean): string {
  // unknown already includes null.
  return isNullable && tsType !== 'unknown' ? `${tsType} | null` : tsType
}

/** Renders the Database type and its helpers for one schema, formatted. */
export async function renderDatabaseTypes(
  snapshot: SchemaSnapshot,
  schema: string = SCHEMA,
): Promise<string> {
  const { relations, relationships } = snapshot
  const typesById = new Map(snapshot.types.map((t) => [t.id, t]))
  const tables = relations.filter((r) => r.kind === 'table' || r.kind === 'foreign_table').sort(byName)
  const views = relations.filter((r) => r.kind === 'view' || r.kind === 'materialized_view').sort(byName)
  const relationNameById = new Map(relations.map((r) => [r.id, r.name]))
  const enums = snapshot.types.filter((t) => t.schema === schema && t.enums.length > 0).sort(byName)
  const compositeTypes = snapshot.types
    .filter((t) => t.schema === schema && t.attributes.length > 0)
    .sort(byName)

  const columnsByTable = new Map<number, ColumnInfo[]>(relations.map((r) => [r.id, []]))
  for (const column of snapshot.columns) columnsByTable.get(column.tableId)?.push(column)
  for (const list of columnsByTable.values()) list.sort(byName)
  const columnsOf = (relationId: number): ColumnInfo[] => columnsByTable.get(relationId) ?? []
  /** A table's, view's or composite type's row type. */
  const isRelationType = (typeId: number): boolean => (typesById.get(typeId)?.typeRelationId ?? null) !== null

  const pgTypeToTsType = (pgType: string): string => {
    if (pgType === 'bool') return 'boolean'
    if (NUMBER_TYPES.has(pgType)) return 'number'
    if (STRING_TYPES.has(pgType)) return 'string'
    if (pgType === 'json' || pgType === 'jsonb') return 'Json'
    if (pgType === 'void') return 'undefined'
    if (pgType === 'record') return 'Record<string, unknown>'
    if (pgType.startsWith('_')) return `(${pgTypeToTsType(pgType.slice(1))})[]`
    const preferSchema = <T extends { schema: string }>(found: T[]): T | undefined =>
      found.find((t) => t.schema === schema) ?? found[0]
    const enumType = preferSchema(snapshot.types.filter((t) => t.name === pgType && t.enums.length > 0))
    if (enumType) {
      return enumType.schema === schema
        ? `Database[${q(schema)}]['Enums'][${q(enumType.name)}]`
        : enumType.enums.map(q).join(' | ')
    }
    const compositeType = preferSchema(
      snapshot.types.filter((t) => t.name === pgType && t.attributes.length > 0),
    )
    if (compositeType) {
      return compositeType.schema === schema
        ? `Database[${q(schema)}]['CompositeTypes'][${q(compositeType.name)}]`
        : 'unknown'
    }
    if (tables.some((t) => t.name === pgType)) return `Database[${q(schema)}]['Tables'][${q(pgType)}]['Row']`
    if (views.some((v) => v.name === pgType)) return `Database[${q(schema)}]['Views'][${q(pgType)}]['Row']`
    return 'unknown'
  }
  const typeIdToTsType = (typeId: number): string => {
    const type = typesById.get(typeId)
    return type ? pgTypeToTsType(type.name) : 'unknown'
  }

  const columnLine = (column: ColumnInfo, optional: boolean, isNullable = column.isNullable): string =>
    `${q(column.name)}${optional ? '?' : ''}: ${nullable(pgTypeToTsType(column.format), isNullable)}`

  // Functions PostgREST can call: no arguments, all arguments named, or unnamed
  // ones it can still pass (json/jsonb/text, or a row for computed fields).
  const functions = snapshot.functions
    .map((fn) => {
      const args = [...fn.args].sort(byName)
      return { fn, args, inArgs: args.filter((a) => IN_ARG_MODES.has(a.mode)) }
    })
    .filter(({ inArgs }) => {
      if (inArgs.length === 0 || !inArgs.some((a) => a.name === '')) return true
      if (
        inArgs.every((a) => a.name !== '' || (a.hasDefault && VALID_UNNAMED_FUNCTION_ARG_TYPES.has(a.typeId)))
      ) {
        return true
      }
      const [only] = inArgs
      return (
        inArgs.length === 1 &&
        only !== undefined &&
        (VALID_UNNAMED_FUNCTION_ARG_TYPES.has(only.typeId) || isRelationType(only.typeId))
      )
    })
    .sort((a, b) => byName(a.fn, b.fn))

  const tableNameFromRelation = (fn: FunctionInfo): string | null => {
    if (fn.returnTypeRelationId === null) return null
    const relationName = relationNameById.get(fn.returnTypeRelationId)
    if (relationName !== undefined) return relationName
    // A composite type's name, so its fields can be selected.
    return isRelationType(fn.returnTypeId) ? (typesById.get(fn.returnTypeId)?.name ?? null) : null
  }

  const functionReturnType = (fn: FunctionInfo, args: FunctionArg[]): string => {
    const tableArgs = args.filter((a) => a.mode === 'table')
    if (tableArgs.length > 0) {
      return `{
${tableArgs.map((a) => `${q(a.name)}: ${typeIdToTsType(a.typeId)}`).join('\n')}
}`
    }
    const relation = [...tables, ...views].find((r) => r.id === fn.returnTypeRelationId)
    if (relation) {
      return `{
${columnsOf(relation.id)
  .map((c) => columnLine(c, false))
  .join('\n')}
}`
    }
    return typeIdToTsType(fn.returnTypeId)
  }

  const functionSignature = (fn: FunctionInfo, args: FunctionArg[], inArgs: FunctionArg[]): string => {
    const argsType =
      inArgs.length === 0
        ? 'never'
        : `{ ${inArgs.map((a) => `${q(a.name)}${a.hasDefault ? '?' : ''}: ${typeIdToTsType(a.typeId)}`).join('; ')} }`
    const returnsMultipleRows = fn.prorows > 1
    const returnTableName = tableNameFromRelation(fn)
    let setofOptions = ''
    if (returnTableName) {
      setofOptions = `SetofOptions: { from: '*'; to: ${q(returnTableName)}; isOneToOne: ${!returnsMultipleRows}; isSetofReturn: ${fn.isSetReturning} }`
    }
    const [onlyArg] = fn.args
    const sourceRelation =
      fn.args.length === 1 && onlyArg && isRelationType(onlyArg.typeId)
        ? typesById.get(onlyArg.typeId)
        : undefined
    if (sourceRelation && returnTableName) {
      // An embedded function (a row of one table to rows of another).
      const setof = fn.isSetReturning && fn.returnTypeRelationId !== null
      setofOptions = `SetofOptions: { from: ${q(sourceRelation.name)}; to: ${q(returnTableName)}; isOneToOne: ${
        setof ? !returnsMultipleRows : true
      }; isSetofReturn: ${setof} }`
    }
    const returns = `${functionReturnType(fn, args)}${fn.isSetReturning && returnsMultipleRows ? '[]' : ''}`
    return `{ Args: ${argsType}; Returns: ${returns}${setofOptions ? `; ${setofOptions}` : ''} }`
  }

  const computedFields = (relationName: string): string[] =>
    functions
      .filter(({ fn }) => fn.argumentTypes === relationName)
      .map(({ fn, args }) => `${q(fn.name)}: ${nullable(functionReturnType(fn, args), true)}`)

  const relationshipsOf = (relationName: string): string =>
    relationships
      .filter((r) => r.relation === relationName)
      .sort(
        (a, b) =>
          a.foreignKeyName.localeCompare(b.foreignKeyName, 'en') ||
          a.referencedRelation.localeCompare(b.referencedRelation, 'en') ||
          JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns), 'en'),
      )
      .map(
        (r) => `{
          foreignKeyName: ${q(r.foreignKeyName)}
          columns: ${JSON.stringify(r.columns)}
          isOneToOne: ${r.isOneToOne}
          referencedRelation: ${q(r.referencedRelation)}
          referencedColumns: ${JSON.stringify(r.referencedColumns)}
        }`,
      )
      .join(',\n')

  const none = '[_ in never]: never'

  const tablesBlock =
    tables.length === 0
      ? none
      : tables
          .map((table) => {
            const columns = columnsOf(table.id)
            const row = [...columns.map((c) => columnLine(c, false)), ...computedFields(table.name)]
            const neverWritten = (c: ColumnInfo) => c.identityGeneration === 'ALWAYS' || c.isGenerated
            const insert = columns.map((c) =>
              neverWritten(c)
                ? `${q(c.name)}?: never`
                : columnLine(c, c.isNullable || c.isIdentity || c.defaultValue !== null),
            )
            const update = columns.map((c) =>
              neverWritten(c) ? `${q(c.name)}?: never` : columnLine(c, true),
            )
            return `${q(table.name)}: {
              Row: {
${row.join('\n')}
}
              Insert: {
${insert.join('\n')}
}
              Update: {
${update.join('\n')}
}
              Relationships: [${relationshipsOf(table.name)}]
            }`
          })
          .join('\n')

  const viewsBlock =
    views.length === 0
      ? none
      : views
          .map((view) => {
            const columns = columnsOf(view.id)
            const row = [...columns.map((c) => columnLine(c, false)), ...computedFields(view.name)]
            const writable = columns.map((c) =>
              c.isUpdatable ? columnLine(c, true, true) : `${q(c.name)}?: never`,
            )
            const parts = [`Row: {\n${row.join('\n')}\n}`]
            // Only views Postgres can write through get Insert and Update.
            if (view.isUpdatable) {
              parts.push(`Insert: {\n${writable.join('\n')}\n}`, `Update: {\n${writable.join('\n')}\n}`)
            }
            parts.push(`Relationships: [${relationshipsOf(view.name)}]`)
            return `${q(view.name)}: {\n${parts.join('\n')}\n}`
          })
          .join('\n')

  const functionsByName = new Map<string, typeof functions>()
  for (const entry of functions) {
    const group = functionsByName.get(entry.fn.name) ?? []
    group.push(entry)
    functionsByName.set(entry.fn.name, group)
  }
  const functionsBlock =
    functionsByName.size === 0
      ? none
      : [...functionsByName.entries()]
          .map(([name, group]) => {
            const signatures = [...group]
              .sort(
                (a, b) =>
                  a.fn.argumentTypes.localeCompare(b.fn.argumentTypes, 'en') ||
                  a.fn.returnType.localeCompare(b.fn.returnType, 'en'),
              )
              .map(({ fn, args, inArgs }) => functionSignature(fn, args, inArgs))
            return `${q(name)}: ${signatures.join(' | ')}`
          })
          .join('\n')

  const enumsBlock =
    enums.length === 0 ? none : enums.map((e) => `${q(e.name)}: ${e.enums.map(q).join(' | ')}`).join('\n')

  const compositeTypesBlock =
    compositeTypes.length === 0
      ? none
      : compositeTypes
          .map(
            (t) =>
              `${q(t.name)}: {
${t.attributes.map((a) => `${q(a.name)}: ${nullable(typeIdToTsType(a.typeId), true)}`).join('\n')}
}`,
          )
          .join('\n')

  const constantsEnums = enums.map((e) => `${q(e.name)}: [${e.enums.map(q).join(', ')}]`).join(',\n')

  const source = `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${q(POSTGREST_VERSION)}
  }
  ${q(schema)}: {
    Tables: {
${tablesBlock}
}
    Views: {
${viewsBlock}
}
    Functions: {
${functionsBlock}
}
    Enums: {
${enumsBlock}
}
    CompositeTypes: {
${compositeTypesBlock}
}
  }
}

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, ${q(schema)}>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  ${q(schema)}: {
    Enums: {
${constantsEnums}
},
  },
} as const
`
  return prettier.format(source, PRETTIER_OPTIONS)
}

// ---------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------

/** Applies supabase/platform and all migrations to a throwaway PostgreSQL database and renders its types. */
export async function generateDatabaseTypes(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'db-types-'))
  try {
    const db = await openDatabase(dir)
    try {
      await migrate(db)
      return await renderDatabaseTypes(await introspect(db))
    } finally {
      await db.close()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

async function main(argv: string[]): Promise<number> {
  const unknown = argv.filter((a) => a !== '--check')
  if (unknown.length > 0) {
    console.error(`Unknown argument: ${unknown.join(' ')}. Usage: npm run db:types [-- --check]`)
    return 2
  }
  const generated = await generateDatabaseTypes()
  if (argv.includes('--check')) {
    const current = await readIfExists(databaseTypesPath)
    if (current !== generated) {
      console.error(
        `${DATABASE_TYPES_FILE} is ${current === null ? 'missing' : 'out of date'} with the migrations: run npm run db:types`,
      )
      return 1
    }
    console.log(`${DATABASE_TYPES_FILE} is up to date`)
    return 0
  }
  await mkdir(path.dirname(databaseTypesPath), { recursive: true })
  await writeFile(databaseTypesPath, generated)
  console.log(DATABASE_TYPES_FILE)
  return 0
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      process.exitCode = 1
    },
  )
}

import type { Tx } from '../db.ts'
import { checkQueryParams } from './bounds.ts'
import { parseError, RestError } from './errors.ts'
import type { FunctionInfo, SchemaCache } from './schema.ts'
import { pgArrayLiteral, quoteIdent, SqlParams } from './sql.ts'
import { isPlainObject } from './statements.ts'

/** The overload whose named arguments match the given keys, as PostgREST picks it. */
function findOverload(candidates: FunctionInfo[], keys: string[]): FunctionInfo | undefined {
  return candidates.find((fn) => {
    const required = fn.argNames.slice(0, fn.argNames.length - fn.defaultCount)
    return keys.every((k) => fn.argNames.includes(k)) && required.every((k) => keys.includes(k))
  })
}

/** Text for a bound parameter of the given SQL type. */
function argumentText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value)
  if (Array.isArray(value) && type.endsWith('[]')) return pgArrayLiteral(value.map((v) => String(v)))
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Query parameters that shape a function's result rather than name its arguments. */
const RESULT_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey', 'and', 'or'])

/** What PostgREST's grammar reads as a filter (`op.value`) rather than an argument's text. */
const FILTER_VALUE =
  /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|in|is|isdistinct|fts|plfts|phfts|wfts|cs|cd|ov|sl|sr|nxr|nxl|adj)\./

/**
 * The arguments of a GET or HEAD call, and what else its query string asks. A parameter named as
 * an argument of the function is one, its text bound as it is. For a function that returns rows
 * of a table (`returns setof <table>`), the other parameters shape the result as on a read of that
 * table (filters, select, order, limit, offset), as PostgREST does. The other functions return no
 * rows worth filtering, so there a parameter whose value reads as a filter (`op.value`) is refused.
 */
export function argumentsFromQuery(
  params: URLSearchParams,
  candidates: FunctionInfo[],
): { args: Record<string, string>; result: URLSearchParams } {
  checkQueryParams(params)
  const args: Record<string, string> = {}
  const result = new URLSearchParams()
  const returnsRows = candidates.length > 0 && candidates.every((fn) => fn.returnsTable !== null)
  const argNames = new Set(candidates.flatMap((fn) => fn.argNames))
  for (const [key, value] of params) {
    if (returnsRows ? !argNames.has(key) : RESULT_PARAMS.has(key)) {
      result.append(key, value)
      continue
    }
    if (!returnsRows && FILTER_VALUE.test(value)) {
      throw parseError(`"failed to parse filter (${key})"`, 'Filters on a function result are not supported')
    }
    if (Object.hasOwn(args, key)) {
      throw parseError(`"failed to parse filter (${key})"`, `The argument ${key} is given more than once`)
    }
    args[key] = value
  }
  return { args, result }
}

export interface RpcCall {
  fn: FunctionInfo
  /** The call, `public.<name>(<arg> => $n::<type>, ...)`, its arguments bound through `params`. */
  callSql(params: SqlParams): string
}

/** The overloads of public.<name>, as the schema cache holds them. */
export function functionsNamed(schema: SchemaCache, name: string): FunctionInfo[] {
  return schema.functions.get(name) ?? []
}

/**
 * The call of public.<name>(...) with these named arguments, or PostgREST's 404. Arguments from a
 * JSON body are JSON values; from a query string, each is the argument's text.
 */
export function prepareRpc(
  schema: SchemaCache,
  name: string,
  args: unknown,
  source: 'body' | 'query',
): RpcCall {
  if (!isPlainObject(args)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const keys = Object.keys(args)
  const fn = findOverload(functionsNamed(schema, name), keys)
  if (!fn) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      null,
      'Perhaps you meant to call a different function or pass other argument names.',
    )
  }
  const callSql = (params: SqlParams) => {
    const named = keys.map((key) => {
      const type = fn.argTypes[fn.argNames.indexOf(key)]!
      const value = args[key]
      const bound = params.add(source === 'query' ? (value as string) : argumentText(value, type))
      return `${quoteIdent(key)} => ${bound}::${type}`
    })
    return `public.${quoteIdent(fn.name)}(${named.join(', ')})`
  }
  return { fn, callSql }
}

/**
 * Runs a call whose result is not read as a table's rows. Returns the JSON text of the result, or
 * null for a void function.
 */
export async function runRpc(tx: Tx, { fn, callSql }: RpcCall): Promise<string | null> {
  const params = new SqlParams()
  const call = callSql(params)
  // The other set-returning functions the app calls return rows (`returns table (...)`).
  const sql =
    fn.returnType === 'void'
      ? `select ${call}`
      : fn.returnsSet
        ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
        : `select to_json(${call})::text as body`
  const { rows } = await tx.query<{ body: string }>(sql, params.values)
  if (fn.returnType === 'void') return null
  return rows[0]?.body ?? 'null'
}

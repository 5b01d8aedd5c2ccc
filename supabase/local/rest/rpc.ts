import type { Tx } from '../db.ts'
import { checkQueryParams } from './bounds.ts'
import { parseError, RestError } from './errors.ts'
import type { FunctionInfo, SchemaCache } from './schema.ts'
import { pgArrayLiteral, quoteIdent } from './sql.ts'
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
 * The arguments of a GET or HEAD call: each query parameter is one, its text bound as it is.
 * PostgREST reads a parameter whose value is `op.value` as a filter on the function's result;
 * the functions the app calls return no rows worth filtering, so such a filter is refused.
 */
export function argumentsFromQuery(params: URLSearchParams): Record<string, string> {
  checkQueryParams(params)
  const args: Record<string, string> = {}
  for (const [key, value] of params) {
    if (RESULT_PARAMS.has(key)) continue
    if (FILTER_VALUE.test(value)) {
      throw parseError(`"failed to parse filter (${key})"`, 'Filters on a function result are not supported')
    }
    if (Object.hasOwn(args, key)) {
      throw parseError(`"failed to parse filter (${key})"`, `The argument ${key} is given more than once`)
    }
    args[key] = value
  }
  return args
}

export interface RpcCall {
  fn: FunctionInfo
  sql: string
  values: (string | null)[]
}

/**
 * The SQL that calls public.<name>(...) with these named arguments, or PostgREST's 404. Arguments
 * from a JSON body are JSON values; from a query string, each is the argument's text.
 */
export function prepareRpc(
  schema: SchemaCache,
  name: string,
  args: unknown,
  source: 'body' | 'query',
): RpcCall {
  if (!isPlainObject(args)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  const keys = Object.keys(args)
  const fn = findOverload(schema.functions.get(name) ?? [], keys)
  if (!fn) {
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
      null,
      'Perhaps you meant to call a different function or pass other argument names.',
    )
  }
  const values: (string | null)[] = []
  const named = keys.map((key) => {
    const type = fn.argTypes[fn.argNames.indexOf(key)]!
    const value = args[key]
    values.push(source === 'query' ? (value as string) : argumentText(value, type))
    return `${quoteIdent(key)} => $${values.length}::${type}`
  })
  const call = `public.${quoteIdent(fn.name)}(${named.join(', ')})`
  if (fn.returnType === 'void') return { fn, sql: `select ${call}`, values }
  // The set-returning functions the app calls all return rows (`returns table (...)`).
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
    : `select to_json(${call})::text as body`
  return { fn, sql, values }
}

/** Runs a prepared call. Returns the JSON text of the result, or null for a void function. */
export async function runRpc(tx: Tx, { fn, sql, values }: RpcCall): Promise<string | null> {
  const { rows } = await tx.query<{ body: string }>(sql, values)
  if (fn.returnType === 'void') return null
  return rows[0]?.body ?? 'null'
}

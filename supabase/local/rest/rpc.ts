import type { Tx } from '../db.ts'
import { RestError } from './errors.ts'
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

/**
 * Calls public.<name>(...) with named arguments (POST, as supabase-js's `.rpc()` sends). Returns the JSON text of the
 * result, or null for a void function.
 */
export async function runRpc(
  tx: Tx,
  schema: SchemaCache,
  name: string,
  args: unknown,
): Promise<string | null> {
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
    values.push(argumentText(args[key], type))
    return `${quoteIdent(key)} => $${values.length}::${type}`
  })
  const call = `public.${quoteIdent(fn.name)}(${named.join(', ')})`

  if (fn.returnType === 'void') {
    await tx.query(`select ${call}`, values)
    return null
  }
  // The set-returning functions the app calls all return rows (`returns table (...)`).
  const sql = fn.returnsSet
    ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
    : `select to_json(${call})::text as body`
  const { rows } = await tx.query<{ body: string }>(sql, values)
  return rows[0]?.body ?? 'null'
}

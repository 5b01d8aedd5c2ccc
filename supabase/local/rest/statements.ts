import type { Tx } from '../db.ts'
import { RestError, singleObjectError } from './errors.ts'
import type { ParsedQuery, Preferences } from './parse.ts'
import type { TableInfo } from './schema.ts'
import { jsonResultSql, orderSql, projectionSql, quoteIdent, SqlParams, tableRef, whereSql } from './sql.ts'

export interface ReadOptions {
  query: ParsedQuery
  offset: number
  limit: number | null
  /**
   * db-max-rows: up to this many matches `count=estimated` counts exactly, above it the
   * planner's estimate is reported, as PostgREST does.
   */
  maxRows: number
}

export interface StatementResult {
  /** The JSON text to send: an array, or one object when a single object was asked for. */
  body: string
  rows: number
}

interface JsonResultRow {
  body: string
  row_count: number
  first_row: string | null
}

async function jsonResult(
  tx: Tx,
  sql: string,
  params: SqlParams,
  singleObject: boolean,
): Promise<StatementResult> {
  const { rows } = await tx.query<JsonResultRow>(sql, params.values)
  const row = rows[0]!
  if (singleObject) {
    // Throwing inside the transaction also rolls back a write that touched the wrong number of rows.
    if (row.row_count !== 1) throw singleObjectError(row.row_count)
    return { body: row.first_row!, rows: 1 }
  }
  return { body: row.body, rows: row.row_count }
}

/**
 * A read of the table, or of the rows a function returns (`source`: its call, arguments bound
 * through the statement's parameters). Without an order, a function's rows come in its own.
 */
export async function runRead(
  tx: Tx,
  table: TableInfo,
  { query, offset, limit, maxRows }: ReadOptions,
  prefer: Preferences,
  singleObject: boolean,
  source: (params: SqlParams) => string = () => tableRef(table),
): Promise<StatementResult & { total: number | null }> {
  const params = new SqlParams()
  const from = source(params)
  const projection = projectionSql(table, '_t', query.select)
  const where = whereSql(table, '_t', query.filters, params)
  const order = orderSql(table, '_t', query.order)
  const paging = `${limit === null ? '' : `limit ${limit}`} ${offset ? `offset ${offset}` : ''}`
  const rowsSql = `select ${projection} from ${from} as _t where ${where} ${order} ${paging}`
  const result = await jsonResult(tx, jsonResultSql(rowsSql), params, singleObject)

  const total = prefer.count ? await countRows(tx, table, source, query, prefer.count, maxRows) : null
  return { ...result, total }
}

/**
 * The total for `Prefer: count=…`, as PostgREST computes it:
 * - exact: `count(*)` of every matching row;
 * - estimated: an exact count of at most maxRows + 1 rows; past maxRows, the larger of that and
 *   the planner's estimate. Small results stay exact, large ones cost no more than maxRows rows.
 */
async function countRows(
  tx: Tx,
  table: TableInfo,
  source: (params: SqlParams) => string,
  query: ParsedQuery,
  mode: NonNullable<Preferences['count']>,
  maxRows: number,
): Promise<number> {
  const params = new SqlParams()
  const from = source(params)
  const where = whereSql(table, '_t', query.filters, params)
  const matching = `select 1 from ${from} as _t where ${where}`
  const planned = async () => {
    const { rows } = await tx.query<{ 'QUERY PLAN': unknown }>(
      `explain (format json) ${matching}`,
      params.values,
    )
    return plannedRows(rows[0]?.['QUERY PLAN'])
  }
  const limit = mode === 'estimated' ? ` limit ${maxRows + 1}` : ''
  const { rows } = await tx.query<{ total: number }>(
    `select count(*)::int as total from (${matching}${limit}) as _counted`,
    params.values,
  )
  const counted = rows[0]!.total
  return mode === 'estimated' && counted > maxRows ? Math.max(counted, await planned()) : counted
}

/** "Plan Rows" of the top node of `EXPLAIN (FORMAT JSON)` output. */
function plannedRows(plan: unknown): number {
  const parsed: unknown = typeof plan === 'string' ? JSON.parse(plan) : plan
  const top: unknown = Array.isArray(parsed) ? parsed[0] : undefined
  const rows =
    isPlainObject(top) && isPlainObject(top.Plan) ? (top.Plan as Record<string, unknown>)['Plan Rows'] : 0
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkBodyColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      )
    }
  }
}

/** Runs a write, returning rows as JSON when a representation was asked for, else just the count. */
async function runWrite(
  tx: Tx,
  table: TableInfo,
  writeSql: string,
  params: SqlParams,
  query: ParsedQuery,
  prefer: Preferences,
  singleObject: boolean,
): Promise<StatementResult> {
  if (prefer.returnRepresentation) {
    const projection = projectionSql(table, '_t', query.select)
    const sql = jsonResultSql(`select ${projection} from _w as _t`)
    return jsonResult(tx, `with _w as (${writeSql} returning _t.*) ${sql}`, params, singleObject)
  }
  const result = await tx.query(writeSql, params.values)
  const rows = result.affectedRows ?? 0
  if (singleObject && rows !== 1) throw singleObjectError(rows)
  return { body: '', rows }
}

export async function runInsert(
  tx: Tx,
  table: TableInfo,
  body: unknown,
  query: ParsedQuery,
  prefer: Preferences,
  singleObject: boolean,
): Promise<StatementResult> {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isPlainObject)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  if (rows.length === 0) return { body: '[]', rows: 0 }

  let columns = query.columns
  if (!columns) {
    columns = Object.keys(rows[0]!)
    const signature = [...columns].sort().join(',')
    if (rows.some((row) => Object.keys(row).sort().join(',') !== signature)) {
      throw new RestError(400, 'PGRST102', 'All object keys must match')
    }
  }
  checkBodyColumns(table, columns)
  if (columns.length === 0) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body names no columns.')
  }

  const params = new SqlParams()
  const list = columns.map(quoteIdent).join(', ')
  const source = `select ${list} from json_populate_recordset(null::${tableRef(table)}, ${params.add(JSON.stringify(rows))}::json)`
  const sql = `insert into ${tableRef(table)} as _t (${list}) ${source}`
  return runWrite(tx, table, sql, params, query, prefer, singleObject)
}

/** Like pg-safeupdate on hosted Supabase: an UPDATE or DELETE without a filter is refused. */
function requireFilter(query: ParsedQuery, verb: 'UPDATE' | 'DELETE'): void {
  if (query.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`)
}

export async function runUpdate(
  tx: Tx,
  table: TableInfo,
  body: unknown,
  query: ParsedQuery,
  prefer: Preferences,
  singleObject: boolean,
): Promise<StatementResult> {
  if (!isPlainObject(body)) throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  requireFilter(query, 'UPDATE')
  const columns = Object.keys(body)
  checkBodyColumns(table, columns)
  if (columns.length === 0) return { body: '[]', rows: 0 }

  const params = new SqlParams()
  const source = `(select * from json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(body))}::json)) as _b`
  const assignments = columns.map((c) => `${quoteIdent(c)} = _b.${quoteIdent(c)}`).join(', ')
  const where = whereSql(table, '_t', query.filters, params)
  const sql = `update ${tableRef(table)} as _t set ${assignments} from ${source} where ${where}`
  return runWrite(tx, table, sql, params, query, prefer, singleObject)
}

export async function runDelete(
  tx: Tx,
  table: TableInfo,
  query: ParsedQuery,
  prefer: Preferences,
  singleObject: boolean,
): Promise<StatementResult> {
  requireFilter(query, 'DELETE')
  const params = new SqlParams()
  const where = whereSql(table, '_t', query.filters, params)
  const sql = `delete from ${tableRef(table)} as _t where ${where}`
  return runWrite(tx, table, sql, params, query, prefer, singleObject)
}

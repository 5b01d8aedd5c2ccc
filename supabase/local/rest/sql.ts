import { columnNotFound } from './errors.ts'
import type { Condition, Filter, Operator, OrderTerm, SelectItem } from './parse.ts'
import type { TableInfo } from './schema.ts'

/**
 * Turns parsed PostgREST requests into SQL. Identifiers come only from the
 * schema cache and are quoted; every value is a bound parameter.
 */

export class SqlParams {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function tableRef(table: TableInfo): string {
  return `public.${quoteIdent(table.name)}`
}

/** A Postgres array literal, so `col = any($1)` binds one parameter for a whole list. */
export function pgArrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

export function assertColumn(table: TableInfo, column: string): void {
  if (!table.columns.has(column)) throw columnNotFound(table.name, column)
}

function columnSql(table: TableInfo, alias: string, column: string): string {
  assertColumn(table, column)
  return `${alias}.${quoteIdent(column)}`
}

const COMPARISON: Record<Exclude<Operator, 'in' | 'is'>, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  cs: '@>',
  ov: '&&',
}

function conditionSql(table: TableInfo, alias: string, condition: Condition, params: SqlParams): string {
  const lhs = columnSql(table, alias, condition.column)
  const { operator, value } = condition
  if (operator === 'is') return `${lhs} is null`
  if (operator === 'in') {
    return condition.values.length === 0
      ? 'false'
      : `${lhs} = any(${params.add(pgArrayLiteral(condition.values))})`
  }
  // PostgREST's wildcard for like and ilike is `*`.
  let bound = operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value
  // ov.(a,b) is accepted for arrays as well as ov.{a,b}.
  if (operator === 'ov' && bound.startsWith('(') && bound.endsWith(')')) bound = `{${bound.slice(1, -1)}}`
  return `${lhs} ${COMPARISON[operator]} ${params.add(bound)}`
}

export function filterSql(table: TableInfo, alias: string, filter: Filter, params: SqlParams): string {
  if (filter.kind === 'condition') return conditionSql(table, alias, filter, params)
  return `(${filter.children.map((child) => conditionSql(table, alias, child, params)).join(' or ')})`
}

export function whereSql(table: TableInfo, alias: string, filters: Filter[], params: SqlParams): string {
  if (filters.length === 0) return 'true'
  return filters.map((filter) => filterSql(table, alias, filter, params)).join(' and ')
}

export function projectionSql(table: TableInfo, alias: string, select: SelectItem[]): string {
  return select
    .map((item) => (item.kind === 'star' ? `${alias}.*` : columnSql(table, alias, item.column)))
    .join(', ')
}

export function orderSql(table: TableInfo, alias: string, order: OrderTerm[]): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const nulls = term.nullsFirst ? ' nulls first' : ''
    return `${columnSql(table, alias, term.column)} ${term.direction}${nulls}`
  })
  return `order by ${terms.join(', ')}`
}

/** Wraps a row source as PostgREST answers it: the JSON array, its length, and its first row. */
export function jsonResultSql(rowsSql: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as row_count, (json_agg(_r) -> 0)::text as first_row from (${rowsSql}) as _r`
}

import { columnNotFound, parseError } from './errors.ts'
import type { Condition, FieldPath, Filter, OrderTerm, SelectItem } from './parse.ts'
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

function fieldSql(table: TableInfo, alias: string, field: FieldPath, params: SqlParams): string {
  assertColumn(table, field.column)
  let sql = `${alias}.${quoteIdent(field.column)}`
  for (const step of field.jsonPath) {
    sql += /^-?\d{1,9}$/.test(step.key)
      ? `${step.arrow}${Number(step.key)}`
      : `${step.arrow}${params.add(step.key)}::text`
  }
  return sql
}

const COMPARISON: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
}

const TEXT_SEARCH_FUNCTION: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
}

function likePattern(value: string): string {
  return value.replaceAll('*', '%')
}

function conditionSql(table: TableInfo, alias: string, condition: Condition, params: SqlParams): string {
  const lhs = fieldSql(table, alias, condition.field, params)
  const { operator, value } = condition
  let sql: string
  if (operator === 'is') {
    const keyword = value.toLowerCase()
    sql = keyword === 'not_null' ? `${lhs} is not null` : `${lhs} is ${keyword}`
  } else if (operator === 'in') {
    sql =
      condition.values.length === 0
        ? 'false'
        : `${lhs} = any(${params.add(pgArrayLiteral(condition.values))})`
  } else if (operator === 'isdistinct') {
    sql = `${lhs} is distinct from ${params.add(value)}`
  } else if (operator in TEXT_SEARCH_FUNCTION) {
    const language = condition.language === null ? '' : `${params.add(condition.language)}::regconfig, `
    sql = `${lhs} @@ ${TEXT_SEARCH_FUNCTION[operator]}(${language}${params.add(value)})`
  } else {
    const sqlOperator = COMPARISON[operator]
    if (!sqlOperator) throw parseError(`unsupported operator ${operator}`)
    const isLike = operator === 'like' || operator === 'ilike'
    if (condition.quantifier) {
      const items = isLike ? condition.values.map(likePattern) : condition.values
      sql = `${lhs} ${sqlOperator} ${condition.quantifier}(${params.add(pgArrayLiteral(items))})`
    } else {
      let bound = isLike ? likePattern(value) : value
      // ov.(a,b) is accepted for arrays as well as ov.{a,b}.
      if (operator === 'ov' && bound.startsWith('(') && bound.endsWith(')')) bound = `{${bound.slice(1, -1)}}`
      sql = `${lhs} ${sqlOperator} ${params.add(bound)}`
    }
  }
  return condition.negated ? `not (${sql})` : sql
}

export function filterSql(table: TableInfo, alias: string, filter: Filter, params: SqlParams): string {
  if (filter.kind === 'condition') return conditionSql(table, alias, filter, params)
  const joiner = filter.operator === 'and' ? ' and ' : ' or '
  const sql = `(${filter.children.map((child) => filterSql(table, alias, child, params)).join(joiner)})`
  return filter.negated ? `not ${sql}` : sql
}

export function whereSql(table: TableInfo, alias: string, filters: Filter[], params: SqlParams): string {
  if (filters.length === 0) return 'true'
  return filters.map((filter) => filterSql(table, alias, filter, params)).join(' and ')
}

export function projectionSql(
  table: TableInfo,
  alias: string,
  select: SelectItem[],
  params: SqlParams,
): string {
  return select
    .map((item) => {
      if (item.kind === 'star') return `${alias}.*`
      const expression = fieldSql(table, alias, item.field, params)
      const name = item.alias ?? item.field.jsonPath.at(-1)?.key ?? item.field.column
      const cast = item.cast ? `::${item.cast}` : ''
      return `${expression}${cast} as ${quoteIdent(name)}`
    })
    .join(', ')
}

export function orderSql(table: TableInfo, alias: string, order: OrderTerm[], params: SqlParams): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const nulls = term.nulls ? ` nulls ${term.nulls}` : ''
    return `${fieldSql(table, alias, term.field, params)} ${term.direction}${nulls}`
  })
  return `order by ${terms.join(', ')}`
}

/** Wraps a row source as PostgREST answers it: the JSON array, its length, and its first row. */
export function jsonResultSql(rowsSql: string): string {
  return `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as row_count, (json_agg(_r) -> 0)::text as first_row from (${rowsSql}) as _r`
}

import { checkQueryParams } from './bounds.ts'
import { parseError, RestError } from './errors.ts'

/**
 * The part of PostgREST's URL grammar that the app, its scripts and its tests send, parsed into
 * plain data. Nothing here knows SQL or the schema. Anything else (another operator, `not.`,
 * `and=`, JSON paths, aliases, embedding) is refused as PostgREST refuses what it cannot parse:
 * 400 with PGRST100.
 */

/** The filters the directory, the admin lists and the services use (src/lib/postgrest-filters.ts). */
export const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lte', 'like', 'ilike', 'in', 'is', 'cs', 'ov'] as const
export type Operator = (typeof OPERATORS)[number]

export type SelectItem = { kind: 'star' } | { kind: 'column'; column: string }

export type Condition = {
  kind: 'condition'
  column: string
  operator: Operator
  /** The raw value for scalar operators. */
  value: string
  /** The items for `in`. */
  values: string[]
}

/** `or=(a.eq.1,b.is.null)`: one of the conditions holds. */
export type AnyOf = { kind: 'or'; children: Condition[] }
export type Filter = Condition | AnyOf

export interface OrderTerm {
  column: string
  direction: 'asc' | 'desc'
  nullsFirst: boolean
}

export interface ParsedQuery {
  select: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
  /** `columns=` of an array insert: keys missing from a row become NULL. */
  columns: string[] | null
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'apikey'])
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/

function failedToParse(what: string, raw: string, details: string): RestError {
  return parseError(`"failed to parse ${what} (${raw})" (line 1, column 1)`, details)
}

/** Splits on commas that are not inside quotes, parentheses or braces. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (quoted) {
      current += char
      if (char === '\\' && i + 1 < input.length) current += input[++i]
      else if (char === '"') quoted = false
      continue
    }
    if (char === '"') quoted = true
    else if (char === '(' || char === '{') depth++
    else if (char === ')' || char === '}') depth--
    if (depth < 0) throw parseError(`"failed to parse (${input})"`, 'unbalanced parentheses')
    if (char === ',' && depth === 0) {
      parts.push(current)
      current = ''
      continue
    }
    current += char
  }
  if (quoted || depth !== 0)
    throw parseError(`"failed to parse (${input})"`, 'unbalanced quotes or parentheses')
  parts.push(current)
  return parts
}

/** Removes surrounding double quotes and resolves backslash escapes inside them. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

export function parseColumn(raw: string, what = 'field'): string {
  const column = unquote(raw.trim())
  if (!IDENTIFIER.test(column)) throw failedToParse(what, raw, `"${column}" is not a valid column name`)
  return column
}

/** Parses the right-hand side of a filter: `op.value`. */
export function parseOperation(column: string, raw: string, context: string): Condition {
  const match = /^([a-z]+)\.([\s\S]*)$/.exec(raw)
  const operator = match?.[1] as Operator | undefined
  if (!match || !operator || !(OPERATORS as readonly string[]).includes(operator)) {
    throw failedToParse(
      'filter',
      context,
      `unknown or missing operator; expecting one of ${OPERATORS.join(', ')}`,
    )
  }
  const value = match[2] ?? ''
  const condition: Condition = { kind: 'condition', column, operator, value: unquote(value), values: [] }
  if (operator === 'in') {
    if (!value.startsWith('(') || !value.endsWith(')')) {
      throw failedToParse('filter', context, 'expecting a list in () for in')
    }
    const inner = value.slice(1, -1)
    condition.values = inner.trim() === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()))
  }
  if (operator === 'is' && value.toLowerCase() !== 'null') {
    throw failedToParse('filter', context, 'is expects null')
  }
  return condition
}

/** Parses `(a.eq.1,b.is.null)`, the value of an or= parameter. */
export function parseAnyOf(raw: string): AnyOf {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw failedToParse('logic tree', raw, 'expecting "(" ... ")"')
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((part) => {
    const item = part.trim()
    const dot = item.indexOf('.')
    if (dot <= 0) throw failedToParse('logic tree', item, 'expecting field.operator.value')
    return parseOperation(parseColumn(item.slice(0, dot)), item.slice(dot + 1), item)
  })
  return { kind: 'or', children }
}

/**
 * The select list, each item once: `select=bio,bio,…` a thousand times over would make every row
 * a thousand copies wide. A repeated key carries the same value, so the JSON a client parses is
 * the same.
 */
export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }]
  const items = new Map<string, SelectItem>()
  for (const part of splitTopLevel(raw)) {
    if (part.trim() === '*') items.set('*', { kind: 'star' })
    else {
      const column = parseColumn(part, 'select')
      items.set(`"${column}"`, { kind: 'column', column })
    }
  }
  return [...items.values()]
}

/** `name.desc.nullsfirst,id`: what supabase-js's `.order(column, { ascending, nullsFirst })` sends. */
export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return []
  return raw.split(',').map((term) => {
    const [column, ...modifiers] = term.trim().split('.')
    const order: OrderTerm = {
      column: parseColumn(column ?? '', 'order'),
      direction: 'asc',
      nullsFirst: false,
    }
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') order.direction = modifier
      else if (modifier === 'nullsfirst') order.nullsFirst = true
      else throw failedToParse('order', raw, `unexpected "${modifier}" expecting asc, desc or nullsfirst`)
    }
    return order
  })
}

function parseCount(raw: string | null, what: 'limit' | 'offset'): number | null {
  if (raw === null || raw === '') return null
  if (!/^\d{1,9}$/.test(raw))
    throw failedToParse(`${what} parameter`, raw, 'expecting a non-negative integer')
  return Number(raw)
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  checkQueryParams(params)
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue
    if (key === 'or') filters.push(parseAnyOf(value))
    else filters.push(parseOperation(parseColumn(key), value, `${key}=${value}`))
  }
  const columns = params.get('columns')
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    columns: columns === null ? null : columns.split(',').map((name) => parseColumn(name, 'columns')),
  }
}

/**
 * `Range: 0-23` → offset 0, limit 24; null when absent or not a plain item range. The build pages
 * through the listings with it (scripts/build/listings.ts).
 */
export function parseRangeHeader(raw: string | undefined): { offset: number; limit: number | null } | null {
  if (!raw) return null
  const match = /^(?:items=)?(\d{1,9})-(\d{0,9})$/.exec(raw.trim())
  if (!match) return null
  const start = Number(match[1])
  if (match[2] === '') return { offset: start, limit: null }
  const end = Number(match[2])
  if (end < start) return null
  return { offset: start, limit: end - start + 1 }
}

export interface Preferences {
  returnRepresentation: boolean
  count: 'exact' | 'estimated' | null
}

/** `Prefer: return=representation` (a write with `.select()`) and `count=exact|estimated`. */
export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = { returnRepresentation: false, count: null }
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim())
    if (name === 'return') preferences.returnRepresentation = value === 'representation'
    else if (name === 'count' && (value === 'exact' || value === 'estimated')) preferences.count = value
  }
  return preferences
}

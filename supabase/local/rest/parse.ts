import { parseError, RestError } from './errors.ts'

/** PostgREST's URL grammar, parsed into plain data. Nothing here knows SQL or the schema. */

export type JsonArrow = '->' | '->>'

export interface FieldPath {
  column: string
  jsonPath: { arrow: JsonArrow; key: string }[]
}

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: FieldPath; alias: string | null; cast: string | null }

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const
export type Operator = (typeof OPERATORS)[number]

const QUANTIFIABLE = new Set<Operator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const TEXT_SEARCH = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts'])
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const

export type Condition = {
  kind: 'condition'
  field: FieldPath
  negated: boolean
  operator: Operator
  /** eq(any).{a,b} and friends. */
  quantifier: 'any' | 'all' | null
  /** fts(english).word */
  language: string | null
  /** The raw value for scalar operators. */
  value: string
  /** The items for `in` and quantified operators. */
  values: string[]
}

export type Logic = { kind: 'logic'; operator: 'and' | 'or'; negated: boolean; children: Filter[] }
export type Filter = Condition | Logic

export interface OrderTerm {
  field: FieldPath
  direction: 'asc' | 'desc'
  nulls: 'first' | 'last' | null
}

export interface ParsedQuery {
  select: SelectItem[]
  filters: Filter[]
  order: OrderTerm[]
  limit: number | null
  offset: number | null
  columns: string[] | null
  onConflict: string[] | null
}

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey'])
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

export function parseField(raw: string): FieldPath {
  const trimmed = raw.trim()
  const pieces = trimmed.split(/(->>|->)/)
  const column = unquote(pieces[0] ?? '')
  if (!IDENTIFIER.test(column)) {
    throw failedToParse('field', raw, `"${column}" is not a valid column name`)
  }
  const jsonPath: FieldPath['jsonPath'] = []
  for (let i = 1; i < pieces.length; i += 2) {
    const key = unquote(pieces[i + 1] ?? '')
    if (key === '') throw failedToParse('field', raw, 'a JSON path key is empty')
    jsonPath.push({ arrow: pieces[i] as JsonArrow, key })
  }
  return { column, jsonPath }
}

function parseList(raw: string, open: string, close: string, what: string): string[] {
  if (!raw.startsWith(open) || !raw.endsWith(close)) {
    throw failedToParse('filter', raw, `expecting a list in ${open}${close} for ${what}`)
  }
  const inner = raw.slice(1, -1)
  if (inner.trim() === '') return []
  return splitTopLevel(inner).map((item) => unquote(item.trim()))
}

/** Parses the right-hand side of a filter: `[not.]op[(modifier)].value`. */
export function parseOperation(field: FieldPath, raw: string, context: string): Condition {
  let rest = raw
  let negated = false
  if (rest.startsWith('not.')) {
    negated = true
    rest = rest.slice(4)
  }
  const match = /^([a-z]+)(?:\(([A-Za-z_]+)\))?\.([\s\S]*)$/.exec(rest)
  const operator = match?.[1] as Operator | undefined
  if (!match || !operator || !(OPERATORS as readonly string[]).includes(operator)) {
    throw failedToParse(
      'filter',
      context,
      `unknown or missing operator; expecting "not" or one of ${OPERATORS.join(', ')}`,
    )
  }
  const modifier = match[2] ?? null
  const value = match[3] ?? ''
  const condition: Condition = {
    kind: 'condition',
    field,
    negated,
    operator,
    quantifier: null,
    language: null,
    value: unquote(value),
    values: [],
  }
  if (modifier !== null) {
    if (TEXT_SEARCH.has(operator)) {
      condition.language = modifier
    } else if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) {
      condition.quantifier = modifier
      condition.values = parseList(value, '{', '}', `${operator}(${modifier})`)
    } else {
      throw failedToParse('filter', context, `modifier "${modifier}" is not allowed with ${operator}`)
    }
  }
  if (operator === 'in') condition.values = parseList(value, '(', ')', 'in')
  if (operator === 'is' && !(IS_VALUES as readonly string[]).includes(value.toLowerCase())) {
    throw failedToParse('filter', context, `is expects one of ${IS_VALUES.join(', ')}`)
  }
  return condition
}

/** Parses `(a.eq.1,or(b.gt.2,c.is.null))` — the value of an and=/or= parameter. */
export function parseLogic(operator: 'and' | 'or', negated: boolean, raw: string): Logic {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw failedToParse('logic tree', raw, 'expecting "(" ... ")"')
  }
  const children = splitTopLevel(raw.slice(1, -1)).map((item) => parseLogicItem(item.trim()))
  if (children.length === 0) throw failedToParse('logic tree', raw, 'the tree is empty')
  return { kind: 'logic', operator, negated, children }
}

function parseLogicItem(item: string): Filter {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item)
  if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3]!)
  const dot = item.indexOf('.')
  if (dot <= 0) throw failedToParse('logic tree', item, 'expecting field.operator.value')
  return parseOperation(parseField(item.slice(0, dot)), item.slice(dot + 1), item)
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '') return [{ kind: 'star' }]
  return splitTopLevel(raw).map((part): SelectItem => {
    const item = part.trim()
    if (item === '*') return { kind: 'star' }
    if (item.includes('(')) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship for '${item.split('(')[0]}' in the schema cache`,
        'Embedded resources are not supported by the local backend.',
      )
    }
    const aliasMatch = /^([A-Za-z_][A-Za-z0-9_]*):(?!:)(.+)$/.exec(item)
    const alias = aliasMatch ? aliasMatch[1]! : null
    let expression = aliasMatch ? aliasMatch[2]! : item
    let cast: string | null = null
    const castAt = expression.lastIndexOf('::')
    if (castAt > 0) {
      cast = expression.slice(castAt + 2)
      expression = expression.slice(0, castAt)
      if (!/^[a-z_][a-z0-9_]*(\[\])?$/.test(cast))
        throw failedToParse('select', raw, `"${cast}" is not a type`)
    }
    return { kind: 'field', field: parseField(expression), alias, cast }
  })
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return []
  return raw.split(',').map((term) => {
    const parts = term.trim().split('.')
    const field = parseField(parts[0] ?? '')
    let direction: OrderTerm['direction'] = 'asc'
    let nulls: OrderTerm['nulls'] = null
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') direction = modifier
      else if (modifier === 'nullsfirst') nulls = 'first'
      else if (modifier === 'nullslast') nulls = 'last'
      else
        throw failedToParse(
          'order',
          raw,
          `unexpected "${modifier}" expecting asc, desc, nullsfirst or nullslast`,
        )
    }
    return { field, direction, nulls }
  })
}

function parseCount(raw: string | null, what: 'limit' | 'offset'): number | null {
  if (raw === null || raw === '') return null
  if (!/^\d{1,9}$/.test(raw))
    throw failedToParse(`${what} parameter`, raw, 'expecting a non-negative integer')
  return Number(raw)
}

function parseColumnList(raw: string | null, what: string): string[] | null {
  if (raw === null) return null
  return raw.split(',').map((name) => {
    const column = unquote(name.trim())
    if (!IDENTIFIER.test(column)) throw failedToParse(what, raw, `"${column}" is not a valid column name`)
    return column
  })
}

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const filters: Filter[] = []
  for (const [key, value] of params) {
    if (RESERVED_PARAMS.has(key)) continue
    const logic = /^(not\.)?(and|or)$/.exec(key)
    if (logic) {
      filters.push(parseLogic(logic[2] as 'and' | 'or', Boolean(logic[1]), value))
      continue
    }
    filters.push(parseOperation(parseField(key), value, `${key}=${value}`))
  }
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: parseOrder(params.get('order')),
    limit: parseCount(params.get('limit'), 'limit'),
    offset: parseCount(params.get('offset'), 'offset'),
    columns: parseColumnList(params.get('columns'), 'columns'),
    onConflict: parseColumnList(params.get('on_conflict'), 'on_conflict'),
  }
}

/** `Range: 0-23` → offset 0, limit 24. Returns null when absent or not a plain item range. */
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
  count: 'exact' | 'planned' | 'estimated' | null
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null
  missingDefault: boolean
}

export function parsePrefer(header: string | undefined): Preferences {
  const preferences: Preferences = {
    returnRepresentation: false,
    count: null,
    resolution: null,
    missingDefault: false,
  }
  for (const part of (header ?? '').split(',')) {
    const [name, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim())
    if (name === 'return') preferences.returnRepresentation = value === 'representation'
    else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      preferences.count = value
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      preferences.resolution = value
    } else if (name === 'missing') preferences.missingDefault = value === 'default'
  }
  return preferences
}

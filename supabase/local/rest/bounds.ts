import { parseError, RestError } from './errors.ts'

/**
 * How much a request may ask of the parser and of the database before any SQL runs. A value
 * nested thousands of levels deep would recurse through our filter parser and then meet
 * PostgreSQL's stack limit (54001, which PostgREST answers with a 500); refused here it is a 400.
 * The bounds sit far above anything the app sends (src/lib/postgrest-filters.ts: a few list
 * items, a name search, at most one `or` of two conditions; the admin lists: an `in` list of one
 * page of ids) and far below what hurts.
 */
export const REQUEST_BOUNDS = {
  /** Characters in one query parameter's value (a filter value, a select, order or or= list). */
  maxValueChars: 4096,
  /** Brackets, braces or parentheses open at once in a query value or a JSON body. */
  maxNesting: 64,
} as const

/** The deepest run of open brackets, braces and parentheses in `text`, closers counted back down. */
export function bracketDepth(text: string): number {
  let depth = 0
  let deepest = 0
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    // ( [ {
    if (char === 40 || char === 91 || char === 123) {
      depth++
      if (depth > deepest) deepest = depth
      // ) ] }
    } else if ((char === 41 || char === 93 || char === 125) && depth > 0) depth--
  }
  return deepest
}

/** Nesting of arrays and objects in JSON text, without parsing it (brackets inside strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 92 /* \ */) i++
      else if (char === 34 /* " */) inString = false
    } else if (char === 34) inString = true
    else if (char === 91 || char === 123) {
      depth++
      if (depth > deepest) deepest = depth
    } else if ((char === 93 || char === 125) && depth > 0) depth--
  }
  return deepest
}

const NUL = '\u0000'

/**
 * A query parameter within the bounds, and without a NUL character (which Postgres text cannot
 * hold), or PostgREST's 400 for a request it cannot parse. The offending value is not echoed back.
 */
export function checkQueryParam(key: string, value: string): void {
  const refuse = (details: string) =>
    parseError(`"failed to parse filter (${key.replaceAll(NUL, '').slice(0, 64)})"`, details)
  if (key.includes(NUL) || value.includes(NUL)) throw refuse('NUL characters are not allowed')
  if (value.length > REQUEST_BOUNDS.maxValueChars) {
    throw refuse(`The value is longer than ${REQUEST_BOUNDS.maxValueChars} characters`)
  }
  if (bracketDepth(value) > REQUEST_BOUNDS.maxNesting) {
    throw refuse(`The value nests deeper than ${REQUEST_BOUNDS.maxNesting} levels`)
  }
}

export function checkQueryParams(params: URLSearchParams): void {
  for (const [key, value] of params) checkQueryParam(key, value)
}

function invalidJson(details: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details)
}

/** Refuses JSON text nested beyond the bounds, before it is parsed. */
export function checkJsonText(text: string): void {
  if (jsonDepth(text) > REQUEST_BOUNDS.maxNesting) {
    throw invalidJson(`The body nests deeper than ${REQUEST_BOUNDS.maxNesting} levels`)
  }
}

/** Refuses a parsed body holding a NUL character in any key or string (its depth is already bounded). */
export function checkJsonStrings(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) throw invalidJson('NUL characters are not allowed')
  } else if (Array.isArray(value)) {
    for (const item of value) checkJsonStrings(item)
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      checkJsonStrings(key)
      checkJsonStrings(item)
    }
  }
}

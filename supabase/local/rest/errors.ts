import { DatabaseUnavailableError } from '../db.ts'

/** An error answered in PostgREST's JSON shape. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  toJSON() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details)
}

export function singleObjectError(rowCount: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rowCount} rows`,
  )
}

export function tableNotFound(table: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
}

export function columnNotFound(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`)
}

interface PgErrorLike {
  code?: unknown
  message?: unknown
  detail?: unknown
  hint?: unknown
}

function isPgError(error: unknown): error is PgErrorLike & { code: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code as string) &&
    typeof (error as PgErrorLike).message === 'string'
  )
}

/** PostgREST's SQLSTATE → HTTP status table (its docs/errors.rst, "HTTP Status Codes"). */
function statusForSqlState(code: string, role: string): number {
  // RAISE ... USING ERRCODE = 'PTxyz' answers HTTP xyz (PostgREST's custom status codes).
  const custom = /^PT([1-5][0-9]{2})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code === 'P0001') return 400
  const group = code.slice(0, 2)
  if (['0L', '0P', '28'].includes(group)) return 403
  if (['08', '53'].includes(group) || code === '57P01') return 503
  if (group === '54') return 413
  // Among them 57014, a statement stopped by statement_timeout: hosted answers it with 500 too.
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(group)) {
    return 500
  }
  return 400
}

/** Converts anything thrown while serving a request into a RestError, or rethrows a real fault. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  if (error instanceof DatabaseUnavailableError) {
    return new RestError(503, 'PGRST001', error.message, error.reason, null, { 'Retry-After': '1' })
  }
  if (isPgError(error)) {
    const status = statusForSqlState(error.code, role)
    return new RestError(
      status,
      error.code,
      error.message,
      typeof error.detail === 'string' ? error.detail : null,
      typeof error.hint === 'string' ? error.hint : null,
      status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
    )
  }
  throw error
}

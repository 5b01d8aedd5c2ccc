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

/** PostgREST's SQLSTATE → HTTP status table, narrowed to what a request can cause. */
function statusForSqlState(code: string, role: string): number {
  // RAISE ... USING ERRCODE = 'PTxyz' answers HTTP xyz (PostgREST's custom status codes).
  const custom = /^PT([1-5][0-9]{2})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '42P01' || code === '42883') return 404
  if (code === '25006') return 405
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403
  return 400
}

/** Converts anything thrown while serving a request into a RestError, or rethrows a real fault. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
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

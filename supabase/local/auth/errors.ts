import type { Context } from 'hono'

/**
 * An error answered the way GoTrue does (internal/api/errors.go): the error
 * code in `x-sb-error-code`, and a body shaped by the request's
 * X-Supabase-Api-Version header.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra top-level fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)

export const validationFailed = (message: string) => badRequest('validation_failed', message)

export function weakPassword(minLength: number): AuthError {
  return new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  })
}

export const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024 = '2024-01-01'

/**
 * GoTrue's DetermineClosestAPIVersion: a valid date on or after 2024-01-01
 * selects the 2024-01-01 shape; anything else the initial (legacy) one.
 */
export function requestedApiVersion(c: Context): '2024-01-01' | null {
  const raw = c.req.header(API_VERSION_HEADER)?.trim()
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null
  const time = Date.parse(`${raw}T00:00:00Z`)
  if (Number.isNaN(time)) return null
  return time >= Date.parse(`${API_VERSION_2024}T00:00:00Z`) ? API_VERSION_2024 : null
}

export function authErrorResponse(c: Context, error: AuthError): Response {
  const version = requestedApiVersion(c)
  const headers: Record<string, string> = { 'x-sb-error-code': error.code }
  let body: Record<string, unknown>
  if (version) {
    headers[API_VERSION_HEADER] = version
    body = { code: error.code, message: error.message, ...error.extra }
  } else {
    body = { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
  }
  return c.json(body, error.status as 400, headers)
}

/** Turns anything thrown in an auth handler into a GoTrue answer; unexpected failures stay 500s. */
export function handleAuthError(error: Error, c: Context): Response {
  if (error instanceof AuthError) return authErrorResponse(c, error)
  console.error('Auth: unexpected error', c.req.method, c.req.path, error)
  return authErrorResponse(
    c,
    new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    ),
  )
}

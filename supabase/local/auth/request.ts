import type { Context } from 'hono'
import { badRequest, validationFailed, weakPassword } from './errors.ts'

/** The JSON types a request field may have; anything else is refused as GoTrue's decoder would. */
type FieldType = 'string' | 'boolean' | 'object'
type FieldSpec = Record<string, FieldType>
type FieldValue<T extends FieldType> = T extends 'string'
  ? string
  : T extends 'boolean'
    ? boolean
    : JsonObject

export type JsonObject = Record<string, unknown>
export type Params<S extends FieldSpec> = { [K in keyof S]?: FieldValue<S[K]> }

const GO_TYPES: Record<FieldType, string> = {
  string: 'string',
  boolean: 'bool',
  object: 'map[string]interface {}',
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'boolean') return 'bool'
  return typeof value
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function bodyError(detail: string) {
  return badRequest('bad_json', `Could not parse request body as JSON: ${detail}`)
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Deeper metadata than this is refused (it would overflow the serialiser long before Postgres's limit). */
const MAX_DEPTH = 100

/**
 * Refuses what Postgres cannot store or the server cannot handle: NUL
 * characters and unpaired surrogates in text (keys included), and absurdly
 * deep nesting. Iterative, so the check itself cannot overflow the stack.
 */
function checkStorable(field: string, value: unknown): void {
  const pending: [unknown, number][] = [[value, 1]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (typeof current === 'string') {
      if (current.includes('\u0000'))
        throw validationFailed(`${field} must not contain the NUL character (\\u0000)`)
      if (LONE_SURROGATE.test(current)) throw validationFailed(`${field} must be valid Unicode text`)
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    if (depth > MAX_DEPTH) throw bodyError(`${field}: exceeded max depth of ${MAX_DEPTH}`)
    for (const [key, child] of Object.entries(current)) {
      pending.push([key, depth], [child, depth + 1])
    }
  }
}

/**
 * Reads a JSON body into the fields of `spec`, like GoTrue's
 * retrieveRequestParams: unknown fields are ignored, null means absent, and a
 * field of the wrong JSON type fails the whole request with 400 bad_json.
 */
export async function readParams<S extends FieldSpec>(
  c: Context,
  structName: string,
  spec: S,
): Promise<Params<S>> {
  const text = await c.req.text()
  if (text.trim() === '') throw bodyError('unexpected end of JSON input')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw bodyError(error instanceof Error ? error.message : 'invalid JSON')
  }
  if (body === null) return {}
  if (!isJsonObject(body)) {
    throw bodyError(`json: cannot unmarshal ${jsonKind(body)} into Go value of type api.${structName}`)
  }
  const params: Record<string, unknown> = {}
  for (const [field, type] of Object.entries(spec)) {
    const value = body[field]
    if (value === undefined || value === null) continue
    const ok = type === 'object' ? isJsonObject(value) : typeof value === type
    if (!ok) {
      throw bodyError(
        `json: cannot unmarshal ${jsonKind(value)} into Go struct field ${structName}.${field} of type ${GO_TYPES[type]}`,
      )
    }
    checkStorable(field, value)
    params[field] = value
  }
  return params as Params<S>
}

// The format check of GoTrue's e-mail validation (badoux/checkmail).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's validateEmail: required, at most 255 characters, well-formed; returns it lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw validationFailed('An email address is required')
  if (email.length > 255) throw validationFailed('An email address is too long')
  if (!EMAIL_FORMAT.test(email)) throw validationFailed('Unable to validate email address: invalid format')
  return email.toLowerCase()
}

/** bcrypt only reads the first 72 bytes; GoTrue refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72

/**
 * GoTrue's checkPasswordStrength with a minimum length (`minimum_password_length` of
 * supabase/config.toml) and no required characters.
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  if ([...password].length < minLength) throw weakPassword(minLength)
}

const UUID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_FORMAT.test(value)
}

/**
 * The applicant's private status token (docs/decisions/0010-applicant-status-link.md): 32 random
 * bytes as base64url without padding, 43 characters, made in the browser when an application is
 * sent. The token stays in the applicant's link; the database gets only its SHA-256 as lower-case
 * hex (`status_token_hash`), and public.application_status(token) hashes what it is given the
 * same way to find the application.
 */

const TOKEN_BYTES = 32

/** What public.application_status accepts: 43 characters of base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function isStatusToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A new random token. */
export function makeStatusToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)))
}

/** The lower-case hex SHA-256 of the token's UTF-8, as the database stores and compares it. */
export async function hashStatusToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface StatusToken {
  /** For the applicant's link only; never sent to the backend. */
  token: string
  /** For the insert (`status_token_hash`). */
  hash: string
}

/**
 * A new token and its hash, or null where the browser offers no digest (Web Crypto's `subtle`
 * exists only on pages served over HTTPS or from localhost): the application is then sent
 * without a status link rather than not at all.
 */
export async function newStatusToken(): Promise<StatusToken | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null
  const token = makeStatusToken()
  return { token, hash: await hashStatusToken(token) }
}

/** The token in a status link's fragment (`location.hash`, with or without '#'), or null. */
export function statusTokenFromHash(hash: string): string | null {
  const value = hash.startsWith('#') ? hash.slice(1) : hash
  return isStatusToken(value) ? value : null
}

/**
 * What an owner's one-use link may carry (a reminder's 'still correct' or a new inquiry address's
 * confirmation): 32 random bytes the database made, as hex or base64url.
 */
const LINK_TOKEN_PATTERN = /^(?:[0-9a-f]{64}|[A-Za-z0-9_-]{43})$/

/** The token in an owner's link fragment (with or without '#'), or null for anything else. */
export function linkTokenFromHash(hash: string): string | null {
  const value = hash.startsWith('#') ? hash.slice(1) : hash
  return LINK_TOKEN_PATTERN.test(value) ? value : null
}

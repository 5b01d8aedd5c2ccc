import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/**
 * The `[auth.rate_limit]` settings of supabase/config.toml that the local backend enforces, in
 * the Supabase CLI's names. Counts per window; the window is GoTrue's for each.
 */
export interface AuthRateLimits {
  /** GOTRUE_RATE_LIMIT_TOKEN_REFRESH: every /token request, per 5 minutes per client address. */
  tokenRefresh: number
  /**
   * GOTRUE_RATE_LIMIT_OTP: sign-ups and the routes that e-mail a link or code (recover, otp,
   * magiclink, resend), per 5 minutes per client address.
   */
  signInSignUps: number
  /** GOTRUE_RATE_LIMIT_VERIFY: /verify, per 5 minutes per client address. */
  tokenVerifications: number
  /**
   * GOTRUE_RATE_LIMIT_EMAIL_SENT: e-mails per hour for the whole project. The local backend does
   * not count it: its mail goes to a catcher in development, and recovery mail is already spaced
   * per address (auth.email.max_frequency) and counted per client (signInSignUps).
   */
  emailSent: number
}

/** The Supabase CLI's defaults (pkg/config/templates/config.toml), for keys the file leaves out. */
export const CLI_DEFAULT_RATE_LIMITS: AuthRateLimits = {
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  emailSent: 2,
}

const TOML_KEYS: Record<keyof AuthRateLimits, string> = {
  tokenRefresh: 'token_refresh',
  signInSignUps: 'sign_in_sign_ups',
  tokenVerifications: 'token_verifications',
  emailSent: 'email_sent',
}

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

/** Reads `[auth.rate_limit]` from a supabase/config.toml; throws naming the key that is wrong. */
export function readAuthRateLimits(configToml: string): AuthRateLimits {
  const section = table(table(table(parse(readFileSync(configToml, 'utf8'))).auth).rate_limit)
  const limits = { ...CLI_DEFAULT_RATE_LIMITS }
  for (const field of Object.keys(TOML_KEYS) as (keyof AuthRateLimits)[]) {
    const value = section[TOML_KEYS[field]]
    if (value === undefined) continue
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
      throw new Error(
        `${configToml}: auth.rate_limit.${TOML_KEYS[field]} must be a positive whole number, got ${String(value)}`,
      )
    }
    limits[field] = value
  }
  return limits
}

import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import { AuthError } from './errors.ts'

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
   * GOTRUE_RATE_LIMIT_EMAIL_SENT: e-mails per hour for the whole project. The Supabase CLI applies
   * it only with SMTP configured, and the local backend sends no mail, so it is never counted.
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

/** GoTrue's tollbooth limiters allow this many requests at once, whatever the rate (SetBurst(30)). */
const GOTRUE_BURST = 30
const FIVE_MINUTES = 5 * 60_000
/** How often full buckets are forgotten: often enough to bound memory, rarely enough to be free. */
const SWEEP_EVERY_MS = 60_000

/**
 * A token bucket per key, as golang.org/x/time/rate (behind GoTrue's tollbooth) keeps one per
 * client address: full at `burst`, refilled at `count` per `windowMs`; a request takes one token or
 * is refused.
 */
export class KeyedTokenBucket {
  private readonly buckets = new Map<string, { tokens: number; at: number }>()
  private readonly perMs: number
  private sweptAt = -Infinity

  constructor(
    count: number,
    windowMs: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.perMs = count / windowMs
  }

  take(key: string): boolean {
    const now = this.now()
    if (now - this.sweptAt >= SWEEP_EVERY_MS) this.forgetFull(now)
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now }
    const tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * this.perMs)
    const allowed = tokens >= 1
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now })
    return allowed
  }

  /** A bucket that has refilled is the same as none: dropping it keeps the map small. */
  private forgetFull(now: number): void {
    this.sweptAt = now
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.burst) this.buckets.delete(key)
    }
  }
}

/** GoTrue's answer over a limit (apierrors.NewTooManyRequestsError, ErrorCodeOverRequestRateLimit). */
export const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')

export type LimitedRoute = 'token' | 'signInSignUps' | 'verify'

/**
 * The per-address limiters of one backend, each GoTrue's: a burst of 30 (or the whole count when
 * it is smaller: a count below 30 is meant as the ceiling), then `count` per 5 minutes.
 */
export class AuthRateLimiter {
  private readonly buckets: Record<LimitedRoute, KeyedTokenBucket>

  constructor(limits: AuthRateLimits, now: () => number = Date.now) {
    const bucket = (count: number) =>
      new KeyedTokenBucket(count, FIVE_MINUTES, Math.min(GOTRUE_BURST, count), now)
    this.buckets = {
      token: bucket(limits.tokenRefresh),
      signInSignUps: bucket(limits.signInSignUps),
      verify: bucket(limits.tokenVerifications),
    }
  }

  /** Counts one request from `clientAddress`; throws GoTrue's 429 when it is over the limit. */
  mustAllow(route: LimitedRoute, clientAddress: string): void {
    if (!this.buckets[route].take(clientAddress)) throw overRequestRateLimit()
  }
}

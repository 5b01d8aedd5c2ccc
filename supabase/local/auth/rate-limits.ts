import type { Context } from 'hono'
import { CLIENT_ADDRESS_HEADER, requestHeadersOf } from '../caller.ts'
import { AuthError } from './errors.ts'
import type { AuthRateLimits } from './rate-limit-settings.ts'

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

/** Counts a request against its route's limit, by the client address the edge would report. */
export type CountRequest = (c: Context, route: LimitedRoute) => void

/**
 * The counter a route calls where GoTrue applies its limiter (a route that e-mails a link or code
 * counts against 'signInSignUps'); with no limiter it counts nothing.
 */
export function requestCounter(limiter: AuthRateLimiter | null): CountRequest {
  if (!limiter) return () => {}
  return (c, route) => limiter.mustAllow(route, requestHeadersOf(c)[CLIENT_ADDRESS_HEADER] ?? '')
}

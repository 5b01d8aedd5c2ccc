import { isIP } from 'node:net'
import type { Context } from 'hono'
import type { AuthEmailSettings } from './email-settings.ts'

const DECIMAL_IP = /^[0-9]+$/
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

const hostnameOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

function isLoopbackIp(host: string): boolean {
  if (isIP(host) === 4) return host.startsWith('127.')
  if (isIP(host) === 6) return host === '::1'
  return false
}

/** A GoTrue allow-list entry: a glob where `*` stays inside one label or path segment, `**` spans. */
function globMatches(pattern: string, url: string): boolean {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^./]*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`).test(url)
}

/**
 * GoTrue's IsRedirectURLValid: the site's own origin (any port on a loopback host), a loopback IP
 * address on any port, or an address of the allow list; never a decimal IP or an odd host name.
 */
export function isRedirectAllowed(settings: AuthEmailSettings, redirectTo: string): boolean {
  if (!redirectTo) return false
  const site = parse(settings.siteUrl)
  const target = parse(redirectTo)
  if (!site || !target) return false
  const host = hostnameOf(target)
  const isLocalhost = host === 'localhost' || isLoopbackIp(host)
  if (
    hostnameOf(site) === host &&
    site.protocol === target.protocol &&
    (site.port === target.port || isLocalhost)
  ) {
    return true
  }
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:'
  if (DECIMAL_IP.test(host)) return false
  if (isIP(host)) return isLoopbackIp(host)
  if (isHttp && !REGULAR_HOSTNAME.test(host)) return false
  const withoutFragment = redirectTo.split('#')[0]!
  return settings.additionalRedirectUrls.some((pattern) => globMatches(pattern, withoutFragment))
}

/**
 * GoTrue's GetReferrer: the request's redirect_to (header, query or form) when allowed, else its
 * Referer when allowed, else the site URL.
 */
export function referrerOf(c: Context, settings: AuthEmailSettings): string {
  const requested = c.req.header('redirect_to') || c.req.query('redirect_to') || ''
  if (isRedirectAllowed(settings, requested)) return requested
  const referer = c.req.header('referer') ?? ''
  if (isRedirectAllowed(settings, referer)) return referer
  return settings.siteUrl
}

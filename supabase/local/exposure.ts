import { isIP } from 'node:net'
import { findUserByEmail, passwordMatches } from './auth/users.ts'
import { DEMO_JWT_SECRET, SAMPLE_ADMIN, type BackendConfig } from './config.ts'
import type { Queryable } from './db.ts'

/**
 * Whether `host` is reachable from this machine only: `localhost`, 127.0.0.0/8 or ::1 (also
 * written in full, in brackets, or IPv4-mapped). Anything else, 0.0.0.0 and :: included, may be
 * reachable from other machines.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase()
  if (name === 'localhost') return true
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name
  if (isIP(bare) === 4) return bare.startsWith('127.')
  if (isIP(bare) !== 6) return false
  // The URL parser writes an IPv6 address in its one canonical form: ::1, or ::ffff:7fxx:xxxx for 127/8.
  const canonical = new URL(`http://[${bare}]`).hostname.slice(1, -1)
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical)
}

/** A start the backend refuses, with one line saying what to set. */
export class UnsafeExposureError extends Error {}

interface Problem {
  reason: string
  remedy: string
}

/** One line for all the problems found, so that one fix-up makes the start succeed. */
const refusal = (host: string, problems: Problem[]) =>
  new UnsafeExposureError(
    `Refusing to serve on ${host}: ${problems.map((problem) => problem.reason).join('; ')}. ` +
      problems.map((problem) => problem.remedy).join(' '),
  )

/**
 * Before anything is opened: a backend reachable from other machines must not sign keys with the
 * public demo secret (anyone could mint a service_role key) nor create the sample admin, whose
 * password is in the README.
 */
export function mustBeSafeToExpose(config: BackendConfig): void {
  if (isLoopbackHost(config.host)) return
  const problems: Problem[] = []
  if (config.jwtSecret === DEMO_JWT_SECRET) {
    problems.push({
      reason:
        "the JWT secret is Supabase's public demo secret, so anyone who reaches it can mint service_role keys",
      remedy: 'Set LOCAL_SUPABASE_JWT_SECRET to a secret of your own (at least 32 characters).',
    })
  }
  if (config.sampleAdmin) {
    problems.push({
      reason: `a new data directory would get the sample admin ${config.sampleAdmin.email}, whose password is public`,
      remedy: 'Set LOCAL_SUPABASE_SAMPLE_ADMIN=false.',
    })
  }
  if (problems.length > 0) throw refusal(config.host, problems)
}

/**
 * Once the database is open: the sample admin, made by an earlier start on this machine, must not
 * still have the README's password.
 */
export async function mustNotExposeSampleAdmin(config: BackendConfig, db: Queryable): Promise<void> {
  if (isLoopbackHost(config.host)) return
  const admin = await findUserByEmail(db, SAMPLE_ADMIN.email)
  if (admin && (await passwordMatches(admin, SAMPLE_ADMIN.password))) {
    throw refusal(config.host, [
      {
        reason: `the sample admin ${SAMPLE_ADMIN.email} still has its public password`,
        remedy:
          'Delete that user or change its password, or use a new LOCAL_SUPABASE_DIR with LOCAL_SUPABASE_SAMPLE_ADMIN=false.',
      },
    ])
  }
}

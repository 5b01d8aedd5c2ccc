import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readAuthRateLimits, type AuthRateLimits } from './auth/rate-limit-settings.ts'

const here = path.dirname(fileURLToPath(import.meta.url))

/** Repository paths the local backend reads from. */
export const repoPaths = {
  root: path.resolve(here, '../..'),
  /** Hosted Supabase's roles, grants and auth/storage schemas, run once before the migrations. */
  platformDir: path.resolve(here, '../platform'),
  migrations: path.resolve(here, '../migrations'),
  seedSql: path.resolve(here, '../seed.sql'),
  seedImages: path.resolve(here, '../seed-images'),
  /** The Supabase CLI's project settings; the backend reads its `[auth.rate_limit]`. */
  configToml: path.resolve(here, '../config.toml'),
  /** Supabase Edge Functions, one folder each; the backend serves them under Deno. */
  functionsDir: path.resolve(here, '../functions'),
}

/**
 * The JWT secret and keys of Supabase's local development setup. They are public
 * knowledge and only ever valid against a local backend.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

export interface BackendConfig {
  port: number
  host: string
  dataDir: string
  jwtSecret: string
  /** GoTrue's GOTRUE_DISABLE_SIGNUP: sign-up is off unless set to "false". */
  signupDisabled: boolean
  /** GoTrue's GOTRUE_MAILER_AUTOCONFIRM: sign-ups are confirmed at once unless set to "false". */
  mailerAutoconfirm: boolean
  /** The URL clients use; the seed's image URLs are rewritten to it. */
  publicUrl: string
  /** Create the sample admin named in the README on first start. */
  sampleAdmin: { email: string; password: string } | null
  /** Allowed browser origins; "*" allows any localhost origin. */
  corsOrigins: string[]
  /** Largest request body for /rest/v1 and /auth/v1, in bytes. */
  maxJsonBodyBytes: number
  /** Largest request body for /storage/v1, in bytes. */
  maxUploadBytes: number
  /**
   * Most rows one read returns, like PostgREST's db-max-rows (1,000 on hosted Supabase):
   * LOCAL_SUPABASE_MAX_ROWS. `count=exact` still reports the true total; `count=estimated` is
   * exact up to this many rows and the planner's estimate above.
   */
  maxRows: number
  logRequests: boolean
  /**
   * When the backend deletes the bucket's unreferenced files (supabase/local/storage/cleanup.ts):
   * the first run firstRunMs after start, then everyMs after each run. Null: never
   * (LOCAL_SUPABASE_STORAGE_CLEANUP=off).
   */
  storageCleanup: { firstRunMs: number; everyMs: number } | null
  /**
   * Auth's per-client rate limits, `[auth.rate_limit]` of supabase/config.toml as GoTrue applies
   * them (supabase/local/auth/rate-limits.ts). Null: none (LOCAL_SUPABASE_AUTH_RATE_LIMITS=off),
   * for test runs that sign in hundreds of times from one address.
   */
  authRateLimits: AuthRateLimits | null
  /**
   * The SMTP server mail goes to (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_FROM). Null
   * (no SMTP_HOST): no mail is sent and the send-mail function does not run.
   */
  smtp: SmtpSettings | null
  /** The site's origin, for the links in mails (SITE_ORIGIN; the dev server's by default). */
  siteOrigin: string
}

export interface SmtpSettings {
  host: string
  port: number
  user?: string
  pass?: string
  from: string
}

export const DEFAULT_SMTP_FROM = 'Yoga Directory <no-reply@localhost>'

/** The dev server's origin (scripts/dev.ts), where links in local mail lead. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5173'

function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  if (!env.SMTP_HOST) return null
  const port = Number(env.SMTP_PORT || '25')
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`)
  }
  return {
    host: env.SMTP_HOST,
    port,
    ...(env.SMTP_USER && { user: env.SMTP_USER }),
    ...(env.SMTP_PASS && { pass: env.SMTP_PASS }),
    from: env.SMTP_FROM || DEFAULT_SMTP_FROM,
  }
}

export const SAMPLE_ADMIN = { email: 'admin@example.com', password: 'yoga-admin-2025' }

export const DEFAULT_PORT = 54321

export const DEFAULT_MAX_ROWS = 1000

/** The storage cleanup's default timing: a minute after start, then hourly. */
export const DEFAULT_STORAGE_CLEANUP = { firstRunMs: 60_000, everyMs: 60 * 60_000 }

function parseMaxRows(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_MAX_ROWS
  const rows = Number(raw)
  if (!Number.isInteger(rows) || rows < 1) {
    throw new Error(`LOCAL_SUPABASE_MAX_ROWS must be a positive whole number, got "${raw}"`)
  }
  return rows
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_PORT
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`LOCAL_SUPABASE_PORT must be a port number, got "${raw}"`)
  }
  return port
}

const isOff = (raw: string | undefined) => raw === 'off' || raw === 'false'

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const port = parsePort(env.LOCAL_SUPABASE_PORT)
  const host = env.LOCAL_SUPABASE_HOST || '127.0.0.1'
  return {
    port,
    host,
    dataDir: path.resolve(repoPaths.root, env.LOCAL_SUPABASE_DIR || '.supabase-local'),
    jwtSecret: env.LOCAL_SUPABASE_JWT_SECRET || DEMO_JWT_SECRET,
    signupDisabled: env.GOTRUE_DISABLE_SIGNUP !== 'false',
    mailerAutoconfirm: env.GOTRUE_MAILER_AUTOCONFIRM !== 'false',
    publicUrl: `http://${host}:${port}`,
    sampleAdmin: env.LOCAL_SUPABASE_SAMPLE_ADMIN === 'false' ? null : SAMPLE_ADMIN,
    corsOrigins: (env.LOCAL_SUPABASE_CORS_ORIGINS || '*').split(',').map((o) => o.trim()),
    maxJsonBodyBytes: 1024 * 1024,
    maxUploadBytes: 50 * 1024 * 1024,
    maxRows: parseMaxRows(env.LOCAL_SUPABASE_MAX_ROWS),
    logRequests: env.LOCAL_SUPABASE_LOG === '1',
    storageCleanup: isOff(env.LOCAL_SUPABASE_STORAGE_CLEANUP) ? null : DEFAULT_STORAGE_CLEANUP,
    authRateLimits: isOff(env.LOCAL_SUPABASE_AUTH_RATE_LIMITS)
      ? null
      : readAuthRateLimits(repoPaths.configToml),
    smtp: smtpFromEnv(env),
    siteOrigin: env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN,
  }
}

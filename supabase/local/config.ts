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
   * When the backend purges students' messages (supabase/local/database-jobs.ts): first run
   * firstRunMs after start, then everyMs after each run. Null: never
   * (LOCAL_SUPABASE_MESSAGE_PURGE=off).
   */
  messagePurge: { firstRunMs: number; everyMs: number } | null
  /**
   * When the backend queues owners' 'still correct?' reminders (supabase/local/database-jobs.ts):
   * first run firstRunMs after start, then everyMs after each run. Null: never
   * (LOCAL_SUPABASE_OWNER_REMINDERS=off).
   */
  ownerReminders: { firstRunMs: number; everyMs: number } | null
  /**
   * Auth's per-client rate limits, `[auth.rate_limit]` of supabase/config.toml as GoTrue applies
   * them (supabase/local/auth/rate-limits.ts). Null: none (LOCAL_SUPABASE_AUTH_RATE_LIMITS=off),
   * for test runs that sign in hundreds of times from one address.
   */
  authRateLimits: AuthRateLimits | null
  /**
   * Where the backend's mail goes (auth's recovery mail, the send-mail function's outbox), read
   * from SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS and SMTP_FROM as hosted Supabase reads its
   * SMTP settings. Null without SMTP_HOST: nothing is sent. `npm run dev` and `npm run backend`
   * point it at a local mail catcher when SMTP_HOST is not set.
   */
  smtp: SmtpSettings | null
  /** The site's origin, for the links in mails (SITE_ORIGIN; the dev server's by default). */
  siteOrigin: string
  /**
   * The Deno executable that runs the Edge Functions (LOCAL_SUPABASE_DENO). Null: the one the
   * `deno` npm package installed, at the version package.json pins.
   */
  deno: string | null
}

/** The dev server's origin (scripts/dev.ts), where links in local mail lead. */
export const DEFAULT_SITE_ORIGIN = 'http://localhost:5173'

export interface SmtpSettings {
  host: string
  port: number
  /** Both or neither: the server is used without authentication when they are absent. */
  user?: string
  pass?: string
  /** The From header of every mail, e.g. `Yoga Directory <no-reply@example.com>`. */
  from: string
}

/** The mail submission port, used when SMTP_HOST is set without SMTP_PORT. */
export const DEFAULT_SMTP_PORT = 587

export const DEFAULT_SMTP_FROM = 'Yoga Directory <no-reply@example.com>'

export const SAMPLE_ADMIN = { email: 'admin@example.com', password: 'yoga-admin-2025' }

export const DEFAULT_PORT = 54321

export const DEFAULT_MAX_ROWS = 1000

/** The storage cleanup's default timing: a minute after start, then hourly. */
export const DEFAULT_STORAGE_CLEANUP = { firstRunMs: 60_000, everyMs: 60 * 60_000 }

/** The message purge's default timing: a minute after start, then hourly, as hosted runs it. */
export const DEFAULT_MESSAGE_PURGE = { firstRunMs: 60_000, everyMs: 60 * 60_000 }

/** The owner reminders' default timing: a minute after start, then hourly (hosted: daily). */
export const DEFAULT_OWNER_REMINDERS = { firstRunMs: 60_000, everyMs: 60 * 60_000 }

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

/** CR or LF in a setting that ends up in a header or an SMTP command could add one of its own. */
function singleLine(name: string, raw: string): string {
  if (/[\r\n]/.test(raw)) throw new Error(`${name} must be a single line`)
  return raw
}

export function parseSmtpSettings(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const rawPort = env.SMTP_PORT?.trim()
  const port = rawPort ? Number(rawPort) : DEFAULT_SMTP_PORT
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, got "${rawPort}"`)
  }
  const user = env.SMTP_USER || undefined
  const pass = env.SMTP_PASS || undefined
  if ((user === undefined) !== (pass === undefined)) {
    throw new Error('SMTP_USER and SMTP_PASS go together: set both or neither')
  }
  return {
    host: singleLine('SMTP_HOST', host),
    port,
    ...(user !== undefined && pass !== undefined
      ? { user: singleLine('SMTP_USER', user), pass: singleLine('SMTP_PASS', pass) }
      : {}),
    from: singleLine('SMTP_FROM', env.SMTP_FROM?.trim() || DEFAULT_SMTP_FROM),
  }
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
    messagePurge: isOff(env.LOCAL_SUPABASE_MESSAGE_PURGE) ? null : DEFAULT_MESSAGE_PURGE,
    ownerReminders: isOff(env.LOCAL_SUPABASE_OWNER_REMINDERS) ? null : DEFAULT_OWNER_REMINDERS,
    authRateLimits: isOff(env.LOCAL_SUPABASE_AUTH_RATE_LIMITS)
      ? null
      : readAuthRateLimits(repoPaths.configToml),
    smtp: parseSmtpSettings(env),
    siteOrigin: env.SITE_ORIGIN || DEFAULT_SITE_ORIGIN,
    deno: env.LOCAL_SUPABASE_DENO || null,
  }
}

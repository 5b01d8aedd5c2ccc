import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'

/**
 * The `[auth]` and `[auth.email]` settings of supabase/config.toml that shape passwords, auth
 * mail and where its links may lead, in the Supabase CLI's meaning; the local backend follows
 * them as GoTrue does on hosted Supabase.
 */
export interface AuthEmailSettings {
  /** GOTRUE_SITE_URL: where links lead when no allowed redirect_to is given. */
  siteUrl: string
  /** GOTRUE_URI_ALLOW_LIST: other addresses a link may lead to. */
  additionalRedirectUrls: string[]
  /** GOTRUE_PASSWORD_MIN_LENGTH. */
  minimumPasswordLength: number
  /** GOTRUE_SMTP_MAX_FREQUENCY: the shortest time between two mails of one kind to one user. */
  maxFrequencyMs: number
  /** GOTRUE_MAILER_OTP_EXP: how long a mailed link stays valid. */
  otpExpiryMs: number
  /** GOTRUE_MAILER_OTP_LENGTH: the digits of the code behind a mailed link (6 to 10). */
  otpLength: number
  /** GOTRUE_MAILER_SUBJECTS_RECOVERY and the template of GOTRUE_MAILER_TEMPLATES_RECOVERY. */
  recovery: { subject: string; template: string }
}

/** GoTrue's default recovery mail (internal/mailer/template.go), used when no template is set. */
const DEFAULT_RECOVERY = {
  subject: 'Reset Your Password',
  template: `<h2>Reset Password</h2>

<p>Follow this link to reset the password for your user:</p>
<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>`,
}

function table(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}

const DURATION = /^(\d+)(ms|s|m|h)$/
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const

/** A Go duration as the CLI writes them ("60s", "1m"). */
function durationMs(file: string, key: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  const match = typeof value === 'string' ? DURATION.exec(value) : null
  if (!match) throw new Error(`${file}: ${key} must be a duration such as "60s", got ${String(value)}`)
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]
}

function positiveInteger(file: string, key: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new Error(`${file}: ${key} must be a positive whole number, got ${String(value)}`)
  }
  return value
}

/** GoTrue accepts 6 to 10 digits; the Supabase CLI's default is 6. */
function otpLength(file: string, value: unknown): number {
  const length = positiveInteger(file, 'auth.email.otp_length', value, 6)
  if (length < 6 || length > 10)
    throw new Error(`${file}: auth.email.otp_length must be 6 to 10, got ${length}`)
  return length
}

function text(file: string, key: string, value: unknown, fallback: string): string {
  if (value === undefined) return fallback
  if (typeof value !== 'string') throw new Error(`${file}: ${key} must be text, got ${String(value)}`)
  return value
}

/**
 * Reads the settings from a supabase/config.toml; keys it leaves out take the Supabase CLI's defaults. A
 * template's content_path is relative to the project folder, the one that holds supabase/.
 */
export function readAuthEmailSettings(configToml: string): AuthEmailSettings {
  const auth = table(table(parse(readFileSync(configToml, 'utf8'))).auth)
  const email = table(auth.email)
  const recovery = table(table(email.template).recovery)
  const projectDir = path.resolve(path.dirname(configToml), '..')
  const redirectUrls = auth.additional_redirect_urls ?? []
  if (!Array.isArray(redirectUrls) || !redirectUrls.every((url) => typeof url === 'string')) {
    throw new Error(`${configToml}: auth.additional_redirect_urls must be a list of addresses`)
  }
  const contentPath = text(configToml, 'auth.email.template.recovery.content_path', recovery.content_path, '')
  return {
    siteUrl: text(configToml, 'auth.site_url', auth.site_url, 'http://127.0.0.1:3000'),
    additionalRedirectUrls: redirectUrls,
    minimumPasswordLength: positiveInteger(
      configToml,
      'auth.minimum_password_length',
      auth.minimum_password_length,
      6,
    ),
    maxFrequencyMs: durationMs(configToml, 'auth.email.max_frequency', email.max_frequency, 60_000),
    otpExpiryMs: positiveInteger(configToml, 'auth.email.otp_expiry', email.otp_expiry, 3600) * 1000,
    otpLength: otpLength(configToml, email.otp_length),
    recovery: {
      subject: text(
        configToml,
        'auth.email.template.recovery.subject',
        recovery.subject,
        DEFAULT_RECOVERY.subject,
      ),
      template: contentPath
        ? readFileSync(path.resolve(projectDir, contentPath), 'utf8')
        : DEFAULT_RECOVERY.template,
    },
  }
}

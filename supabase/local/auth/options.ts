import type { BackendContext } from '../context.ts'
import { repoPaths } from '../config.ts'
import { readAuthEmailSettings, type AuthEmailSettings } from './email-settings.ts'
import { smtpMailer, type SendAuthMail } from './mailer.ts'

export interface AuthOptions {
  /** GOTRUE_DISABLE_SIGNUP. */
  signupDisabled: boolean
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-up confirms the e-mail at once (no confirmation mail). */
  mailerAutoconfirm: boolean
  /** Passwords, auth mail and redirects, from supabase/config.toml. */
  email: AuthEmailSettings
  /** Sends auth's own mail through the backend's SMTP settings. */
  sendMail: SendAuthMail
}

/** The auth settings for one backend: its configuration, with per-test overrides. */
export function authOptions(ctx: BackendContext, overrides: Partial<AuthOptions> = {}): AuthOptions {
  return {
    signupDisabled: overrides.signupDisabled ?? ctx.config.signupDisabled,
    mailerAutoconfirm: overrides.mailerAutoconfirm ?? ctx.config.mailerAutoconfirm,
    email: overrides.email ?? readAuthEmailSettings(repoPaths.configToml),
    sendMail: overrides.sendMail ?? smtpMailer(ctx.config.smtp),
  }
}

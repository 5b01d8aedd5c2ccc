import type { BackendContext } from '../context.ts'

export interface AuthOptions {
  /** GOTRUE_DISABLE_SIGNUP. */
  signupDisabled: boolean
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-up confirms the e-mail at once (no confirmation mail). */
  mailerAutoconfirm: boolean
}

/** The auth settings for one backend: its configuration, with per-test overrides. */
export function authOptions(ctx: BackendContext, overrides: Partial<AuthOptions> = {}): AuthOptions {
  return {
    signupDisabled: overrides.signupDisabled ?? ctx.config.signupDisabled,
    mailerAutoconfirm: overrides.mailerAutoconfirm ?? ctx.config.mailerAutoconfirm,
  }
}

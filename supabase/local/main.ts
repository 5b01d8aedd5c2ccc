import { ACCOUNT_PATH } from '../functions/send-mail/owner-templates.ts'
import { readAuthEmailSettings } from './auth/email-settings.ts'
import { isRedirectAllowed } from './auth/redirects.ts'
import { configFromEnv, repoPaths } from './config.ts'
import { mustBeSafeToExpose } from './exposure.ts'
import { describeMail, mailPauseOf, startInbox } from './mail-status.ts'
import { startLocalBackend } from './server.ts'

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * `npm run backend`: serves the local Supabase API until Ctrl-C, with a mail catcher for its mail
 * unless SMTP_HOST names a server of your own.
 */
const config = configFromEnv()
// Refused before the mail catcher starts, so that a refusal is the one line it prints.
try {
  mustBeSafeToExpose(config)
} catch (error) {
  console.error(`Local backend failed to start: ${messageOf(error)}`)
  process.exit(1)
}
const { catcher, inboxFailed } = await startInbox(config)
const backend = await startLocalBackend(config, { pauseMailIfSenderFails: true }).catch(
  async (error: unknown) => {
    await catcher?.close()
    console.error(`Local backend failed to start: ${messageOf(error)}`)
    process.exit(1)
  },
)

console.log(`Local Supabase backend ready in ${backend.startupMs} ms`)
console.log(`  API URL:          ${backend.url}`)
console.log(`  anon key:         ${backend.anonKey}`)
console.log(`  service_role key: ${backend.serviceRoleKey}`)
console.log(`  data directory:   ${config.dataDir}`)
console.log(
  `  public sign-up:   ${config.signupDisabled ? 'off (GOTRUE_DISABLE_SIGNUP=false turns it on)' : 'on'}`,
)
console.log(
  `  e-mail confirm:   ${config.mailerAutoconfirm ? 'automatic' : 'required (no confirmation mail is sent locally)'}`,
)
const mailPaused = mailPauseOf(inboxFailed, backend.mailPaused)
console.log(
  `  ${catcher && !mailPaused ? 'mail inbox:' : 'mail:      '}       ${describeMail({ catcher, smtp: config.smtp, paused: mailPaused })}`,
)
console.log(
  `  storage cleanup:  ${
    config.storageCleanup
      ? `hourly, first run ${Math.round(config.storageCleanup.firstRunMs / 1000)} s after start (LOCAL_SUPABASE_STORAGE_CLEANUP=off turns it off)`
      : 'off'
  }`,
)
console.log(
  `  message purge:    ${
    config.messagePurge
      ? `hourly, first run ${Math.round(config.messagePurge.firstRunMs / 1000)} s after start (LOCAL_SUPABASE_MESSAGE_PURGE=off turns it off)`
      : 'off'
  }`,
)
console.log(
  `  owner reminders:  ${
    config.ownerReminders
      ? `hourly, first run ${Math.round(config.ownerReminders.firstRunMs / 1000)} s after start (LOCAL_SUPABASE_OWNER_REMINDERS=off turns it off)`
      : 'off'
  }`,
)
// Owners' sign-in links lead there only when Auth allows it; otherwise to site_url, silently.
const ownersLanding = new URL(ACCOUNT_PATH, config.siteOrigin).href
if (!isRedirectAllowed(readAuthEmailSettings(repoPaths.configToml), ownersLanding)) {
  console.warn(
    `  owners' links:    ${ownersLanding} is not an allowed redirect (supabase/config.toml additional_redirect_urls); they will lead to its site_url`,
  )
}
const limits = config.authRateLimits
console.log(
  `  auth rate limits: ${
    limits
      ? `/token ${limits.tokenRefresh}, /signup ${limits.signInSignUps} per 5 min per address (supabase/config.toml)`
      : 'off'
  }`,
)
if (backend.seeded && config.sampleAdmin) {
  console.log(`  sample admin:     ${config.sampleAdmin.email} / ${config.sampleAdmin.password}`)
}

let stopping = false
async function stop(): Promise<void> {
  if (stopping) return
  stopping = true
  await backend.close()
  await catcher?.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

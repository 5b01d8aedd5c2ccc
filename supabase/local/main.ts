import { configFromEnv } from './config.ts'
import { startLocalBackend } from './server.ts'

/** `npm run backend`: serves the local Supabase API until Ctrl-C. */
const config = configFromEnv()
const backend = await startLocalBackend(config).catch((error: unknown) => {
  console.error(`Local backend failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})

console.log(`Local Supabase backend ready in ${backend.startupMs} ms`)
console.log(`  API URL:          ${backend.url}`)
console.log(`  anon key:         ${backend.anonKey}`)
console.log(`  service_role key: ${backend.serviceRoleKey}`)
console.log(`  data directory:   ${config.dataDir}`)
console.log(
  `  public sign-up:   ${config.signupDisabled ? 'off (GOTRUE_DISABLE_SIGNUP=false turns it on)' : 'on'}`,
)
console.log(
  `  e-mail confirm:   ${config.mailerAutoconfirm ? 'automatic' : 'required (no mail is sent locally)'}`,
)
console.log(
  `  storage cleanup:  ${
    config.storageCleanup
      ? `hourly, first run ${Math.round(config.storageCleanup.firstRunMs / 1000)} s after start (LOCAL_SUPABASE_STORAGE_CLEANUP=off turns it off)`
      : 'off'
  }`,
)
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
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())

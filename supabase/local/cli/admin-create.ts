import { parseArgs } from 'node:util'
import { readAuthEmailSettings } from '../auth/email-settings.ts'
import { AuthError } from '../auth/errors.ts'
import { checkPasswordStrength, validateEmail } from '../auth/request.ts'
import { ensureUser } from '../auth/users.ts'
import { configFromEnv, repoPaths, type BackendConfig } from '../config.ts'
import { makeApiKeys } from '../keys.ts'
import { readLiveLock, type BackendLock } from '../lock.ts'
import { createNodeClient } from '../node-client.ts'
import { openPreparedDatabase } from '../prepare.ts'

/**
 * `npm run admin:create -- --email E --password P`: creates a confirmed user
 * (or keeps an existing one and its password) and grants it admin rights.
 * Works whether the local backend is running (through its API, with the
 * service_role key) or stopped (directly on the data directory).
 */

/** supabase/config.toml's minimum_password_length, which the backend's auth applies too. */
const { minimumPasswordLength } = readAuthEmailSettings(repoPaths.configToml)

const USAGE = `Usage: npm run admin:create -- --email <email> --password <password (at least ${minimumPasswordLength} characters)>`

function usageError(problem: string): never {
  console.error(`admin:create: ${problem}`)
  console.error(USAGE)
  process.exit(1)
}

function readArguments(): { email: string; password: string } {
  let values: { email?: string; password?: string }
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    usageError(error instanceof Error ? error.message : String(error))
  }
  if (!values.email) usageError('--email is required')
  if (!values.password) usageError('--password is required')
  try {
    checkPasswordStrength(values.password, minimumPasswordLength)
    return { email: validateEmail(values.email.trim()), password: values.password }
  } catch (error) {
    if (error instanceof AuthError) usageError(error.message)
    throw error
  }
}

async function createThroughApi(config: BackendConfig, lock: BackendLock, email: string, password: string) {
  const { serviceRoleKey } = await makeApiKeys(config.jwtSecret)
  const client = createNodeClient(lock.url, serviceRoleKey)
  const { error } = await client.auth.admin.createUser({ email, password, email_confirm: true })
  if (error && error.code !== 'email_exists') throw new Error(`creating the user failed: ${error.message}`)
  const { error: grantError } = await client.rpc('grant_admin', { target_email: email })
  if (grantError) throw new Error(`granting admin rights failed: ${grantError.message}`)
  const what = error
    ? `Existing user ${email} (password unchanged) is now an admin`
    : `Created admin ${email}`
  console.log(`${what}, through the running backend at ${lock.url}.`)
}

async function createInDirectory(config: BackendConfig, email: string, password: string) {
  // The configured port, not any free one: seeded image URLs contain the address the backend will serve.
  const { ctx } = await openPreparedDatabase(config)
  const { db } = ctx
  try {
    const { created } = await ensureUser(db, { email, password, admin: true })
    const what = created
      ? `Created admin ${email}`
      : `Existing user ${email} (password unchanged) is now an admin`
    console.log(`${what}, in ${config.dataDir} (backend not running).`)
  } finally {
    await db.close()
  }
}

async function main(): Promise<void> {
  const { email, password } = readArguments()
  const config = configFromEnv()
  const lock = readLiveLock(config.dataDir)
  if (lock) await createThroughApi(config, lock, email, password)
  else await createInDirectory(config, email, password)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)

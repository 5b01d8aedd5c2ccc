/**
 * npm run storage:cleanup [-- --dry-run] [--older-than <interval>]
 *
 * Deletes the files of the studio-assets bucket that no listing or application references and
 * that are older than 24 hours (or --older-than), through the Storage API, and prints the counts.
 * Works against any Supabase project: hosted (schedule it, see docs/deploying.md "Storage
 * cleanup") or the local backend, which also runs the same job hourly by itself. The work is
 * supabase/local/storage/cleanup.ts; this is its command line.
 *
 * Reads SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY from the environment.
 * Exits 1 when the listing fails or any file could not be deleted.
 */
import { parseArgs } from 'node:util'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { cleanUpStorage, cleanupSummary } from '../supabase/local/storage/cleanup.ts'

const USAGE = `Usage: npm run storage:cleanup -- [--dry-run] [--older-than <interval>]

  --dry-run               print what would be deleted; delete nothing
  --older-than <interval> keep files younger than this Postgres interval (default '24 hours')

Environment: SUPABASE_URL (or VITE_SUPABASE_URL) and SUPABASE_SERVICE_ROLE_KEY.`

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let args: { 'dry-run'?: boolean; 'older-than'?: string; help?: boolean }
try {
  args = parseArgs({
    options: {
      'dry-run': { type: 'boolean' },
      'older-than': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`)
}
if (args.help) {
  console.log(USAGE)
  process.exit(0)
}

const url = process.env.SUPABASE_URL || process.env.VITE_SUPABASE_URL
const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY
const missing = [
  url ? null : 'SUPABASE_URL (or VITE_SUPABASE_URL)',
  serviceRoleKey ? null : 'SUPABASE_SERVICE_ROLE_KEY',
].filter((name) => name !== null)
if (!url || !serviceRoleKey) {
  fail(`storage:cleanup needs ${missing.join(' and ')} in the environment.`)
}

const dryRun = args['dry-run'] === true
try {
  const result = await cleanUpStorage(createNodeClient(url, serviceRoleKey), {
    dryRun,
    olderThan: args['older-than'],
    onListed: dryRun
      ? (object) =>
          console.log(`would delete ${object.name} (${object.size} B, uploaded ${object.created_at})`)
      : undefined,
  })
  for (const failure of result.failed) console.error(`not deleted: ${failure.name}: ${failure.reason}`)
  console.log(cleanupSummary(result))
  if (result.failed.length > 0) process.exit(1)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  // The function is the service role's alone; any other key is refused by the database.
  const hint = /permission denied/i.test(message)
    ? ' (is SUPABASE_SERVICE_ROLE_KEY the service-role key?)'
    : ''
  fail(`storage:cleanup: ${message}${hint}`)
}

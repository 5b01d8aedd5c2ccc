import { rm } from 'node:fs/promises'
import { configFromEnv } from '../config.ts'
import { assertBackendStopped } from '../lock.ts'
import { openPreparedDatabase } from '../prepare.ts'

/**
 * `npm run db:reset`: throws away the local database and uploaded files, then
 * rebuilds them from the migrations, the seed and the seed images.
 */
const config = configFromEnv()
assertBackendStopped(config.dataDir, 'db:reset')

await rm(config.dataDir, { recursive: true, force: true })
const started = performance.now()
const { ctx, applied } = await openPreparedDatabase(config)
await ctx.db.close()
console.log(
  `db:reset: rebuilt ${config.dataDir} from ${applied.length} migrations and the seed in ${Math.round(performance.now() - started)} ms.`,
)
if (config.sampleAdmin)
  console.log(`  sample admin: ${config.sampleAdmin.email} / ${config.sampleAdmin.password}`)

import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { ensureUser } from './auth/users.ts'
import { repoPaths, type BackendConfig } from './config.ts'
import type { BackendContext } from './context.ts'
import { migrate, openDatabase, type Db } from './db.ts'
import { makeApiKeys } from './keys.ts'
import { importSeedImages } from './storage/seed-images.ts'

/** The URL the seed's image links are written for (Supabase CLI's default API address). */
const SEED_URL = 'http://127.0.0.1:54321'

async function seedDatabase(ctx: BackendContext): Promise<void> {
  const seedSql = await readFile(repoPaths.seedSql, 'utf8').catch(() => '')
  if (seedSql) await ctx.db.exec(seedSql.replaceAll(SEED_URL, ctx.config.publicUrl))
  await importSeedImages(ctx)
  const admin = ctx.config.sampleAdmin
  if (admin) await ensureUser(ctx.db, { email: admin.email, password: admin.password, admin: true })
}

/**
 * Image columns accept only public URLs of the bucket at a listed origin
 * (supabase/migrations/20251126000000_images_only_from_our_storage.sql). The backend's URL is
 * listed on every start, so uploads keep working when a data directory is served on a new port.
 */
async function registerStorageOrigin(ctx: BackendContext): Promise<void> {
  await ctx.db.query(`insert into private.storage_origins (origin) values ($1) on conflict do nothing`, [
    ctx.config.publicUrl,
  ])
}

export interface PreparedDatabase {
  ctx: BackendContext
  /** Migrations applied now (all of them on a new data directory). */
  applied: string[]
  /** Whether the directory was new and got the seed, seed images and sample admin. */
  seeded: boolean
}

/**
 * Opens the data directory and brings it up to date: supabase/platform and
 * migrations; on a new directory also the seed, the seed images and the sample
 * admin. Seeded image links use config.publicUrl, so pass the port the backend
 * will serve on. The caller closes ctx.db.
 */
export async function openPreparedDatabase(config: BackendConfig): Promise<PreparedDatabase> {
  await mkdir(config.dataDir, { recursive: true })
  const storageDir = path.join(config.dataDir, 'storage')
  await mkdir(storageDir, { recursive: true })
  const db: Db = await openDatabase(config.dataDir)
  try {
    const ctx: BackendContext = { db, config, keys: await makeApiKeys(config.jwtSecret), storageDir }
    const { fresh, applied } = await migrate(db)
    if (fresh) await seedDatabase(ctx)
    await registerStorageOrigin(ctx)
    return { ctx, applied, seeded: fresh }
  } catch (error) {
    await db.close()
    throw error
  }
}

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { repoPaths } from '../config.ts'
import type { BackendContext } from '../context.ts'
import { bucketDir, objectFilePath } from './files.ts'
import { isValidKey, mimeTypeForName } from './validate.ts'

export const SEED_BUCKET = 'studio-assets'

/** Every regular file below `dir`, as paths relative to it with forward slashes; dot-files are skipped. */
async function listFiles(dir: string, relative = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, relative), { withFileTypes: true })
  const files: string[] = []
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue
    const child = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) files.push(...(await listFiles(dir, child)))
    else if (entry.isFile()) files.push(child)
  }
  return files
}

/**
 * Imports `supabase/seed-images/**` into the bucket studio-assets, each file
 * under its path relative to that folder (`seed/teachers/ana.jpg`), as the
 * superuser. Idempotent: names already in the bucket are skipped (their file is
 * restored if it went missing). Returns how many objects were created.
 */
export async function importSeedImages(
  ctx: BackendContext,
  sourceDir = repoPaths.seedImages,
): Promise<number> {
  if (!existsSync(sourceDir)) return 0
  const names = (await listFiles(sourceDir)).filter((name) => {
    if (isValidKey(name)) return true
    console.warn(`seed images: skipped ${name} (not a valid object name)`)
    return false
  })
  if (names.length === 0) return 0
  await mkdir(bucketDir(ctx, SEED_BUCKET), { recursive: true })

  let created = 0
  for (const name of names) {
    const source = path.join(sourceDir, ...name.split('/'))
    const existing = await ctx.db.query<{ id: string }>(
      `select id from storage.objects where bucket_id = $1 and name = $2`,
      [SEED_BUCKET, name],
    )
    const existingId = existing.rows[0]?.id
    if (existingId) {
      const target = objectFilePath(ctx, SEED_BUCKET, existingId)
      if (!existsSync(target)) await copyFile(source, target)
      continue
    }
    const [bytes, info] = await Promise.all([readFile(source), stat(source)])
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.byteLength,
      mimetype: mimeTypeForName(name),
      cacheControl: 'max-age=3600',
      lastModified: info.mtime.toISOString(),
      contentLength: bytes.byteLength,
      httpStatusCode: 200,
    }
    await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, metadata, version)
         values ($1, $2, $3::jsonb, gen_random_uuid()::text)
         on conflict (bucket_id, name) do nothing
         returning id`,
        [SEED_BUCKET, name, JSON.stringify(metadata)],
      )
      const row = rows[0]
      if (!row) return
      await copyFile(source, objectFilePath(ctx, SEED_BUCKET, row.id))
      created += 1
    })
  }
  return created
}

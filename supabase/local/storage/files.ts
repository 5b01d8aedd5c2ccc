import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { BackendContext } from '../context.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The directory of a bucket inside the storage directory; the bucket id is encoded, never used as a path. */
export function bucketDir(ctx: Pick<BackendContext, 'storageDir'>, bucket: string): string {
  const name = encodeURIComponent(bucket)
  if (name === '' || name === '.' || name === '..') throw new Error(`Unusable bucket id: ${bucket}`)
  return path.join(ctx.storageDir, name)
}

/**
 * Where the bytes of an object live: `<storageDir>/<bucket>/<object id>`. The
 * path is built from the object's uuid, never from its user-chosen name, so no
 * object name can reach outside the storage directory.
 */
export function objectFilePath(ctx: Pick<BackendContext, 'storageDir'>, bucket: string, id: string): string {
  if (!UUID.test(id)) throw new Error(`Not an object id: ${id}`)
  return path.join(bucketDir(ctx, bucket), id.toLowerCase())
}

/** A file written next to its final place, moved there only when the database write has succeeded. */
export interface StagedFile {
  tempPath: string
  /** Moves the file to the object's path (atomic on one file system). */
  commit(bucket: string, id: string): Promise<void>
  /** Removes the temporary file if it was not committed. */
  discard(): Promise<void>
}

export async function stageFile(ctx: BackendContext, bucket: string, bytes: Uint8Array): Promise<StagedFile> {
  const dir = bucketDir(ctx, bucket)
  await mkdir(dir, { recursive: true })
  const tempPath = path.join(dir, `.upload-${randomUUID()}.tmp`)
  await writeFile(tempPath, bytes, { flag: 'wx' })
  let committed = false
  return {
    tempPath,
    async commit(targetBucket, id) {
      await rename(tempPath, objectFilePath(ctx, targetBucket, id))
      committed = true
    },
    async discard() {
      if (!committed) await rm(tempPath, { force: true })
    },
  }
}

/** Deletes the files of removed objects; a missing file is not an error (the row was the truth). */
export async function removeObjectFiles(
  ctx: BackendContext,
  bucket: string,
  ids: readonly string[],
): Promise<void> {
  await Promise.all(
    ids.map((id) =>
      rm(objectFilePath(ctx, bucket, id), { force: true }).catch((error: unknown) => {
        console.warn(`storage: could not remove the file of object ${id}`, error)
      }),
    ),
  )
}

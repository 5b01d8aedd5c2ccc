import { createNodeClient, type NodeClient } from '../node-client.ts'

/**
 * Storage cleans itself: deletes the files of the studio-assets bucket that nothing references
 * (replaced or removed listing images, logos of applications never sent). The database decides
 * what is unreferenced (public.unreferenced_storage_objects, service role only); the files are
 * deleted through the Storage API, never with SQL, because only the Storage API removes the
 * bytes with the row, and hosted Supabase refuses a direct delete from storage.objects.
 *
 * Used by `npm run storage:cleanup` against any Supabase project and, hourly, by the local
 * backend against itself.
 */

/** The bucket public.unreferenced_storage_objects() reads (supabase/migrations/20251124000700_storage_cleanup.sql). */
export const CLEANUP_BUCKET = 'studio-assets'

/** storage-api deletes at most 1,000 objects per request. */
export const DEFAULT_BATCH_SIZE = 1000

export interface UnreferencedObject {
  name: string
  created_at: string
  /** Bytes, as the object's metadata gives them (0 when it names none). */
  size: number
}

export interface StorageCleanupOptions {
  /** List what would be deleted and delete nothing. */
  dryRun?: boolean
  /** A Postgres interval ('24 hours', '7 days'); younger files are never listed. The function's default when absent. */
  olderThan?: string
  /** Names per listing page and per delete request. */
  batchSize?: number
  /** Called with every listed object, in name order. */
  onListed?: (object: UnreferencedObject) => void
}

export interface StorageCleanupFailure {
  name: string
  reason: string
}

export interface StorageCleanupResult {
  dryRun: boolean
  /** Objects the database listed as unreferenced. */
  listed: number
  deleted: number
  failed: StorageCleanupFailure[]
  /** Bytes of the deleted objects (in a dry run: of the listed ones). */
  bytes: number
}

/**
 * Lists the unreferenced objects page by page (in name order, each page after the last name of
 * the one before, so a file that cannot be deleted is not listed again) and, unless dryRun,
 * deletes each page through the Storage API before listing the next, until a page comes back
 * empty. `client` must carry the service-role key: no other role may call the function.
 * Throws when the listing fails; a failed delete is counted and reported, and the run goes on.
 */
export async function cleanUpStorage(
  client: NodeClient,
  options: StorageCleanupOptions = {},
): Promise<StorageCleanupResult> {
  const { dryRun = false, olderThan, batchSize = DEFAULT_BATCH_SIZE, onListed } = options
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > DEFAULT_BATCH_SIZE) {
    throw new Error(`batchSize must be a whole number from 1 to ${DEFAULT_BATCH_SIZE}, got ${batchSize}`)
  }
  const result: StorageCleanupResult = { dryRun, listed: 0, deleted: 0, failed: [], bytes: 0 }
  let after: string | undefined
  for (;;) {
    const { data, error } = await client.rpc('unreferenced_storage_objects', {
      max_rows: batchSize,
      ...(olderThan === undefined ? {} : { older_than: olderThan }),
      ...(after === undefined ? {} : { after_name: after }),
    })
    if (error) throw new Error(`Listing unreferenced files failed: ${error.message}`)
    const page: UnreferencedObject[] = data.map((row) => ({ ...row, size: Number(row.size) || 0 }))
    if (page.length === 0) return result
    result.listed += page.length
    for (const object of page) onListed?.(object)
    after = page[page.length - 1]!.name
    if (dryRun) {
      result.bytes += page.reduce((sum, object) => sum + object.size, 0)
      continue
    }
    await deletePage(client, page, result)
  }
}

async function deletePage(
  client: NodeClient,
  page: readonly UnreferencedObject[],
  result: StorageCleanupResult,
): Promise<void> {
  const { data, error } = await client.storage.from(CLEANUP_BUCKET).remove(page.map((o) => o.name))
  if (error) {
    result.failed.push(...page.map((object) => ({ name: object.name, reason: error.message })))
    return
  }
  // storage-api answers with the objects it deleted; a name it skipped is missing from the answer.
  const removed = new Set(data.map((object) => object.name))
  for (const object of page) {
    if (removed.has(object.name)) {
      result.deleted += 1
      result.bytes += object.size
    } else {
      result.failed.push({ name: object.name, reason: 'not deleted by the Storage API (already gone?)' })
    }
  }
}

/** One line with the figures, e.g. "storage cleanup: listed 3, deleted 3, failed 0 (2.1 kB)". */
export function cleanupSummary(result: StorageCleanupResult): string {
  const size = formatBytes(result.bytes)
  if (result.dryRun)
    return `storage cleanup (dry run): listed ${result.listed}, would delete ${result.listed} (${size})`
  return `storage cleanup: listed ${result.listed}, deleted ${result.deleted}, failed ${result.failed.length} (${size} freed)`
}

function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

export interface CleanupScheduleOptions {
  /** Delay of the first run after start. */
  firstRunMs: number
  /** Delay from the end of one run to the start of the next. */
  everyMs: number
  /** Told about a run that threw; the schedule goes on. */
  onError: (error: unknown) => void
}

export interface CleanupSchedule {
  /** Cancels the next run and waits for a run under way to finish. */
  stop(): Promise<void>
}

/**
 * Runs `run` after firstRunMs, then everyMs after each run ends (runs never overlap). The timers
 * are unref'd: a schedule never keeps a process alive on its own.
 */
export function scheduleStorageCleanup(
  run: () => Promise<unknown>,
  options: CleanupScheduleOptions,
): CleanupSchedule {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  function next(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      running = run()
        .then(
          () => undefined,
          (error: unknown) => options.onError(error),
        )
        .finally(() => {
          running = undefined
          next(options.everyMs)
        })
    }, delayMs)
    timer.unref()
  }
  next(options.firstRunMs)

  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** The local backend's hourly job: the same cleanup, through its own Storage API. */
export function localStorageCleanup(
  url: string,
  serviceRoleKey: string,
): () => Promise<StorageCleanupResult> {
  return async () => {
    const result = await cleanUpStorage(createNodeClient(url, serviceRoleKey))
    // Quiet when there was nothing to do, so an idle backend's log stays readable.
    if (result.listed > 0) console.log(cleanupSummary(result))
    for (const failure of result.failed) console.warn(`storage cleanup: ${failure.name}: ${failure.reason}`)
    return result
  }
}

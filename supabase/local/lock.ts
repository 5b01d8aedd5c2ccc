import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { isAlive, processStat } from './processes.ts'

/**
 * A running backend owns its data directory: one PostgreSQL server runs on it, started and
 * stopped by that backend. The backend writes backend.json there; commands that need the
 * database check it and talk to the running backend over HTTP instead.
 */
export interface BackendLock {
  pid: number
  port: number
  url: string
  /**
   * When the process started (Linux: /proc/<pid>/stat), so that another process given the same
   * pid after a crash is not taken for the backend.
   */
  started?: string | null
}

function lockPath(dataDir: string): string {
  return path.join(dataDir, 'backend.json')
}

/** The start time of a process (Linux), or null where unknown. */
export function processStartTime(pid: number): string | null {
  return processStat(pid)?.startTime || null
}

export function writeLock(dataDir: string, lock: Omit<BackendLock, 'started'>): void {
  writeFileSync(lockPath(dataDir), JSON.stringify({ ...lock, started: processStartTime(lock.pid) }))
}

export function removeLock(dataDir: string): void {
  rmSync(lockPath(dataDir), { force: true })
}

/** The lock of a backend that is still running on this data directory, or null. */
export function readLiveLock(dataDir: string): BackendLock | null {
  let lock: BackendLock
  try {
    lock = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as BackendLock
  } catch {
    return null
  }
  if (typeof lock.pid !== 'number' || !isAlive(lock.pid)) return null
  // A backend killed outright leaves its lock; its pid may since belong to another process.
  if (lock.started && processStartTime(lock.pid) !== lock.started) return null
  return lock
}

/** Exits with a clear message when a backend is using this data directory. */
export function assertBackendStopped(dataDir: string, command: string): void {
  const lock = readLiveLock(dataDir)
  if (lock) {
    console.error(
      `${command}: the local backend (pid ${lock.pid}, ${lock.url}) is using ${dataDir}. Stop it first (Ctrl-C in its terminal).`,
    )
    process.exit(1)
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processStartTime, readLiveLock, writeLock } from '../../supabase/local/lock.ts'

/**
 * The data directory's lock (supabase/local/lock.ts): a backend's own lock is live while it runs;
 * a lock left by a backend killed outright is not, even when its pid now belongs to another
 * process (here: this one, under a lock that names another start time).
 */
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'yoga-lock-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the data directory lock', () => {
  it("is live for the running process that wrote it, with that process's start time", () => {
    writeLock(dir, { pid: process.pid, port: 1234, url: 'http://127.0.0.1:1234' })
    expect(readLiveLock(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:1234' })
    expect(processStartTime(process.pid)).toMatch(/^\d+$/)
  })

  it('is stale when its pid belongs to a process that started at another time', async () => {
    const lock = { pid: process.pid, port: 1234, url: 'http://127.0.0.1:1234', started: '1' }
    await writeFile(path.join(dir, 'backend.json'), JSON.stringify(lock))
    expect(readLiveLock(dir)).toBeNull()
  })
})

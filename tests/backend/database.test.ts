import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asCaller,
  openDatabase,
  PostgresError,
  STATEMENT_TIMEOUT_MS,
  type Db,
} from '../../supabase/local/db.ts'

/**
 * The local backend's PostgreSQL (supabase/local/db.ts): a statement past its role's timeout
 * costs the request that made it, and other requests are answered meanwhile, each on a
 * connection of its own.
 */

/** Sleeps far longer than any timeout below. */
const ENDLESS = `select pg_sleep(600)`

let dir: string
let db: Db

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'yoga-database-'))
  db = await openDatabase(dir)
  await db.exec(`
    create table kept (note text);
    insert into kept values ('committed before');
    create role anon;
    grant usage on schema public to anon;`)
})

afterAll(async () => {
  await db.close()
  await rm(dir, { recursive: true, force: true })
})

async function notes(): Promise<string[]> {
  return (await db.query<{ note: string }>(`select note from kept order by note`)).rows.map((r) => r.note)
}

describe('a transaction past its timeout', () => {
  it('fails with 57014 on time and loses only its own writes; other requests are answered meanwhile', async () => {
    const started = performance.now()
    const endless = db.transaction(
      async (tx) => {
        await tx.query(`insert into kept values ('written by the stopped transaction')`)
        return tx.query(ENDLESS)
      },
      { timeoutMs: 300 },
    )
    // Asked while the endless statement runs: answered at once, on another connection.
    const answered = await Promise.race([
      notes(),
      endless.then(
        () => 'the endless one first',
        () => 'the endless one first',
      ),
    ])
    expect(answered).toEqual(['committed before'])

    await expect(endless).rejects.toMatchObject({ code: '57014' })
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(await notes()).toEqual(['committed before'])
  })

  it('is how a visitor’s request ends: asCaller gives anon hosted Supabase’s 3 s', async () => {
    expect(STATEMENT_TIMEOUT_MS.anon).toBe(3_000)
    const started = performance.now()
    const visitor = asCaller(db, { role: 'anon', claims: { role: 'anon' } }, (tx) => tx.query(ENDLESS))
    await expect(visitor).rejects.toBeInstanceOf(PostgresError)
    await expect(visitor).rejects.toMatchObject({ code: '57014' })
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(3_000)
    expect(elapsed).toBeLessThan(5_000)
    expect(await notes()).toEqual(['committed before'])
  })
})

describe('errors', () => {
  it('answers SQL errors as errors, with their codes, deep input included', async () => {
    await expect(db.query(`select 1/0`)).rejects.toMatchObject({ code: '22012' })
    await expect(db.query(`select 'maybe'::boolean`)).rejects.toMatchObject({ code: '22P02' })
    // JSON nested 20,000 deep: Postgres refuses it past its own depth limit.
    await expect(
      db.query(`select '${'['.repeat(20_000)}${']'.repeat(20_000)}'::jsonb as value`),
    ).rejects.toBeInstanceOf(PostgresError)
    expect(await notes()).toEqual(['committed before'])
  })
})

describe('a data directory the server cannot reach', () => {
  it('keeps its data across starts, wherever the server must keep it', async () => {
    // A private parent (0700, ours): as root, the server's user postgres cannot pass it.
    const parent = await mkdtemp(path.join(tmpdir(), 'yoga-private-'))
    await chmod(parent, 0o700)
    const dataDir = path.join(parent, 'data')
    await mkdir(dataDir)
    try {
      const first = await openDatabase(dataDir)
      await first.exec(`create table kept (note text); insert into kept values ('written before a restart')`)
      await first.close()
      const second = await openDatabase(dataDir)
      const { rows } = await second.query<{ note: string }>(`select note from kept`)
      await second.close()
      expect(rows).toEqual([{ note: 'written before a restart' }])
      // As root the cluster lives elsewhere, and the data directory says where.
      expect(existsSync(path.join(dataDir, 'postgres.location'))).toBe(process.getuid?.() === 0)
    } finally {
      const marker = path.join(dataDir, 'postgres.location')
      if (existsSync(marker))
        await rm((await readFile(marker, 'utf8')).trim(), { recursive: true, force: true })
      await rm(parent, { recursive: true, force: true })
    }
  }, 60_000)
})

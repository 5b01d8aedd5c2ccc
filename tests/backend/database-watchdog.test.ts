import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asCaller,
  DatabaseUnavailableError,
  openDatabase,
  PostgresError,
  STATEMENT_TIMEOUT_MS,
  type Db,
} from '../../supabase/local/db.ts'

/**
 * The local backend's database runs in its own thread (supabase/local/db.ts): a statement past
 * its timeout, or a fault of the WebAssembly Postgres, costs the request that caused it, never the
 * database or the requests after it.
 */

/** Counts for minutes inside PGlite: longer than any timeout below by far. */
const ENDLESS = `select count(*) from generate_series(1, 10000000000)`

let dir: string
let db: Db

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'watchdog-'))
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
  it('fails with 57014 on time, loses only its own writes, and the database answers after it', async () => {
    const started = performance.now()
    const endless = db.transaction(
      async (tx) => {
        await tx.query(`insert into kept values ('written by the stopped transaction')`)
        return tx.query(ENDLESS)
      },
      { timeoutMs: 300 },
    )
    // Asked while the endless statement holds the thread: answered once the database is back.
    const waiting = notes()

    await expect(endless).rejects.toMatchObject({ code: '57014' })
    expect(performance.now() - started).toBeLessThan(2_000)
    await expect(waiting).resolves.toEqual(['committed before'])
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

describe('a fault that is not an SQL error', () => {
  it('reopens the database: the request gets DatabaseUnavailableError, the next one an answer', async () => {
    // JSON nested 20,000 deep exhausts the stack inside PGlite (a RangeError, not a Postgres error).
    const deep = db.query(`select '${'['.repeat(20_000)}${']'.repeat(20_000)}'::jsonb as value`)
    await expect(deep).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(await notes()).toEqual(['committed before'])
  })

  it('answers ordinary SQL errors as errors, with their codes', async () => {
    await expect(db.query(`select 1/0`)).rejects.toMatchObject({ code: '22012' })
    await expect(db.query(`select 'maybe'::boolean`)).rejects.toMatchObject({ code: '22P02' })
    expect(await notes()).toEqual(['committed before'])
  })
})

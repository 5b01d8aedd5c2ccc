import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCaller, openDatabase, type Db, type RequestAuth, type Tx } from '../../supabase/local/db.ts'

/**
 * asCaller's read-only mode, which the REST layer uses for GET and HEAD as PostgREST's access
 * mode does: a write inside it is refused with 25006 (→ 405), whatever the caller may do otherwise.
 */

let dataDir: string
let db: Db
const visitor: RequestAuth = { role: 'anon', claims: {} }
const write = (tx: Tx) => tx.query(`insert into public.visits default values`)

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-read-only-'))
  db = await openDatabase(dataDir)
  await db.exec(`
    create role anon;
    create table public.visits (id serial primary key);
    grant insert on public.visits to anon;
    grant usage on sequence public.visits_id_seq to anon;`)
})

afterAll(async () => {
  await db.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('asCaller', () => {
  it('refuses a write with 25006 when read-only', async () => {
    await expect(asCaller(db, visitor, write, {}, { readOnly: true })).rejects.toMatchObject({
      code: '25006',
    })
  })

  it('lets the same caller write otherwise', async () => {
    await expect(asCaller(db, visitor, write)).resolves.toMatchObject({ affectedRows: 1 })
  })
})

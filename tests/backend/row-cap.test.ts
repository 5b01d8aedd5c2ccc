// The row cap: like PostgREST's db-max-rows (1,000 on hosted Supabase), the local backend returns
// at most LOCAL_SUPABASE_MAX_ROWS rows per read, whatever the client asks for, while count=exact
// still reports the true total (and count=estimated counts exactly up to the cap). The admin lists page through their rows and must not rely on a
// read without a limit returning everything.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, DEFAULT_MAX_ROWS } from '../../supabase/local/config.ts'
import { contactInsert } from '../builders.ts'
import { backend, rawFetch, serviceClient } from './support.ts'

const service = serviceClient()

/** Rows this file adds: more than the cap, told apart from everyone else's by their subject. */
const TOTAL = DEFAULT_MAX_ROWS + 50
const TAG = `row-cap-${randomUUID().slice(0, 8)}`
/** Long ago, so no other file takes them for the newest message in the inbox. */
const SENT_AT = '2001-01-01T00:00:00+00:00'

/** The subject of the i-th row; zero-padded so the subjects sort as the rows were made. */
const subjectOf = (i: number) => `${TAG} #${String(i).padStart(5, '0')}`
const expectedSubjects = Array.from({ length: TOTAL }, (_, i) => subjectOf(i))

/** This file's rows in subject order, as a PostgREST query string (the subject filter and order). */
const OWN_ROWS = `select=subject&subject=like.${TAG}*&order=subject.asc`

/** Raw GET as the operator, for the headers supabase-js doesn't show. */
function serviceGet(query: string, headers: Record<string, string> = {}) {
  const key = backend().serviceRoleKey
  return rawFetch(`/rest/v1/contactsubmissions?${query}`, {
    key,
    headers: { Authorization: `Bearer ${key}`, ...headers },
  })
}

function subjects(json: unknown): string[] {
  if (!Array.isArray(json)) throw new Error(`expected a JSON array, got ${JSON.stringify(json)}`)
  return json.map((row) => (row as { subject: string }).subject)
}

beforeAll(async () => {
  const rows = expectedSubjects.map((subject) => ({ ...contactInsert({ subject }), created_at: SENT_AT }))
  const { error, status } = await service.from('contactsubmissions').insert(rows)
  if (error) throw new Error(`bulk insert failed: ${error.message}`)
  expect(status).toBe(201)
})

afterAll(async () => {
  const { error } = await service.from('contactsubmissions').delete().like('subject', `${TAG}*`)
  if (error) throw new Error(`cleanup failed: ${error.message}`)
})

describe('a read is capped at LOCAL_SUPABASE_MAX_ROWS rows', () => {
  it('the rows are there: a head count sees all of them', async () => {
    const { count, error } = await service
      .from('contactsubmissions')
      .select('id', { count: 'exact', head: true })
      .like('subject', `${TAG}*`)
    expect(error).toBeNull()
    expect(count).toBe(TOTAL)
  })

  it('a read without a limit returns exactly the first 1,000 rows', async () => {
    const { data, error, status } = await service
      .from('contactsubmissions')
      .select('subject')
      .like('subject', `${TAG}*`)
      .order('subject')
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(DEFAULT_MAX_ROWS).toBe(1000)
    expect(data!.map((row) => row.subject)).toEqual(expectedSubjects.slice(0, 1000))
  })

  it('count=exact reports the true total, with 206 and Content-Range 0-999/<total>', async () => {
    const { data, count, status } = await service
      .from('contactsubmissions')
      .select('subject', { count: 'exact' })
      .like('subject', `${TAG}*`)
      .order('subject')
    expect(data).toHaveLength(1000)
    expect(count).toBe(TOTAL)
    expect(status).toBe(206)

    const raw = await serviceGet(OWN_ROWS, { Prefer: 'count=exact' })
    expect(raw.status).toBe(206)
    expect(raw.headers.get('content-range')).toBe(`0-999/${TOTAL}`)
    expect(subjects(raw.json)).toHaveLength(1000)
  })

  it('without a count the answer is 200 and Content-Range 0-999/*', async () => {
    const raw = await serviceGet(OWN_ROWS)
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-range')).toBe('0-999/*')
  })

  it('a Range header asking for more than the cap gets the cap; the next Range the next rows', async () => {
    const first = await serviceGet(OWN_ROWS, { Range: '0-1499', Prefer: 'count=exact' })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`0-999/${TOTAL}`)
    expect(subjects(first.json)).toEqual(expectedSubjects.slice(0, 1000))
    // As the build reads the listings (scripts/build/listings.ts): Range-Unit items.
    const next = await serviceGet(OWN_ROWS, { 'Range-Unit': 'items', Range: '1000-1999' })
    expect(next.headers.get('content-range')).toBe(`1000-${TOTAL - 1}/*`)
    expect(subjects(next.json)).toEqual(expectedSubjects.slice(1000))
  })

  it('limit=1500 gets the cap too', async () => {
    const raw = await serviceGet(`${OWN_ROWS}&limit=1500`)
    expect(subjects(raw.json)).toEqual(expectedSubjects.slice(0, 1000))
  })

  it('a page past 1,000 returns the next rows', async () => {
    const raw = await serviceGet(`${OWN_ROWS}&offset=1000&limit=1000`, { Prefer: 'count=exact' })
    expect(raw.status).toBe(206)
    expect(raw.headers.get('content-range')).toBe(`1000-${TOTAL - 1}/${TOTAL}`)
    expect(subjects(raw.json)).toEqual(expectedSubjects.slice(1000))

    const { data, count } = await service
      .from('contactsubmissions')
      .select('subject', { count: 'exact' })
      .like('subject', `${TAG}*`)
      .order('subject')
      .range(1000, 1999)
    expect(count).toBe(TOTAL)
    expect(data!.map((row) => row.subject)).toEqual(expectedSubjects.slice(1000))
  })

  it('an offset past 1,000 returns the next rows', async () => {
    const raw = await serviceGet(`${OWN_ROWS}&offset=1000`)
    expect(subjects(raw.json)).toEqual(expectedSubjects.slice(1000))

    const middle = await serviceGet(`${OWN_ROWS}&offset=990&limit=20`)
    expect(subjects(middle.json)).toEqual(expectedSubjects.slice(990, 1010))
  })

  it('a limit below the cap is respected', async () => {
    const { data, count, status } = await service
      .from('contactsubmissions')
      .select('subject', { count: 'exact' })
      .like('subject', `${TAG}*`)
      .order('subject')
      .limit(25)
    expect(status).toBe(206)
    expect(count).toBe(TOTAL)
    expect(data!.map((row) => row.subject)).toEqual(expectedSubjects.slice(0, 25))

    const raw = await serviceGet(`${OWN_ROWS}&limit=10`)
    expect(raw.headers.get('content-range')).toBe('0-9/*')
    expect(subjects(raw.json)).toEqual(expectedSubjects.slice(0, 10))
  })
})

describe('count=estimated, as PostgREST counts it', () => {
  /** The total a Prefer count mode reports for this file's rows whose subject starts with `prefix`. */
  async function total(prefix = '') {
    const { count, error } = await service
      .from('contactsubmissions')
      .select('subject', { count: 'estimated' })
      .like('subject', `${TAG}${prefix}*`)
      .limit(5)
    expect(error).toBeNull()
    return count
  }

  it('estimated is exact up to the cap: 1,000 matching rows count as 1,000', async () => {
    // #00000 to #00999.
    expect(await total(' #00')).toBe(1000)
    expect(await total(' #0000')).toBe(10)
  })

  it('estimated past the cap is at least cap + 1 (the planner may guess more), never a full count', async () => {
    expect(await total()).toBeGreaterThan(DEFAULT_MAX_ROWS)
  })

  it('the Content-Range carries the estimate', async () => {
    const raw = await serviceGet(`${OWN_ROWS}&limit=5`, { Prefer: 'count=estimated' })
    expect(raw.status).toBe(206)
    const reported = Number(raw.headers.get('content-range')?.split('/')[1])
    expect(reported).toBeGreaterThan(DEFAULT_MAX_ROWS)
  })
})

describe('configFromEnv: LOCAL_SUPABASE_MAX_ROWS', () => {
  it('defaults to 1,000, like hosted Supabase', () => {
    expect(configFromEnv({}).maxRows).toBe(1000)
    expect(configFromEnv({ LOCAL_SUPABASE_MAX_ROWS: '' }).maxRows).toBe(1000)
  })

  it('takes a custom positive whole number', () => {
    expect(configFromEnv({ LOCAL_SUPABASE_MAX_ROWS: '250' }).maxRows).toBe(250)
    expect(configFromEnv({ LOCAL_SUPABASE_MAX_ROWS: '1' }).maxRows).toBe(1)
    expect(configFromEnv({ LOCAL_SUPABASE_MAX_ROWS: '100000' }).maxRows).toBe(100000)
  })

  it.each(['0', '-1', 'abc', '2.5'])('refuses "%s" with a message naming the variable', (raw) => {
    expect(() => configFromEnv({ LOCAL_SUPABASE_MAX_ROWS: raw })).toThrow(
      `LOCAL_SUPABASE_MAX_ROWS must be a positive whole number, got "${raw}"`,
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { REQUEST_BOUNDS } from '../../supabase/local/rest/bounds.ts'
import { studioApplicationInsert } from '../builders.ts'
import { expectStillServing } from './still-serving.ts'
import { rawFetch, serviceClient } from './support.ts'

/**
 * What someone holding only the anon key can send that once answered 500, broke the embedded
 * database, or wrote through a GET: each answers PostgREST's 4xx now, and the backend still
 * answers an ordinary read afterwards.
 */

type Answer = Awaited<ReturnType<typeof rawFetch>>

function expectRefused(answer: Answer, status: number, code: string) {
  expect(answer.status, answer.text).toBe(status)
  expect(answer.json).toMatchObject({ code, message: expect.any(String) })
}

const json = { 'Content-Type': 'application/json' }
const post = (path: string, body: string) => rawFetch(path, { method: 'POST', headers: json, body })
const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth)

afterEach(expectStillServing)

describe('values that do not fit the column type', () => {
  it('a boolean filter given text is 400 22P02, as Postgres parses it', async () => {
    expectRefused(await rawFetch('/rest/v1/studios?consent=eq.maybe'), 400, '22P02')
  })

  it('a boolean function argument given text is 400 22P02', async () => {
    const args = { ...studioApplicationInsert(), consent: 'maybe' }
    expectRefused(await post('/rest/v1/rpc/submit_studio_application', JSON.stringify(args)), 400, '22P02')
  })

  it.each([
    ['a date', 'teachers?verified_on=lte.someday', '22007'],
    ['an integer', 'teachers?experience=eq.1.5', '22P02'],
    ['a uuid', 'studios?id=in.(1,2)', '22P02'],
    ['a text array', 'teachers?languages=ov.{{a}', '22P02'],
    ['a jsonb', 'teachers?teachingoptions=cs.{nope', '22P02'],
  ])('%s filter given text it cannot hold is 400', async (_type, path, code) => {
    expectRefused(await rawFetch(`/rest/v1/${path}`), 400, code)
  })
})

describe('nesting and size', () => {
  it('a filter value nested thousands of levels deep is 400 PGRST100', async () => {
    const deep = nested(REQUEST_BOUNDS.maxValueChars / 2 - 10)
    expectRefused(await rawFetch(`/rest/v1/teachers?teachingoptions=cs.${deep}`), 400, 'PGRST100')
    // The attack as reported: 7,500 levels.
    expectRefused(await rawFetch(`/rest/v1/teachers?teachingoptions=cs.${nested(7500)}`), 400, 'PGRST100')
  })

  it('a filter value nested within the bound still reaches Postgres', async () => {
    const answer = await rawFetch(`/rest/v1/teachers?teachingoptions=cs.${nested(REQUEST_BOUNDS.maxNesting)}`)
    expect(answer.status, answer.text).toBe(200)
  })

  it('an or= tree nested past the bound is 400 PGRST100', async () => {
    const tree = (depth: number) => `${'(name.eq.a,or'.repeat(depth)}(name.eq.b${')'.repeat(depth + 1)}`
    const answer = await rawFetch(`/rest/v1/teachers?or=${encodeURIComponent(tree(100))}`)
    expectRefused(answer, 400, 'PGRST100')
    expect(answer.json).toMatchObject({ details: expect.stringContaining('nests deeper') })
    expectRefused(await rawFetch(`/rest/v1/teachers?or=${encodeURIComponent(tree(1000))}`), 400, 'PGRST100')
  })

  it('a select or order list past the bounds is 400 PGRST100', async () => {
    const many = Array.from({ length: 1000 }, () => 'name').join(',')
    expectRefused(await rawFetch(`/rest/v1/teachers?select=${many}`), 400, 'PGRST100')
    expectRefused(await rawFetch(`/rest/v1/teachers?order=${many}`), 400, 'PGRST100')
  })

  it('a select list naming one column a thousand times answers it once per row', async () => {
    const answer = await rawFetch(`/rest/v1/teachers?select=${Array(1000).fill('bio').join(',')}&limit=2`)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.text.match(/"bio":/g)).toHaveLength(2)
  })

  it('a JSON body nested ten thousand levels deep is 400 PGRST102', async () => {
    const args = JSON.stringify(studioApplicationInsert()).replace(/}$/, `,"x":${nested(10_000)}}`)
    expectRefused(await post('/rest/v1/rpc/submit_teacher_application', args), 400, 'PGRST102')
    expectRefused(await post('/rest/v1/contactsubmissions', nested(10_000)), 400, 'PGRST102')
    const teacher = `{"firstname":"A","teachingoptions":${nested(10_000)}}`
    expectRefused(await post('/rest/v1/rpc/submit_teacher_application', teacher), 400, 'PGRST102')
  })
})

describe('NUL characters', () => {
  it('in a filter value or a column name are refused before SQL with 400 PGRST100', async () => {
    expectRefused(await rawFetch('/rest/v1/teachers?name=eq.a%00b'), 400, 'PGRST100')
    expectRefused(await rawFetch('/rest/v1/teachers?na%00me=eq.ab'), 400, 'PGRST100')
    expectRefused(await rawFetch('/rest/v1/teachers?select=id%00'), 400, 'PGRST100')
  })

  it('in a JSON body, key or value, are refused with 400 PGRST102', async () => {
    const args = { ...studioApplicationInsert(), description: 'a\u0000b' }
    expectRefused(await post('/rest/v1/rpc/submit_studio_application', JSON.stringify(args)), 400, 'PGRST102')
    expectRefused(await post('/rest/v1/contactsubmissions', '{"na\\u0000me":"a"}'), 400, 'PGRST102')
  })
})

describe('NUL characters in a storage bucket name', () => {
  it.each([
    ['GET', '/storage/v1/object/public/%00/logos/a.png'],
    ['POST', '/storage/v1/object/a%00b/logos/a.png'],
    ['DELETE', '/storage/v1/object/%00'],
  ])('%s %s is NoSuchBucket (HTTP 400, as storage-api answers it)', async (method, path) => {
    const answer = await rawFetch(path, { method, headers: json, body: method === 'GET' ? undefined : '{}' })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.json).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
  })
})

describe('GET and HEAD are read-only', () => {
  const countStudioApplications = async () =>
    (await serviceClient().from('studioapplications').select('id', { count: 'exact', head: true })).count

  it.each(['logo_upload_permit', 'contact_question'])(
    'GET /rpc/%s (a function that writes) is 405 25006',
    async (fn) => {
      expectRefused(await rawFetch(`/rest/v1/rpc/${fn}`), 405, '25006')
      const head = await rawFetch(`/rest/v1/rpc/${fn}`, { method: 'HEAD' })
      expect(head.status).toBe(405)
    },
  )

  it('GET /rpc/submit_studio_application with its arguments is 405 25006 and stores nothing', async () => {
    const before = await countStudioApplications()
    const { yogastyles, amenities, ...scalars } = studioApplicationInsert()
    const args = new URLSearchParams({
      ...Object.fromEntries(Object.entries(scalars).map(([key, value]) => [key, String(value)])),
      yogastyles: `{${yogastyles!.join(',')}}`,
      amenities: `{${amenities!.join(',')}}`,
    })
    expectRefused(await rawFetch(`/rest/v1/rpc/submit_studio_application?${args}`), 405, '25006')
    expect(await countStudioApplications()).toBe(before)
  })

  it('GET and HEAD call a function that only reads, arguments from the query string', async () => {
    const isAdmin = await rawFetch('/rest/v1/rpc/is_admin')
    expect(isAdmin.status, isAdmin.text).toBe(200)
    expect(isAdmin.json).toBe(false)
    const status = await rawFetch('/rest/v1/rpc/application_status?token=unknown')
    expect(status.status, status.text).toBe(200)
    expect(status.json).toEqual([])
    const head = await rawFetch('/rest/v1/rpc/application_status?token=unknown', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
  })

  it('GET /rpc with a wrong argument type, a filter or a repeated argument is 400', async () => {
    expectRefused(await rawFetch('/rest/v1/rpc/unreferenced_storage_objects?max_rows=many'), 400, '22P02')
    expectRefused(await rawFetch('/rest/v1/rpc/application_status?token=eq.x'), 400, 'PGRST100')
    expectRefused(await rawFetch('/rest/v1/rpc/application_status?token=a&token=b'), 400, 'PGRST100')
  })

  it('other methods on /rpc are 405 PGRST101', async () => {
    expectRefused(await rawFetch('/rest/v1/rpc/is_admin', { method: 'PUT' }), 405, 'PGRST101')
  })
})

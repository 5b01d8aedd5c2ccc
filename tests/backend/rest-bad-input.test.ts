import { describe, expect, it } from 'vitest'
import { signJwt } from '../../supabase/local/keys.ts'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { teacherApplicationInsert } from '../builders.ts'
import { backend, rawFetch, serviceClient } from './support.ts'

/**
 * Malformed requests to /rest/v1 get PostgREST's JSON error with a 4xx status,
 * never a crash or a 500, and never touch data they should not.
 */

function expectPostgrestError(result: Awaited<ReturnType<typeof rawFetch>>, status: number, code: string) {
  expect(result.status, result.text).toBe(status)
  expect(result.headers.get('content-type')).toContain('application/json')
  expect(result.json).toMatchObject({ code, message: expect.any(String) })
  expect(Object.keys(result.json as object).sort()).toEqual(['code', 'details', 'hint', 'message'])
}

const json = { 'Content-Type': 'application/json' }

describe('/rest/v1 bad input', () => {
  it('unknown table → 404 PGRST205', async () => {
    expectPostgrestError(await rawFetch('/rest/v1/no_such_table?select=*'), 404, 'PGRST205')
  })

  it('unknown column in select, filter, order or body → 400', async () => {
    expectPostgrestError(await rawFetch('/rest/v1/teachers?select=nope'), 400, '42703')
    expectPostgrestError(await rawFetch('/rest/v1/teachers?nope=eq.1'), 400, '42703')
    expectPostgrestError(await rawFetch('/rest/v1/teachers?order=nope.asc'), 400, '42703')
    expectPostgrestError(
      await rawFetch('/rest/v1/contactsubmissions', { method: 'POST', headers: json, body: '{"nope":1}' }),
      400,
      'PGRST204',
    )
  })

  it.each([
    'name=ann',
    'name=eq',
    'name=approx.ann',
    'country=in.Spain',
    'country=is.maybe',
    'or=(name.eq.a',
    'or=name.eq.a',
    'limit=ten',
    'offset=-1',
    'order=name.sideways',
    'na%3Bme=eq.1',
  ])('malformed filter %s → 400 PGRST100', async (query) => {
    expectPostgrestError(await rawFetch(`/rest/v1/teachers?${query}`), 400, 'PGRST100')
  })

  it('values that do not fit the column type → 400 22P02', async () => {
    expectPostgrestError(await rawFetch('/rest/v1/teachers?experience=gte.lots'), 400, '22P02')
    expectPostgrestError(await rawFetch('/rest/v1/teachers?id=eq.not-a-uuid'), 400, '22P02')
  })

  it('SQL in values is data, not code', async () => {
    const result = await rawFetch(
      `/rest/v1/teachers?name=eq.${encodeURIComponent("x'); drop table teachers;--")}`,
    )
    expect(result.status).toBe(200)
    expect(result.json).toEqual([])
    const still = await rawFetch('/rest/v1/teachers?select=id&limit=1')
    expect(still.status).toBe(200)
    expect((still.json as unknown[]).length).toBe(1)
  })

  it('bad JSON, wrong body shapes and wrong types → 400', async () => {
    const post = (body: string) =>
      rawFetch('/rest/v1/contactsubmissions', { method: 'POST', headers: json, body })
    expectPostgrestError(await post('{"name": '), 400, 'PGRST102')
    expectPostgrestError(await post(''), 400, 'PGRST102')
    expectPostgrestError(await post('"just a string"'), 400, 'PGRST102')
    expectPostgrestError(await post('[1, 2]'), 400, 'PGRST102')
    expectPostgrestError(await post('[{"name":"a"},{"email":"b"}]'), 400, 'PGRST102')
    // Visitors send through the forms' functions; their arguments are checked the same way.
    const apply = (args: object) =>
      rawFetch('/rest/v1/rpc/submit_teacher_application', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(args),
      })
    expectPostgrestError(await apply(teacherApplicationInsert({ experience: 'many' as never })), 400, '22P02')
    expectPostgrestError(await apply(teacherApplicationInsert({ firstname: '' })), 400, '23514')
    expectPostgrestError(await apply({ firstname: 'A' }), 404, 'PGRST202')
    expectPostgrestError(await post('{"name":"a"}'), 401, '42501')
  })

  it('an oversized body → 413 and nothing stored', async () => {
    const countApplications = async () =>
      (await serviceClient().from('teacherapplications').select('id', { count: 'exact', head: true })).count
    const before = await countApplications()
    const hugeBio = 'x'.repeat(10 * 1024 * 1024)
    const result = await rawFetch('/rest/v1/teacherapplications', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ bio: hugeBio }),
    })
    expect(result.status).toBe(413)
    expect(result.json).toMatchObject({ message: expect.any(String) })
    expect(await countApplications()).toBe(before)
  })

  it('a bio over the length cap is refused by the database', async () => {
    const result = await rawFetch('/rest/v1/rpc/submit_teacher_application', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(teacherApplicationInsert({ bio: 'y'.repeat(6000) })),
    })
    expectPostgrestError(result, 400, '23514')
  })

  it('update or delete without a filter → 400 21000', async () => {
    const key = backend().serviceRoleKey
    expectPostgrestError(
      await rawFetch('/rest/v1/teachers', { method: 'PATCH', headers: json, body: '{"bio":""}', key }),
      400,
      '21000',
    )
    expectPostgrestError(await rawFetch('/rest/v1/teachers', { method: 'DELETE', key }), 400, '21000')
  })

  it('unsupported media types → 406 / 415', async () => {
    expectPostgrestError(
      await rawFetch('/rest/v1/teachers', { headers: { Accept: 'text/csv' } }),
      406,
      'PGRST107',
    )
    expectPostgrestError(
      await rawFetch('/rest/v1/contactsubmissions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=a',
      }),
      415,
      'PGRST107',
    )
  })

  it('a schema other than public → 406 PGRST106', async () => {
    expectPostgrestError(
      await rawFetch('/rest/v1/admins', { headers: { 'Accept-Profile': 'private' } }),
      406,
      'PGRST106',
    )
  })

  it('unknown function → 404 PGRST202', async () => {
    expectPostgrestError(
      await rawFetch('/rest/v1/rpc/drop_everything', { method: 'POST', headers: json, body: '{}' }),
      404,
      'PGRST202',
    )
  })

  it('bad or expired JWT → 401 PGRST301 / PGRST303 with WWW-Authenticate', async () => {
    const garbage = await rawFetch('/rest/v1/teachers', { headers: { Authorization: 'Bearer not.a.jwt' } })
    expectPostgrestError(garbage, 401, 'PGRST301')
    expect(garbage.headers.get('www-authenticate')).toContain('Bearer')

    const forged = await signJwt('a-different-secret-that-is-long-enough-123', { role: 'service_role' })
    expectPostgrestError(
      await rawFetch('/rest/v1/contactsubmissions', { headers: { Authorization: `Bearer ${forged}` } }),
      401,
      'PGRST301',
    )

    const expired = await signJwt(DEMO_JWT_SECRET, {
      role: 'authenticated',
      sub: '00000000-0000-0000-0000-000000000000',
      exp: Math.floor(Date.now() / 1000) - 60,
    })
    const result = await rawFetch('/rest/v1/teachers', { headers: { Authorization: `Bearer ${expired}` } })
    expectPostgrestError(result, 401, 'PGRST303')
    expect(result.json).toMatchObject({ message: 'JWT expired' })
  })

  it('a JWT with a role that is not an API role is refused', async () => {
    const token = await signJwt(DEMO_JWT_SECRET, { role: 'postgres' })
    const result = await rawFetch('/rest/v1/teachers', { headers: { Authorization: `Bearer ${token}` } })
    expect(result.status).toBe(401)
  })

  it('no apikey → 401 from the gateway', async () => {
    const result = await rawFetch('/rest/v1/teachers', { key: null })
    expect(result.status).toBe(401)
    expect(result.json).toMatchObject({ message: 'No API key found in request' })
  })

  it('unknown routes → 404 JSON', async () => {
    const result = await rawFetch('/rest/v2/teachers')
    expect(result.status).toBe(404)
    expect(result.json).toMatchObject({ message: expect.any(String) })
  })
})

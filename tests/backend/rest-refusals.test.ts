import { beforeAll, describe, expect, it } from 'vitest'
import { contactInsert, teacherInsert } from '../builders.ts'
import {
  anonClient,
  backend,
  createTestUser,
  rawFetch,
  serviceClient,
  signedInClient,
  type Client,
} from './support.ts'

/**
 * How the Data API answers a request the database refuses: status codes, error bodies and
 * headers, as PostgREST answers them. Who may do what is the RLS matrix's (tests/pg, `npm run
 * test:pg`); this file checks one refusal of each kind over HTTP.
 */

let member: Client
let admin: Client
const visitor = anonClient()
const service = serviceClient()

beforeAll(async () => {
  ;[member, admin] = await Promise.all([
    createTestUser({ admin: false }).then(signedInClient),
    createTestUser({ admin: true }).then(signedInClient),
  ])
})

async function seedTeacher(): Promise<string> {
  const { data, error } = await service.from('teachers').insert(teacherInsert()).select('id').single()
  if (error) throw new Error(error.message)
  return data.id
}

describe('42501 (row-level security or a missing privilege)', () => {
  it('is 401 with WWW-Authenticate for a visitor and 403 when signed in', async () => {
    const asVisitor = await rawFetch('/rest/v1/teachers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(teacherInsert()),
    })
    expect(asVisitor.status).toBe(401)
    expect(asVisitor.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(asVisitor.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(asVisitor.json).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "teachers"',
    })

    const asMember = await member.from('teachers').insert(teacherInsert())
    expect(asMember.status).toBe(403)
    expect(asMember.error).toMatchObject({ code: '42501' })
  })

  it('names the table for a missing privilege (a direct insert into a submissions table)', async () => {
    const asVisitor = await visitor.from('contactsubmissions').insert(contactInsert())
    expect(asVisitor.status).toBe(401)
    expect(asVisitor.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table contactsubmissions',
    })
    const asAdmin = await admin.from('contactsubmissions').insert(contactInsert())
    expect(asAdmin.status).toBe(403)
    expect(asAdmin.error?.code).toBe('42501')
  })

  it('is the answer to a function the caller may not execute', async () => {
    const counts = await visitor.rpc('admin_counts')
    expect(counts.status).toBe(401)
    expect(counts.error).toMatchObject({
      code: '42501',
      message: 'permission denied for function admin_counts',
    })
    const grant = await member.rpc('grant_admin', { target_email: 'someone@example.com' })
    expect(grant.status).toBe(403)
    expect(grant.error?.code).toBe('42501')
  })
})

describe('rows the policies hide', () => {
  it('an update or delete matches nothing: no error, an empty answer, the row as it was', async () => {
    const id = await seedTeacher()
    const update = await member.from('teachers').update({ seo_title: 'Not mine' }).eq('id', id).select()
    expect(update).toMatchObject({ status: 200, data: [], error: null })
    const quietUpdate = await rawFetch(`/rest/v1/teachers?id=eq.${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seo_title: 'Not mine' }),
    })
    expect(quietUpdate.status).toBe(204)
    expect(quietUpdate.headers.get('content-range')).toBe('*/*')

    const remove = await member.from('teachers').delete().eq('id', id).select()
    expect(remove).toMatchObject({ status: 200, data: [], error: null })
    const quietDelete = await visitor.from('teachers').delete().eq('id', id)
    expect(quietDelete).toMatchObject({ status: 204, error: null })

    const { data } = await service.from('teachers').select('seo_title').eq('id', id).single()
    expect(data).toEqual({ seo_title: null })
  })

  it('a read returns the rows the caller may see, with the total they may see', async () => {
    const hidden = await member.from('contactsubmissions').select('id', { count: 'exact' })
    expect(hidden).toMatchObject({ status: 200, data: [], count: 0, error: null })
    const raw = await rawFetch('/rest/v1/contactsubmissions?select=id', {
      headers: { Prefer: 'count=exact', Authorization: `Bearer ${backend().anonKey}` },
    })
    expect(raw.status).toBe(200)
    expect(raw.headers.get('content-range')).toBe('*/0')
  })
})

// Languages, verified credentials and confirmed details
// (supabase/migrations/20251125000000_languages_credentials_freshness.sql): the database's CHECK
// constraints, and that only admins write them, both ways.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, createTestUser, send, serviceClient, signedInClient, type Client } from './support.ts'

const service = serviceClient()
let admin: Client
let member: Client
const visitor = anonClient()
const made: { teachers: string[]; studios: string[] } = { teachers: [], studios: [] }

beforeAll(async () => {
  admin = await signedInClient(await createTestUser({ admin: true }))
  member = await signedInClient(await createTestUser({ admin: false }))
})

afterAll(async () => {
  await service.from('teachers').delete().in('id', made.teachers)
  await service.from('studios').delete().in('id', made.studios)
})

async function newTeacher(): Promise<string> {
  const { data, error } = await service.from('teachers').insert(teacherInsert()).select('id').single()
  if (error) throw new Error(error.message)
  made.teachers.push(data.id)
  return data.id
}

async function newStudio(): Promise<string> {
  const { data, error } = await service.from('studios').insert(studioInsert()).select('id').single()
  if (error) throw new Error(error.message)
  made.studios.push(data.id)
  return data.id
}

const today = () => new Date().toISOString().slice(0, 10)
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const verification = {
  verified_credential: 'RYT-500',
  verified_issuer: 'Yoga Alliance',
  verification_evidence_url: 'https://www.yogaalliance.org/',
  verified_on: daysFromToday(-30),
  verification_expires_on: daysFromToday(700),
}

describe('who writes them', () => {
  it('an admin records languages, a verification and a confirmation on a teacher', async () => {
    const id = await newTeacher()
    const confirmedAt = new Date().toISOString()
    const { data, error } = await admin
      .from('teachers')
      .update({ languages: ['en', 'tl'], ...verification, confirmed_at: confirmedAt })
      .eq('id', id)
      .select('languages, verified_credential, verified_on, confirmed_at')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ languages: ['en', 'tl'], verified_credential: 'RYT-500' })
  })

  it.each([
    ['a visitor', () => visitor],
    ['a signed-in non-admin', () => member],
  ])('%s changes none of them, on teachers or studios', async (_who, client) => {
    const teacher = await newTeacher()
    const studio = await newStudio()
    const onTeacher = await client()
      .from('teachers')
      .update({ languages: ['fr'], ...verification, confirmed_at: new Date().toISOString() })
      .eq('id', teacher)
      .select('id')
    expect(onTeacher.data ?? []).toEqual([])
    const onStudio = await client()
      .from('studios')
      .update({ languages: ['fr'], confirmed_at: new Date().toISOString() })
      .eq('id', studio)
      .select('id')
    expect(onStudio.data ?? []).toEqual([])
    const teacherRow = await service
      .from('teachers')
      .select('languages, verified_on, confirmed_at')
      .eq('id', teacher)
      .single()
    expect(teacherRow.data).toEqual({ languages: [], verified_on: null, confirmed_at: null })
    const studioRow = await service
      .from('studios')
      .select('languages, confirmed_at')
      .eq('id', studio)
      .single()
    expect(studioRow.data).toEqual({ languages: [], confirmed_at: null })
  })

  it('everyone reads them', async () => {
    const { data, error } = await visitor
      .from('teachers')
      .select(
        'slug, languages, verified_credential, verified_issuer, verified_on, verification_expires_on, confirmed_at',
      )
      .eq('slug', 'ana-reyes')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({
      languages: ['en', 'tl'],
      verified_credential: 'RYT-500',
      verified_issuer: 'Yoga Alliance',
    })
  })

  it('an applicant sends languages with the form, and nothing else of these', async () => {
    const email = `languages-${randomUUID()}@example.com`
    const teacher = await send(visitor, 'teacherapplications', {
      ...teacherApplicationInsert({ email }),
      languages: ['es', 'en'],
    })
    expect(teacher.error).toBeNull()
    const studio = await send(visitor, 'studioapplications', {
      ...studioApplicationInsert({ email }),
      languages: ['ja'],
    })
    expect(studio.error).toBeNull()
    expect(
      (await service.from('teacherapplications').select('languages').eq('email', email).single()).data,
    ).toEqual({
      languages: ['es', 'en'],
    })
    expect(
      (await service.from('studioapplications').select('languages').eq('email', email).single()).data,
    ).toEqual({
      languages: ['ja'],
    })
    const refused = await send(visitor, 'teacherapplications', {
      ...teacherApplicationInsert({ email }),
      languages: ['English'],
    })
    expect(refused.error?.code).toBe('23514')
  })
})

describe('CHECK constraints', () => {
  it.each([
    ['an upper-case code', { languages: ['EN'] }],
    ['a name instead of a code', { languages: ['english'] }],
    ['an empty code', { languages: [''] }],
    ['a code of four letters', { languages: ['engl'] }],
    ['a javascript: evidence link', { ...verification, verification_evidence_url: 'javascript:alert(1)' }],
    ['an ftp evidence link', { ...verification, verification_evidence_url: 'ftp://example.com/cert.pdf' }],
    [
      'a check dated in the future',
      { ...verification, verified_on: daysFromToday(2), verification_expires_on: null },
    ],
    ['an expiry before the check', { ...verification, verification_expires_on: daysFromToday(-31) }],
    [
      'an expiry on the day of the check',
      { ...verification, verification_expires_on: verification.verified_on },
    ],
    ['a check without its issuer', { ...verification, verified_issuer: null }],
    [
      'a credential without the date it was checked',
      { verified_credential: 'RYT-200', verified_issuer: 'Yoga Alliance' },
    ],
    ['an expiry without a check', { verification_expires_on: daysFromToday(10) }],
    ['a confirmation in the future', { confirmed_at: new Date(Date.now() + 86_400_000).toISOString() }],
  ])('refuses %s on a teacher', async (_what, values) => {
    const id = await newTeacher()
    const { error } = await admin.from('teachers').update(values).eq('id', id)
    expect(error?.code).toBe('23514')
  })

  it('accepts a check dated today without an expiry or evidence', async () => {
    const id = await newTeacher()
    const { error } = await admin
      .from('teachers')
      .update({ verified_credential: 'RYT-200', verified_issuer: 'Yoga Alliance', verified_on: today() })
      .eq('id', id)
    expect(error).toBeNull()
  })

  it('refuses a studio language that is not an ISO code', async () => {
    const id = await newStudio()
    const { error } = await admin
      .from('studios')
      .update({ languages: ['Spanish'] })
      .eq('id', id)
    expect(error?.code).toBe('23514')
  })
})

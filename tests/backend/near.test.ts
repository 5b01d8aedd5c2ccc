// Listings near a place through the API (supabase/migrations/20251130000020_listing_coordinates.sql):
// coordinates set when a listing is saved, and GET /rpc/teachers_near read as PostgREST reads a
// function that returns a table's rows: select, filters, Range, count, its own order.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { studioInsert, teacherInsert } from '../builders.ts'
import {
  anonClient,
  createTestUser,
  rawFetch,
  serviceClient,
  signedInClient,
  type Client,
} from './support.ts'

const service = serviceClient()
const visitor = anonClient()
let admin: Client
const tag = `near-${randomUUID().slice(0, 8)}`
const made: { teachers: string[]; studios: string[] } = { teachers: [], studios: [] }

const LISBON = { near_lat: 38.71667, near_lng: -9.13333 }

async function placeOf(query: string) {
  const { data, error } = await visitor.rpc('find_place', { query })
  if (error) throw new Error(error.message)
  return data[0]!
}

async function addTeacher(location: string, slug: string) {
  const { data, error } = await admin
    .from('teachers')
    .insert(teacherInsert({ country: 'Portugal', location, slug: `${tag}-${slug}` }))
    .select('id, slug, latitude, longitude')
    .single()
  if (error) throw new Error(error.message)
  made.teachers.push(data.id)
  return data
}

beforeAll(async () => {
  admin = await signedInClient(await createTestUser({ admin: true }))
  // Saved out of distance order: Porto is about 275 km from Lisbon, Setúbal 32, Sintra 24.
  await addTeacher('Porto', 'porto')
  await addTeacher('Setúbal', 'setubal')
  await addTeacher('Lisbon, Portugal', 'lisbon')
  await addTeacher('sintra', 'sintra')
})

afterAll(async () => {
  await service.from('teachers').delete().in('id', made.teachers)
  await service.from('studios').delete().in('id', made.studios)
})

describe('coordinates when a listing is saved', () => {
  it("a teacher saved by an admin gets their city's coordinates", async () => {
    const saved = await addTeacher('Lisbon', 'added')
    const lisbon = await placeOf('Lisbon, Portugal')
    expect([saved.latitude, saved.longitude]).toEqual([lisbon.latitude, lisbon.longitude])
  })

  it('a new city moves the teacher; an unknown one clears the coordinates', async () => {
    const saved = await addTeacher('Lisbon', 'moving')
    const { data: moved } = await admin
      .from('teachers')
      .update({ location: 'Porto' })
      .eq('id', saved.id)
      .select('latitude, longitude')
      .single()
    const porto = await placeOf('Porto, Portugal')
    expect(moved).toEqual({ latitude: porto.latitude, longitude: porto.longitude })
    const { data: unknown } = await admin
      .from('teachers')
      .update({ location: 'Nowhere at all' })
      .eq('id', saved.id)
      .select('latitude, longitude')
      .single()
    expect(unknown).toEqual({ latitude: null, longitude: null })
  })

  it('a studio gets its city coordinates', async () => {
    const { data, error } = await admin
      .from('studios')
      .insert(studioInsert({ country: 'Portugal', city: 'Porto', slug: `${tag}-studio` }))
      .select('id, latitude, longitude')
      .single()
    if (error) throw new Error(error.message)
    made.studios.push(data.id)
    const porto = await placeOf('Porto')
    expect([data.latitude, data.longitude]).toEqual([porto.latitude, porto.longitude])
  })

  it('nobody writes coordinates directly, not even an admin', async () => {
    const { error } = await admin.from('teachers').update({ latitude: 1 }).eq('id', made.teachers[0]!)
    expect(error?.code).toBe('42501')
  })
})

describe('GET /rpc/teachers_near', () => {
  it('answers rows nearest first, with select, filters, Range and an exact count', async () => {
    const query = new URLSearchParams({
      near_lat: String(LISBON.near_lat),
      near_lng: String(LISBON.near_lng),
      radius_km: '50',
      select: 'slug,location',
      slug: `in.(${['porto', 'setubal', 'lisbon', 'sintra'].map((slug) => `${tag}-${slug}`).join(',')})`,
      country: 'eq.Portugal',
    })
    const page = await rawFetch(`/rest/v1/rpc/teachers_near?${query}`, {
      headers: { Range: '0-1', Prefer: 'count=exact' },
    })
    expect(page.status).toBe(206)
    expect(page.headers.get('content-range')).toBe('0-1/3')
    expect(page.json).toEqual([
      { slug: `${tag}-lisbon`, location: 'Lisbon, Portugal' },
      { slug: `${tag}-sintra`, location: 'sintra' },
    ])
  })

  it('is what supabase-js asks with rpc(..., { get: true }) and the usual filters', async () => {
    const { data, count, error } = await visitor
      .rpc('teachers_near', { ...LISBON, radius_km: 50 }, { get: true, count: 'exact' })
      .select('slug')
      .like('slug', `${tag}-s*`)
      .contains('specialties', ['Hatha'])
      .range(0, 17)
    expect(error).toBeNull()
    expect(count).toBe(2)
    expect(data).toEqual([{ slug: `${tag}-sintra` }, { slug: `${tag}-setubal` }])
  })

  it('orders as asked when an order is given', async () => {
    const query = `near_lat=${LISBON.near_lat}&near_lng=${LISBON.near_lng}&radius_km=400&select=slug&slug=like.${tag}-*&order=slug.asc`
    const { status, json } = await rawFetch(`/rest/v1/rpc/teachers_near?${query}`)
    expect(status).toBe(200)
    expect((json as { slug: string }[]).map((row) => row.slug)).toEqual(
      ['added', 'lisbon', 'porto', 'setubal', 'sintra'].map((slug) => `${tag}-${slug}`),
    )
  })

  it.each([
    ['a latitude out of range', 'near_lat=100&near_lng=0', '22023'],
    ['a radius over 500 km', 'near_lat=0&near_lng=0&radius_km=501', '22023'],
    ['a point that is not a number', 'near_lat=north&near_lng=0', '22P02'],
    ['a filter on no column', 'near_lat=0&near_lng=0&nosuch=eq.1', '42703'],
    ['a malformed filter', 'near_lat=0&near_lng=0&slug=nope', 'PGRST100'],
  ])('refuses %s with a 400 and a JSON error', async (_what, query, code) => {
    const { status, headers, json } = await rawFetch(`/rest/v1/rpc/teachers_near?${query}`)
    expect(status).toBe(400)
    expect(headers.get('content-type')).toContain('application/json')
    expect(json).toMatchObject({ code })
  })
})

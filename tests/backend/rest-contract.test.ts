import { beforeAll, describe, expect, it } from 'vitest'
import {
  contactInsert,
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, createTestUser, send, signedInClient, type Client } from './support.ts'

/** Every data call of SPEC §7, made with supabase-js against the local backend. */

let admin: Client
const visitor = anonClient()

beforeAll(async () => {
  admin = await signedInClient(await createTestUser({ admin: true }))
})

function byKey<T>(key: (row: T) => string) {
  return (a: T, b: T) => key(a).localeCompare(key(b), 'en', { sensitivity: 'base' })
}

describe('teachers', () => {
  it('lists every teacher ordered by name ascending', async () => {
    const { data, error, status } = await visitor
      .from('teachers')
      .select('*')
      .order('name', { ascending: true })
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data!.length).toBeGreaterThanOrEqual(12)
    const names = data!.map((t) => t.name)
    expect(new Set(data!.map((t) => t.country)).size).toBeGreaterThanOrEqual(4)
    // Postgres orders by its collation; check the order agrees with a case-insensitive sort of the same names.
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names)
  })

  it('orders by first name in the query', async () => {
    const { data } = await visitor
      .from('teachers')
      .select('firstname, lastname')
      .order('firstname')
      .order('lastname')
    const copy = [...data!].sort(byKey((t) => `${t.firstname} ${t.lastname}`))
    expect(data).toEqual(copy)
  })

  it('reads one teacher by slug with .single(), and answers PGRST116 when missing', async () => {
    const { data: list } = await visitor.from('teachers').select('slug').limit(1)
    const slug = list![0]!.slug
    const found = await visitor.from('teachers').select('*').eq('slug', slug).single()
    expect(found.error).toBeNull()
    expect(found.data!.slug).toBe(slug)
    expect(Array.isArray(found.data)).toBe(false)

    const missing = await visitor.from('teachers').select('*').eq('slug', 'no-such-teacher').single()
    expect(missing.data).toBeNull()
    expect(missing.status).toBe(406)
    expect(missing.error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    })
  })

  it('inserts, updates, updates SEO only, and deletes, returning rows', async () => {
    const row = teacherInsert()
    const inserted = await admin.from('teachers').insert(row).select()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toHaveLength(1)
    const created = inserted.data![0]!
    expect(created).toMatchObject({ slug: row.slug, name: row.name, specialties: ['Hatha', 'Meditation'] })
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.gallery).toEqual([])

    const { id: _id, created_at: _c, updated_at: _u, ...fields } = created
    const updated = await admin
      .from('teachers')
      .update({
        ...fields,
        firstname: 'Renamed',
        name: `Renamed ${row.lastname}`,
        slug: `${row.slug}-renamed`,
      })
      .eq('id', created.id)
      .select()
    expect(updated.status).toBe(200)
    expect(updated.data![0]).toMatchObject({ firstname: 'Renamed', slug: `${row.slug}-renamed` })

    const seo = await admin
      .from('teachers')
      .update({ seo_title: 'Calm Hatha in Cebu', seo_description: 'Gentle classes.' })
      .eq('id', created.id)
      .select()
      .single()
    expect(seo.error).toBeNull()
    expect(seo.data).toMatchObject({ id: created.id, seo_title: 'Calm Hatha in Cebu', firstname: 'Renamed' })

    const deleted = await admin.from('teachers').delete().eq('id', created.id)
    expect(deleted.error).toBeNull()
    expect(deleted.status).toBe(204)
    const gone = await visitor.from('teachers').select('id').eq('id', created.id)
    expect(gone.data).toEqual([])
  })

  it('counts and pages with Range', async () => {
    const page = await visitor.from('teachers').select('slug', { count: 'exact' }).order('slug').range(2, 5)
    expect(page.error).toBeNull()
    expect(page.data).toHaveLength(4)
    const all = await visitor.from('teachers').select('slug').order('slug')
    expect(page.count).toBe(all.data!.length)
    expect(page.data!.map((t) => t.slug)).toEqual(all.data!.slice(2, 6).map((t) => t.slug))
  })
})

describe('studios', () => {
  it('lists ordered by name and reads by slug', async () => {
    const { data } = await visitor.from('studios').select('*').order('name', { ascending: true })
    expect(data!.length).toBeGreaterThanOrEqual(8)
    const slug = data![0]!.slug
    const one = await visitor.from('studios').select('*').eq('slug', slug).single()
    expect(one.data!.name).toBe(data![0]!.name)
  })

  it('inserts, updates, updates SEO only and deletes with .select()', async () => {
    const row = studioInsert()
    const inserted = await admin.from('studios').insert(row).select().single()
    expect(inserted.status).toBe(201)
    expect(inserted.data).toMatchObject({ slug: row.slug, consent: true, studiotype: 'Hybrid' })
    const id = inserted.data!.id

    const updated = await admin
      .from('studios')
      .update({ tagline: 'Breathe by the sea' })
      .eq('id', id)
      .select()
    expect(updated.data![0]!.tagline).toBe('Breathe by the sea')

    const seo = await admin
      .from('studios')
      .update({ seo_title: 'T', seo_description: 'D' })
      .eq('id', id)
      .select()
      .single()
    expect(seo.data).toMatchObject({ seo_title: 'T', seo_description: 'D', tagline: 'Breathe by the sea' })

    const deleted = await admin.from('studios').delete().eq('id', id).select()
    expect(deleted.status).toBe(200)
    expect(deleted.data![0]!.id).toBe(id)
  })
})

describe('submissions', () => {
  const tables = [
    ['teacherapplications', teacherApplicationInsert],
    ['studioapplications', studioApplicationInsert],
    ['contactsubmissions', contactInsert],
  ] as const

  for (const [table, makeRow] of tables) {
    it(`${table}: a visitor sends one; the admin lists newest first and deletes it`, async () => {
      const sent = await send(visitor, table, makeRow())
      expect(sent.error).toBeNull()
      expect(sent.status).toBe(table === 'contactsubmissions' ? 200 : 204)

      const list = await admin.from(table).select('*').order('created_at', { ascending: false })
      expect(list.error).toBeNull()
      const dates = list.data!.map((r) => Date.parse(r.created_at))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      const newest = list.data![0]!
      expect(typeof newest.id).toBe('number')

      const deleted = await admin.from(table).delete().eq('id', newest.id)
      expect(deleted.status).toBe(204)
      const after = await admin.from(table).select('id').eq('id', newest.id)
      expect(after.data).toEqual([])
    })
  }

  it('a visitor cannot insert directly, even asking for the row back', async () => {
    const result = await visitor.from('contactsubmissions').insert(contactInsert()).select()
    expect(result.status).toBe(401)
    expect(result.error?.code).toBe('42501')
  })

  it('keeps arrays and objects typed', async () => {
    await send(visitor, 'studioapplications', studioApplicationInsert({ yogastyles: ['Hatha', 'Yin Yoga'] }))
    const { data } = await admin
      .from('studioapplications')
      .select('yogastyles, consent')
      .order('created_at', { ascending: false })
      .limit(1)
      .single()
    expect(data).toEqual({ yogastyles: ['Hatha', 'Yin Yoga'], consent: true })
  })
})

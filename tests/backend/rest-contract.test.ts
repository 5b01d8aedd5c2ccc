import { beforeAll, describe, expect, it } from 'vitest'
import {
  contactInsert,
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, createTestUser, rawFetch, send, signedInClient, type Client } from './support.ts'

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

    // Coordinates and the landing columns are the database's to set (a trigger, generated
    // columns), never a client's: not sent back.
    const {
      id: _id,
      created_at: _c,
      updated_at: _u,
      latitude: _lat,
      longitude: _lng,
      landing_country: _country,
      landing_city: _city,
      landing_styles: _styles,
      ...fields
    } = created
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

/**
 * Each filter, ordering and Prefer option the backend serves, over HTTP as supabase-js sends it.
 * Three teachers whose last names share a marker keep the answers to rows this test wrote.
 */
describe('filters, ordering and counts', () => {
  const verified = (on: string, expiresOn: string) => ({
    verified_on: on,
    verified_credential: 'RYT-200',
    verified_issuer: 'Yoga Alliance',
    verification_expires_on: expiresOn,
  })
  const marker = `Filter${Date.now().toString(36)}`
  const slugs: string[] = []
  const fixtures = [
    { lastname: `${marker} One`, country: 'Spain', experience: 2, specialties: ['Hatha'], languages: ['en'] },
    {
      lastname: `${marker} Two`,
      country: 'Japan',
      experience: 5,
      specialties: ['Hatha', 'Yin Yoga'],
      languages: ['ja', 'en'],
      ...verified('1999-01-01', '2000-01-01'),
    },
    {
      lastname: `${marker} Three`,
      country: 'Peru',
      experience: 9,
      specialties: ['Vinyasa'],
      languages: ['es'],
      ...verified('2020-01-01', '2999-01-01'),
    },
  ]

  beforeAll(async () => {
    const { data, error } = await admin
      .from('teachers')
      .insert(fixtures.map((fields) => teacherInsert(fields)))
      .select('slug')
    if (error) throw new Error(error.message)
    slugs.push(...data.map((row) => row.slug))
  })

  /** The markers' teachers, narrowed by `narrow`, as their last names in last-name order. */
  async function lastNames(narrow: (query: ReturnType<typeof markerTeachers>) => typeof query) {
    const { data, error, status } = await narrow(markerTeachers()).order('lastname')
    expect(error).toBeNull()
    expect(status).toBe(200)
    return data!.map((row) => row.lastname.replace(`${marker} `, ''))
  }

  function markerTeachers() {
    return visitor.from('teachers').select('lastname').ilike('lastname', `${marker}%`)
  }

  function countMarkerTeachers(options: { count: 'exact' | 'estimated'; head?: boolean }) {
    return visitor.from('teachers').select('id', options).ilike('lastname', `${marker}%`)
  }

  it('inserts an array of rows with ?columns=, a missing key becoming NULL', async () => {
    expect(slugs).toHaveLength(3)
    const { data } = await visitor.from('teachers').select('verification_expires_on').eq('slug', slugs[0]!)
    expect(data).toEqual([{ verification_expires_on: null }])
  })

  it('eq, neq, gt, gte, lte', async () => {
    expect(await lastNames((q) => q.eq('country', 'Japan'))).toEqual(['Two'])
    expect(await lastNames((q) => q.neq('country', 'Japan'))).toEqual(['One', 'Three'])
    expect(await lastNames((q) => q.gt('experience', 5))).toEqual(['Three'])
    expect(await lastNames((q) => q.gte('experience', 5))).toEqual(['Three', 'Two'])
    expect(await lastNames((q) => q.lte('experience', 5))).toEqual(['One', 'Two'])
  })

  it('like and ilike with PostgREST wildcards', async () => {
    expect(await lastNames((q) => q.like('lastname', `${marker} T%`))).toEqual(['Three', 'Two'])
    expect(await lastNames((q) => q.like('lastname', `${marker.toLowerCase()}%`))).toEqual([])
    expect(await lastNames((q) => q.ilike('lastname', `%${marker.toLowerCase()} o%`))).toEqual(['One'])
  })

  it('in, is null, cs and ov', async () => {
    expect(await lastNames((q) => q.in('country', ['Peru', 'Spain']))).toEqual(['One', 'Three'])
    expect(await lastNames((q) => q.is('verification_expires_on', null))).toEqual(['One'])
    expect(await lastNames((q) => q.filter('specialties', 'cs', '{Hatha}'))).toEqual(['One', 'Two'])
    expect(await lastNames((q) => q.filter('specialties', 'cs', '{Hatha,"Yin Yoga"}'))).toEqual(['Two'])
    expect(await lastNames((q) => q.filter('languages', 'ov', '{es,ja}'))).toEqual(['Three', 'Two'])
  })

  it('or= of alternatives, as the directory sends for a credential still valid', async () => {
    const stillValid = 'verification_expires_on.is.null,verification_expires_on.gte.2026-11-25'
    expect(await lastNames((q) => q.or(stillValid))).toEqual(['One', 'Three'])
  })

  it('orders with nulls first, as the admin list sorts by name while searching', async () => {
    const { data } = await markerTeachers().order('verification_expires_on', { nullsFirst: true })
    expect(data!.map((row) => row.lastname)).toEqual([`${marker} One`, `${marker} Two`, `${marker} Three`])
  })

  it('counts estimated (exact below db-max-rows) and answers HEAD with the count only', async () => {
    const estimated = await countMarkerTeachers({ count: 'estimated' }).limit(1)
    expect(estimated.count).toBe(3)
    expect(estimated.status).toBe(206)
    const head = await countMarkerTeachers({ count: 'exact', head: true })
    expect(head).toMatchObject({ status: 200, count: 3, data: null, error: null })
  })

  it('answers an operator it does not serve as PostgREST does an unknown one: 400 PGRST100', async () => {
    for (const dropped of ['fts', 'plfts', 'phfts', 'wfts', 'match', 'imatch', 'isdistinct', 'cd', 'lt']) {
      const answer = await rawFetch(`/rest/v1/teachers?name=${dropped}.yoga`)
      expect(answer.status, dropped).toBe(400)
      expect(answer.json, dropped).toMatchObject({ code: 'PGRST100' })
      expect(answer.headers.get('content-type')).toContain('application/json')
    }
  })
})

describe('rpc', () => {
  it('answers a void function 204, a scalar as JSON, and a table function as an array of rows', async () => {
    const voidAnswer = await visitor.rpc('submit_teacher_application', teacherApplicationInsert() as never)
    expect(voidAnswer).toMatchObject({ status: 204, data: null, error: null })
    const scalar = await visitor.rpc('is_admin')
    expect(scalar).toMatchObject({ status: 200, data: false })
    const rows = await admin.rpc('admin_counts')
    expect(rows.status).toBe(200)
    expect(Array.isArray(rows.data)).toBe(true)
    expect(Object.keys(rows.data![0]!).length).toBeGreaterThan(0)
  })

  it('answers a function it cannot find 404 PGRST202', async () => {
    const answer = await visitor.rpc('no_such_function' as never)
    expect(answer.status).toBe(404)
    expect(answer.error?.code).toBe('PGRST202')
  })
})

// Every write the admin area makes (docs/product.md §2 "Admin dashboard", "Admin teacher form and studio
// form"; §6), as supabase-js sends it, refused by row-level security to a visitor, to a signed-in
// non-admin and to a non-admin who wrote is_admin: true into their own user data; and allowed to
// an admin, so that each check can fail. What changed is always read back with the service role,
// never taken from the write's own answer. The general table and storage matrices are in
// rls.test.ts and storage-rls.test.ts; this file follows the admin screens' writes one by one.
import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TablesUpdate } from '../../src/types/database.types.ts'
import {
  contactInsert,
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, backend, createTestUser, serviceClient, signedInClient, type Client } from './support.ts'

const BUCKET = 'studio-assets'
/** A real 2 × 2 JPEG (made by Chromium's canvas.toDataURL('image/jpeg')). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAXEAEBAQEAAAAAAAAAAAAAAAABAAIh/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAXEQADAQAAAAAAAAAAAAAAAAAAATEC/9oADAMBAAIRAxEAPwCFdKqq9VkkqhG1Wf/Z',
  'base64',
)
/** As the admin screens upload an image: the File the browser gives, cached for an hour. */
const UPLOAD = { cacheControl: '3600', upsert: false }

const service = serviceClient()

/** A short lowercase tag, valid inside a slug. */
const tag = () => randomUUID().slice(0, 8)

let lastTimestamp = 0
/** `Date.now()`, but never the same twice, as the admin screens name their uploads. */
function timestamp(): number {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1)
  return lastTimestamp
}

const publicUrl = (path: string) => `${backend().url}/storage/v1/object/public/${BUCKET}/${path}`

type Role = 'visitor' | 'signed-in non-admin' | 'non-admin claiming is_admin' | 'admin'
const clients = {} as Record<Role, Client>

beforeAll(async () => {
  const [member, claimer, admin] = await Promise.all([
    createTestUser({ admin: false }),
    createTestUser({ admin: false }),
    createTestUser({ admin: true }),
  ])
  clients.visitor = anonClient()
  clients['signed-in non-admin'] = await signedInClient(member)
  clients.admin = await signedInClient(admin)

  // User data is the user's to write (PUT /auth/v1/user): docs/product.md §6 sign-up sets is_admin there.
  const claiming = await signedInClient(claimer)
  const { error } = await claiming.auth.updateUser({ data: { is_admin: true } })
  if (error) throw new Error(`updateUser failed: ${error.message}`)
  // The next token carries the claim, as a real session would after its refresh.
  const refreshed = await claiming.auth.refreshSession()
  if (refreshed.data.session?.user.user_metadata.is_admin !== true) {
    throw new Error('the refreshed token does not carry user_metadata.is_admin')
  }
  clients['non-admin claiming is_admin'] = claiming
})

/** What a write answered and what the service role sees afterwards. */
interface Outcome {
  /** The backend said no (an error, or, for updates and deletes, no row touched). */
  refused: boolean
  /** The service role sees the change. */
  changed: boolean
  /** The answer, for the failure message. */
  answer: unknown
}

interface AdminWrite {
  name: string
  /** Arranges what the write needs (as the service role), makes it as `client`, reads back. */
  run: (client: Client) => Promise<Outcome>
}

type Listing = 'teachers' | 'studios'
type Submission = 'teacherapplications' | 'studioapplications' | 'contactsubmissions'

async function seedListing(table: Listing): Promise<Record<string, unknown>> {
  const row = table === 'teachers' ? teacherInsert() : studioInsert()
  const { data, error } = await service
    .from(table)
    .insert(row as never)
    .select()
    .single()
  if (error) throw new Error(`seeding ${table}: ${error.message}`)
  return data as Record<string, unknown>
}

async function readListing(table: Listing, id: string): Promise<Record<string, unknown> | null> {
  const { data, error } = await service.from(table).select().eq('id', id).maybeSingle()
  if (error) throw new Error(`reading ${table}: ${error.message}`)
  return data as Record<string, unknown> | null
}

/** An update or delete by id with `.select()`: refused when it errs or comes back with no row. */
function noRowTouched(answer: { error: unknown; data: unknown[] | null }): boolean {
  return answer.error !== null || (answer.data ?? []).length === 0
}

/** Every field of the admin teacher form, changed. */
function teacherFormValues(): TablesUpdate<'teachers'> {
  const t = tag()
  return {
    slug: `edited-teacher-${t}`,
    firstname: 'Edited',
    lastname: `Teacher ${t}`,
    name: `Edited Teacher ${t}`,
    country: 'Japan',
    location: 'Kyoto',
    bio: 'Now teaches slow Yin in the mornings.',
    certifications: 'E-RYT 500',
    experience: 12,
    image: publicUrl(`teachers/${timestamp()}-profile-x.jpg`),
    gallery: [publicUrl(`teachers/${timestamp()}-gallery-x.jpg`)],
    specialties: ['Yin Yoga', 'Meditation'],
    teachingoptions: { online1on1: false, inPerson1on1: true, groupOnline: false, groupInPerson: true },
    social: { website: 'https://example.com/edited', instagram: 'https://instagram.com/edited' },
    contactformurl: 'https://example.com/edited/contact',
  }
}

/** Every field of the admin studio form, changed. */
function studioFormValues(): TablesUpdate<'studios'> {
  const t = tag()
  return {
    slug: `edited-studio-${t}`,
    name: `Edited Studio ${t}`,
    email: `edited-${t}@example.com`,
    country: 'Portugal',
    city: 'Lisbon',
    address: 'Rua Nova 1',
    description: 'Moved to a bigger room by the river.',
    tagline: 'Breathe by the river',
    studiotype: 'In-person',
    yogastyles: ['Ashtanga'],
    amenities: ['Mat rental', 'Tea corner'],
    logo: publicUrl(`studios/${timestamp()}-logo-x.jpg`),
    gallery: [publicUrl(`studios/${timestamp()}-gallery-x.jpg`)],
    website: 'https://example.com/edited-studio',
    instagram: 'https://instagram.com/edited-studio',
    facebook: 'https://facebook.com/edited-studio',
    operatinghours: 'Mon-Sat: 7am-9pm',
    consent: true,
  }
}

function listingWrites(table: Listing): AdminWrite[] {
  const label = table === 'teachers' ? 'teacher' : 'studio'
  const formValues = table === 'teachers' ? teacherFormValues : studioFormValues

  /** Updates the seeded row with `values`; changed when any column differs afterwards. */
  const update = (values: () => Record<string, unknown>) => async (client: Client) => {
    const before = await seedListing(table)
    const answer = await client
      .from(table)
      .update(values() as never)
      .eq('id', before.id as string)
      .select()
    const after = await readListing(table, before.id as string)
    return { refused: noRowTouched(answer), changed: !isDeepStrictEqual(after, before), answer }
  }

  return [
    {
      name: `insert a ${label}`,
      run: async (client) => {
        const row = table === 'teachers' ? teacherInsert() : studioInsert()
        const answer = await client
          .from(table)
          .insert(row as never)
          .select()
          .single()
        const { data } = await service.from(table).select('id').eq('slug', row.slug)
        return { refused: answer.error?.code === '42501', changed: (data ?? []).length > 0, answer }
      },
    },
    { name: `update every ${label} form field`, run: update(() => ({ ...formValues() })) },
    {
      name: `update a ${label}'s seo_title and seo_description`,
      run: update(() => ({
        seo_title: `SEO title ${tag()}`,
        seo_description: 'A description written for search results.',
      })),
    },
    {
      name: `delete a ${label}`,
      run: async (client) => {
        const before = await seedListing(table)
        const answer = await client
          .from(table)
          .delete()
          .eq('id', before.id as string)
          .select()
        const after = await readListing(table, before.id as string)
        return { refused: noRowTouched(answer), changed: after === null, answer }
      },
    },
  ]
}

function submissionDelete(table: Submission, row: () => object): AdminWrite {
  return {
    name: `delete a ${table} row`,
    run: async (client) => {
      const seeded = await service
        .from(table)
        .insert(row() as never)
        .select('id')
        .single()
      if (seeded.error) throw new Error(`seeding ${table}: ${seeded.error.message}`)
      const id = (seeded.data as { id: number }).id
      const answer = await client.from(table).delete().eq('id', id).select()
      const { data } = await service.from(table).select('id').eq('id', id)
      return { refused: noRowTouched(answer), changed: (data ?? []).length === 0, answer }
    },
  }
}

/** Whether the object is there, asked of the service role. */
async function stored(path: string): Promise<boolean> {
  const { data, error } = await service.storage.from(BUCKET).download(path)
  return error === null && data !== null
}

function upload(folder: 'teachers' | 'studios', kind: 'profile' | 'gallery' | 'logo'): AdminWrite {
  return {
    name: `upload ${folder}/<ts>-${kind}-x.jpg`,
    run: async (client) => {
      const path = `${folder}/${timestamp()}-${kind}-x.jpg`
      const answer = await client.storage
        .from(BUCKET)
        .upload(path, new Blob([JPEG], { type: 'image/jpeg' }), UPLOAD)
      const refused = (answer.error as { statusCode?: string } | null)?.statusCode === '403'
      return { refused, changed: await stored(path), answer }
    },
  }
}

const removeUpload: AdminWrite = {
  name: 'delete an uploaded image',
  run: async (client) => {
    const path = `teachers/${timestamp()}-gallery-x.jpg`
    const seeded = await service.storage
      .from(BUCKET)
      .upload(path, new Blob([JPEG], { type: 'image/jpeg' }), UPLOAD)
    if (seeded.error) throw new Error(`seeding ${path}: ${seeded.error.message}`)
    const answer = await client.storage.from(BUCKET).remove([path])
    const refused = answer.error !== null || (answer.data ?? []).length === 0
    return { refused, changed: !(await stored(path)), answer }
  },
}

const adminWrites: AdminWrite[] = [
  ...listingWrites('teachers'),
  ...listingWrites('studios'),
  submissionDelete('teacherapplications', teacherApplicationInsert),
  submissionDelete('studioapplications', studioApplicationInsert),
  submissionDelete('contactsubmissions', contactInsert),
  upload('teachers', 'profile'),
  upload('teachers', 'gallery'),
  upload('studios', 'logo'),
  upload('studios', 'gallery'),
  removeUpload,
]

describe.each(['visitor', 'signed-in non-admin', 'non-admin claiming is_admin'] as const)('%s', (role) => {
  it.each(adminWrites.map((write) => [write.name, write] as const))(
    'may not %s, which changes nothing',
    async (_name, write) => {
      const outcome = await write.run(clients[role])
      expect(outcome.changed, `changed by ${JSON.stringify(outcome.answer)}`).toBe(false)
      expect(outcome.refused, `answered ${JSON.stringify(outcome.answer)}`).toBe(true)
    },
  )

  it('is told so plainly when inserting: 42501, 401 for a visitor and 403 when signed in', async () => {
    const answer = await clients[role].from('teachers').insert(teacherInsert()).select().single()
    expect(answer.error?.code).toBe('42501')
    expect(answer.status).toBe(role === 'visitor' ? 401 : 403)
  })

  it('reads no submissions', async () => {
    for (const [table, row] of [
      ['teacherapplications', teacherApplicationInsert],
      ['studioapplications', studioApplicationInsert],
      ['contactsubmissions', contactInsert],
    ] as const) {
      const seeded = await service
        .from(table)
        .insert(row() as never)
        .select('id')
        .single()
      expect(seeded.error).toBeNull()
      const all = await clients[role].from(table).select()
      expect(all.error, table).toBeNull()
      expect(all.data, table).toEqual([])
      const one = await clients[role]
        .from(table)
        .select()
        .eq('id', (seeded.data as { id: number }).id)
      expect(one.data, table).toEqual([])
    }
  })

  it('is not an admin to public.is_admin()', async () => {
    const { data, error } = await clients[role].rpc('is_admin')
    expect(error).toBeNull()
    expect(data).toBe(false)
  })
})

describe('admin', () => {
  it.each(adminWrites.map((write) => [write.name, write] as const))('may %s', async (_name, write) => {
    const outcome = await write.run(clients.admin)
    expect(outcome.refused, `answered ${JSON.stringify(outcome.answer)}`).toBe(false)
    expect(outcome.changed, `not changed by ${JSON.stringify(outcome.answer)}`).toBe(true)
  })

  it('saves exactly the form values and moves updated_at', async () => {
    for (const table of ['teachers', 'studios'] as const) {
      const before = await seedListing(table)
      const values = table === 'teachers' ? teacherFormValues() : studioFormValues()
      const { data, error } = await clients.admin
        .from(table)
        .update(values as never)
        .eq('id', before.id as string)
        .select()
        .single()
      expect(error, table).toBeNull()
      expect(data, table).toMatchObject(values)
      const after = await readListing(table, before.id as string)
      expect(after, table).toMatchObject(values)
      expect(Date.parse(after!.updated_at as string), table).toBeGreaterThan(
        Date.parse(before.updated_at as string),
      )
    }
  })

  it('reads every kind of submission', async () => {
    for (const [table, row] of [
      ['teacherapplications', teacherApplicationInsert],
      ['studioapplications', studioApplicationInsert],
      ['contactsubmissions', contactInsert],
    ] as const) {
      const seeded = await service
        .from(table)
        .insert(row() as never)
        .select('id')
        .single()
      const id = (seeded.data as { id: number }).id
      const { data, error } = await clients.admin.from(table).select('id').eq('id', id)
      expect(error, table).toBeNull()
      expect(data, table).toEqual([{ id }])
    }
  })

  it('serves an uploaded JPEG at its public URL', async () => {
    const path = `teachers/${timestamp()}-profile-x.jpg`
    const { error } = await clients.admin.storage
      .from(BUCKET)
      .upload(path, new Blob([JPEG], { type: 'image/jpeg' }), UPLOAD)
    expect(error).toBeNull()
    const response = await fetch(publicUrl(path))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(JPEG)
  })

  it('is an admin to public.is_admin()', async () => {
    const { data, error } = await clients.admin.rpc('is_admin')
    expect(error).toBeNull()
    expect(data).toBe(true)
  })
})

// The application workflow (supabase/migrations/20251124000000_application_workflow.sql): who may
// set a submission's status, which columns anybody may write, the link to the listing made from an
// application, the dashboard's counts and the applicant's private status link. Every change is
// read back with the service role, never taken from the write's own answer.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contactInsert,
  studioApplicationInsert,
  studioInsert,
  teacherApplicationInsert,
  teacherInsert,
} from '../builders.ts'
import { anonClient, createTestUser, send, serviceClient, signedInClient, type Client } from './support.ts'

type Role = 'visitor' | 'non-admin' | 'admin'
const ROLES = ['visitor', 'non-admin', 'admin'] as const
const clients = {} as Record<Role, Client>
const service = serviceClient()

/** PostgREST's status for a privilege error (42501): 401 for a visitor, 403 when signed in. */
const deniedStatus = (role: Role) => (role === 'visitor' ? 401 : 403)

type Submission = 'teacherapplications' | 'studioapplications' | 'contactsubmissions'
type Listing = 'teachers' | 'studios'
type Row = Record<string, unknown>

interface Kind {
  table: Submission
  /** What the public form sends. */
  form: () => object
  /** A status other than 'new' that an admin may set. */
  next: string
  /** The columns only the database or an admin writes: a visitor's insert may not name them. */
  workflow: () => Promise<Row>
  /** A column the sender wrote, which nobody may change afterwards, and a new value for it. */
  sent: Row
}

interface ApplicationKind extends Kind {
  table: 'teacherapplications' | 'studioapplications'
  listing: Listing
  link: 'teacher_id' | 'studio_id'
}

const teacherApplications: ApplicationKind = {
  table: 'teacherapplications',
  form: teacherApplicationInsert,
  next: 'declined',
  workflow: async () => ({
    status: 'listed',
    decline_note: 'Sent as already declined',
    teacher_id: await seedListing('teachers'),
    status_changed_at: '2025-01-01T00:00:00+00:00',
  }),
  sent: { email: 'changed@example.com' },
  listing: 'teachers',
  link: 'teacher_id',
}

const studioApplications: ApplicationKind = {
  table: 'studioapplications',
  form: studioApplicationInsert,
  next: 'declined',
  workflow: async () => ({
    status: 'listed',
    decline_note: 'Sent as already declined',
    studio_id: await seedListing('studios'),
    status_changed_at: '2025-01-01T00:00:00+00:00',
  }),
  sent: { email: 'changed@example.com' },
  listing: 'studios',
  link: 'studio_id',
}

const contactMessages: Kind = {
  table: 'contactsubmissions',
  form: contactInsert,
  next: 'replied',
  workflow: async () => ({ status: 'archived', status_changed_at: '2025-01-01T00:00:00+00:00' }),
  sent: { email: 'changed@example.com' },
}

const applications = [teacherApplications, studioApplications]
const kinds: Kind[] = [teacherApplications, studioApplications, contactMessages]

/** Every row this file adds, deleted again at the end. */
const made = {
  teacherapplications: new Set<number>(),
  studioapplications: new Set<number>(),
  contactsubmissions: new Set<number>(),
  teachers: new Set<string>(),
  studios: new Set<string>(),
}

/** Long ago, so no other file takes a seeded row for the newest in the inbox. */
const SENT_AT = '2001-01-01T00:00:00+00:00'

async function seedSubmission(table: Submission, row: object, extra: Row = {}): Promise<Row> {
  const { data, error } = await service
    .from(table)
    .insert({ ...row, created_at: SENT_AT, ...extra } as never)
    .select()
    .single()
  if (error) throw new Error(`seeding ${table}: ${error.message}`)
  const seeded = data as Row
  made[table].add(seeded.id as number)
  return seeded
}

async function seedListing(table: Listing): Promise<string> {
  const row = table === 'teachers' ? teacherInsert() : studioInsert()
  const { data, error } = await service
    .from(table)
    .insert(row as never)
    .select('id')
    .single()
  if (error) throw new Error(`seeding ${table}: ${error.message}`)
  const id = (data as { id: string }).id
  made[table].add(id)
  return id
}

async function slugOf(table: Listing, id: string): Promise<string> {
  const { data, error } = await service.from(table).select('slug').eq('id', id).single()
  if (error) throw new Error(`reading ${table}: ${error.message}`)
  return (data as { slug: string }).slug
}

/** The row as the operator sees it, or null when it is gone. */
async function readBack(table: Submission, id: number): Promise<Row | null> {
  const { data, error } = await service.from(table).select().eq('id', id).maybeSingle()
  if (error) throw new Error(`reading ${table}: ${error.message}`)
  return data as Row | null
}

/** Rows of `table` whose email is this one, as the operator sees them. */
async function rowsByEmail(table: Submission, email: string): Promise<Row[]> {
  const { data, error } = await service.from(table).select().eq('email', email)
  if (error) throw new Error(`reading ${table}: ${error.message}`)
  const rows = data as Row[]
  for (const row of rows) made[table].add(row.id as number)
  return rows
}

/** A fresh private status token, as the application form makes it, and the hash it sends. */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: createHash('sha256').update(token).digest('hex') }
}

beforeAll(async () => {
  const [member, admin] = await Promise.all([
    createTestUser({ admin: false }),
    createTestUser({ admin: true }),
  ])
  clients.visitor = anonClient()
  clients['non-admin'] = await signedInClient(member)
  clients.admin = await signedInClient(admin)
})

afterAll(async () => {
  for (const table of ['teacherapplications', 'studioapplications', 'contactsubmissions'] as const) {
    const ids = [...made[table]]
    if (ids.length > 0) await service.from(table).delete().in('id', ids)
  }
  for (const table of ['teachers', 'studios'] as const) {
    const ids = [...made[table]]
    if (ids.length > 0) await service.from(table).delete().in('id', ids)
  }
})

describe.each(kinds)('$table: the status', (kind) => {
  const { table } = kind

  it('a visitor may not set it: 401, permission denied, the row unchanged', async () => {
    const before = await seedSubmission(table, kind.form())
    const answer = await clients.visitor
      .from(table)
      .update({ status: kind.next } as never)
      .eq('id', before.id as number)
      .select()
    expect(answer.status).toBe(401)
    expect(answer.error?.code).toBe('42501')
    expect(await readBack(table, before.id as number)).toEqual(before)
  })

  it('a signed-in non-admin updates nothing (row-level security): an empty answer, the row unchanged', async () => {
    const before = await seedSubmission(table, kind.form())
    const values =
      table === 'contactsubmissions' ? { status: kind.next } : { status: kind.next, decline_note: 'No' }
    const answer = await clients['non-admin']
      .from(table)
      .update(values as never)
      .eq('id', before.id as number)
      .select()
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual([])
    expect(await readBack(table, before.id as number)).toEqual(before)
  })

  it('an admin sets it, and status_changed_at is stamped when (and only when) it changes', async () => {
    const before = await seedSubmission(table, kind.form())
    expect(before.status).toBe('new')
    expect(before.is_new).toBe(true)
    expect(before.status_changed_at).toBeNull()

    const sentAt = Date.now()
    const answer = await clients.admin
      .from(table)
      .update({ status: kind.next } as never)
      .eq('id', before.id as number)
      .select('id')
    expect(answer.error).toBeNull()
    expect(answer.data).toEqual([{ id: before.id }])
    const after = await readBack(table, before.id as number)
    expect(after).toMatchObject({ status: kind.next, is_new: false })
    const stamped = Date.parse(after!.status_changed_at as string)
    expect(Math.abs(stamped - sentAt)).toBeLessThan(10_000)
    // Nothing else moved.
    expect({ ...after, status: before.status, is_new: true, status_changed_at: null }).toEqual(before)

    // The same status again is no change: the stamp stays.
    await clients.admin
      .from(table)
      .update({ status: kind.next } as never)
      .eq('id', before.id as number)
    expect((await readBack(table, before.id as number))!.status_changed_at).toBe(after!.status_changed_at)

    // Back to new is a change: a later stamp.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await clients.admin
      .from(table)
      .update({ status: 'new' } as never)
      .eq('id', before.id as number)
    const reopened = await readBack(table, before.id as number)
    expect(reopened).toMatchObject({ status: 'new', is_new: true })
    expect(Date.parse(reopened!.status_changed_at as string)).toBeGreaterThan(stamped)
  })

  it('an unknown status is refused by the check constraint', async () => {
    const before = await seedSubmission(table, kind.form())
    const answer = await clients.admin
      .from(table)
      .update({ status: 'approved' } as never)
      .eq('id', before.id as number)
    expect(answer.status).toBe(400)
    expect(answer.error?.code).toBe('23514')
    expect(await readBack(table, before.id as number)).toEqual(before)
  })
})

describe.each(kinds)('$table: what was sent stays as sent', (kind) => {
  const { table } = kind

  it.each(ROLES)('%s may not change a sent column (permission denied), the row unchanged', async (role) => {
    const before = await seedSubmission(table, kind.form())
    for (const values of [
      kind.sent,
      { created_at: '2020-01-01T00:00:00+00:00' },
      { ...kind.sent, status: kind.next },
    ]) {
      const answer = await clients[role]
        .from(table)
        .update(values as never)
        .eq('id', before.id as number)
      expect(answer.error?.code, JSON.stringify(values)).toBe('42501')
      expect(answer.status, JSON.stringify(values)).toBe(deniedStatus(role))
      expect(answer.error?.message).toContain('permission denied')
    }
    expect(await readBack(table, before.id as number)).toEqual(before)
  })

  it.each(ROLES)('%s may not send a row with a workflow column set', async (role) => {
    const workflow = await kind.workflow()
    for (const [column, value] of Object.entries(workflow)) {
      const email = `workflow-${randomUUID().slice(0, 8)}@example.com`
      // Directly: no insert privilege at all.
      const direct = await clients[role]
        .from(table)
        .insert({ ...kind.form(), email, [column]: value } as never)
      expect(direct.error?.code, column).toBe('42501')
      expect(direct.status, column).toBe(deniedStatus(role))
      // Through the form's function: it has no such argument.
      const throughFunction = await send(clients[role], table, { ...kind.form(), email, [column]: value })
      expect(throughFunction.error?.code, column).toBe('PGRST202')
      expect(throughFunction.status, column).toBe(404)
      expect(await rowsByEmail(table, email), column).toEqual([])
    }
  })

  it('a visitor sends the form as before: status new, no stamp', async () => {
    const email = `form-${randomUUID().slice(0, 8)}@example.com`
    const answer = await send(clients.visitor, table, { ...kind.form(), email })
    expect(answer.error).toBeNull()
    const rows = await rowsByEmail(table, email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 'new', is_new: true, status_changed_at: null })
  })
})

describe.each(applications)('$table: the link to the listing', (kind) => {
  const { table, link, listing } = kind

  it('a visitor may send the status token hash, and only that is stored of it', async () => {
    const email = `token-${randomUUID().slice(0, 8)}@example.com`
    const { hash } = newToken()
    const answer = await send(clients.visitor, table, { ...kind.form(), email, status_token_hash: hash })
    expect(answer.error).toBeNull()
    const rows = await rowsByEmail(table, email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'new',
      status_token_hash: hash,
      [link]: null,
      decline_note: null,
    })
  })

  it('a listing may be linked only to a Listed application', async () => {
    const listingId = await seedListing(listing)
    for (const status of ['new', 'declined']) {
      const before = await seedSubmission(table, kind.form(), { status })
      const refused = await clients.admin
        .from(table)
        .update({ [link]: listingId } as never)
        .eq('id', before.id as number)
      expect(refused.status, status).toBe(400)
      expect(refused.error?.code, status).toBe('23514')
      expect(refused.error?.message, status).toContain('listing_only_when_listed')
      expect(await readBack(table, before.id as number), status).toEqual(before)
    }

    const before = await seedSubmission(table, kind.form())
    const accepted = await clients.admin
      .from(table)
      .update({ status: 'listed', [link]: listingId } as never)
      .eq('id', before.id as number)
    expect(accepted.error).toBeNull()
    expect(await readBack(table, before.id as number)).toMatchObject({ status: 'listed', [link]: listingId })

    // Un-listing while the link stays is refused as well.
    const relisted = await clients.admin
      .from(table)
      .update({ status: 'new' } as never)
      .eq('id', before.id as number)
    expect(relisted.error?.code).toBe('23514')
    expect(await readBack(table, before.id as number)).toMatchObject({ status: 'listed', [link]: listingId })
  })

  it('the link must name an existing listing', async () => {
    const before = await seedSubmission(table, kind.form())
    const answer = await clients.admin
      .from(table)
      .update({ status: 'listed', [link]: randomUUID() } as never)
      .eq('id', before.id as number)
    expect(answer.status).toBe(409)
    expect(answer.error?.code).toBe('23503')
    expect(await readBack(table, before.id as number)).toEqual(before)
  })

  it('a non-admin cannot link a listing either', async () => {
    const listingId = await seedListing(listing)
    const before = await seedSubmission(table, kind.form())
    const answer = await clients['non-admin']
      .from(table)
      .update({ status: 'listed', [link]: listingId } as never)
      .eq('id', before.id as number)
      .select()
    expect(answer.data).toEqual([])
    expect(await readBack(table, before.id as number)).toEqual(before)
  })

  it('deleting the listing keeps the Listed application, without the link', async () => {
    const listingId = await seedListing(listing)
    const before = await seedSubmission(table, kind.form())
    await clients.admin
      .from(table)
      .update({ status: 'listed', [link]: listingId } as never)
      .eq('id', before.id as number)
    const listed = await readBack(table, before.id as number)
    expect(listed).toMatchObject({ status: 'listed', [link]: listingId })

    const deleted = await clients.admin.from(listing).delete().eq('id', listingId).select('id')
    expect(deleted.data).toEqual([{ id: listingId }])

    const after = await readBack(table, before.id as number)
    expect(after).toEqual({ ...listed, [link]: null })
  })
})

describe.each(kinds)('$table: still private', (kind) => {
  const { table } = kind

  it.each(['visitor', 'non-admin'] as const)(
    'a %s reads none of it, the workflow columns included',
    async (role) => {
      const { hash } = newToken()
      const extra =
        table === 'contactsubmissions'
          ? { status: 'replied' }
          : { status: 'declined', decline_note: 'Not yet', status_token_hash: hash }
      const seeded = await seedSubmission(table, kind.form(), extra)
      const all = await clients[role].from(table).select()
      expect(all.error).toBeNull()
      expect(all.data).toEqual([])
      const columns =
        table === 'contactsubmissions' ? 'id, status' : 'id, status, decline_note, status_token_hash'
      const one = await clients[role]
        .from(table)
        .select(columns)
        .eq('id', seeded.id as number)
      expect(one.data).toEqual([])
      const admin = await clients.admin
        .from(table)
        .select(columns)
        .eq('id', seeded.id as number)
      expect(admin.data).toEqual([Object.fromEntries(columns.split(', ').map((c) => [c, seeded[c]]))])
    },
  )
})

describe('admin_counts()', () => {
  type Counts = Record<string, number>
  const submissionCounts = {
    teacher_applications: 'teacherapplications',
    studio_applications: 'studioapplications',
    contact_messages: 'contactsubmissions',
  } as const

  /** Every count, made by the operator with count=exact. */
  async function countedByOperator(): Promise<Counts> {
    const count = async (table: Submission | Listing, onlyNew: boolean) => {
      let query = service.from(table).select('id', { count: 'exact', head: true })
      if (onlyNew) query = query.eq('status' as never, 'new' as never)
      const { count: n, error } = await query
      if (error) throw new Error(`counting ${table}: ${error.message}`)
      return n!
    }
    const counts: Counts = {
      teachers: await count('teachers', false),
      studios: await count('studios', false),
    }
    for (const [name, table] of Object.entries(submissionCounts)) {
      counts[name] = await count(table, false)
      counts[`${name}_new`] = await count(table, true)
    }
    return counts
  }

  async function countsOf(role: Role) {
    const answer = await clients[role].rpc('admin_counts')
    return { ...answer, data: answer.data as Counts[] | null }
  }

  /**
   * The caller's counts next to the operator's, taken before and after them. Other test files
   * add and remove rows at the same time, so this retries until nothing moved in between.
   */
  async function stableCounts(role: Role, expected: (counts: Counts) => Counts) {
    let last: { mine: Counts[] | null; operator: Counts } | null = null
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const before = await countedByOperator()
      const { data, error } = await countsOf(role)
      expect(error).toBeNull()
      const after = await countedByOperator()
      last = { mine: data, operator: expected(before) }
      if (
        JSON.stringify(before) === JSON.stringify(after) &&
        JSON.stringify(data) === JSON.stringify([expected(before)])
      ) {
        return last
      }
    }
    return last!
  }

  beforeAll(async () => {
    // At least one of each, new and not new, so no count is trivially 0.
    for (const kind of kinds) {
      await seedSubmission(kind.table, kind.form())
      await seedSubmission(kind.table, kind.form(), { status: kind.next })
    }
  })

  it('an admin gets the true counts', async () => {
    const { mine, operator } = await stableCounts('admin', (counts) => counts)
    expect(mine).toEqual([operator])
    expect(operator.teacher_applications_new).toBeGreaterThan(0)
    expect(operator.teacher_applications).toBeGreaterThan(operator.teacher_applications_new!)
    expect(operator.contact_messages).toBeGreaterThan(operator.contact_messages_new!)
  })

  it('a signed-in non-admin sees the listings and 0 submissions (row-level security applies)', async () => {
    const { mine, operator } = await stableCounts('non-admin', (counts) => ({
      ...Object.fromEntries(Object.keys(counts).map((name) => [name, 0])),
      teachers: counts.teachers!,
      studios: counts.studios!,
    }))
    expect(mine).toEqual([operator])
    expect(operator.teachers).toBeGreaterThan(0)
    expect(operator.teacher_applications).toBe(0)
  })

  it('a visitor may not call it: 401, permission denied', async () => {
    const { status, error, data } = await countsOf('visitor')
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(data).toBeNull()
  })
})

describe('application_status(token): the applicant’s private status link', () => {
  /** The function's answer as the caller gets it, everything a client could look at. */
  async function ask(token: string, client: Client = clients.visitor) {
    const { data, error, status } = await client.rpc('application_status', { token })
    return { data, error, status }
  }

  let teacherToken: ReturnType<typeof newToken>
  let studioToken: ReturnType<typeof newToken>
  let teacherApplication: Row
  let studioApplication: Row

  beforeAll(async () => {
    teacherToken = newToken()
    studioToken = newToken()
    teacherApplication = await seedSubmission('teacherapplications', teacherApplicationInsert(), {
      status_token_hash: teacherToken.hash,
    })
    studioApplication = await seedSubmission('studioapplications', studioApplicationInsert(), {
      status_token_hash: studioToken.hash,
    })
  })

  it('the right token gets its application: kind and status, nothing else while New', async () => {
    expect(await ask(teacherToken.token)).toEqual({
      data: [{ kind: 'teacher', status: 'new', listing_slug: null, note: null }],
      error: null,
      status: 200,
    })
    expect((await ask(studioToken.token)).data).toEqual([
      { kind: 'studio', status: 'new', listing_slug: null, note: null },
    ])
  })

  it('works for a visitor, a signed-in non-admin and an admin alike', async () => {
    for (const role of ROLES) {
      expect((await ask(teacherToken.token, clients[role])).data, role).toEqual([
        { kind: 'teacher', status: 'new', listing_slug: null, note: null },
      ])
    }
  })

  it('Declined: the note, and no listing', async () => {
    for (const [table, row, token] of [
      ['teacherapplications', teacherApplication, teacherToken],
      ['studioapplications', studioApplication, studioToken],
    ] as const) {
      const note = `Please apply again with a photo (${table}).`
      const { error } = await clients.admin
        .from(table)
        .update({ status: 'declined', decline_note: note })
        .eq('id', row.id as number)
      expect(error).toBeNull()
      expect((await ask(token.token)).data, table).toEqual([
        {
          kind: table === 'teacherapplications' ? 'teacher' : 'studio',
          status: 'declined',
          listing_slug: null,
          note,
        },
      ])
    }
  })

  it('Listed: the listing’s slug, and the note no longer (only a Declined application shows it)', async () => {
    for (const [table, listing, link, row, token] of [
      ['teacherapplications', 'teachers', 'teacher_id', teacherApplication, teacherToken],
      ['studioapplications', 'studios', 'studio_id', studioApplication, studioToken],
    ] as const) {
      const listingId = await seedListing(listing)
      // The note written when it was declined stays in the row.
      const { error } = await clients.admin
        .from(table)
        .update({ status: 'listed', [link]: listingId } as never)
        .eq('id', row.id as number)
      expect(error).toBeNull()
      expect((await readBack(table, row.id as number))!.decline_note).toContain('Please apply again')
      expect((await ask(token.token)).data, table).toEqual([
        {
          kind: table === 'teacherapplications' ? 'teacher' : 'studio',
          status: 'listed',
          listing_slug: await slugOf(listing, listingId),
          note: null,
        },
      ])
    }
  })

  it('never answers with another column: the body holds the four fields only', async () => {
    const { data, error } = await clients.visitor.rpc('application_status', { token: teacherToken.token })
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(Object.keys(data![0]!).sort()).toEqual(['kind', 'listing_slug', 'note', 'status'])
    const text = JSON.stringify(data)
    const stored = (await readBack('teacherapplications', teacherApplication.id as number))!
    for (const column of [
      'email',
      'phone',
      'firstname',
      'lastname',
      'status_token_hash',
      'teacher_id',
    ] as const) {
      expect(text, column).not.toContain(String(stored[column]))
    }
  })

  it('a wrong token gets exactly what a malformed or empty one gets: no row, 200', async () => {
    const right = teacherToken.token
    const flipped = right.slice(0, -1) + (right.endsWith('A') ? 'B' : 'A')
    const wrong = [newToken().token, newToken().token, flipped]
    const malformed = [
      '',
      'abc',
      `${right}=`,
      right.slice(0, 42),
      `${right.slice(0, 42)}+`,
      ` ${right}`,
      // What the database stores is no key either.
      teacherToken.hash,
      "' or true --",
    ]
    const answers = await Promise.all([...wrong, ...malformed].map((token) => ask(token)))
    for (const [i, answer] of answers.entries()) {
      expect(answer, [...wrong, ...malformed][i]).toEqual({ data: [], error: null, status: 200 })
    }
    // And the right one still answers, so the empty answers are not a broken function.
    expect((await ask(right)).data).toHaveLength(1)
  })
})

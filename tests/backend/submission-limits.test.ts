// What an anonymous script with the public anon key can put into the inbox and storage: the
// submission functions, their limits (as shipped: this file starts a backend of its own, the
// shared one raises the per-client limits), the contact form's question, the honeypot and the
// logo upload permits (supabase/migrations/20251124000400_submissions_through_functions.sql).
// Every client here sends from a loopback address of its own (tests/client-address.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../supabase/local/config.ts'
import { createNodeClient, type NodeClient } from '../../supabase/local/node-client.ts'
import { startLocalBackend, type RunningBackend } from '../../supabase/local/server.ts'
import { contactInsert, studioApplicationInsert, teacherApplicationInsert } from '../builders.ts'
import { fetchFrom, ownClientAddress } from '../client-address.ts'
import type { SendAnswer, SubmissionTable } from './support.ts'

let backend: RunningBackend
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-limits-test-'))
  backend = await startLocalBackend({ ...configFromEnv({}), dataDir, port: 0, sampleAdmin: null })
})

afterAll(async () => {
  await backend?.close()
  await rm(dataDir, { recursive: true, force: true })
})

/** A visitor with the anon key whose connections leave from an address of its own. */
function visitorAt(address: string = ownClientAddress()): NodeClient {
  return createNodeClient(backend.url, backend.anonKey, { fetch: fetchFrom(address) })
}

function service(): NodeClient {
  return createNodeClient(backend.url, backend.serviceRoleKey)
}

const PER_CLIENT_MESSAGE =
  /^Too many submissions from your connection\. Please try again in (\d+) minutes?\.$/
const OVERALL_MESSAGE =
  /^We are receiving too many submissions right now\. Please try again in (\d+) minutes?\.$/

async function sql<Row>(query: string, params: unknown[] = []): Promise<Row[]> {
  return (await backend.db.query<Row>(query, params)).rows
}

async function countStored(table: SubmissionTable, column: string, value: string): Promise<number> {
  const [row] = await sql<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${column} = $1`,
    [value],
  )
  return row!.n
}

/** A new question and its answer, as the contact form gets them. */
async function question(client: NodeClient) {
  const { data, error, status } = await client.rpc('contact_question')
  expect(error, `contact_question ${status}`).toBeNull()
  const issued = data![0]!
  expect(issued.first_number).toBeGreaterThanOrEqual(1)
  expect(issued.second_number).toBeLessThanOrEqual(10)
  return { id: issued.id, sum: issued.first_number + issued.second_number }
}

async function sendContact(
  client: NodeClient,
  row: ReturnType<typeof contactInsert>,
  answer?: { id: string; answer: string },
): Promise<SendAnswer & { data: string | null }> {
  let asked = answer
  if (!asked) {
    const issued = await question(client)
    asked = { id: issued.id, answer: String(issued.sum) }
  }
  const { data, error, status } = await client.rpc('send_contact_message', {
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    question_id: asked.id,
    answer: asked.answer,
  })
  return { data, error, status }
}

describe('direct inserts', () => {
  it('a bulk insert of 500 contact messages is refused and stores nothing', async () => {
    const tag = `bulk-${randomUUID()}`
    const rows = Array.from({ length: 500 }, () => contactInsert({ subject: tag }))
    const { error, status } = await visitorAt().from('contactsubmissions').insert(rows)
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
    expect(await countStored('contactsubmissions', 'subject', tag)).toBe(0)
  })
})

describe('per client', () => {
  it.each([
    ['teacher applications', 'submit_teacher_application', 'teacherapplications', 'lastname'] as const,
    ['studio applications', 'submit_studio_application', 'studioapplications', 'name'] as const,
  ])('a burst of 30 %s stores 5 and refuses 25 with 429', async (_what, fn, table, column) => {
    const tag = `burst-${randomUUID()}`
    const visitor = visitorAt()
    const row =
      fn === 'submit_teacher_application'
        ? teacherApplicationInsert({ lastname: tag })
        : studioApplicationInsert({ name: tag })
    const answers = await Promise.all(Array.from({ length: 30 }, () => visitor.rpc(fn, row as never)))
    const refused = answers.filter((answer) => answer.status === 429)
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(5)
    expect(refused).toHaveLength(25)
    for (const { error } of refused) {
      expect(error?.code).toBe('PT429')
      expect(error?.message).toMatch(PER_CLIENT_MESSAGE)
      expect(error?.hint).toBe('10')
    }
    expect(await countStored(table, column, tag)).toBe(5)
  })

  it('contact messages: 5 are stored, the 6th is refused, another client still sends', async () => {
    const tag = `contact-${randomUUID()}`
    const visitor = visitorAt()
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await sendContact(visitor, contactInsert({ subject: tag }))
      expect(answer.data).toBe('sent')
    }
    const sixth = await sendContact(visitor, contactInsert({ subject: tag }))
    expect(sixth.status).toBe(429)
    expect(sixth.error?.message).toMatch(PER_CLIENT_MESSAGE)
    expect((await sendContact(visitorAt(), contactInsert({ subject: tag }))).data).toBe('sent')
    expect(await countStored('contactsubmissions', 'subject', tag)).toBe(6)
  })

  it('a client cannot pose as another by sending the address header itself', async () => {
    const address = ownClientAddress()
    const tag = `spoof-${randomUUID()}`
    const visitor = visitorAt(address)
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (
          await visitor.rpc(
            'submit_teacher_application',
            teacherApplicationInsert({ lastname: tag }) as never,
          )
        ).status,
      ).toBe(204)
    }
    const disguised = createNodeClient(backend.url, backend.anonKey, {
      fetch: (input, init) => {
        const headers = new Headers(init?.headers)
        headers.set('cf-connecting-ip', ownClientAddress())
        headers.set('x-forwarded-for', ownClientAddress())
        return fetchFrom(address)(input, { ...init, headers })
      },
    })
    const answer = await disguised.rpc(
      'submit_teacher_application',
      teacherApplicationInsert({ lastname: tag }) as never,
    )
    expect(answer.status).toBe(429)
    expect(await countStored('teacherapplications', 'lastname', tag)).toBe(5)
  })

  it('says how long to wait, and lets the client send again once the window has passed', async () => {
    const address = ownClientAddress()
    const tag = `wait-${randomUUID()}`
    const visitor = visitorAt(address)
    for (let sent = 0; sent < 5; sent += 1) {
      await visitor.rpc('submit_teacher_application', teacherApplicationInsert({ lastname: tag }) as never)
    }
    // The oldest send 7½ minutes ago: free again in 2½ minutes, said as 3.
    await sql(
      `update private.submission_events set created_at = now() - interval '450 seconds'
       where id = (select min(id) from private.submission_events where client = $1 and form = 'teacher_application')`,
      [address],
    )
    const refused = await visitor.rpc(
      'submit_teacher_application',
      teacherApplicationInsert({ lastname: tag }) as never,
    )
    expect(refused.error?.message).toBe(
      'Too many submissions from your connection. Please try again in 3 minutes.',
    )
    expect(refused.error?.hint).toBe('3')

    await sql(
      `update private.submission_events set created_at = now() - interval '11 minutes'
       where client = $1 and form = 'teacher_application'`,
      [address],
    )
    const again = await visitor.rpc(
      'submit_teacher_application',
      teacherApplicationInsert({ lastname: tag }) as never,
    )
    expect(again.status).toBe(204)
    expect(await countStored('teacherapplications', 'lastname', tag)).toBe(6)
  })
})

describe('overall', () => {
  it('stops every client together at the overall limit an operator set', async () => {
    const tag = `overall-${randomUUID()}`
    const operator = service()
    const [before] = await sql<{ n: number }>(
      `select count(*)::int as n from private.submission_events
       where form = 'studio_application' and created_at > now() - interval '60 minutes'`,
    )
    // An operator lowers the studio applications' overall limit to 8 more than already counted.
    const lowered = await operator
      .from('submission_limits')
      .update({ overall: before!.n + 8 })
      .eq('form', 'studio_application')
      .select('overall')
    expect(lowered.error).toBeNull()
    try {
      const answers: { status: number; message?: string }[] = []
      for (const visitor of [visitorAt(), visitorAt(), visitorAt()]) {
        for (let sent = 0; sent < 4; sent += 1) {
          const { status, error } = await visitor.rpc(
            'submit_studio_application',
            studioApplicationInsert({
              name: `${tag}-${randomUUID().slice(0, 6)}`,
              email: `${tag}@example.com`,
            }) as never,
          )
          answers.push({ status, message: error?.message })
        }
      }
      expect(answers.filter((answer) => answer.status === 204)).toHaveLength(8)
      const refused = answers.filter((answer) => answer.status === 429)
      expect(refused).toHaveLength(4)
      for (const { message } of refused) expect(message).toMatch(OVERALL_MESSAGE)
      expect(await countStored('studioapplications', 'email', `${tag}@example.com`)).toBe(8)
    } finally {
      await operator.from('submission_limits').update({ overall: 500 }).eq('form', 'studio_application')
    }
  })

  it('visitors can neither read nor change the limits', async () => {
    const visitor = visitorAt()
    const read = await visitor.from('submission_limits').select('*')
    expect(read.data ?? []).toEqual([])
    const changed = await visitor
      .from('submission_limits')
      .update({ per_client: 1000 })
      .eq('form', 'contact_message')
    expect(changed.error?.code).toBe('42501')
    const [limit] = await sql<{ per_client: number }>(
      `select per_client from public.submission_limits where form = 'contact_message'`,
    )
    expect(limit!.per_client).toBe(5)
  })
})

describe("the contact form's question", () => {
  it('is refused when missing, wrong, reused or expired, and only a right answer sends', async () => {
    const tag = `captcha-${randomUUID()}`
    const visitor = visitorAt()
    const row = () => contactInsert({ subject: tag })

    const blank = await question(visitor)
    expect((await sendContact(visitor, row(), { id: blank.id, answer: '  ' })).data).toBe('unanswered')
    // A blank answer leaves the question open.
    expect((await sendContact(visitor, row(), { id: blank.id, answer: String(blank.sum) })).data).toBe('sent')

    const unknown = await sendContact(visitor, row(), { id: randomUUID(), answer: '7' })
    expect(unknown.data).toBe('expired')

    const wrong = await question(visitor)
    expect((await sendContact(visitor, row(), { id: wrong.id, answer: String(wrong.sum + 1) })).data).toBe(
      'wrong',
    )
    // A wrong answer used the question up: the right one now is too late, so guessing fails.
    expect((await sendContact(visitor, row(), { id: wrong.id, answer: String(wrong.sum) })).data).toBe(
      'expired',
    )

    const words = await question(visitor)
    expect((await sendContact(visitor, row(), { id: words.id, answer: 'seven' })).data).toBe('wrong')

    const answered = await question(visitor)
    expect((await sendContact(visitor, row(), { id: answered.id, answer: ` ${answered.sum} ` })).data).toBe(
      'sent',
    )
    expect((await sendContact(visitor, row(), { id: answered.id, answer: String(answered.sum) })).data).toBe(
      'expired',
    )

    const late = await question(visitor)
    await sql(`update private.contact_questions set expires_at = now() - interval '1 second' where id = $1`, [
      late.id,
    ])
    expect((await sendContact(visitor, row(), { id: late.id, answer: String(late.sum) })).data).toBe(
      'expired',
    )

    expect(await countStored('contactsubmissions', 'subject', tag)).toBe(2)
  })

  it('is issued at most 30 times per client in 10 minutes', async () => {
    const visitor = visitorAt()
    const answers = []
    for (let asked = 0; asked < 31; asked += 1) answers.push(await visitor.rpc('contact_question'))
    expect(answers.slice(0, 30).every((answer) => answer.status === 200)).toBe(true)
    expect(answers[30]!.status).toBe(429)
    expect(answers[30]!.error?.message).toMatch(PER_CLIENT_MESSAGE)
  })

  it('never stores the answer, nor shows the questions to visitors', async () => {
    const columns = await sql<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'contactsubmissions'`,
    )
    expect(columns.map((column) => column.column_name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/captcha|answer|question/)]),
    )
    const { error } = await visitorAt()
      .schema('private' as never)
      .from('contact_questions')
      .select('*')
    expect(error).not.toBeNull()
  })
})

describe('the honeypot', () => {
  it('a filled honeypot is answered as sent, stores nothing and still counts', async () => {
    const tag = `honeypot-${randomUUID()}`
    const visitor = visitorAt()
    const trapped = await visitor.rpc('submit_teacher_application', {
      ...teacherApplicationInsert({ lastname: tag }),
      honeypot: '+1 555 0100',
    } as never)
    expect(trapped.status).toBe(204)
    const issued = await question(visitor)
    const contact = await visitor.rpc('send_contact_message', {
      ...contactInsert({ subject: tag }),
      question_id: issued.id,
      answer: String(issued.sum),
      honeypot: 'fax',
    })
    expect(contact.data).toBe('sent')
    expect(await countStored('teacherapplications', 'lastname', tag)).toBe(0)
    expect(await countStored('contactsubmissions', 'subject', tag)).toBe(0)
    for (let sent = 1; sent < 5; sent += 1) {
      await visitor.rpc('submit_teacher_application', {
        ...teacherApplicationInsert({ lastname: tag }),
        honeypot: 'x',
      } as never)
    }
    expect(
      (await visitor.rpc('submit_teacher_application', teacherApplicationInsert({ lastname: tag }) as never))
        .status,
    ).toBe(429)
  })
})

describe('logo upload permits', () => {
  const BUCKET = 'studio-assets'
  const JPEG = { contentType: 'image/jpeg', upsert: false, cacheControl: '3600' }
  const bytes = Buffer.from('/9j/4AAQSkZJRgABAQ==', 'base64')

  it('a visitor uploads only to a permitted path, once, before the permit expires', async () => {
    const visitor = visitorAt()
    const refused = await visitor.storage
      .from(BUCKET)
      .upload(`applications/${randomUUID()}-logo.jpg`, bytes, JPEG)
    expect(refused.error).toMatchObject({ statusCode: '403' })

    const permit = await visitor.rpc('logo_upload_permit')
    expect(permit.error).toBeNull()
    const uploaded = await visitor.storage.from(BUCKET).upload(permit.data!, bytes, JPEG)
    expect(uploaded.error).toBeNull()
    const twice = await visitor.storage.from(BUCKET).upload(permit.data!, bytes, { ...JPEG, upsert: true })
    expect(twice.error).not.toBeNull()

    const expired = await visitor.rpc('logo_upload_permit')
    await sql(
      `update private.upload_permits set expires_at = now() - interval '1 second' where object_name = $1`,
      [expired.data],
    )
    const late = await visitor.storage.from(BUCKET).upload(expired.data!, bytes, JPEG)
    expect(late.error).toMatchObject({ statusCode: '403' })
    const [stored] = await sql<{ n: number }>(
      `select count(*)::int as n from storage.objects where name in ($1, $2)`,
      [permit.data, expired.data],
    )
    expect(stored!.n).toBe(1)
  })

  it("permits count in the client's limits: the 6th in 10 minutes is refused", async () => {
    const visitor = visitorAt()
    for (let asked = 0; asked < 5; asked += 1)
      expect((await visitor.rpc('logo_upload_permit')).status).toBe(200)
    const sixth = await visitor.rpc('logo_upload_permit')
    expect(sixth.status).toBe(429)
    expect(sixth.error?.message).toMatch(PER_CLIENT_MESSAGE)
  })

  it("a studio application's logo must be a file uploaded with a permit", async () => {
    const tag = `logo-${randomUUID()}`
    const visitor = visitorAt()
    const elsewhere = await visitor.rpc(
      'submit_studio_application',
      studioApplicationInsert({ name: `${tag}-web`, logo: 'https://example.com/logo.jpg' }) as never,
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.error?.message).toBe('The logo must be an image uploaded with this application.')

    const permit = await visitor.rpc('logo_upload_permit')
    const notUploaded = visitor.storage.from(BUCKET).getPublicUrl(permit.data!).data.publicUrl
    const beforeUpload = await visitor.rpc(
      'submit_studio_application',
      studioApplicationInsert({ name: `${tag}-early`, logo: notUploaded }) as never,
    )
    expect(beforeUpload.status).toBe(400)

    expect((await visitor.storage.from(BUCKET).upload(permit.data!, bytes, JPEG)).error).toBeNull()
    const sent = await visitor.rpc(
      'submit_studio_application',
      studioApplicationInsert({ name: `${tag}-ok`, logo: notUploaded }) as never,
    )
    expect(sent.status).toBe(204)
    const [row] = await sql<{ logo: string }>(`select logo from public.studioapplications where name = $1`, [
      `${tag}-ok`,
    ])
    expect(row!.logo).toBe(notUploaded)
  })
})

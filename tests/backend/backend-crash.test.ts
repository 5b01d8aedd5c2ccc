import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { configFromEnv, DEFAULT_SMTP_FROM, DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { makeApiKeys } from '../../supabase/local/keys.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { childrenOf, isAlive } from '../../supabase/local/processes.ts'
import { startLocalBackend } from '../../supabase/local/server.ts'
import { startBackendProcess, type BackendProcess } from '../backend-process.ts'
import { teacherApplicationInsert } from '../builders.ts'
import { startTestSmtpServer, type CaughtMail, type TestSmtpServer } from '../test-smtp-server.ts'

/**
 * `npm run backend` killed outright (`kill -9`, a crash, an out-of-memory kill): the send-mail
 * function's Deno process ends with it instead of living on, mail queued before the crash goes
 * once a backend runs again on the same data, and mail goes at least once: a mail the SMTP server
 * had taken when the backend died goes again, with the same Message-ID, and no other does.
 */

async function untilGone(pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} still runs`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

describe('a backend killed outright', () => {
  it('takes its Deno function with it; the mail queued before the crash still goes', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer()
    cleanups.push(() => smtp.stop())
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-crash-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const env = {
      ...process.env,
      LOCAL_SUPABASE_DIR: dataDir,
      LOCAL_SUPABASE_PORT: '0',
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
    }
    const first: BackendProcess = await startBackendProcess(env)
    cleanups.push(() => first.stop())
    const children = childrenOf(first.child.pid!)
    const [deno] = children.filter((child) => child.command === 'deno')
    expect(deno, 'the send-mail function runs under Deno').toBeDefined()
    // The database server, under the shell that ends it with us.
    const [database] = children.filter((child) => child.command === 'sh')
    expect(database, 'the database server runs').toBeDefined()
    const postmaster = childrenOf(database!.pid).find((child) => child.command === 'postgres')
    expect(postmaster, 'the database server runs').toBeDefined()

    // Mail queued, then the backend killed at once, before its sender's next poll.
    const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
    const { error } = await createNodeClient(first.url, anonKey).rpc('submit_teacher_application', {
      ...teacherApplicationInsert({ firstname: 'Ines', email: 'ines@example.test' }),
      status_token: 'i'.repeat(43),
    } as never)
    expect(error).toBeNull()
    first.child.kill('SIGKILL')
    await untilGone(first.child.pid!)
    await untilGone(deno!.pid)
    await untilGone(postmaster!.pid)

    const second = await startBackendProcess(env)
    cleanups.push(() => second.stop())
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes('ines@example.test'), 30_000)
    expect(mail.subject).toBe('We received your application')
  }, 240_000)

  it('takes its mail inbox (MailDev) with it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-crash-inbox-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    // No SMTP server named: the backend starts its own inbox, as npm run backend does.
    const env: NodeJS.ProcessEnv = { ...process.env, LOCAL_SUPABASE_DIR: dataDir, LOCAL_SUPABASE_PORT: '0' }
    delete env.SMTP_HOST
    delete env.SMTP_PORT
    const backend = await startBackendProcess(env)
    cleanups.push(() => backend.stop())
    const [inbox] = childrenOf(backend.child.pid!).filter((child) => child.command === 'node')
    expect(inbox, 'MailDev runs').toBeDefined()
    backend.child.kill('SIGKILL')
    await untilGone(backend.child.pid!)
    await untilGone(inbox!.pid)
  }, 240_000)

  it('sends a mail caught mid-send again with its Message-ID, and no other twice', async () => {
    // The server keeps each mail but holds its 250 until the backend is gone.
    let answer!: () => void
    const backendGone = new Promise<void>((resolve) => (answer = resolve))
    const smtp = await startTestSmtpServer({ answerWhen: () => backendGone })
    cleanups.push(() => smtp.stop())
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'yoga-mid-send-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const first = await startBackendProcess({
      ...process.env,
      LOCAL_SUPABASE_DIR: dataDir,
      LOCAL_SUPABASE_PORT: '0',
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
    })
    cleanups.push(() => first.stop())
    const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
    const applicants = ['mid-one@example.test', 'mid-two@example.test', 'mid-three@example.test']
    for (const [n, email] of applicants.entries()) {
      const { error } = await createNodeClient(first.url, anonKey).rpc('submit_teacher_application', {
        ...teacherApplicationInsert({ firstname: `Mid${n}`, email }),
        status_token: String(n).repeat(43),
      } as never)
      expect(error).toBeNull()
    }
    const ours = (mail: CaughtMail) => applicants.includes(mail.envelopeTo[0] ?? '')
    await smtp.waitForMail(ours, 60_000)
    const [deno] = childrenOf(first.child.pid!).filter((child) => child.command === 'deno')
    first.child.kill('SIGKILL')
    await untilGone(first.child.pid!)
    await untilGone(deno!.pid)
    const takenBeforeTheCrash = smtp.mails.filter(ours)
    answer()

    const secondStartedAt = new Date().toISOString()
    const second = await startLocalBackend({
      ...configFromEnv({}),
      dataDir,
      port: 0,
      sampleAdmin: null,
      storageCleanup: null,
      messagePurge: null,
      ownerReminders: null,
      authRateLimits: null,
      // The same From as the first: the Message-ID's domain is the From's.
      smtp: { host: smtp.host, port: smtp.port, from: DEFAULT_SMTP_FROM },
    })
    cleanups.push(() => second.close())
    // The claims the dead sender held end with their 5-minute lease; here it ends now. (Claims
    // the new sender makes end later than 5 minutes after it started, and keep their lease.)
    const { rows: leased } = await second.db.query<{ id: number }>(
      `update private.mail_outbox set next_attempt_at = now()
       where status = 'pending' and recipient = any($1)
         and next_attempt_at < $2::timestamptz + interval '5 minutes' and attempts > 0
       returning id`,
      [applicants, secondStartedAt],
    )
    expect(leased.length).toBeGreaterThanOrEqual(takenBeforeTheCrash.length)
    // Every row sent: nothing more of ours will go, so the count below is final.
    const deadline = Date.now() + 60_000
    for (;;) {
      const { rows } = await second.db.query<{ unsent: number }>(
        `select count(*) filter (where m.status <> 'sent')::int as unsent
         from private.mail_outbox m
         join public.teacherapplications a on m.key = 'application_received:teacher:' || a.id
         where a.email = any($1)`,
        [applicants],
      )
      if (rows[0]!.unsent === 0) break
      if (Date.now() > deadline) throw new Error(`${rows[0]!.unsent} of our mails were still unsent`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }

    expect(takenBeforeTheCrash.length, 'the crash came mid-send').toBeGreaterThan(0)
    for (const email of applicants) {
      const copies = smtp.mails.filter((mail) => mail.envelopeTo[0] === email)
      const takenTwice = takenBeforeTheCrash.some((mail) => mail.envelopeTo[0] === email)
      expect(copies, email).toHaveLength(takenTwice ? 2 : 1)
      expect(new Set(copies.map((mail) => mail.messageId)).size, email).toBe(1)
      expect(copies[0]!.messageId).toMatch(/^<.+@.+>$/)
    }
  }, 240_000)
})

import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { portIsFree } from '../../supabase/local/free-port.ts'
import { makeApiKeys } from '../../supabase/local/keys.ts'
import { MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_WEB_PORT } from '../../supabase/local/mail-catcher.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startBackendProcess, type BackendProcess } from '../backend-process.ts'
import { teacherApplicationInsert } from '../builders.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server.ts'

/**
 * `npm run backend` as a newcomer's machine runs it once `npm install` is done: with empty caches,
 * an empty HOME and no way out to the network, it serves and its mail goes (the sender function's
 * packages come from node_modules); with another backend's inbox on the usual ports it takes
 * others; with a sender that cannot start it serves anyway, keeps mail queued and says so.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})
afterAll(async () => {
  while (cleanups.length > 0) await cleanups.pop()!()
})

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `yoga-fresh-${name}-`))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A listener on a loopback port that drops every connection and counts them: a closed door. */
async function closedDoor(): Promise<{ url: string; attempts: () => number }> {
  let attempts = 0
  const server = createServer((socket: Socket) => {
    attempts += 1
    socket.destroy()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => close(server))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, attempts: () => attempts }
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}

/** Holds `port` as another process's inbox would, unless something already does. */
async function holdPort(port: number): Promise<void> {
  if (!(await portIsFree(port))) return
  const server = createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  cleanups.push(() => close(server))
}

async function startBackend(env: NodeJS.ProcessEnv): Promise<BackendProcess> {
  const backend = await startBackendProcess(env)
  cleanups.push(() => backend.stop())
  return backend
}

/** A machine that has run only `npm install`: nothing in HOME, no Deno cache, no settings. */
async function newcomerEnv(dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    PATH: process.env.PATH,
    HOME: await tempDir('home'),
    DENO_DIR: await tempDir('deno'),
    LOCAL_SUPABASE_DIR: dataDir,
    LOCAL_SUPABASE_PORT: '0',
    // Nothing on a schedule, so that the test decides what the backend does.
    LOCAL_SUPABASE_STORAGE_CLEANUP: 'off',
    LOCAL_SUPABASE_MESSAGE_PURGE: 'off',
    LOCAL_SUPABASE_OWNER_REMINDERS: 'off',
  }
}

async function sendApplication(url: string, email: string): Promise<void> {
  const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
  const { error } = await createNodeClient(url, anonKey).rpc('submit_teacher_application', {
    ...teacherApplicationInsert({ firstname: 'Noor', email }),
    status_token: 'n'.repeat(43),
  } as never)
  expect(error).toBeNull()
}

interface MailDevMail {
  subject: string
  to: { address: string }[]
}

/** The mails MailDev's inbox holds (its REST API), once one for `address` is there. */
async function inboxMailFor(inboxUrl: string, address: string, timeoutMs = 30_000): Promise<MailDevMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = (await (await fetch(new URL('email', inboxUrl))).json()) as MailDevMail[]
    const found = mails.find((mail) => mail.to.some((to) => to.address === address))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail for ${address} in ${inboxUrl}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('a backend on a newcomer machine', () => {
  it('serves and delivers mail with its subprocesses cut off from the network', async () => {
    const door = await closedDoor()
    // Every way out a subprocess could take leads to the closed door; loopback stays open, as
    // the sender reaches the backend and the inbox there.
    const noNetwork = Object.fromEntries(
      ['HTTPS_PROXY', 'HTTP_PROXY', 'ALL_PROXY'].flatMap((name) => [
        [name, door.url],
        [name.toLowerCase(), door.url],
      ]),
    )
    // Another backend's inbox holds the usual ports.
    await holdPort(MAIL_CATCHER_WEB_PORT)
    await holdPort(MAIL_CATCHER_SMTP_PORT)

    const backend = await startBackend({
      ...(await newcomerEnv(await tempDir('data'))),
      ...noNetwork,
      NO_PROXY: '127.0.0.1,localhost',
      no_proxy: '127.0.0.1,localhost',
      NPM_CONFIG_REGISTRY: `${door.url}/`,
    })
    const inbox = /mail inbox:\s+(http:\/\/\S+)/.exec(backend.output())?.[1]
    expect(inbox, backend.output()).toBeDefined()
    expect(new URL(inbox!).port).not.toBe(String(MAIL_CATCHER_WEB_PORT))
    expect(backend.output()).toContain(
      `port ${MAIL_CATCHER_WEB_PORT} and ${MAIL_CATCHER_SMTP_PORT} are taken by another process, so this inbox uses others`,
    )

    await sendApplication(backend.url, 'noor@example.test')
    const mail = await inboxMailFor(inbox!, 'noor@example.test')
    expect(mail.subject).toBe('We received your application')
    // Nothing tried to go out: no download, no registry, no update check.
    expect(door.attempts()).toBe(0)
  }, 180_000)

  it('keeps serving with mail paused when the sender cannot start, and sends the queued mail once it runs', async () => {
    const smtp: TestSmtpServer = await startTestSmtpServer()
    cleanups.push(() => smtp.stop())
    const env = {
      ...(await newcomerEnv(await tempDir('data'))),
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
    }

    const paused = await startBackend({ ...env, LOCAL_SUPABASE_DENO: '/nonexistent/deno' })
    const mailLines = paused
      .output()
      .split('\n')
      .filter((line) => /^\s+mail/.test(line))
    expect(mailLines).toEqual([
      '  mail:             paused: the mail sender could not start: Deno is not installed. Mail stays queued and goes once the sender runs: run `npm install`, then start again.',
    ])
    // The site's data is served.
    const { anonKey } = await makeApiKeys(DEMO_JWT_SECRET)
    const { data: teachers } = await createNodeClient(paused.url, anonKey)
      .from('teachers')
      .select('id')
      .limit(1)
    expect(teachers).toHaveLength(1)
    await sendApplication(paused.url, 'queued@example.test')
    await paused.stop()
    expect(smtp.mails).toHaveLength(0)

    // The same data, with Deno there: the queued mail goes.
    const running = await startBackend(env)
    expect(running.output()).not.toContain('paused')
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes('queued@example.test'), 30_000)
    expect(mail.subject).toBe('We received your application')
  }, 240_000)
})

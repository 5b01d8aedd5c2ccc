import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET } from '../../supabase/local/config.ts'
import { makeApiKeys } from '../../supabase/local/keys.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { startBackendProcess, type BackendProcess } from '../backend-process.ts'
import { teacherApplicationInsert } from '../builders.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../test-smtp-server.ts'

/**
 * `npm run backend` killed outright (`kill -9`, a crash, an out-of-memory kill): the send-mail
 * function's Deno process ends with it instead of living on, and mail queued before the crash
 * goes once a backend runs again on the same data.
 */

/** The processes whose parent is `pid`, with their command names (Linux's /proc). */
function childrenOf(pid: number): { pid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        // pid (comm) state ppid ...: the command may hold spaces, so read from its closing bracket.
        const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === pid ? [{ pid: Number(entry), command }] : []
      } catch {
        return [] // It ended while we looked.
      }
    })
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ')
  } catch {
    return false
  }
}

async function untilGone(pid: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (alive(pid)) {
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
    const [deno] = childrenOf(first.child.pid!).filter((child) => child.command === 'deno')
    expect(deno, 'the send-mail function runs under Deno').toBeDefined()

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

    const second = await startBackendProcess(env)
    cleanups.push(() => second.stop())
    const mail = await smtp.waitForMail((caught) => caught.envelopeTo.includes('ines@example.test'), 30_000)
    expect(mail.subject).toBe('We received your application')
  }, 240_000)
})

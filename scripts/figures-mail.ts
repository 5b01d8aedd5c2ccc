/**
 * `npm run figures:mail`: the outbox, the send-mail function under Deno and the local backend's
 * poll, measured end to end against an SMTP server (tests/test-smtp-server.ts) on a fresh
 * local backend. A figure script: it prints what it measured and exits non-zero only when it
 * could not measure, or when a mail was lost or doubled.
 *
 * 1. Stream: 1,000 mails committed in 100 transactions of 10, one every 100 ms; the time from
 *    each mail's commit to the SMTP server's 250 for it (p50, p95).
 * 2. Burst: 1,000 mails committed in one transaction; the same times, and the whole drain.
 * 3. Outage: 1,000 mails streamed as in 1, with the SMTP server down for 60 s starting 3 s in;
 *    delivered, lost and doubled, told apart by each mail's Message-ID (it carries the outbox
 *    row's id). Mail that failed during the outage is retried after its first retry delay (1 min).
 */
import os from 'node:os'
import type { RunningBackend } from '../supabase/local/server.ts'
import { percentile } from './bench-support.ts'
import { startBackendWithMail } from '../tests/backend-with-mail.ts'
import type { CaughtMail, TestSmtpServer } from '../tests/test-smtp-server.ts'

const MAILS = 1000
const OUTAGE_MS = 60_000
const FROM_DOMAIN = 'figures.test'

const now = () => performance.timeOrigin + performance.now()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let keyCounter = 0

/** Commits `count` outbox rows in one transaction; resolves with their ids and the commit time. */
async function commitMails(
  backend: RunningBackend,
  count: number,
): Promise<{ ids: number[]; committedAt: number }> {
  const ids = await backend.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into private.mail_outbox (key, recipient, template, data)
       select 'figures:' || $1 || ':' || n, 'reader' || n || '@example.test', 'application_received',
              jsonb_build_object('firstName', 'Reader', 'kind', 'teacher', 'statusToken', 'token' || n)
       from generate_series(1, $2) as n
       returning id`,
      [keyCounter++, count],
    )
    return rows.map((row) => Number(row.id))
  })
  return { ids, committedAt: now() }
}

function outboxIdOf(mail: CaughtMail): number | null {
  const match = new RegExp(`^<outbox-(\\d+)@${FROM_DOMAIN}>$`).exec(mail.messageId ?? '')
  return match ? Number(match[1]) : null
}

interface Tally {
  delivered: number
  lost: number
  doubled: number
  latencies: number[]
}

/** What arrived for the given rows: each row's first acceptance, the missing and the repeated. */
function tally(smtp: TestSmtpServer, committed: Map<number, number>): Tally {
  const arrivals = new Map<number, number[]>()
  for (const mail of smtp.mails) {
    const id = outboxIdOf(mail)
    if (id === null || !committed.has(id)) continue
    arrivals.set(id, [...(arrivals.get(id) ?? []), mail.acceptedAt])
  }
  const latencies = [...arrivals].map(([id, times]) => Math.min(...times) - committed.get(id)!)
  latencies.sort((a, b) => a - b)
  const doubled = [...arrivals.values()].reduce((sum, times) => sum + times.length - 1, 0)
  return { delivered: arrivals.size, lost: committed.size - arrivals.size, doubled, latencies }
}

async function waitUntilAllSent(backend: RunningBackend, ids: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await backend.db.query<{ left: number }>(
      `select count(*)::int as left from private.mail_outbox where id = any($1) and status <> 'sent'`,
      [ids],
    )
    if (rows[0]!.left === 0) return
    if (Date.now() > deadline)
      throw new Error(`${rows[0]!.left} mails were still not sent after ${timeoutMs / 1000} s`)
    await pause(200)
  }
}

async function stream(backend: RunningBackend, committed: Map<number, number>, during?: () => Promise<void>) {
  const sending = (async () => {
    for (let i = 0; i < MAILS / 10; i++) {
      const { ids, committedAt } = await commitMails(backend, 10)
      for (const id of ids) committed.set(id, committedAt)
      await pause(100)
    }
  })()
  await Promise.all([sending, during?.()])
}

function latencyLine(label: string, result: Tally): string {
  const p = (n: number) => `${Math.round(percentile(result.latencies, n / 100))} ms`
  return `${label}: ${result.delivered} of ${MAILS} delivered; commit to accepted p50 ${p(50)}, p95 ${p(95)}, max ${p(100)}`
}

const started = await startBackendWithMail({
  name: 'figures-mail',
  from: `Yoga Directory <no-reply@${FROM_DOMAIN}>`,
  siteOrigin: 'https://yoga.test',
})
const { backend, smtp } = started

let failed: boolean
try {
  console.log(
    `figures:mail: send-mail under Deno, the backend polling mail_due() every second, ${os.cpus().length} CPUs`,
  )

  const streamed = new Map<number, number>()
  await stream(backend, streamed)
  await waitUntilAllSent(backend, [...streamed.keys()], 120_000)
  console.log(latencyLine('stream (100 commits of 10, one every 100 ms)', tally(smtp, streamed)))

  const burst = new Map<number, number>()
  const { ids, committedAt } = await commitMails(backend, MAILS)
  for (const id of ids) burst.set(id, committedAt)
  await waitUntilAllSent(backend, ids, 120_000)
  const burstTally = tally(smtp, burst)
  console.log(latencyLine('burst (1 commit of 1,000)', burstTally))

  const outage = new Map<number, number>()
  await stream(backend, outage, async () => {
    await pause(3_000)
    await smtp.stop()
    console.log(`  SMTP server down at ${new Date().toISOString()} for ${OUTAGE_MS / 1000} s`)
    await pause(OUTAGE_MS)
    await smtp.start()
    console.log(`  SMTP server back at ${new Date().toISOString()}`)
  })
  await waitUntilAllSent(backend, [...outage.keys()], 5 * 60_000)
  const outageTally = tally(smtp, outage)
  const { rows: attempts } = await backend.db.query<{ retried: number; max: number }>(
    `select count(*) filter (where attempts > 1)::int as retried, max(attempts)::int as max
     from private.mail_outbox where id = any($1)`,
    [[...outage.keys()]],
  )
  console.log(
    `outage (SMTP down ${OUTAGE_MS / 1000} s mid-stream): delivered ${outageTally.delivered}, lost ${outageTally.lost}, doubled ${outageTally.doubled}; ${attempts[0]!.retried} needed a retry (at most ${attempts[0]!.max} attempts); last delivered ${Math.round(Math.max(...outageTally.latencies) / 1000)} s after its commit`,
  )
  failed = [tally(smtp, streamed), burstTally, outageTally].some((t) => t.lost !== 0 || t.doubled !== 0)
} catch (error) {
  console.error(`figures:mail could not measure: ${error instanceof Error ? error.message : String(error)}`)
  failed = true
} finally {
  await started.close()
}
process.exit(failed ? 1 : 0)

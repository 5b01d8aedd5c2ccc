/**
 * `npm run figures:messages`: how long a confirmed message takes to reach the listing, on a fresh
 * local backend with the send-mail function under Deno and a real SMTP server
 * (tests/test-smtp-server.ts). A figure script: it prints what it measured and exits non-zero only
 * when it could not measure, or when a message was lost or doubled.
 *
 * 100 students (each from a client address of their own, with an address of their own) write to
 * the 18 sample teachers; once every confirm mail has arrived, they press their links one every
 * 100 ms. For each: the time from the confirmation request to the SMTP server's 250 for the
 * teacher's mail (found by its Reply-To, the student), p50 and p95.
 */
import os from 'node:os'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { percentile } from './bench-support.ts'
import { fetchFrom, ownClientAddress } from '../tests/client-address.ts'
import { startBackendWithMail } from '../tests/backend-with-mail.ts'
import { caughtTokens, confirmMessage, deliveriesFor, mailDrained, sendMessage } from './message-flow.ts'

const MESSAGES = 100

const now = () => performance.timeOrigin + performance.now()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const started = await startBackendWithMail({
  name: 'figures-messages',
  from: 'Yoga Directory <no-reply@figures.test>',
  siteOrigin: 'https://yoga.test',
})
const { backend, smtp } = started

let failed: boolean
try {
  console.log(
    `figures:messages: send-mail under Deno, the backend polling mail_due() every second, ${os.cpus().length} CPUs`,
  )
  const { rows: teachers } = await backend.db.query<{ slug: string }>(
    `select slug from public.teachers where accepts_messages order by slug`,
  )
  const students = Array.from({ length: MESSAGES }, (_, n) => ({
    email: `student-${n}@figures.test`,
    slug: teachers[n % teachers.length]!.slug,
    client: createNodeClient(backend.url, backend.anonKey, { fetch: fetchFrom(ownClientAddress()) }),
  }))
  for (const student of students) {
    const status = await sendMessage(student.client, student)
    if (status !== 204) throw new Error(`sending as ${student.email} answered ${status}`)
  }
  await mailDrained(backend)

  const confirmedAt = new Map<string, number>()
  for (const student of students) {
    const [token] = caughtTokens(smtp, student.email)
    if (!token) throw new Error(`no confirm mail reached ${student.email}`)
    confirmedAt.set(student.email, now())
    const outcome = await confirmMessage(student.client, token)
    if (outcome !== 'delivered') throw new Error(`confirming as ${student.email} answered ${outcome}`)
    await pause(100)
  }
  await mailDrained(backend)

  const latencies: number[] = []
  let lost = 0
  let doubled = 0
  for (const student of students) {
    const deliveries = deliveriesFor(smtp, student.email)
    if (deliveries.length === 0) lost += 1
    doubled += Math.max(0, deliveries.length - 1)
    if (deliveries[0]) latencies.push(deliveries[0].acceptedAt - confirmedAt.get(student.email)!)
  }
  latencies.sort((a, b) => a - b)
  const p = (n: number) => `${Math.round(percentile(latencies, n / 100))} ms`
  console.log(
    `confirm to the teacher's mail accepted: ${latencies.length} of ${MESSAGES} delivered, lost ${lost}, doubled ${doubled}; ` +
      `p50 ${p(50)}, p95 ${p(95)}, max ${p(100)}`,
  )
  failed = lost !== 0 || doubled !== 0
} catch (error) {
  console.error(
    `figures:messages could not measure: ${error instanceof Error ? error.message : String(error)}`,
  )
  failed = true
} finally {
  await started.close()
}
process.exit(failed ? 1 : 0)

/**
 * A student's side of messages to listings, for the figure scripts (npm run figures:abuse,
 * npm run figures:messages): send through the public function, read the token from the confirm
 * mail the test SMTP server caught, confirm, and find the listing's mail by its Reply-To.
 */
import type { NodeClient } from '../supabase/local/node-client.ts'
import type { RunningBackend } from '../supabase/local/server.ts'
import type { CaughtMail, TestSmtpServer } from '../tests/test-smtp-server.ts'

export const MESSAGE_BODY = 'Hello, I would like to join a class next week. Is there space for a beginner?'

/** Sends one message; resolves with the HTTP status (204 when stored or answered as sent). */
export async function sendMessage(
  client: NodeClient,
  message: { kind?: 'teacher' | 'studio'; slug: string; email: string; body?: string },
): Promise<number> {
  const { status } = await client.rpc('send_listing_message', {
    listing_kind: message.kind ?? 'teacher',
    listing_slug: message.slug,
    name: 'Figure Student',
    email: message.email,
    message: message.body ?? MESSAGE_BODY,
  })
  return status
}

/** The confirmation tokens in the confirm mails caught for `email`, oldest first. */
export function caughtTokens(smtp: TestSmtpServer, email: string): string[] {
  return smtp.mails.flatMap((mail) => {
    if (!mail.envelopeTo.includes(email)) return []
    const token = /\/message\/confirm#([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1]
    return token ? [token] : []
  })
}

export async function confirmMessage(client: NodeClient, token: string): Promise<string | null> {
  const { data } = await client.rpc('confirm_listing_message', { token })
  return data?.[0]?.outcome ?? null
}

export function replyToOf(mail: CaughtMail): string | null {
  const line = mail.headerLines.find((candidate) => /^reply-to:/i.test(candidate))
  return line ? line.slice('reply-to:'.length).trim() : null
}

/** The listing's mails carrying this student's Reply-To (one when nothing was doubled). */
export function deliveriesFor(smtp: TestSmtpServer, email: string): CaughtMail[] {
  return smtp.mails.filter((mail) => replyToOf(mail) === email)
}

/** Waits until no mail is due and the sender has finished its run. */
export async function mailDrained(backend: RunningBackend, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await backend.db.query<{ due: number }>(
      `select count(*)::int as due from private.mail_outbox where status = 'pending' and next_attempt_at <= now()`,
    )
    if (rows[0]!.due === 0) break
    if (Date.now() > deadline)
      throw new Error(`${rows[0]!.due} mails were still due after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await backend.mailSender?.idle()
}

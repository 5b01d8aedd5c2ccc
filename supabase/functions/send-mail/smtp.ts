/** Delivery through SMTP with nodemailer, which runs on Deno and on Supabase's edge runtime. */
import nodemailer from 'nodemailer'
import type { SenderConfig } from './config.ts'
import { ConnectionError, MessageRefusedError, RecipientRefusedError, type Deliver } from './send-loop.ts'

/** nodemailer's codes for a server that cannot be reached or will not let us in at all. */
const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'EGREETING',
  'EAUTH',
  'ECONNREFUSED',
  'ECONNRESET',
])

/** The bare address of SMTP_FROM, which may be `Name <address>` or the address alone. */
function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()
}

export function smtpDeliver(smtp: SenderConfig['smtp']): Deliver {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // 465 is TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const fromAddress = addressOf(smtp.from)
  const messageDomain = fromAddress.split('@')[1] ?? 'localhost'
  return async (mail) => {
    try {
      await transport.sendMail({
        from: smtp.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<outbox-${mail.outboxId}@${messageDomain}>`,
        // Only the one recipient above, whatever the headers say.
        envelope: { from: fromAddress, to: mail.to },
      })
    } catch (error) {
      const { code, command, responseCode } = error as {
        code?: unknown
        command?: unknown
        responseCode?: unknown
      }
      const message = error instanceof Error ? error.message : String(error)
      if (typeof code === 'string' && UNREACHABLE.has(code)) throw new ConnectionError(message)
      // A 5xx to our MAIL FROM is about our own setup, which an operator can fix, and the mail
      // should then still go; a 5xx to the recipient or to this message's data is final.
      if (command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500) {
        throw new RecipientRefusedError(message)
      }
      // A 5xx after the data refuses this message (its text), not the address.
      if (
        code === 'EMESSAGE' &&
        command === 'DATA' &&
        typeof responseCode === 'number' &&
        responseCode >= 500
      ) {
        throw new MessageRefusedError(message)
      }
      throw error
    }
  }
}

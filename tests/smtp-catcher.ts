import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the test server accepted, parsed. */
export interface CaughtMail {
  /** The envelope's recipients (RCPT TO), which is where the mail really goes. */
  envelopeTo: string[]
  from: string
  to: string
  subject: string
  html: string
  /** Every header line as sent, to check nothing was added. */
  headerLines: string[]
}

export interface TestSmtpServer {
  host: string
  port: number
  mails: CaughtMail[]
  /** The first caught mail (already caught, or arriving within timeoutMs) that matches. */
  waitForMail(matches: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>
  close(): Promise<void>
}

/**
 * A real SMTP server for tests (nodemailer's smtp-server), on loopback at `port` (by default a
 * free one), that keeps every mail it accepts. A mail is parsed and kept before the server
 * answers 250, so once the sender has its answer the mail is in `mails`.
 */
export async function startTestSmtpServer({ port: requestedPort = 0 } = {}): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = []
  const waiting = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: parsed.from?.text ?? '',
            to: [parsed.to ?? []]
              .flat()
              .map((address) => address.text)
              .join(', '),
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headerLines: parsed.headerLines.map((line) => line.line),
          })
          for (const wake of waiting) wake()
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(requestedPort, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    host: '127.0.0.1',
    port,
    mails,
    waitForMail(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = mails.find(matches)
          if (!mail) return
          waiting.delete(check)
          clearTimeout(timer)
          resolve(mail)
        }
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`no matching mail within ${timeoutMs} ms (caught ${mails.length})`))
        }, timeoutMs)
        waiting.add(check)
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The link of a recovery mail, from its HTML. */
export function recoveryLinkOf(mail: CaughtMail): string {
  const match = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.html)
  if (!match) throw new Error(`no recovery link in: ${mail.html}`)
  return match[1]!.replaceAll('&amp;', '&')
}

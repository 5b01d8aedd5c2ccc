import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'

/** One message as the SMTP server accepted it, raw and parsed. */
export interface CaughtMail {
  /** The envelope: who the client named in MAIL FROM and RCPT TO, which is where it really goes. */
  envelopeFrom: string
  envelopeTo: string[]
  raw: string
  /** The Message-ID header, which the mail sender derives from the outbox row. */
  messageId: string | null
  /** performance.timeOrigin + performance.now() when the data had arrived, just before the 250. */
  acceptedAt: number
  /** The From and To headers as text. */
  from: string
  to: string
  subject: string
  text: string
  html: string
  /** Every header line as sent, to check nothing was added. */
  headerLines: string[]
}

export interface TestSmtpServer {
  host: string
  port: number
  readonly mails: CaughtMail[]
  /** The first caught mail (already caught, or arriving within timeoutMs) that matches. */
  waitForMail(matches: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>
  /** Resolves once `count` mails have arrived in all (rejects after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<void>
  /** Stops listening and drops open connections: the server is down. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
}

export interface TestSmtpServerOptions {
  /** By default a free one. */
  port?: number
  /** Recipients answered 550, as a server that does not know the address answers. */
  refuse?: (address: string) => boolean
  /** Recipients answered 450, as a busy server answers. */
  defer?: (address: string) => boolean
  /** Messages (their raw text) answered 554 after the data, as a spam filter answers; not kept. */
  refuseMessage?: (raw: string) => boolean
  /**
   * Holds the 250 for a kept mail until the promise settles, as a slow server does after it has
   * taken the data: a sender killed meanwhile never learns the mail arrived.
   */
  answerWhen?: (mail: CaughtMail) => Promise<void> | undefined
}

function refusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode })
}

/**
 * A real SMTP server for tests and figures (the `smtp-server` package), on loopback, that keeps
 * every mail it accepts. A mail is parsed and kept before the server answers 250, so once the
 * sender has its answer the mail is in `mails`.
 */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const mails: CaughtMail[] = []
  const waiters = new Set<() => void>()
  let port = options.port ?? 0

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback, as a development mail catcher offers it.
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 50,
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (options.refuse?.(address.address)) return callback(refusal(550, 'No such user here'))
        if (options.defer?.(address.address)) return callback(refusal(450, 'Mailbox busy, try again later'))
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const acceptedAt = performance.timeOrigin + performance.now()
          const raw = Buffer.concat(chunks).toString('utf8')
          if (options.refuseMessage?.(raw)) return callback(refusal(554, '5.7.1 Message rejected as spam'))
          simpleParser(raw).then(
            (parsed) => {
              const mail: CaughtMail = {
                envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                messageId: parsed.messageId ?? null,
                acceptedAt,
                from: parsed.from?.text ?? '',
                to: [parsed.to ?? []]
                  .flat()
                  .map((address) => address.text)
                  .join(', '),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                headerLines: parsed.headerLines.map((line) => line.line),
              }
              mails.push(mail)
              const answered = options.answerWhen?.(mail)
              if (answered) void answered.then(() => callback())
              else callback()
              for (const wake of waiters) wake()
            },
            (error: Error) => callback(error),
          )
        })
      },
    })
  }

  let server = create()
  async function listen() {
    server.listen(port, '127.0.0.1')
    await once(server.server, 'listening')
    port = (server.server.address() as AddressInfo).port
  }
  await listen()

  /** Resolves with `found()`'s first answer other than undefined, checked on every arrival. */
  function waitFor<T>(found: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const result = found()
        if (result === undefined) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(result)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(failure()))
      }, timeoutMs)
      waiters.add(check)
      check()
    })
  }

  return {
    host: '127.0.0.1',
    get port() {
      return port
    },
    mails,
    waitForMail: (matches, timeoutMs = 10_000) =>
      waitFor(
        () => mails.find(matches),
        timeoutMs,
        () => `no matching mail within ${timeoutMs} ms (caught ${mails.length})`,
      ),
    waitForCount: async (count, timeoutMs = 10_000) => {
      await waitFor(
        () => (mails.length >= count ? true : undefined),
        timeoutMs,
        () => `expected ${count} mails within ${timeoutMs} ms, got ${mails.length}`,
      )
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = create()
      await listen()
    },
  }
}

/** The link of a recovery mail, from its HTML. */
export function recoveryLinkOf(mail: CaughtMail): string {
  const match = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.html)
  if (!match) throw new Error(`no recovery link in: ${mail.html}`)
  return match[1]!.replaceAll('&amp;', '&')
}

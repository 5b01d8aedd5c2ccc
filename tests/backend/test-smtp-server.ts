import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'

/** One message as the SMTP server accepted it. */
export interface CaughtMail {
  /** The envelope: who the client named in MAIL FROM and RCPT TO. */
  from: string
  to: string[]
  raw: string
  /** The Message-ID header, which the sender derives from the outbox row. */
  messageId: string | null
  /** performance.timeOrigin + performance.now() when the server answered 250 to the data. */
  acceptedAt: number
}

export interface TestSmtpServer {
  port: number
  readonly mails: readonly CaughtMail[]
  /** Resolves once `count` mails have arrived in all (rejects after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<void>
  /** Stops listening and drops open connections: the server is down. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
  parse(mail: CaughtMail): Promise<ParsedMail>
}

/**
 * An SMTP server for tests and figures (the `smtp-server` package): it keeps every message, and
 * answers 550 to any recipient `refuse` names, as a server that does not know the address does.
 */
export async function startTestSmtpServer(
  options: { port?: number; refuse?: (address: string) => boolean } = {},
): Promise<TestSmtpServer> {
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
        if (options.refuse?.(address.address)) {
          const refusal = new Error('No such user here') as Error & { responseCode: number }
          refusal.responseCode = 550
          return callback(refusal)
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const headerEnd = raw.indexOf('\r\n\r\n')
          const headers = headerEnd === -1 ? raw : raw.slice(0, headerEnd)
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: /^message-id:\s*(<[^>\r\n]+>)/im.exec(headers)?.[1] ?? null,
            acceptedAt: performance.timeOrigin + performance.now(),
          })
          callback()
          for (const wake of waiters) wake()
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

  return {
    get port() {
      return port
    },
    mails,
    waitForCount(count, timeoutMs = 10_000) {
      if (mails.length >= count) return Promise.resolve()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`expected ${count} mails within ${timeoutMs} ms, got ${mails.length}`))
        }, timeoutMs)
        function check() {
          if (mails.length < count) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
      })
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
    async start() {
      server = create()
      await listen()
    },
    parse: (mail) => simpleParser(mail.raw),
  }
}

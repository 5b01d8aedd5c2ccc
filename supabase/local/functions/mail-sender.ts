import type { SmtpSettings } from '../config.ts'
import type { Queryable } from '../db.ts'
import { startDenoFunction, type DenoFunction } from './deno-function.ts'

/**
 * The local stand-in for hosted Supabase's schedule: the send-mail function under Deno, and a
 * poll of public.mail_due() about every second that runs it when mail is due, so mail goes
 * within two seconds of the transaction that queued it (the hosted schedule runs every minute).
 */
export interface LocalMailSender {
  function: DenoFunction
  /** Resolves when no run is under way (the poll may start another later). */
  idle(): Promise<void>
  stop(): Promise<void>
}

export interface MailSenderOptions {
  smtp: SmtpSettings
  siteOrigin: string
  /** The backend's own URL and service role key: the function calls the outbox through its API. */
  backendUrl: string
  serviceRoleKey: string
  db: Queryable
  /** The Deno executable; the `deno` npm package's when null or absent. */
  deno?: string | null
  pollMs?: number
  onError?: (error: unknown) => void
}

export async function startLocalMailSender(options: MailSenderOptions): Promise<LocalMailSender> {
  const { smtp, db, pollMs = 1000 } = options
  const fn = await startDenoFunction({
    name: 'send-mail',
    ...(options.deno && { deno: options.deno }),
    env: {
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      ...(smtp.user && { SMTP_USER: smtp.user }),
      ...(smtp.pass && { SMTP_PASS: smtp.pass }),
      SMTP_FROM: smtp.from,
      SITE_ORIGIN: options.siteOrigin,
      SUPABASE_URL: options.backendUrl,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    },
  })

  let run: Promise<void> | null = null
  let stopped = false

  async function runOnce(): Promise<void> {
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${options.serviceRoleKey}` },
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`send-mail answered ${response.status}: ${body}`)
  }

  async function tick(): Promise<void> {
    const { rows } = await db.query<{ due: boolean }>('select public.mail_due() as due')
    if (rows[0]?.due) await runOnce()
  }

  // A poll is skipped while a run is in progress; the next one after it sees what is still due.
  const timer = setInterval(() => {
    if (run || stopped) return
    run = tick()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        run = null
      })
  }, pollMs)
  timer.unref()

  return {
    function: fn,
    idle: async () => {
      while (run) await run
    },
    async stop() {
      stopped = true
      clearInterval(timer)
      while (run) await run
      await fn.close()
    },
  }
}

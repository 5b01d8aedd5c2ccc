import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DEFAULT_SMTP_FROM, type SmtpSettings } from './config.ts'
import { preferredOrFreePort } from './free-port.ts'

/**
 * The ports of the Supabase CLI's own mail catcher (Inbucket/Mailpit): its web inbox on 54324 and
 * its SMTP server on 54325, beside the API on 54321.
 */
export const MAIL_CATCHER_WEB_PORT = 54324

/**
 * Loaded into MailDev's process before MailDev: it ends when its stdin, a pipe from us, closes.
 * So the catcher ends with the backend even when the backend is killed outright (`kill -9`),
 * which no exit handler of ours survives.
 */
const ENDS_WITH_STDIN =
  'data:text/javascript,process.stdin.on("end",()=>process.exit(0));process.stdin.on("error",()=>process.exit(0));process.stdin.resume()'

export const MAIL_CATCHER_SMTP_PORT = 54325

export interface MailCatcher {
  /** Where the backend sends its mail: the catcher's SMTP server. */
  smtp: SmtpSettings
  /** The web inbox that shows every mail it caught. */
  inboxUrl: string
  /**
   * The usual ports (54324, 54325) that another process held, so that others were taken instead:
   * a second backend on the same machine gets an inbox of its own. Empty when they were free.
   */
  portsTaken: number[]
  close(): Promise<void>
}

export interface MailCatcherOptions {
  host?: string
  /** The ports it prefers; any free ones when another process holds them. */
  smtpPort?: number
  webPort?: number
  /** How long to wait for both servers to listen. */
  startTimeoutMs?: number
}

const require = createRequire(import.meta.url)

/** MailDev's command line, from the installed package (a devDependency). */
function maildevBin(): string {
  return path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev')
}

const SMTP_READY = /SMTP Server running at/
const WEB_READY = /webapp running at/

/**
 * Starts MailDev, a maintained mail catcher with a web inbox, as its own process: every mail the
 * backend sends in development lands there instead of in someone's inbox, as `supabase start`
 * does with its catcher. It keeps mail in memory only, so a restart empties the inbox.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const preferred = {
    smtp: options.smtpPort ?? MAIL_CATCHER_SMTP_PORT,
    web: options.webPort ?? MAIL_CATCHER_WEB_PORT,
  }
  const smtpPort = await preferredOrFreePort(preferred.smtp, host)
  const webPort = await preferredOrFreePort(preferred.web, host)
  const portsTaken = [
    ...(webPort === preferred.web ? [] : [preferred.web]),
    ...(smtpPort === preferred.smtp ? [] : [preferred.smtp]),
  ]
  const child = spawn(
    process.execPath,
    [
      '--import',
      ENDS_WITH_STDIN,
      maildevBin(),
      '--ip',
      host,
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  try {
    await untilReady(child, options.startTimeoutMs ?? 15_000)
  } catch (error) {
    child.kill()
    throw error
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // If this process ends without closing it (a crash), the catcher must not outlive it.
  const killOnExit = () => child.kill()
  process.once('exit', killOnExit)
  return {
    smtp: { host, port: smtpPort, from: DEFAULT_SMTP_FROM },
    inboxUrl: `http://${host}:${webPort}/`,
    portsTaken,
    async close() {
      process.off('exit', killOnExit)
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

/** Resolves once MailDev reports both servers listening; rejects with its output if it stops first. */
function untilReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const finish = (error?: Error) => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.stderr?.off('data', onData)
      child.off('exit', onExit)
      if (error) reject(error)
      else resolve()
    }
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (SMTP_READY.test(output) && WEB_READY.test(output)) finish()
    }
    const onExit = (code: number | null) =>
      finish(new Error(`the mail catcher (MailDev) stopped with code ${code}: ${lastLines(output)}`))
    const timer = setTimeout(
      () => finish(new Error(`the mail catcher (MailDev) did not start in time: ${lastLines(output)}`)),
      timeoutMs,
    )
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', onExit)
  })
}

function lastLines(output: string): string {
  return output.trim().split('\n').slice(-3).join(' / ') || '(no output)'
}

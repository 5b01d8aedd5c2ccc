import type { SmtpSettings } from './config.ts'
import type { MailCatcher } from './mail-catcher.ts'

/** Why mail is not going out, and the command that fixes it. */
export interface MailPause {
  reason: string
  fix: string
}

/**
 * What `npm run dev` and `npm run backend` say of mail, on one line: where it lands, or that it is
 * paused, why, and what fixes it. Paused mail waits in the outbox and goes once the sender runs.
 */
export function describeMail(state: {
  catcher: MailCatcher | null
  smtp: SmtpSettings | null
  paused: MailPause | null
}): string {
  const { catcher, smtp, paused } = state
  if (paused) {
    return `paused: ${paused.reason}. Mail stays queued and goes once the sender runs: ${paused.fix}, then start again.`
  }
  if (catcher) {
    const moved =
      catcher.portsTaken.length > 0
        ? `; port ${catcher.portsTaken.join(' and ')} ${catcher.portsTaken.length > 1 ? 'are' : 'is'} taken by another process, so this inbox uses others`
        : ''
    return `${catcher.inboxUrl} (SMTP ${catcher.smtp.host}:${catcher.smtp.port}${moved})`
  }
  return smtp ? `sent through ${smtp.host}:${smtp.port} (SMTP_HOST)` : 'off'
}

/** The pause of a mail catcher that could not start at all: the backend runs without an inbox. */
export function catcherPause(error: unknown): MailPause {
  const message = error instanceof Error ? error.message : String(error)
  return {
    reason: `the mail inbox could not start (${message.split('\n')[0]})`,
    fix: 'stop what holds its ports, or set SMTP_HOST to a server of your own',
  }
}

/** The pause of a send-mail function that could not start. */
export function senderPause(paused: MailPause): MailPause {
  return { reason: `the mail sender could not start: ${paused.reason}`, fix: `run \`${paused.fix}\`` }
}

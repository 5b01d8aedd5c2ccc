import type { BackendConfig, SmtpSettings } from './config.ts'
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts'

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

/**
 * The mail inbox of `npm run dev` and `npm run backend`, unless SMTP_HOST names a server of one's
 * own: on other ports when another backend's inbox holds the usual ones, and none at all (mail
 * paused, kept in the outbox) when it cannot start. Points `config.smtp` at the inbox it started.
 */
export async function startInbox(
  config: BackendConfig,
): Promise<{ catcher: MailCatcher | null; inboxFailed: MailPause | null }> {
  if (config.smtp) return { catcher: null, inboxFailed: null }
  try {
    const catcher = await startMailCatcher()
    config.smtp = catcher.smtp
    return { catcher, inboxFailed: null }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      catcher: null,
      inboxFailed: {
        reason: `the mail inbox could not start (${message.split('\n')[0]})`,
        fix: 'stop what holds its ports, or set SMTP_HOST to a server of your own',
      },
    }
  }
}

/** Why mail is paused once the backend runs: its inbox, else its sender, or null when it goes. */
export function mailPauseOf(inboxFailed: MailPause | null, senderFailed: MailPause | null): MailPause | null {
  if (inboxFailed) return inboxFailed
  return senderFailed
    ? {
        reason: `the mail sender could not start: ${senderFailed.reason}`,
        fix: `run \`${senderFailed.fix}\``,
      }
    : null
}

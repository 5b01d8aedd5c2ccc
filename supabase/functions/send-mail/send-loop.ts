/**
 * One run of the sender: claim due mails, send each, record the outcome
 * (docs/decisions/0022-mail-sender.md). Pure: the outbox, the SMTP transport and the templates
 * come in as functions, so the same loop runs under Deno on hosted Supabase and in tests.
 */
import { TemplateError } from './mail-format.ts'
import { composeMail } from './templates.ts'

/** A row as public.claim_mail returns it. */
export interface ClaimedMail {
  id: number
  recipient: string | null
  reply_to: string | null
  template: string
  data: unknown
  attempts: number
}

/** What goes to SMTP: one recipient, headers that can hold no line break. */
export interface OutgoingMail {
  /** The outbox row's id; the Message-ID carries it so a receiver (and the figures) can dedupe. */
  outboxId: number
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string
}

export interface Outbox {
  claim(batchSize: number): Promise<ClaimedMail[]>
  sent(id: number): Promise<void>
  /** A failed attempt; `permanent` when no retry can succeed (the mail then fails for good at once). */
  failed(id: number, error: string, permanent: boolean): Promise<void>
}

/**
 * Asks Auth for a one-time sign-in link for the owner of the address the mail goes to
 * (docs/decisions/0025-sign-in-links-from-the-auth-admin-api.md); throws SignInLinkError when it
 * cannot.
 */
export type SignInLinks = (address: string) => Promise<string>

/** Auth gave no sign-in link: that mail waits for its next attempt, the others go on. */
export class SignInLinkError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SignInLinkError'
  }
}

/** Sends one mail; throws on refusal. A `ConnectionError` means the server could not be reached. */
export type Deliver = (mail: OutgoingMail) => Promise<void>

/** The SMTP server is down or unreachable: no later mail of this run can go either. */
export class ConnectionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConnectionError'
  }
}

export class AddressError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AddressError'
  }
}

/** The receiving server refused the recipient for good (an SMTP 5xx reply to RCPT TO). */
export class RecipientRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RecipientRefusedError'
  }
}

/**
 * The receiving server refused the message itself (an SMTP 5xx reply after its data), such as a
 * spam filter's verdict on its text: that message fails for good at once, and alone; the address
 * is not at fault. An admin may send it again from the failed-mail view.
 */
export class MessageRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MessageRefusedError'
  }
}

/**
 * What the outbox records of a failure, in words an admin reads in the failed-mail view; the
 * database tells a refused recipient from a refused message by these prefixes.
 */
export function failureReason(error: unknown): string {
  if (error instanceof TemplateError) return `template: ${error.message}`
  if (error instanceof RecipientRefusedError) return `recipient refused: ${error.message}`
  if (error instanceof MessageRefusedError) return `message refused: ${error.message}`
  return messageOf(error)
}

/**
 * Whether a retry could ever succeed: not for a malformed address, a template that cannot be
 * rendered, a recipient or a message refused for good; a server that is down, busy (4xx) or refuses our
 * own envelope may be fine later.
 */
function isPermanent(error: unknown): boolean {
  return (
    error instanceof AddressError ||
    error instanceof TemplateError ||
    error instanceof RecipientRefusedError ||
    error instanceof MessageRefusedError
  )
}

/**
 * One bare address (local@domain), nothing else: no display name, no second address, no space,
 * no comma, angle bracket or line break, so it can never add a header or a recipient.
 */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

export function checkAddress(address: string | null, what: string): string {
  if (address === null || address.length > 254 || !ADDRESS.test(address)) {
    throw new AddressError(`${what} is not a single valid address`)
  }
  return address
}

/** A header value with a line break could start a header of its own; such a mail is refused. */
export function checkHeaderText(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new AddressError(`${what} contains a line break`)
  return value
}

/**
 * Checks the row and renders its mail. A sign-in link is asked for last, once nothing can fail
 * the mail for good: for an address without an account the link creates one.
 */
export async function prepareMail(
  row: ClaimedMail,
  siteOrigin: string,
  signInLinks: SignInLinks,
): Promise<OutgoingMail> {
  const to = checkAddress(row.recipient, 'recipient')
  const replyTo = row.reply_to === null ? null : checkAddress(row.reply_to, 'reply-to')
  const draft = composeMail(row.template, row.data, siteOrigin)
  const subject = checkHeaderText(draft.subject, 'subject')
  let signInLink: string | undefined
  if (draft.needsSignInLink) {
    try {
      signInLink = await signInLinks(to)
    } catch (error) {
      throw error instanceof SignInLinkError
        ? error
        : new SignInLinkError(`sign-in link: ${messageOf(error)}`)
    }
  }
  const rendered = draft.render(signInLink)
  return { outboxId: row.id, to, replyTo, subject, text: rendered.text, html: rendered.html }
}

export interface RunOptions {
  siteOrigin: string
  signInLinks: SignInLinks
  batchSize?: number
  /** A run claims no new batch after this long, so it ends within the platform's time limit. */
  budgetMs?: number
  now?: () => number
}

export interface RunResult {
  sent: number
  failed: number
  /** Set when the run stopped early because the SMTP server could not be reached. */
  stoppedBy?: string
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * Claims batches until none is due or the time budget is spent. A mail that cannot be rendered,
 * has a bad address, gets no sign-in link from Auth or is refused fails alone (for good at once
 * when no retry can help); when the server cannot be reached the rest of the batch fails with it
 * (each comes back after its retry delay) and the run stops.
 */
export async function runSendLoop(outbox: Outbox, deliver: Deliver, options: RunOptions): Promise<RunResult> {
  const { siteOrigin, signInLinks, batchSize = 20, budgetMs = 50_000, now = () => Date.now() } = options
  const started = now()
  const result: RunResult = { sent: 0, failed: 0 }
  while (now() - started < budgetMs) {
    const batch = await outbox.claim(batchSize)
    if (batch.length === 0) break
    for (const [index, row] of batch.entries()) {
      try {
        await deliver(await prepareMail(row, siteOrigin, signInLinks))
      } catch (error) {
        const reason = failureReason(error)
        if (error instanceof ConnectionError) {
          for (const left of batch.slice(index)) await outbox.failed(left.id, reason, false)
          result.failed += batch.length - index
          result.stoppedBy = reason
          return result
        }
        await outbox.failed(row.id, reason, isPermanent(error))
        result.failed += 1
        continue
      }
      await outbox.sent(row.id)
      result.sent += 1
    }
  }
  return result
}

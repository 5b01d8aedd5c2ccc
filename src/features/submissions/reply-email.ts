/**
 * The 'Reply by Email' link of a contact message (docs/product.md
 * difference 2): a mailto: link that opens the admin's mail program addressed to the
 * sender, with 'Re: {subject}' and the start of the original message quoted.
 */
import type { ContactSubmissionRow } from './api/list-submissions.ts'
import { formatSubmittedAt } from './submission-format.ts'

/** How much of the original message is quoted: mail programs and browsers cap mailto: URL lengths. */
export const REPLY_QUOTE_LIMIT = 500

/** One address, nothing else: no spaces, commas or second @ that would add recipients. */
export function looksLikeEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false
  const email = value.trim()
  return email.length <= 254 && /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\.]+$/.test(email)
}

export function replySubject(subject: string | null | undefined): string {
  const original = (subject ?? '').trim()
  if (original === '') return 'Re: your message'
  return /^re:/i.test(original) ? original : `Re: ${original}`
}

/** A greeting, room to write, then the original message quoted line by line ('> '). */
export function replyBody(
  message: Pick<ContactSubmissionRow, 'name' | 'message' | 'created_at'>,
  formatDate: (value: string) => string = formatSubmittedAt,
): string {
  const name = (message.name ?? '').trim()
  const original = (message.message ?? '').trim()
  const excerpt =
    original.length > REPLY_QUOTE_LIMIT ? `${original.slice(0, REPLY_QUOTE_LIMIT).trimEnd()}…` : original
  const quoted = excerpt.split(/\r\n|\r|\n/).map((line) => (line === '' ? '>' : `> ${line}`))
  const intro = `On ${formatDate(message.created_at)}, ${name || 'you'} wrote:`
  // RFC 6068: line breaks in a mailto: body are CRLF.
  return [name ? `Hi ${name},` : 'Hi,', '', '', '', intro, ...quoted].join('\r\n')
}

/** Each side of the @ encoded on its own, so the address stays readable to every mail program. */
function encodeAddress(email: string): string {
  const at = email.lastIndexOf('@')
  return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`
}

/** The mailto: link, or null when the stored email does not look like one address. */
export function replyMailtoHref(
  message: Pick<ContactSubmissionRow, 'email' | 'name' | 'subject' | 'message' | 'created_at'>,
  formatDate?: (value: string) => string,
): string | null {
  if (!looksLikeEmail(message.email)) return null
  const subject = encodeURIComponent(replySubject(message.subject))
  const body = encodeURIComponent(replyBody(message, formatDate))
  return `mailto:${encodeAddress(message.email.trim())}?subject=${subject}&body=${body}`
}

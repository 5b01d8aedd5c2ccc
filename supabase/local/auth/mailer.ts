import nodemailer from 'nodemailer'
import type { SmtpSettings } from '../config.ts'
import { AuthError } from './errors.ts'

/** One mail of auth's own (a recovery link), HTML as GoTrue sends its templates. */
export interface AuthMail {
  to: string
  subject: string
  html: string
}

export type SendAuthMail = (mail: AuthMail) => Promise<void>

/** Line breaks in a header value would start a header of their own. */
const LINE_BREAK = /[\r\n]/

/**
 * Sends auth's mail through the backend's SMTP server, as GoTrue sends through the project's SMTP
 * settings. Without them nothing can be sent, and a route that must mail fails as GoTrue does
 * with its mailer down.
 */
export function smtpMailer(smtp: SmtpSettings | null): SendAuthMail {
  const transport = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        // Port 465 speaks TLS from the start; others upgrade with STARTTLS when offered.
        secure: smtp.port === 465,
        ...(smtp.user && smtp.pass ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
      })
    : null
  return async (mail) => {
    if (!transport || !smtp) throw new Error('no SMTP server is configured (SMTP_HOST)')
    if (LINE_BREAK.test(mail.to) || LINE_BREAK.test(mail.subject)) {
      throw new AuthError(400, 'validation_failed', 'A mail header cannot contain a line break')
    }
    await transport.sendMail({ from: smtp.from, to: mail.to, subject: mail.subject, html: mail.html })
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
  "'": '&#39;',
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

/**
 * Fills a GoTrue mail template's `{{ .Name }}` fields, each escaped for HTML as Go's html/template
 * escapes them; an unknown field is left empty, as Go renders a missing map key.
 */
export function renderTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (_match, name: string) => escapeHtml(fields[name] ?? ''))
}

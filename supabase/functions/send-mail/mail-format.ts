/**
 * How every mail of the product is written (docs/decisions/0022-mail-sender.md): a list of
 * blocks rendered once as plain text and once as simple HTML. Pure: no Deno or Node API, so the
 * local backend's tests read the same code. Every data value is text: escaped in HTML, never a
 * link of its own, and every link is absolute from the site's origin, but for an owner's sign-in
 * link, which Auth makes when the mail is sent
 * (docs/decisions/0025-sign-in-links-from-the-auth-admin-api.md).
 */

export const SITE_NAME = 'Yoga Directory'

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/**
 * A mail whose data has been checked, waiting only for its sign-in link when it carries one: the
 * sender asks Auth for that link after everything that could fail the mail for good has passed.
 */
export interface MailDraft {
  subject: string
  needsSignInLink: boolean
  /** `signInLink` is required when `needsSignInLink`, and ignored otherwise. */
  render(signInLink?: string): RenderedMail
}

export class TemplateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TemplateError'
  }
}

export type ListingKind = 'teacher' | 'studio'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what goes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g

/** Line breaks and other control characters become single spaces: a name is one line. */
export function oneLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * A web address in text a visitor wrote: with or without a scheme, a host of dotted labels ending
 * in letters, and whatever path follows up to a space or a quote.
 */
const TYPED_LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})((?:[/?#:][^\s<>"'`]*)?)/gi

/**
 * Text a visitor wrote, with every web address in it made plain text that no mail program turns
 * into a link: the scheme dropped and the host's dots written [.], so `https://evil.example/a`
 * reads `evil[.]example/a`. The reader still sees where it leads and may copy it; nothing of ours
 * vouches for it by a click. Says whether it found any.
 */
export function unlinked(written: string): { text: string; hadLinks: boolean } {
  let hadLinks = false
  const text = written.replace(TYPED_LINK, (_match, host: string, rest: string) => {
    hadLinks = true
    return `${host.replaceAll('.', '[.]')}${rest}`
  })
  return { text, hadLinks }
}

/** A data value that must be text. */
export function text(data: Record<string, unknown>, key: string): string {
  const value = data[key]
  if (typeof value !== 'string') throw new TemplateError(`data.${key} must be text`)
  return value
}

/** A name for a subject or a sentence: one line, never empty. */
export function nameLine(data: Record<string, unknown>, key: string): string {
  const name = oneLine(text(data, key))
  if (name === '') throw new TemplateError(`data.${key} must not be empty`)
  return name
}

/** An absolute link on the site; `path` must start with one slash. */
export function siteLink(origin: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new TemplateError(`not a site path: ${path}`)
  return new URL(path, origin).href
}

/**
 * One paragraph of the mail, written once for both parts: text, and links kept apart. `verbatim`
 * is text a person wrote, kept with its line breaks (escaped in HTML like everything else).
 * `signIn` is the label of the owner's sign-in link, filled in when the mail is rendered.
 */
export type Block =
  | { paragraph: string }
  | { link: string; label: string }
  | { list: string[] }
  | { verbatim: string }
  | { signIn: string }

export function greeting(firstName: string | null): Block {
  return { paragraph: firstName ? `Hello ${firstName},` : 'Hello,' }
}

export const SIGN_OFF: Block = { paragraph: `The ${SITE_NAME} team` }

type ResolvedBlock = Exclude<Block, { signIn: string }>

function asText(blocks: ResolvedBlock[]): string {
  return (
    blocks
      .map((block) => {
        if ('paragraph' in block) return block.paragraph
        if ('link' in block) return `${block.label}:\n${block.link}`
        if ('verbatim' in block) return block.verbatim
        return block.list.map((item) => `- ${item}`).join('\n')
      })
      .join('\n\n') + '\n'
  )
}

function asHtml(subject: string, blocks: ResolvedBlock[]): string {
  const body = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p>${escapeHtml(block.paragraph)}</p>`
      if ('link' in block) {
        return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`
      }
      if ('verbatim' in block) {
        return `<blockquote style="white-space: pre-wrap; margin: 0 0 1em; padding-left: 1em; border-left: 3px solid #ccc">${escapeHtml(block.verbatim)}</blockquote>`
      }
      return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    })
    .join('\n')
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 40em">',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** A mail of these blocks; rendered once its sign-in link, if it has one, is known. */
export function mail(subject: string, blocks: Block[]): MailDraft {
  const needsSignInLink = blocks.some((block) => 'signIn' in block)
  return {
    subject,
    needsSignInLink,
    render(signInLink) {
      if (needsSignInLink && !signInLink) throw new TemplateError('this mail needs a sign-in link')
      const resolved = blocks.map((block): ResolvedBlock =>
        'signIn' in block ? { link: signInLink!, label: block.signIn } : block,
      )
      return { subject, text: asText(resolved), html: asHtml(subject, resolved) }
    },
  }
}

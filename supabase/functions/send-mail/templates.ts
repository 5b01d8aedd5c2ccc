/**
 * The product's mails, rendered from an outbox row's template name and data
 * (docs/decisions/0022-mail-sender.md). Pure: no Deno or Node API, so the local backend's tests
 * read the same code. Every data value is text: escaped in HTML, never a link of its own, and
 * every link is absolute from the site's origin.
 */

export const SITE_NAME = 'Yoga Directory'

/** What an applicant typed as their first name is cut to this in mail to their address. */
export const FIRST_NAME_MAX = 50

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export class TemplateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TemplateError'
  }
}

type ListingKind = 'teacher' | 'studio'

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
function oneLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * The first name a visitor typed, as mail to the address they typed may carry it (the spam-relay
 * rule of docs/product.md): one line, at most FIRST_NAME_MAX characters, and nothing a mail
 * client would turn into a link (a name with a dot, slash, colon or @ is left out).
 */
export function safeFirstName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const name = Array.from(oneLine(raw)).slice(0, FIRST_NAME_MAX).join('').trim()
  if (name === '' || /[.:/\\@]|www/i.test(name)) return null
  return name
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key]
  if (typeof value !== 'string') throw new TemplateError(`data.${key} must be text`)
  return value
}

function kindOf(data: Record<string, unknown>): ListingKind {
  const kind = data.kind
  if (kind !== 'teacher' && kind !== 'studio') throw new TemplateError('data.kind must be teacher or studio')
  return kind
}

/** An absolute link on the site; `path` must start with one slash. */
export function siteLink(origin: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new TemplateError(`not a site path: ${path}`)
  return new URL(path, origin).href
}

/**
 * One paragraph of the mail, written once for both parts: text, and links kept apart. `verbatim`
 * is text a person wrote, kept with its line breaks (escaped in HTML like everything else).
 */
type Block =
  { paragraph: string } | { link: string; label: string } | { list: string[] } | { verbatim: string }

function greeting(firstName: string | null): Block {
  return { paragraph: firstName ? `Hello ${firstName},` : 'Hello,' }
}

const SIGN_OFF: Block = { paragraph: `The ${SITE_NAME} team` }

function asText(blocks: Block[]): string {
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

function asHtml(subject: string, blocks: Block[]): string {
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

function mail(subject: string, blocks: Block[]): RenderedMail {
  return { subject, text: asText(blocks), html: asHtml(subject, blocks) }
}

const LISTING_WORD: Record<ListingKind, string> = { teacher: 'teacher profile', studio: 'studio' }

function applicationReceived(origin: string, data: Record<string, unknown>): RenderedMail {
  // The token is absent when the form that sent the application did not send one.
  const token = data.statusToken === undefined ? null : text(data, 'statusToken')
  if (token !== null && !/^[A-Za-z0-9_-]+$/.test(token))
    throw new TemplateError('data.statusToken is not a token')
  return mail('We received your application', [
    greeting(safeFirstName(data.firstName)),
    {
      paragraph: `Thank you for applying to list your ${LISTING_WORD[kindOf(data)]} on ${SITE_NAME}. We read every application and answer within 3-5 business days.`,
    },
    ...(token
      ? [
          {
            link: siteLink(origin, `/application-status#${token}`),
            label: 'See where your application stands',
          },
          {
            paragraph:
              'This link is private: anyone who has it can see your application, so keep it to yourself.',
          },
        ]
      : [{ paragraph: 'We will write to you again once it has been reviewed.' }]),
    SIGN_OFF,
  ])
}

/** Where a listing's page is; the directory's list of its kind when the listing has no path yet. */
const DIRECTORY_PATH: Record<ListingKind, string> = { teacher: '/teachers', studio: '/studios' }

function applicationListed(origin: string, data: Record<string, unknown>): RenderedMail {
  const kind = kindOf(data)
  const profilePath =
    typeof data.profilePath === 'string' && data.profilePath !== '' ? data.profilePath : null
  return mail(`You're listed on ${SITE_NAME}`, [
    greeting(safeFirstName(data.firstName)),
    { paragraph: `Your ${LISTING_WORD[kind]} is now listed on ${SITE_NAME}.` },
    profilePath
      ? { link: siteLink(origin, profilePath), label: 'Open your listing' }
      : { link: siteLink(origin, DIRECTORY_PATH[kind]), label: `Open the ${kind}s on ${SITE_NAME}` },
    SIGN_OFF,
  ])
}

function applicationDeclined(data: Record<string, unknown>): RenderedMail {
  const note = typeof data.note === 'string' ? data.note.trim() : ''
  return mail('About your application', [
    greeting(safeFirstName(data.firstName)),
    {
      paragraph: `Thank you for applying to list your ${LISTING_WORD[kindOf(data)]} on ${SITE_NAME}. We are not able to accept your application.`,
    },
    ...(note ? [{ paragraph: 'A note from the team:' }, { paragraph: note }] : []),
    SIGN_OFF,
  ])
}

const ALERT_KINDS = {
  'teacher application': { plural: 'teacher applications', tab: 'teacher' },
  'studio application': { plural: 'studio applications', tab: 'studio' },
  'contact message': { plural: 'contact messages', tab: 'contact' },
} as const

type AlertKind = keyof typeof ALERT_KINDS

function adminAlert(origin: string, data: Record<string, unknown>): RenderedMail {
  const raw = data.items
  if (!Array.isArray(raw) || raw.length === 0) throw new TemplateError('data.items must be a non-empty list')
  const items = raw.map((item: unknown) => {
    const { kind, name } = (item ?? {}) as { kind?: unknown; name?: unknown }
    if (typeof kind !== 'string' || !(kind in ALERT_KINDS))
      throw new TemplateError(`unknown item kind: ${String(kind)}`)
    return { kind: kind as AlertKind, name: typeof name === 'string' ? oneLine(name) : '' }
  })
  const kinds = (Object.keys(ALERT_KINDS) as AlertKind[]).filter((kind) =>
    items.some((item) => item.kind === kind),
  )
  const counts = kinds.map((kind) => {
    const count = items.filter((item) => item.kind === kind).length
    return `${count} ${count === 1 ? kind : ALERT_KINDS[kind].plural}`
  })
  return mail(`New on the directory: ${counts.join(', ')}`, [
    { paragraph: 'Hello,' },
    { paragraph: `New on ${SITE_NAME} since the last alert:` },
    { list: items.map((item) => `${item.name || '(no name)'} (${item.kind})`) },
    ...kinds.map((kind) => ({
      link: siteLink(origin, `/admin/submissions?tab=${ALERT_KINDS[kind].tab}`),
      label: `Open the ${ALERT_KINDS[kind].plural}`,
    })),
    { paragraph: 'You can turn these alerts off in the dashboard.' },
  ])
}

// Messages to listings (docs/decisions/0024-messages-to-listings.md) ------------------------------

/** A message's confirmation token: 32 random bytes as base64url, made by the database. */
const MESSAGE_TOKEN = /^[A-Za-z0-9_-]{43}$/

function listingKindOf(data: Record<string, unknown>): ListingKind {
  const kind = data.listingKind
  if (kind !== 'teacher' && kind !== 'studio')
    throw new TemplateError('data.listingKind must be teacher or studio')
  return kind
}

/** A name for a subject or a sentence: one line, never empty. */
function nameLine(data: Record<string, unknown>, key: string): string {
  const name = oneLine(text(data, key))
  if (name === '') throw new TemplateError(`data.${key} must not be empty`)
  return name
}

function practicesOf(data: Record<string, unknown>): string[] {
  const practices = data.practices ?? []
  if (!Array.isArray(practices) || practices.some((item) => typeof item !== 'string'))
    throw new TemplateError('data.practices must be a list of text')
  return (practices as string[]).map(oneLine).filter((item) => item !== '')
}

function interestedIn(practices: string[]): Block[] {
  return practices.length ? [{ paragraph: 'Interested in:' }, { list: practices }] : []
}

/**
 * To the address the student typed: nothing they typed but their first name, and the link that
 * alone sends the message on.
 */
function messageConfirm(origin: string, data: Record<string, unknown>): RenderedMail {
  const listingName = nameLine(data, 'listingName')
  const token = text(data, 'token')
  if (!MESSAGE_TOKEN.test(token)) throw new TemplateError('data.token is not a token')
  return mail(`Confirm your message to ${listingName}`, [
    greeting(safeFirstName(data.firstName)),
    {
      paragraph: `You wrote to ${listingName} on ${SITE_NAME}. Nothing goes to the ${listingKindOf(data)} until you confirm that this address is yours.`,
    },
    { link: siteLink(origin, `/message/confirm#${token}`), label: 'Confirm and send your message' },
    {
      paragraph:
        'The link is valid for 24 hours and works once. If you did not write to them, ignore this mail: nothing will be sent.',
    },
    SIGN_OFF,
  ])
}

/** To the listing's inquiry address, Reply-To the student (the outbox row's reply_to). */
function messageDelivery(origin: string, data: Record<string, unknown>): RenderedMail {
  const senderName = Array.from(nameLine(data, 'senderName')).slice(0, 100).join('')
  const listingName = nameLine(data, 'listingName')
  const kind = listingKindOf(data)
  return mail(`New message through ${SITE_NAME}`, [
    { paragraph: 'Hello,' },
    {
      paragraph: `${senderName} sent ${kind === 'teacher' ? 'you' : listingName} a message through your listing on ${SITE_NAME}:`,
    },
    { verbatim: text(data, 'body') },
    ...interestedIn(practicesOf(data)),
    {
      paragraph: `Reply to this mail to answer ${senderName} directly: your reply goes to their address, not through ${SITE_NAME}. They confirmed that address before we sent this message.`,
    },
    { link: siteLink(origin, text(data, 'listingPath')), label: 'Your listing' },
    SIGN_OFF,
  ])
}

/** To the student, once confirmed: their own text, for their records. */
function messageCopy(origin: string, data: Record<string, unknown>): RenderedMail {
  const listingName = nameLine(data, 'listingName')
  return mail(`Your message to ${listingName} was delivered`, [
    greeting(safeFirstName(data.firstName)),
    {
      paragraph: `Your message to ${listingName} was delivered. Their reply comes straight to this address.`,
    },
    { paragraph: 'Your message:' },
    { verbatim: text(data, 'body') },
    ...interestedIn(practicesOf(data)),
    { link: siteLink(origin, text(data, 'listingPath')), label: `Open ${listingName} on ${SITE_NAME}` },
    SIGN_OFF,
  ])
}

/** Renders an outbox row; throws TemplateError for an unknown template or data it cannot use. */
export function renderMail(template: string, data: unknown, siteOrigin: string): RenderedMail {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new TemplateError('data must be an object')
  const fields = data as Record<string, unknown>
  switch (template) {
    case 'application_received':
      return applicationReceived(siteOrigin, fields)
    case 'application_listed':
      return applicationListed(siteOrigin, fields)
    case 'application_declined':
      return applicationDeclined(fields)
    case 'admin_alert':
      return adminAlert(siteOrigin, fields)
    case 'message_confirm':
      return messageConfirm(siteOrigin, fields)
    case 'message_delivery':
      return messageDelivery(siteOrigin, fields)
    case 'message_copy':
      return messageCopy(siteOrigin, fields)
    default:
      throw new TemplateError(`unknown template: ${template}`)
  }
}

/**
 * The product's mails, rendered from an outbox row's template name and data
 * (docs/decisions/0022-mail-sender.md), in the blocks of mail-format.ts.
 */
import {
  greeting,
  mail,
  nameLine,
  oneLine,
  SIGN_OFF,
  SITE_NAME,
  siteLink,
  TemplateError,
  text,
  type Block,
  type ListingKind,
  type MailDraft,
  type RenderedMail,
  unlinked,
} from './mail-format.ts'
import { inquiryAddressConfirm, ownerReminder, ownerSignIn, SIGN_IN_VALIDITY } from './owner-templates.ts'

/** What an applicant typed as their first name is cut to this in mail to their address. */
export const FIRST_NAME_MAX = 50

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

function kindOf(data: Record<string, unknown>): ListingKind {
  const kind = data.kind
  if (kind !== 'teacher' && kind !== 'studio') throw new TemplateError('data.kind must be teacher or studio')
  return kind
}

const LISTING_WORD: Record<ListingKind, string> = { teacher: 'teacher profile', studio: 'studio' }

function applicationReceived(origin: string, data: Record<string, unknown>): MailDraft {
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

function applicationListed(origin: string, data: Record<string, unknown>): MailDraft {
  const kind = kindOf(data)
  const profilePath =
    typeof data.profilePath === 'string' && data.profilePath !== '' ? data.profilePath : null
  // Set by the database only when the applicant's address is the listing's inquiry address, the
  // one address that may manage it.
  const signIn = data.sign_in === true
  return mail(`You're listed on ${SITE_NAME}`, [
    greeting(safeFirstName(data.firstName)),
    { paragraph: `Your ${LISTING_WORD[kind]} is now listed on ${SITE_NAME}.` },
    profilePath
      ? { link: siteLink(origin, profilePath), label: 'Open your listing' }
      : { link: siteLink(origin, DIRECTORY_PATH[kind]), label: `Open the ${kind}s on ${SITE_NAME}` },
    ...(signIn
      ? [
          {
            paragraph:
              'You can change your listing yourself: your photos, description, languages, links and the address that receives messages.',
          },
          { signIn: 'Keep your listing up to date' },
          SIGN_IN_VALIDITY,
        ]
      : []),
    SIGN_OFF,
  ])
}

function applicationDeclined(data: Record<string, unknown>): MailDraft {
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

/** What an admin alert says of each kind of item, and where the admin deals with it. */
interface AlertKind {
  /** Counted in the subject: one and many. */
  one: string
  many: string
  /** After each item's name. */
  label: string
  path: string
  open: string
}

const ALERT_KINDS: Record<string, AlertKind> = {
  'teacher application': {
    one: 'teacher application',
    many: 'teacher applications',
    label: 'teacher application',
    path: '/admin/submissions?tab=teacher',
    open: 'Open the teacher applications',
  },
  'studio application': {
    one: 'studio application',
    many: 'studio applications',
    label: 'studio application',
    path: '/admin/submissions?tab=studio',
    open: 'Open the studio applications',
  },
  'contact message': {
    one: 'contact message',
    many: 'contact messages',
    label: 'contact message',
    path: '/admin/submissions?tab=contact',
    open: 'Open the contact messages',
  },
  // The dashboard lists owners' recent changes and rename requests, each with its listing.
  owner_change: {
    one: 'listing changed by its owner',
    many: 'listings changed by their owners',
    label: 'Changed by the owner',
    path: '/admin',
    open: 'Open the dashboard',
  },
  rename_request: {
    one: 'rename request',
    many: 'rename requests',
    label: 'Rename requested',
    path: '/admin',
    open: 'Open the dashboard',
  },
}

function adminAlert(origin: string, data: Record<string, unknown>): MailDraft {
  const raw = data.items
  if (!Array.isArray(raw) || raw.length === 0) throw new TemplateError('data.items must be a non-empty list')
  const items = raw.map((item: unknown) => {
    const { kind, name } = (item ?? {}) as { kind?: unknown; name?: unknown }
    if (typeof kind !== 'string' || !Object.hasOwn(ALERT_KINDS, kind))
      throw new TemplateError(`unknown item kind: ${String(kind)}`)
    return { kind, name: typeof name === 'string' ? oneLine(name) : '' }
  })
  const kinds = Object.keys(ALERT_KINDS).filter((kind) => items.some((item) => item.kind === kind))
  const counts = kinds.map((kind) => {
    const count = items.filter((item) => item.kind === kind).length
    return `${count} ${count === 1 ? ALERT_KINDS[kind]!.one : ALERT_KINDS[kind]!.many}`
  })
  // Kinds dealt with on the same page share its link.
  const links = new Map(kinds.map((kind) => [ALERT_KINDS[kind]!.path, ALERT_KINDS[kind]!.open]))
  return mail(`New on the directory: ${counts.join(', ')}`, [
    { paragraph: 'Hello,' },
    { paragraph: `New on ${SITE_NAME} since the last alert:` },
    { list: items.map((item) => `${item.name || '(no name)'} (${ALERT_KINDS[item.kind]!.label})`) },
    ...[...links].map(([path, label]) => ({ link: siteLink(origin, path), label })),
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
function messageConfirm(origin: string, data: Record<string, unknown>): MailDraft {
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
/**
 * What a student wrote, framed as theirs: whose words, that they confirmed their address and that
 * we did not check the text, with its web addresses as plain text (`unlinked`).
 */
function theirWords(intro: string, written: string): Block[] {
  const { text: body, hadLinks } = unlinked(written)
  return [
    { paragraph: intro },
    { verbatim: body },
    ...(hadLinks
      ? [
          {
            paragraph:
              'Web addresses in the message are shown as text, with [.] for their dots: copy one only if you trust it.',
          },
        ]
      : []),
  ]
}

/** To the listing's inquiry address, once the student confirmed: their text, replies go to them. */
function messageDelivery(origin: string, data: Record<string, unknown>): MailDraft {
  const senderName = unlinked(Array.from(nameLine(data, 'senderName')).slice(0, 100).join('')).text
  const listingName = nameLine(data, 'listingName')
  const kind = listingKindOf(data)
  return mail(`New message through ${SITE_NAME}`, [
    { paragraph: 'Hello,' },
    ...theirWords(
      `${senderName} wrote to ${kind === 'teacher' ? 'you' : listingName} through your listing on ${SITE_NAME}. These are their words: they confirmed their address, and ${SITE_NAME} did not check what they wrote.`,
      text(data, 'body'),
    ),
    ...interestedIn(practicesOf(data)),
    {
      paragraph: `Reply to this mail to answer ${senderName} directly: your reply goes to their address, not through ${SITE_NAME}.`,
    },
    { link: siteLink(origin, text(data, 'listingPath')), label: 'Your listing' },
    SIGN_OFF,
  ])
}

/** To the student, once confirmed: their own text, for their records. */
function messageCopy(origin: string, data: Record<string, unknown>): MailDraft {
  const listingName = nameLine(data, 'listingName')
  return mail(`Your message to ${listingName} was delivered`, [
    greeting(safeFirstName(data.firstName)),
    {
      paragraph: `Your message to ${listingName} was delivered. Their reply comes straight to this address.`,
    },
    ...theirWords('Your message, as they received it:', text(data, 'body')),
    ...interestedIn(practicesOf(data)),
    { link: siteLink(origin, text(data, 'listingPath')), label: `Open ${listingName} on ${SITE_NAME}` },
    SIGN_OFF,
  ])
}

/**
 * Checks an outbox row's data and prepares its mail; throws TemplateError for an unknown template
 * or data it cannot use.
 */
export function composeMail(template: string, data: unknown, siteOrigin: string): MailDraft {
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
    case 'owner_sign_in':
      return ownerSignIn(fields)
    case 'owner_reminder':
      return ownerReminder(siteOrigin, fields)
    case 'inquiry_address_confirm':
      return inquiryAddressConfirm(siteOrigin, fields)
    default:
      throw new TemplateError(`unknown template: ${template}`)
  }
}

/** Renders an outbox row at once; a mail with a sign-in link needs `signInLink`. */
export function renderMail(
  template: string,
  data: unknown,
  siteOrigin: string,
  signInLink?: string,
): RenderedMail {
  return composeMail(template, data, siteOrigin).render(signInLink)
}
